/**
 * Applications (`job_applications`), queried with Kysely. Each is readable by its applicant and by
 * the client who owns its job, and by no one else: the queries say so, so anyone else gets
 * nothing (404). The job's `applicants` count moves with the inserts and deletes, in their
 * transaction.
 */
import type { ApplicationStatus, ClientApplicationsQuery } from '@atelier/api-contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB, StoredFile } from '../../platform/database/schema';
import { listingStatus } from './repository';

const COLUMNS = [
  'a.id',
  'a.job_id',
  'a.freelancer_id',
  'a.freelancer_name',
  'a.cover_letter',
  'a.rate_amount',
  'a.rate_currency',
  'a.rate_period',
  'a.attachments',
  'a.status',
  'a.interview_at',
  'a.rejection_reason',
  'a.nda_version',
  'a.nda_accepted_at',
  'a.created_at',
  'a.updated_at',
  'j.title as job_title',
  'j.company',
  'j.visibility',
  'j.client_id',
] as const;

export interface NewApplication {
  jobId: string;
  freelancerId: string;
  freelancerName: string;
  coverLetter: string;
  rate: {
    amount: number;
    currency: 'USD' | 'EUR' | 'GBP';
    period: 'hour' | 'month' | 'year' | 'project';
  } | null;
  attachments: StoredFile[];
  ndaVersion: string | null;
}

