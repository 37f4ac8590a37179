import {
  ApplicationDecisionBody,
  ApplicationIdParams,
  ApplyBody,
  ClientApplicationsQuery,
  JOB_PAGE_SIZE,
  Job,
  JobApplication,
  JobApplications,
  JobAutofill,
  JobAutofillBody,
  JobAutofillInfo,
  JobIdParams,
  JobInvitation,
  JobInvitationBody,
  JobInvitations,
  JobPage,
  JobPostingBody,
  JobsQuery,
  JOB_CATEGORIES,
  MergeSavedJobsBody,
  MyListings,
  PostedJob,
  SavedJobs,
  StarterLimitResponse,
  type JobCategory,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, onRequestHookHandler } from 'fastify';
import { identityOf } from '../../platform/authentication';
import { coalescedReads } from '../../platform/database/coalesced-reads';
import { errorResponses, sendError as send } from '../../platform/errors';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth, toIsoTimestamp } from '../../platform/schemas';
import { sendStarterLimit } from '../billing/starter-allowances';
import { jobBrandShown } from '../hiring/brand-disclosure';
import { displayNameOf } from '../profiles/display-name';
import { AutofillFailed, type Autofill } from './autofill';
import { APPLICATION_MESSAGES, AUTOFILL_MESSAGES, JOB_MESSAGES } from './messages';
import { NO_READER, type JobRow, type JobsRepository } from './repository';
import type { ApplicationRow, ApplicationsRepository } from './applications-repository';
import { toApplication, toJob, toListing } from './responses';
import type { JobsService, Outcome } from './service';

const KIB = 1024;
/** A job posting: texts up to 5000 characters and 90 list rows. */
export const JOB_BODY_LIMIT = 96 * KIB;
/** 500 job ids. */
export const SAVED_JOBS_BODY_LIMIT = 24 * KIB;

const ownWrites = { rateLimit: RATE_LIMITS.ownWrites };

export interface JobsRoutesOptions {
  jobs: JobsRepository;
  applications: ApplicationsRepository;
  service: JobsService;
  autofill: Autofill;
}

