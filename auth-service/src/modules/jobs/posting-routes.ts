/**
 * The client's jobs under `/api/jobs`: Post a Job (drafts, publishing, edits, autofill), Manage
 * Listings (close, reopen, delete) and invitations to invite-only jobs.
 */
import {
  JobAutofill,
  JobAutofillBody,
  JobAutofillInfo,
  JobIdParams,
  JobInvitation,
  JobInvitationBody,
  JobInvitations,
  JobPostingBody,
  JOB_CATEGORIES,
  MyListings,
  PostedJob,
  StarterLimitResponse,
  type JobCategory,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { deleteOwnRoute } from '../../platform/own-routes';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth, toIsoTimestamp } from '../../platform/schemas';
import { invitationsShown } from '../hiring/invitations';
import { displayNameOf } from '../profiles/display-name';
import { AutofillFailed } from './autofill';
import { AUTOFILL_MESSAGES, JOB_MESSAGES } from './messages';
import { toListing } from './responses';
import { JOB_BODY_LIMIT, jobsRouteContext, type JobsRoutesOptions } from './route-context';

export const postingRoutes: FastifyPluginCallbackTypebox<JobsRoutesOptions> = (
  fastify,
  { jobs, service, autofill },
  done,
) => {
  const { profiles } = fastify;
  const { jobFor, refuse, jobOf } = jobsRouteContext(fastify, jobs);
  const { clientOnly } = routeGuards(fastify);

  // The client's jobs

  fastify.post(
    '',
    {
      onRequest: clientOnly,
      bodyLimit: JOB_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: 'Post a Job: saves a draft, or publishes (counting the Starter job post).',
        description:
          "Publishing answers the form's messages (spec section 5) in their order with 400, then the salary and deadline checks; 402 when the Starter plan's job post of the month is used. Drafts skip every check and cost nothing.",
        security: bearerAuth,
        body: JobPostingBody,
        response: {
          201: PostedJob,
          402: StarterLimitResponse,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const clientId = identityOf(request).id;
      const outcome = await service.post(clientId, request.body);
      if (!outcome.ok) return refuse(reply, outcome);
      const row = await jobOf(outcome.value, clientId);
      return reply
        .code(201)
        .send({ id: row.id, status: row.listing_status, job: await jobFor(row, clientId) });
    },
  );

  fastify.put(
    '/:id',
    {
      onRequest: clientOnly,
      bodyLimit: JOB_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary:
          "Edits the caller's job: a draft saved again or published, a published job changed.",
        description:
          "A draft is saved as typed, or published through Post a Job's checks (400) and the Starter job post (402). A published job is changed through the same checks without a second job post; saving it as a draft is 409.",
        security: bearerAuth,
        params: JobIdParams,
        body: JobPostingBody,
        response: {
          200: PostedJob,
          402: StarterLimitResponse,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const clientId = identityOf(request).id;
      const outcome = await service.edit(request.params.id, clientId, request.body);
      if (!outcome.ok) return refuse(reply, outcome);
      const row = await jobOf(outcome.value, clientId);
      return { id: row.id, status: row.listing_status, job: await jobFor(row, clientId) };
    },
  );

  fastify.get(
    '/mine',
    {
      onRequest: clientOnly,
      schema: {
        summary: "The caller's jobs in every state, newest first (Manage Listings).",
        security: bearerAuth,
        response: { 200: MyListings, ...signedInErrors() },
      },
    },
    async (request) => {
      const rows = await jobs.listOwn(identityOf(request).id);
      return { listings: rows.map(toListing) };
    },
  );

  fastify.post(
    '/:id/close',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary: "'Close Listing': the job leaves the board at once.",
        security: bearerAuth,
        params: JobIdParams,
        response: {
          200: MyListings.properties.listings.items,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const clientId = identityOf(request).id;
      const job = await jobs.findOwn(request.params.id, clientId);
      if (job === undefined) return send(reply, 404, JOB_MESSAGES.notFound);
      if (job.listing_status === 'closed') return send(reply, 409, JOB_MESSAGES.alreadyClosed);
      await jobs.close(job.id, clientId);
      return toListing(await jobOf(job.id, clientId));
    },
  );

  fastify.post(
    '/:id/reopen',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary: "'Reactivate Listing': a closed job opens, an expired one gets 30 more days.",
        description:
          "A draft is published through the form's checks. Each reopening is a job post of the month: on Starter, 402 when this month's post is used (Pro: unlimited).",
        security: bearerAuth,
        params: JobIdParams,
        response: {
          200: MyListings.properties.listings.items,
          402: StarterLimitResponse,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const clientId = identityOf(request).id;
      const outcome = await service.reopen(request.params.id, clientId);
      if (!outcome.ok) return refuse(reply, outcome);
      return toListing(await jobOf(outcome.value, clientId));
    },
  );

  deleteOwnRoute(fastify, '/:id', {
    onRequest: clientOnly,
    summary: 'Deletes the caller’s job with its applications.',
    params: JobIdParams,
    remove: (id, ownerId) => jobs.delete(id, ownerId),
    notFound: JOB_MESSAGES.notFound,
  });

  // Invitations (invite-only jobs)

  fastify.get(
    '/:id/invitations',
    {
      onRequest: clientOnly,
      schema: {
        summary: 'Who is invited to the caller’s invite-only job.',
        security: bearerAuth,
        params: JobIdParams,
        response: { 200: JobInvitations, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const clientId = identityOf(request).id;
      const job = await jobs.findOwn(request.params.id, clientId);
      if (job === undefined) return send(reply, 404, JOB_MESSAGES.notFound);
      return invitationsShown(fastify, await jobs.invitations(job.id));
    },
  );

  fastify.post(
    '/:id/invitations',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary: 'Invites a member (by email, full name or id) to one of the caller’s jobs.',
        description:
          'An invite-only job (in any state) becomes readable to the invitee; a public or confidential one must be open (409 otherwise). The invitee is notified (listing-invitation) while the job is open; the brand is named only for a public job.',
        security: bearerAuth,
        params: JobIdParams,
        body: JobInvitationBody,
        response: {
          201: JobInvitation,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const clientId = identityOf(request).id;
      const job = await jobs.findOwn(request.params.id, clientId);
      if (job === undefined) return send(reply, 404, JOB_MESSAGES.notFound);
      const open = job.listing_status === 'active';
      if (job.visibility !== 'invite-only' && !open) {
        return send(reply, 409, JOB_MESSAGES.inviteNotOpen);
      }
      let member;
      if ('userId' in request.body) {
        if (request.body.userId === clientId) return send(reply, 400, JOB_MESSAGES.inviteSelf);
        member = await profiles.findById(request.body.userId);
        if (member === undefined) return send(reply, 400, JOB_MESSAGES.inviteMemberGone);
      } else {
        const who = request.body.user.trim();
        const found = await profiles.findMember(who);
        if (found === undefined) return send(reply, 400, JOB_MESSAGES.inviteUnknown(who));
        if (found === 'ambiguous') return send(reply, 400, JOB_MESSAGES.inviteAmbiguous(who));
        member = found;
      }
      if (member.id === clientId) return send(reply, 400, JOB_MESSAGES.inviteSelf);
      await service.invite(job, clientId, member.id);
      const invitation = (await jobs.invitations(job.id)).find((row) => row.user_id === member.id);
      const shown = await fastify.publicProfiles.shownContactEmails([member.id]);
      return reply.code(201).send({
        userId: member.id,
        name: displayNameOf(member),
        email: shown.get(member.id) ?? null,
        invitedAt: toIsoTimestamp(invitation?.invited_at ?? new Date()),
      });
    },
  );

  // Autofill

  fastify.get(
    '/autofill',
    {
      onRequest: clientOnly,
      schema: {
        summary: "Where 'Autofill with AI' takes its texts from: an AI model, or templates.",
        security: bearerAuth,
        response: { 200: JobAutofillInfo, ...signedInErrors() },
      },
    },
    () => ({ source: autofill.source }),
  );

  fastify.post(
    '/autofill',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary:
          "'Autofill with AI': a description, requirements and skills from a title and category.",
        description:
          'From the configured AI model (AI_BASE_URL, AI_API_KEY, AI_MODEL), else from the template library; `source` says which. 502 when the model fails or times out.',
        security: bearerAuth,
        body: JobAutofillBody,
        response: {
          200: JobAutofill,
          ...signedInWriteErrors(502),
        },
      },
    },
    async (request, reply) => {
      const title = request.body.title.trim();
      const category = request.body.category;
      if (title === '' || !(JOB_CATEGORIES as readonly string[]).includes(category)) {
        return send(reply, 400, AUTOFILL_MESSAGES.missing);
      }
      try {
        return await autofill.generate(title, category as JobCategory);
      } catch (error) {
        if (!(error instanceof AutofillFailed)) throw error;
        request.log.warn({ err: error }, 'job autofill failed');
        return send(reply, 502, AUTOFILL_MESSAGES.failed);
      }
    },
  );

  done();
};
