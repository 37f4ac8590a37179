/**
 * The job board under `/api/jobs`: listed jobs searched, filtered and sorted; a job's page
 * (counting views); each signed-in user's saved jobs (the heart), merged from a signed-out visit.
 */
import {
  JOB_PAGE_SIZE,
  Job,
  JobIdParams,
  JobPage,
  JobsQuery,
  MergeSavedJobsBody,
  SavedJobs,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { coalescedReads } from '../../platform/database/coalesced-reads';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { pageFields } from '../../platform/paging';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { JOB_MESSAGES } from './messages';
import { NO_READER } from './repository';
import { SAVED_JOBS_BODY_LIMIT, jobsRouteContext, type JobsRoutesOptions } from './route-context';

export const boardRoutes: FastifyPluginCallbackTypebox<JobsRoutesOptions> = (
  fastify,
  { jobs },
  done,
) => {
  const { jobsFor, jobFor } = jobsRouteContext(fastify, jobs);
  const { signedIn, optionalSignIn } = routeGuards(fastify);

  // The board

  /**
   * A page of the board as `readerId` sees it, with its jobs' brands; the same page asked
   * together is read once.
   */
  const boardPage = coalescedReads(
    async ({ query, readerId }: { query: JobsQuery; readerId: string }) => {
      const { rows, total, similar } = await jobs.search(query, readerId);
      return { jobs: await jobsFor(rows, readerId), total, similar };
    },
  );

  fastify.get(
    '',
    {
      onRequest: optionalSignIn,
      schema: {
        summary: 'The job board: listed jobs, searched, filtered, sorted, 10 a page.',
        description:
          'Published, open and unexpired public and confidential jobs (invite-only ones are never listed). Confidential jobs show `company: null` unless the reader applied with the NDA.',
        querystring: JobsQuery,
        response: { 200: JobPage, ...signedInErrors(400) },
      },
    },
    async (request) => {
      const readerId = request.identity?.id ?? NO_READER;
      const { jobs: listed, total, similar } = await boardPage({ query: request.query, readerId });
      return {
        jobs: listed,
        ...pageFields(total, request.query.page, JOB_PAGE_SIZE),
        ...(similar ? { similar } : {}),
      };
    },
  );

  fastify.get(
    '/:id',
    {
      onRequest: optionalSignIn,
      schema: {
        summary: 'A job; counts a view by anyone but its owner.',
        description:
          'Published public and confidential jobs for anyone, invite-only ones for invited users, any job for its owner; anything else is 404.',
        params: JobIdParams,
        response: { 200: Job, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const readerId = request.identity?.id ?? NO_READER;
      const row = await jobs.find(request.params.id, readerId);
      if (row === undefined) return send(reply, 404, JOB_MESSAGES.notFound);
      await jobs.countView(row.id, readerId);
      return jobFor(row, readerId);
    },
  );

  // Saved jobs (the heart)

  fastify.get(
    '/saved',
    {
      onRequest: signedIn,
      schema: {
        summary: "The caller's saved jobs they may still read, last saved first.",
        security: bearerAuth,
        response: { 200: SavedJobs, ...signedInErrors() },
      },
    },
    async (request) => ({ jobIds: await jobs.savedIds(identityOf(request).id) }),
  );

  fastify.put(
    '/:id/saved',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Saves a job for the caller (again: no change).',
        security: bearerAuth,
        params: JobIdParams,
        response: {
          200: SavedJobs,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const userId = identityOf(request).id;
      await jobs.save(userId, [request.params.id]);
      const jobIds = await jobs.savedIds(userId);
      if (!jobIds.includes(request.params.id)) return send(reply, 404, JOB_MESSAGES.notFound);
      return { jobIds };
    },
  );

  fastify.delete(
    '/:id/saved',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Unsaves a job (absent: no change).',
        security: bearerAuth,
        params: JobIdParams,
        response: { 200: SavedJobs, ...signedInWriteErrors() },
      },
    },
    async (request) => {
      const userId = identityOf(request).id;
      await jobs.unsave(userId, request.params.id);
      return { jobIds: await jobs.savedIds(userId) };
    },
  );

  fastify.post(
    '/saved/merge',
    {
      onRequest: signedIn,
      bodyLimit: SAVED_JOBS_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: 'Adds the jobs a visitor saved in the browser at sign-in; unknown ones skipped.',
        security: bearerAuth,
        body: MergeSavedJobsBody,
        response: { 200: SavedJobs, ...signedInWriteErrors() },
      },
    },
    async (request) => {
      const userId = identityOf(request).id;
      await jobs.save(
        userId,
        request.body.jobIds.map((id) => id.toLowerCase()),
      );
      return { jobIds: await jobs.savedIds(userId) };
    },
  );

  done();
};
