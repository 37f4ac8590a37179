/**
 * The jobs module's actions beyond HTTP: posting and publishing (the client's 'job-post'
 * allowance counted in the same transaction), applying (the freelancer's 'application'
 * allowance, likewise), and the client's decisions on applications through the status machine.
 */
import {
  REJECTION_REASONS,
  UNDECIDED,
  nextStatus,
  targetOf,
  type ApplicationDecisionBody,
  type ApplyBody,
  type JobPostingBody,
  premiumJobOpensAt,
} from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import type { DB, StoredFile } from '../../platform/database/schema';
import type { StarterAllowanceUse } from '../billing/starter-allowances';
import type { NotificationPayload } from '../notifications/messages';
import type { NotificationsService } from '../notifications/service';
import { STANDARD_NDA } from '../agreements/nda';
import { jobBrandShown } from '../hiring/brand-disclosure';
import type { ApplicationsRepository } from './applications-repository';
import type { ApplicationFilesPort } from './files-port';
import { APPLICATION_MESSAGES, JOB_MESSAGES, messageMoment } from './messages';
import { expiryOf, validatePosting } from './posting';
import type { JobRow, JobsRepository } from './repository';

type CountAllowance = (
  trx: Kysely<DB>,
  userId: string,
  allowance: 'job-post' | 'application',
) => Promise<StarterAllowanceUse>;

type Refusal = Extract<StarterAllowanceUse, { allowed: false }>;

/** What an action answers: done, or the HTTP status and message of why not, or the limit. */
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string }
  | { ok: false; status: 402; refusal: Refusal };

const fail = (status: 400 | 403 | 404 | 409, message: string) =>
  ({ ok: false, status, message }) as const;

/** Rolls a transaction back and carries the outcome out of it. */
class Abort extends Error {
  constructor(readonly outcome: Outcome<never>) {
    super('The action was refused');
  }
}

