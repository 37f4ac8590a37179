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
import { identityOf } from '../../platform/authentication';
import {
  errorResponses,
  sendError as send,
  TOKEN_REFUSALS,
  BODY_REFUSALS,
} from '../../platform/errors';
import { bearerAuth, toIsoTimestamp } from '../../platform/schemas';
import { displayNameOf } from '../profiles/display-name';
import { AutofillFailed } from './autofill';
import { AUTOFILL_MESSAGES, JOB_MESSAGES } from './messages';
import { toListing } from './responses';
import {
  JOB_BODY_LIMIT,
  jobsRouteContext,
  ownWrites,
  type JobsRoutesOptions,
} from './route-context';

export const postingRoutes: FastifyPluginCallbackTypebox<JobsRoutesOptions> = (
  fastify,
  { jobs, service, autofill },
  done,
) => {
  const { profiles } = fastify;
  const { jobFor, clientOnly, refuse, jobOf } = jobsRouteContext(fastify, jobs);

  // The client's jobs

  fastify.post(
    '',
    {
      onRequest: clientOnly,
      bodyLimit: JOB_BODY_LIMIT,
      config: ownWrites,
      schema: {
        summary: 'Post a Job: saves a draft, or publishes (counting the Starter job post).',
        description:
          "Publishing answers the form's messages (spec section 5) in their order with 400, then the salary and deadline checks; 402 when the Starter plan's job post of the month is used. Drafts skip every check and cost nothing.",
        security: bearerAuth,
        body: JobPostingBody,
        response: {
          201: PostedJob,
          402: StarterLimitResponse,
          ...errorResponses(...TOKEN_REFUSALS, ...BODY_REFUSALS, 404, 409, 429),
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
      config: ownWrites,
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
          ...errorResponses(...TOKEN_REFUSALS, ...BODY_REFUSALS, 404, 409, 429),
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
        response: { 200: MyListings, ...errorResponses(...TOKEN_REFUSALS) },
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
      config: ownWrites,
      schema: {
        summary: "'Close Listing': the job leaves the board at once.",
        security: bearerAuth,
        params: JobIdParams,
        response: {
          200: MyListings.properties.listings.items,
          ...errorResponses(...TOKEN_REFUSALS, ...BODY_REFUSALS, 404, 409, 429),
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
      config: ownWrites,
      schema: {
        summary: "'Reactivate Listing': a closed job opens, an expired one gets 30 more days.",
        description:
          "A draft is published (the form's checks, and the Starter job post: 402 when used).",
        security: bearerAuth,
        params: JobIdParams,
        response: {
          200: MyListings.properties.listings.items,
          402: StarterLimitResponse,
          ...errorResponses(...TOKEN_REFUSALS, ...BODY_REFUSALS, 404, 409, 429),
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

  fastify.delete(
    '/:id',
    {
      onRequest: clientOnly,
      config: ownWrites,
      schema: {
        summary: 'Deletes the caller’s job with its applications.',
        security: bearerAuth,
        params: JobIdParams,
        response: {
          204: { type: 'null' },
          ...errorResponses(...TOKEN_REFUSALS, ...BODY_REFUSALS, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const deleted = await jobs.delete(request.params.id, identityOf(request).id);
      if (!deleted) return send(reply, 404, JOB_MESSAGES.notFound);
      return reply.code(204).send();
    },
  );

  // Invitations (invite-only jobs)

  fastify.get(
    '/:id/invitations',
    {
      onRequest: clientOnly,
      schema: {
        summary: 'Who is invited to the caller’s invite-only job.',
        security: bearerAuth,
        params: JobIdParams,
        response: { 200: JobInvitations, ...errorResponses(...TOKEN_REFUSALS, 400, 404) },
      },
    },
    async (request, reply) => {
      const clientId = identityOf(request).id;
      const job = await jobs.findOwn(request.params.id, clientId);
      if (job === undefined) return send(reply, 404, JOB_MESSAGES.notFound);
      const rows = await jobs.invitations(job.id);
      const shown = await fastify.publicProfiles.shownContactEmails(rows.map((row) => row.user_id));
      const invitations = [];
      for (const row of rows) {
        const profile = await profiles.findById(row.user_id);
        invitations.push({
          userId: row.user_id,
          name: displayNameOf(profile),
          email: shown.get(row.user_id) ?? null,
          invitedAt: toIsoTimestamp(row.invited_at),
        });
      }
      return { invitations };
    },
  );

  fastify.post(
    '/:id/invitations',
    {
      onRequest: clientOnly,
      config: ownWrites,
      schema: {
        summary: 'Invites a member (by email, full name or id) to one of the caller’s jobs.',
        description:
          'An invite-only job (in any state) becomes readable to the invitee; a public or confidential one must be open (409 otherwise). The invitee is notified (listing-invitation) while the job is open; the brand is named only for a public job.',
        security: bearerAuth,
        params: JobIdParams,
        body: JobInvitationBody,
        response: {
          201: JobInvitation,
          ...errorResponses(...TOKEN_REFUSALS, ...BODY_REFUSALS, 404, 409, 429),
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
        response: { 200: JobAutofillInfo, ...errorResponses(...TOKEN_REFUSALS) },
      },
    },
    () => ({ source: autofill.source }),
  );

  fastify.post(
    '/autofill',
    {
      onRequest: clientOnly,
      config: ownWrites,
      schema: {
        summary:
          "'Autofill with AI': a description, requirements and skills from a title and category.",
        description:
          'From the configured AI model (AI_BASE_URL, AI_API_KEY, AI_MODEL), else from the template library; `source` says which. 502 when the model fails or times out.',
        security: bearerAuth,
        body: JobAutofillBody,
        response: {
          200: JobAutofill,
          ...errorResponses(...TOKEN_REFUSALS, ...BODY_REFUSALS, 429, 502),
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