export function createApplicationsRepository(db: Kysely<DB>) {
  const joined = (on: Kysely<DB> = db) =>
    on
      .selectFrom('job_applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .select(COLUMNS)
      .select(listingStatus.as('job_status'));

  return {
    /** Inserts the application; undefined when the freelancer already applied to the job. */
    async insert(application: NewApplication, on: Kysely<DB>): Promise<string | undefined> {
      const inserted = await on
        .insertInto('job_applications')
        .values({
          job_id: application.jobId,
          freelancer_id: application.freelancerId,
          freelancer_name: application.freelancerName,
          cover_letter: application.coverLetter,
          rate_amount: application.rate?.amount ?? null,
          rate_currency: application.rate?.currency ?? null,
          rate_period: application.rate?.period ?? null,
          attachments: JSON.stringify(application.attachments),
          nda_version: application.ndaVersion,
          nda_accepted_at: application.ndaVersion === null ? null : sql<Date>`now()`,
        })
        .onConflict((conflict) => conflict.columns(['job_id', 'freelancer_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted === undefined) return undefined;
      await on
        .updateTable('jobs')
        .set((eb) => ({ applicants: eb('applicants', '+', 1) }))
        .where('id', '=', application.jobId)
        .execute();
      return inserted.id;
    },

    /** Whether the freelancer already applied to the job. */
    async exists(jobId: string, freelancerId: string): Promise<boolean> {
      const row = await db
        .selectFrom('job_applications')
        .select('id')
        .where('job_id', '=', jobId)
        .where('freelancer_id', '=', freelancerId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The application if `readerId` is its applicant or its job's client. */
    findFor(id: string, readerId: string, on: Kysely<DB> = db) {
      return joined(on)
        .where('a.id', '=', id)
        .where((eb) =>
          eb.or([eb('a.freelancer_id', '=', readerId), eb('j.client_id', '=', readerId)]),
        )
        .executeTakeFirst();
    },

    /** The freelancer's applications, newest first (My Applications). */
    listOfFreelancer(freelancerId: string) {
      return joined()
        .where('a.freelancer_id', '=', freelancerId)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'asc')
        .execute();
    },

    /** How many applications the client's jobs received, by status (the dashboard's overview). */
    async countsOfClient(clientId: string): Promise<Map<ApplicationStatus, number>> {
      const rows = await db
        .selectFrom('job_applications as a')
        .innerJoin('jobs as j', 'j.id', 'a.job_id')
        .where('j.client_id', '=', clientId)
        .groupBy('a.status')
        .select(['a.status', (eb) => eb.fn.countAll<string | number>().as('count')])
        .execute();
      return new Map(rows.map((row) => [row.status, Number(row.count)]));
    },

    /** The latest `limit` applications to the client's jobs, newest first. */
    recentOfClient(clientId: string, limit: number) {
      return joined()
        .where('j.client_id', '=', clientId)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'asc')
        .limit(limit)
        .execute();
    },

    /** Applications to the client's jobs, newest first, searched and filtered. */
    listOfClient(clientId: string, query: ClientApplicationsQuery) {
      let matching = joined().where('j.client_id', '=', clientId);
      const words = query.q?.trim() ?? '';
      if (words !== '') {
        const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
        matching = matching.where(
          sql<SqlBool>`(a.freelancer_name ILIKE ${pattern} OR j.title ILIKE ${pattern}
            OR a.cover_letter ILIKE ${pattern})`,
        );
      }
      if (query.status !== undefined) matching = matching.where('a.status', '=', query.status);
      if (query.jobId !== undefined) matching = matching.where('a.job_id', '=', query.jobId);
      return matching.orderBy('a.created_at', 'desc').orderBy('a.id', 'asc').limit(500).execute();
    },

    /**
     * Moves the application from `from` to `to` (with the interview time or the rejection reason)
     * when it is still in `from` and the job is the client's: false when another change came
     * first.
     */
    async move(
      id: string,
      clientId: string,
      from: ApplicationStatus,
      to: ApplicationStatus,
      details: { interviewAt?: Date; rejectionReason?: string } = {},
      on: Kysely<DB> = db,
    ): Promise<boolean> {
      const updated = await on
        .updateTable('job_applications as a')
        .set({
          status: to,
          updated_at: sql<Date>`now()`,
          ...(details.interviewAt !== undefined && { interview_at: details.interviewAt }),
          ...(details.rejectionReason !== undefined && {
            rejection_reason: details.rejectionReason,
          }),
        })
        .where('a.id', '=', id)
        .where('a.status', '=', from)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('jobs as j')
              .select('j.id')
              .whereRef('j.id', '=', 'a.job_id')
              .where('j.client_id', '=', clientId),
          ),
        )
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Deletes the freelancer's undecided application (and counts it off its job). */
    async withdraw(id: string, freelancerId: string, undecided: readonly ApplicationStatus[]) {
      return db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('job_applications')
          .where('id', '=', id)
          .where('freelancer_id', '=', freelancerId)
          .where('status', 'in', undecided)
          .returning('job_id')
          .executeTakeFirst();
        if (deleted === undefined) return false;
        await trx
          .updateTable('jobs')
          .set((eb) => ({ applicants: eb('applicants', '-', 1) }))
          .where('id', '=', deleted.job_id)
          .execute();
        return true;
      });
    },

    /** Whether `userId` is the client of a job with an application holding attachment `key`. */
    async clientMayDownload(userId: string, key: string): Promise<boolean> {
      const probe = JSON.stringify([{ key }]);
      const row = await db
        .selectFrom('job_applications as a')
        .innerJoin('jobs as j', 'j.id', 'a.job_id')
        .select('a.id')
        .where('j.client_id', '=', userId)
        .where(sql<SqlBool>`a.attachments @> ${probe}::jsonb`)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A hire: the application `id` when it is hired and its job is `clientId`'s (the portfolio's
     * testimonials), with the freelancer hired and the job's title.
     */
    async findHire(
      id: string,
      clientId: string,
    ): Promise<{ freelancerId: string; projectName: string } | undefined> {
      const row = await db
        .selectFrom('job_applications as a')
        .innerJoin('jobs as j', 'j.id', 'a.job_id')
        .select(['a.freelancer_id', 'j.title'])
        .where('a.id', '=', id)
        .where('a.status', '=', 'hired')
        .where('j.client_id', '=', clientId)
        .executeTakeFirst();
      return row && { freelancerId: row.freelancer_id, projectName: row.title };
    },

    /** How many distinct clients hired the freelancer (the public profile's "clients"). */
    async hiringClientCount(freelancerId: string): Promise<number> {
      const row = await db
        .selectFrom('job_applications as a')
        .innerJoin('jobs as j', 'j.id', 'a.job_id')
        .select((eb) => eb.fn.count<string>('j.client_id').distinct().as('clients'))
        .where('a.freelancer_id', '=', freelancerId)
        .where('a.status', '=', 'hired')
        .executeTakeFirstOrThrow();
      return Number(row.clients);
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
export type ApplicationRow = NonNullable<Awaited<ReturnType<ApplicationsRepository['findFor']>>>;