export function createJobsService(deps: {
  kysely: Kysely<DB>;
  jobs: JobsRepository;
  applications: ApplicationsRepository;
  countAllowance: CountAllowance;
  /** A new application's attachment uploads: the applicant's own, complete. */
  files: Pick<ApplicationFilesPort, 'find'>;
  /** Raises a notification in the action's transaction (`fastify.notifications.notify`). */
  notify: NotificationsService['notify'];
  /** Whether a user is Pro (billing's one rule): premium jobs' first hours are theirs. */
  isPro: (userId: string) => Promise<boolean>;
  now?: () => Date;
}) {
  const { kysely, jobs, applications, countAllowance, files, notify, isPro } = deps;
  const now = deps.now ?? (() => new Date());

  async function inTransaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<Outcome<T>> {
    try {
      return { ok: true, value: await kysely.transaction().execute(work) };
    } catch (error) {
      if (error instanceof Abort) return error.outcome;
      throw error;
    }
  }

  /** Publishes `id` in `trx`, counting the client's 'job-post' allowance. */
  async function publishIn(trx: Kysely<DB>, id: string, clientId: string, deadline: string | null) {
    const use = await countAllowance(trx, clientId, 'job-post');
    if (!use.allowed) throw new Abort({ ok: false, status: 402, refusal: use });
    await jobs.publish(id, clientId, expiryOf(deadline, now()), trx);
  }

  /** Shortlist, Schedule Interview, Reject, Hire: through the status machine. */
  async function decide(
    id: string,
    clientId: string,
    decision: ApplicationDecisionBody,
  ): Promise<Outcome<string>> {
    const row = await applications.findFor(id, clientId);
    if (row?.client_id !== clientId) {
      return fail(404, APPLICATION_MESSAGES.notFound);
    }
    const to = nextStatus(row.status, decision.action);
    if (to === undefined) {
      return fail(409, APPLICATION_MESSAGES.illegalMove(row.status, targetOf(decision.action)));
    }
    let details: { interviewAt?: Date; rejectionReason?: string } = {};
    let news: NotificationPayload = {};
    if (decision.action === 'schedule-interview') {
      if (decision.interviewAt === undefined) return fail(400, APPLICATION_MESSAGES.interviewAt);
      const interviewAt = new Date(decision.interviewAt);
      if (interviewAt <= now()) return fail(400, APPLICATION_MESSAGES.interviewPast);
      details = { interviewAt };
      news = { interviewAt: interviewAt.toISOString() };
    }
    if (decision.action === 'reject') {
      const reason = REJECTION_REASONS.find(({ value }) => value === decision.reason);
      if (reason === undefined) return fail(400, APPLICATION_MESSAGES.reason);
      details = { rejectionReason: reason.value };
      news = { reason: reason.label };
    }
    const outcome = await inTransaction(async (trx) => {
      const moved = await applications.move(id, clientId, row.status, to, details, trx);
      if (!moved) return false;
      // The applicant hears of it with the move, or not at all.
      await notify(trx, row.freelancer_id, 'application-status-changed', {
        ...news,
        answer: 'application',
        subject: row.job_title,
        status: to,
      });
      return true;
    });
    // Another change came first: answer from the status it left.
    if (outcome.ok && !outcome.value) return decide(id, clientId, decision);
    return outcome.ok ? { ok: true, value: id } : outcome;
  }

  return {
    /** Saves a draft, or publishes (form checks, then the allowance, in one transaction). */
    async post(clientId: string, body: JobPostingBody): Promise<Outcome<string>> {
      const valid = validatePosting(body, now());
      if (!valid.ok) return fail(400, valid.message);
      return inTransaction(async (trx) => {
        const id = await jobs.insert(clientId, { ...valid.value, status: 'draft' }, trx);
        if (valid.value.status === 'published') {
          await publishIn(trx, id, clientId, valid.value.deadline);
        }
        return id;
      });
    },

    /**
     * The owner's edit (Manage Listings' Edit): a draft is saved again as typed, or published
     * through the form's checks and the allowance, in one transaction; a published job is
     * changed in place through the same checks (no second job post), its expiry following a
     * changed deadline while it is listed. A published job never goes back to being a draft.
     */
    async edit(id: string, clientId: string, body: JobPostingBody): Promise<Outcome<string>> {
      const job = await jobs.findOwn(id, clientId);
      if (job === undefined) return fail(404, JOB_MESSAGES.notFound);
      const isDraft = job.listing_status === 'draft';
      if (!isDraft && body.status === 'draft') return fail(409, JOB_MESSAGES.publishedNotDraft);
      const valid = validatePosting(body, now());
      if (!valid.ok) return fail(400, valid.message);
      return inTransaction(async (trx) => {
        const listed = job.listing_status === 'active' && valid.value.deadline !== job.deadline;
        const expiresAt = listed
          ? expiryOf(valid.value.deadline, job.published_at ?? now())
          : undefined;
        await jobs.update(id, clientId, valid.value, expiresAt, trx);
        if (isDraft && valid.value.status === 'published') {
          await publishIn(trx, id, clientId, valid.value.deadline);
        }
        return id;
      });
    },

    /**
     * 'Reactivate Listing': a closed job opens again; an expired one is listed again for 30 days
     * (its passed deadline dropped); a draft is published through the form's checks. Each is a
     * job post of the month (issue 43, item 12: on Starter, reopening is no way round the
     * monthly post), counted in the transaction that opens it; editing a live job is not.
     */
    async reopen(id: string, clientId: string): Promise<Outcome<string>> {
      const job = await jobs.findOwn(id, clientId);
      if (job === undefined) return fail(404, JOB_MESSAGES.notFound);
      if (job.listing_status === 'active') return fail(409, JOB_MESSAGES.alreadyOpen);
      if (job.listing_status === 'draft') {
        const valid = validatePosting(
          {
            status: 'published',
            title: job.title,
            company: job.company,
            location: job.location,
            type: job.type,
            remote: job.remote,
            category: job.category as JobPostingBody['category'],
            experience: job.experience,
            description: job.description,
            requirements: job.requirements,
            skills: job.skills,
            benefits: job.benefits,
            salaryType: job.salary_type,
            salaryMin: job.salary_min,
            salaryMax: job.salary_max,
            salaryFixed: job.salary_min,
            salaryCurrency: job.salary_currency ?? 'USD',
            salaryPeriod: job.salary_period ?? 'year',
            deadline: job.deadline,
            featured: job.featured,
            urgent: job.urgent,
            visibility: job.visibility,
          },
          now(),
        );
        if (!valid.ok) return fail(400, valid.message);
        return inTransaction(async (trx) => {
          await publishIn(trx, id, clientId, job.deadline);
          return id;
        });
      }
      return inTransaction(async (trx) => {
        await jobs.lock(id, trx);
        const locked = await jobs.findOwn(id, clientId, trx);
        if (locked === undefined) throw new Abort(fail(404, JOB_MESSAGES.notFound));
        if (locked.listing_status === 'active')
          throw new Abort(fail(409, JOB_MESSAGES.alreadyOpen));
        const use = await countAllowance(trx, clientId, 'job-post');
        if (!use.allowed) throw new Abort({ ok: false, status: 402, refusal: use });
        const expired =
          locked.listing_status === 'expired' || (locked.expires_at ?? now()) <= now();
        const expiresAt = expired
          ? expiryOf(null, now())
          : (locked.expires_at ?? expiryOf(null, now()));
        await jobs.publish(id, clientId, expiresAt, trx);
        if (expired && locked.deadline !== null) await jobs.clearDeadline(id, trx);
        return id;
      });
    },

    /** Applies to a job the freelancer may read and that is open, once, within the allowance. */
    async apply(
      freelancer: { id: string; name: string },
      jobId: string,
      body: ApplyBody,
    ): Promise<Outcome<string>> {
      const job = await jobs.find(jobId, freelancer.id);
      if (job?.status !== 'published') {
        return fail(404, JOB_MESSAGES.notFound);
      }
      if (job.listing_status !== 'active') return fail(409, JOB_MESSAGES.notOpen);
      // A premium job (paid featured) is Pro freelancers' alone for its first hours (issue 43,
      // item 6): a Starter freelancer is told when it opens to them.
      if (job.featured_at !== null) {
        const opensAt = premiumJobOpensAt(job.featured_at);
        if (now() < opensAt && !(await isPro(freelancer.id))) {
          return fail(403, APPLICATION_MESSAGES.proOnly(messageMoment(opensAt)));
        }
      }
      const coverLetter = body.coverLetter.trim();
      if (coverLetter === '') return fail(400, APPLICATION_MESSAGES.coverLetter);
      const needsNda = job.visibility !== 'public';
      if (needsNda && body.ndaVersion === null) return fail(400, APPLICATION_MESSAGES.nda);
      if (body.ndaVersion !== null && body.ndaVersion !== STANDARD_NDA.version) {
        return fail(400, APPLICATION_MESSAGES.ndaVersion);
      }
      const attachments: StoredFile[] = [];
      const seen = new Set<string>();
      for (const attachment of body.attachments) {
        if (seen.has(attachment.key)) {
          return fail(400, APPLICATION_MESSAGES.attachmentRepeated(attachment.name));
        }
        seen.add(attachment.key);
        const found = await files.find(attachment.key, freelancer.id);
        if (found === undefined) return fail(400, APPLICATION_MESSAGES.attachment(attachment.name));
        attachments.push({ key: attachment.key, ...found });
      }
      // Checked before the allowance so that a repeat costs nothing; the insert below decides
      // between two simultaneous first applications.
      if (await applications.exists(jobId, freelancer.id)) {
        return fail(409, APPLICATION_MESSAGES.duplicate);
      }
      return inTransaction(async (trx) => {
        const use = await countAllowance(trx, freelancer.id, 'application');
        if (!use.allowed) throw new Abort({ ok: false, status: 402, refusal: use });
        const id = await applications.insert(
          {
            jobId,
            freelancerId: freelancer.id,
            freelancerName: freelancer.name,
            coverLetter,
            rate: body.rate,
            attachments,
            ndaVersion: body.ndaVersion,
          },
          trx,
        );
        if (id === undefined) throw new Abort(fail(409, APPLICATION_MESSAGES.duplicate));
        await notify(trx, job.client_id, 'application-received', {
          actorId: freelancer.id,
          actorName: freelancer.name,
          subject: job.title,
        });
        return id;
      });
    },

    /**
     * The client opens an application: a new one moves to reviewing. Anyone else but its
     * applicant gets nothing.
     */
    async open(id: string, readerId: string) {
      const row = await applications.findFor(id, readerId);
      if (row === undefined) return undefined;
      const opened = nextStatus(row.status, 'open');
      if (row.client_id === readerId && opened !== undefined) {
        await applications.move(id, readerId, row.status, opened);
        return applications.findFor(id, readerId);
      }
      return row;
    },

    decide,

    /**
     * Invites `inviteeId` to the client's `job` (checked by the caller: theirs, and open unless
     * invite-only), once; while the job is open the invitee is notified in the same transaction.
     */
    async invite(job: JobRow, clientId: string, inviteeId: string): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        await jobs.invite(job.id, inviteeId, trx);
        if (job.listing_status === 'active') {
          // Who invites is the brand: named (by name and by id) only where the job's rule
          // shows it to the invitee, who has not applied yet.
          const shown = jobBrandShown({
            visibility: job.visibility,
            isOwner: false,
            ndaAccepted: false,
          });
          await notify(trx, inviteeId, 'listing-invitation', {
            ...(shown && { actorId: clientId, actorName: job.company }),
            subject: job.title,
          });
        }
      });
    },

    /** The applicant withdraws an undecided application. */
    async withdraw(id: string, freelancerId: string): Promise<Outcome<null>> {
      const row = await applications.findFor(id, freelancerId);
      if (row?.freelancer_id !== freelancerId) {
        return fail(404, APPLICATION_MESSAGES.notFound);
      }
      if (!(await applications.withdraw(id, freelancerId, UNDECIDED))) {
        return fail(409, APPLICATION_MESSAGES.withdrawDecided);
      }
      return { ok: true, value: null };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