export const jobsRoutes: FastifyPluginCallbackTypebox<JobsRoutesOptions> = (
  fastify,
  { jobs, applications, service, autofill },
  done,
) => {
  const { profiles, companies, portfolio } = fastify;

  /** Jobs as `readerId` sees them, each branded by its owner's company profile when one exists. */
  async function jobsFor(rows: readonly JobRow[], readerId: string) {
    const brands = await companies.brandsOf(rows.map((row) => row.client_id));
    return rows.map((row) => toJob(row, readerId, brands.get(row.client_id)));
  }
  const jobFor = async (row: JobRow, readerId: string) =>
    toJob(row, readerId, (await companies.brandsOf([row.client_id])).get(row.client_id));

  /**
   * What applications show beyond their rows: the job's brand from its owner's company profile,
   * and whether a hire's testimonial is written (the portfolio's).
   */
  async function applicationView(rows: readonly ApplicationRow[]) {
    const hired = rows.filter((row) => row.status === 'hired').map((row) => row.id);
    const [brands, written] = await Promise.all([
      companies.brandsOf(rows.map((row) => row.client_id)),
      portfolio.hiresWithTestimonial(hired),
    ]);
    return (row: ApplicationRow, readerId: string) =>
      toApplication(row, readerId, brands.get(row.client_id), written.has(row.id));
  }
  /** Applications as `readerId` sees them. */
  async function applicationsFor(rows: readonly ApplicationRow[], readerId: string) {
    const view = await applicationView(rows);
    return rows.map((row) => view(row, readerId));
  }
  const applicationFor = async (row: ApplicationRow, readerId: string) =>
    (await applicationView([row]))(row, readerId);
  const signedIn = [fastify.authenticate];
  const clientOnly = [fastify.authenticate, fastify.requireRole('client')];
  const freelancerOnly = [fastify.authenticate, fastify.requireRole('freelancer')];
  /** Public routes that answer more to a signed-in caller (saved, applied, their own drafts). */
  const optionalAuthentication: onRequestHookHandler = function (request, reply, next) {
    if (request.headers.authorization === undefined) {
      next();
      return;
    }
    fastify.authenticate.call(this, request, reply, next);
  };

  /** Answers an action's refusal: the limit (402), or its status and message. */
  function refuse(reply: FastifyReply, outcome: Exclude<Outcome<unknown>, { ok: true }>) {
    if (outcome.status === 402) return sendStarterLimit(reply, outcome.refusal);
    return send(reply, outcome.status, outcome.message);
  }

  async function jobOf(id: string, readerId: string) {
    const row = await jobs.find(id, readerId);
    if (row === undefined) throw new Error(`job ${id} vanished`);
    return row;
  }

  // The board

  /**
   * A page of the board as `readerId` sees it, with its jobs' brands; the same page asked
   * together is read once.
   */
  const boardPage = coalescedReads(
    async ({ query, readerId }: { query: JobsQuery; readerId: string }) => {
      const { rows, total } = await jobs.search(query, readerId);
      return { jobs: await jobsFor(rows, readerId), total };
    },
  );

  fastify.get(
    '',
    {
      onRequest: optionalAuthentication,
      schema: {
        summary: 'The job board: listed jobs, searched, filtered, sorted, 10 a page.',
        description:
          'Published, open and unexpired public and confidential jobs (invite-only ones are never listed). Confidential jobs show `company: null` unless the reader applied with the NDA.',
        querystring: JobsQuery,
        response: { 200: JobPage, ...errorResponses },
      },
    },
    async (request) => {
      const readerId = request.identity?.id ?? NO_READER;
      const { jobs: listed, total } = await boardPage({ query: request.query, readerId });
      return {
        jobs: listed,
        total,
        page: request.query.page,
        pageSize: JOB_PAGE_SIZE,
        totalPages: Math.ceil(total / JOB_PAGE_SIZE),
      };
    },
  );

  fastify.get(
    '/:id',
    {
      onRequest: optionalAuthentication,
      schema: {
        summary: 'A job; counts a view by anyone but its owner.',
        description:
          'Published public and confidential jobs for anyone, invite-only ones for invited users, any job for its owner; anything else is 404.',
        params: JobIdParams,
        response: { 200: Job, ...errorResponses },
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
        response: { 201: PostedJob, 402: StarterLimitResponse, ...errorResponses },
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
        response: { 200: PostedJob, 402: StarterLimitResponse, ...errorResponses },
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
        response: { 200: MyListings, ...errorResponses },
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
        response: { 200: MyListings.properties.listings.items, ...errorResponses },
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
          ...errorResponses,
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
        response: { 204: { type: 'null' }, ...errorResponses },
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
        response: { 200: JobInvitations, ...errorResponses },
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
        response: { 201: JobInvitation, ...errorResponses },
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
      const invitee = member;
      await fastify.kysely.transaction().execute(async (trx) => {
        await jobs.invite(job.id, invitee.id, trx);
        if (open) {
          // Who invites is the brand: named (by name and by id) only where the job's rule
          // shows it to the invitee, who has not applied yet.
          const shown = jobBrandShown({
            visibility: job.visibility,
            isOwner: false,
            ndaAccepted: false,
          });
          await fastify.notifications.notify(trx, invitee.id, 'listing-invitation', {
            ...(shown && { actorId: clientId, actorName: job.company }),
            subject: job.title,
          });
        }
      });
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

  // Saved jobs (the heart)

  fastify.get(
    '/saved',
    {
      onRequest: signedIn,
      schema: {
        summary: "The caller's saved jobs they may still read, last saved first.",
        security: bearerAuth,
        response: { 200: SavedJobs, ...errorResponses },
      },
    },
    async (request) => ({ jobIds: await jobs.savedIds(identityOf(request).id) }),
  );

  fastify.put(
    '/:id/saved',
    {
      onRequest: signedIn,
      config: ownWrites,
      schema: {
        summary: 'Saves a job for the caller (again: no change).',
        security: bearerAuth,
        params: JobIdParams,
        response: { 200: SavedJobs, ...errorResponses },
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
      config: ownWrites,
      schema: {
        summary: 'Unsaves a job (absent: no change).',
        security: bearerAuth,
        params: JobIdParams,
        response: { 200: SavedJobs, ...errorResponses },
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
      config: ownWrites,
      schema: {
        summary: 'Adds the jobs a visitor saved in the browser at sign-in; unknown ones skipped.',
        security: bearerAuth,
        body: MergeSavedJobsBody,
        response: { 200: SavedJobs, ...errorResponses },
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

  // Autofill

  fastify.get(
    '/autofill',
    {
      onRequest: clientOnly,
      schema: {
        summary: "Where 'Autofill with AI' takes its texts from: an AI model, or templates.",
        security: bearerAuth,
        response: { 200: JobAutofillInfo, ...errorResponses },
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
        response: { 200: JobAutofill, ...errorResponses },
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

  // Applications

  fastify.post(
    '/:id/applications',
    {
      onRequest: freelancerOnly,
      bodyLimit: JOB_BODY_LIMIT,
      config: ownWrites,
      schema: {
        summary: 'Applies to a job (a freelancer): cover letter, optional rate and attachments.',
        description:
          "Confidential and invite-only jobs need the standard NDA's version (`GET /api/agreements/nda`). One application per job (409); 402 when the Starter plan's application of the month is used.",
        security: bearerAuth,
        params: JobIdParams,
        body: ApplyBody,
        response: { 201: JobApplication, 402: StarterLimitResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const profile = await profiles.profileOf(identity);
      const name = profile?.fullName ?? identity.fullName ?? identity.email ?? '';
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
        response: { 200: JobApplications, ...errorResponses },
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
        summary: "Applications to the caller's jobs, newest first; search and status filter.",
        security: bearerAuth,
        querystring: ClientApplicationsQuery,
        response: { 200: JobApplications, ...errorResponses },
      },
    },
    async (request) => {
      const clientId = identityOf(request).id;
      const rows = await applications.listOfClient(clientId, request.query);
      return { applications: await applicationsFor(rows, clientId) };
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
        response: { 200: JobApplication, ...errorResponses },
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
      config: ownWrites,
      schema: {
        summary: 'Shortlist, Schedule Interview, Reject (with a reason) or Hire.',
        description:
          'The status machine: new -> reviewing -> shortlisted -> interviewed -> hired; rejected from any undecided status. Any other move is 409.',
        security: bearerAuth,
        params: ApplicationIdParams,
        body: ApplicationDecisionBody,
        response: { 200: JobApplication, ...errorResponses },
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
      config: ownWrites,
      schema: {
        summary: 'Withdraws the caller’s application while nothing is decided.',
        security: bearerAuth,
        params: ApplicationIdParams,
        response: { 204: { type: 'null' }, ...errorResponses },
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
