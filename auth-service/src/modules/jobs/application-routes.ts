/**
 * Applications under `/api/jobs`: a freelancer applies (the Starter application counted), sees
 * and withdraws their own; the job's client lists them, opens one (under review) and decides.
 */
import {
  ApplicationDecisionBody,
  ApplicationIdParams,
  ApplyBody,
  ClientApplicationsQuery,
  JobApplication,
  JobApplications,
  JobIdParams,
  StarterLimitResponse,
  proFirst,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth, NO_CONTENT } from '../../platform/schemas';
import { callerNameOf } from '../profiles/display-name';
import { APPLICATION_MESSAGES } from './messages';
import { JOB_BODY_LIMIT, jobsRouteContext, type JobsRoutesOptions } from './route-context';

export const applicationRoutes: FastifyPluginCallbackTypebox<JobsRoutesOptions> = (
  fastify,
  { jobs, applications, service },
  done,
) => {
  const { profiles } = fastify;
  const { applicationsFor, applicationFor, refuse } = jobsRouteContext(fastify, jobs);
  const { signedIn, clientOnly, freelancerOnly } = routeGuards(fastify);

  // Applications

  fastify.post(
    '/:id/applications',
    {
      onRequest: freelancerOnly,
      bodyLimit: JOB_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: 'Applies to a job (a freelancer): cover letter, optional rate and attachments.',
        description:
          "Confidential and invite-only jobs need the standard NDA's version (`GET /api/agreements/nda`). One application per job (409); 402 when the Starter plan's application of the month is used.",
        security: bearerAuth,
        params: JobIdParams,
        body: ApplyBody,
        response: {
          201: JobApplication,
          402: StarterLimitResponse,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const name = await callerNameOf(profiles, identity);
      const outcome = await service.apply(
        { id: identity.id, name },
        request.params.id,
        request.body,
      );
      if (!outcome.ok) return refuse(reply, outcome);
      const row = await applications.findFor(outcome.value, identity.id);
      if (row === undefined) throw new Error(`application ${outcome.value} vanished`);
      return reply.code(201).send(await applicationFor(row, identity.id));
    },
  );

  fastify.get(
    '/applications/mine',
    {
      onRequest: freelancerOnly,
      schema: {
        summary: "My Applications: the caller's applications with their live status.",
        security: bearerAuth,
        response: { 200: JobApplications, ...signedInErrors() },
      },
    },
    async (request) => {
      const freelancerId = identityOf(request).id;
      const rows = await applications.listOfFreelancer(freelancerId);
      return { applications: await applicationsFor(rows, freelancerId) };
    },
  );

  fastify.get(
    '/applications',
    {
      onRequest: clientOnly,
      schema: {
        summary:
          "Applications to the caller's jobs, newest first (or Pro members first); search and status filter.",
        security: bearerAuth,
        querystring: ClientApplicationsQuery,
        response: { 200: JobApplications, ...signedInErrors(400) },
      },
    },
    async (request) => {
      const clientId = identityOf(request).id;
      const rows = await applications.listOfClient(clientId, request.query);
      const answers = await applicationsFor(rows, clientId);
      return {
        applications:
          request.query.sort === 'pro-first'
            ? proFirst(answers, (answer) => answer.applicantIsPro)
            : answers,
      };
    },
  );

  fastify.get(
    '/applications/:id',
    {
      onRequest: signedIn,
      schema: {
        summary:
          'An application, for its applicant or its job’s client (who opening it moves new to reviewing).',
        security: bearerAuth,
        params: ApplicationIdParams,
        response: { 200: JobApplication, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const readerId = identityOf(request).id;
      const row = await service.open(request.params.id, readerId);
      if (row === undefined) return send(reply, 404, APPLICATION_MESSAGES.notFound);
      return applicationFor(row, readerId);
    },
  );

  fastify.post(
    '/applications/:id/decision',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary: 'Shortlist, Schedule Interview, Reject (with a reason) or Hire.',
        description:
          'The status machine: new -> reviewing -> shortlisted -> interviewed -> hired; rejected from any undecided status. Any other move is 409.',
        security: bearerAuth,
        params: ApplicationIdParams,
        body: ApplicationDecisionBody,
        response: {
          200: JobApplication,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const clientId = identityOf(request).id;
      const outcome = await service.decide(request.params.id, clientId, request.body);
      if (!outcome.ok) return refuse(reply, outcome);
      const row = await applications.findFor(outcome.value, clientId);
      if (row === undefined) return send(reply, 404, APPLICATION_MESSAGES.notFound);
      return applicationFor(row, clientId);
    },
  );

  fastify.post(
    '/applications/:id/withdraw',
    {
      onRequest: freelancerOnly,
      config: OWN_WRITES,
      schema: {
        summary: 'Withdraws the caller’s application while nothing is decided.',
        security: bearerAuth,
        params: ApplicationIdParams,
        response: {
          ...NO_CONTENT,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await service.withdraw(request.params.id, identityOf(request).id);
      if (!outcome.ok) return refuse(reply, outcome);
      return reply.code(204).send();
    },
  );

  done();
};
