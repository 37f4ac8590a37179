/**
 * The jobs module's tables (`jobs`, `job_invitations`, `job_saves`, `job_applications`), queried
 * with Kysely only. What a reader may not see is filtered in the query: the board lists published,
 * open, unexpired public and confidential jobs; a job's page is also readable by its owner and,
 * when invite-only, by invited users. A job's state (active, draft, closed, expired) is derived
 * from `closed_at` and `expires_at` in each query, so a job expires without anyone acting.
 */
import {
  JOB_PAGE_SIZE,
  type JobsQuery,
  type JobSort,
  type ListingStatus,
} from '@atelier/api-contract';
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { createListTotals } from '../../platform/database/list-totals';
import type { DB } from '../../platform/database/schema';
import { MATCH_CANDIDATES } from './matches';
import type { ValidPosting } from './posting';

/** Matches no user: the reader of a visitor's request. */
export const NO_READER = '00000000-0000-0000-0000-000000000000';

const JOB_COLUMNS = [
  'j.id',
  'j.client_id',
  'j.status',
  'j.visibility',
  'j.title',
  'j.company',
  'j.location',
  'j.type',
  'j.remote',
  'j.category',
  'j.experience',
  'j.description',
  'j.requirements',
  'j.skills',
  'j.benefits',
  'j.salary_type',
  'j.salary_min',
  'j.salary_max',
  'j.salary_currency',
  'j.salary_period',
  'j.featured',
  'j.urgent',
  'j.featured_at',
  'j.views',
  'j.applicants',
  'j.created_at',
  'j.published_at',
  'j.expires_at',
  'j.closed_at',
] as const;

/** The listing state of `jobs as j`, as Manage Listings names it. */
export const listingStatus = sql<ListingStatus>`CASE
  WHEN j.status = 'draft' THEN 'draft'
  WHEN j.closed_at IS NOT NULL THEN 'closed'
  WHEN j.expires_at <= now() THEN 'expired'
  ELSE 'active' END`;

/** Listed on the board: published, open, not expired, not invite-only. */
const listed = sql<SqlBool>`j.status = 'published' AND j.visibility <> 'invite-only'
  AND j.closed_at IS NULL AND j.expires_at > now()`;

type JobQuery = SelectQueryBuilder<DB & { j: DB['jobs'] }, 'j', object>;

/** A job with what its reader's relation to it adds. */
function withReader(query: JobQuery, readerId: string) {
  return query.select(JOB_COLUMNS).select([
    sql<string | null>`to_char(j.deadline, 'YYYY-MM-DD')`.as('deadline'),
    listingStatus.as('listing_status'),
    sql<boolean>`EXISTS (SELECT 1 FROM job_saves s WHERE s.job_id = j.id AND s.user_id = ${readerId})`.as(
      'saved',
    ),
    sql<Date | null>`(SELECT a.created_at FROM job_applications a
        WHERE a.job_id = j.id AND a.freelancer_id = ${readerId})`.as('applied_at'),
    sql<Date | null>`(SELECT a.nda_accepted_at FROM job_applications a
        WHERE a.job_id = j.id AND a.freelancer_id = ${readerId})`.as('nda_accepted_at'),
  ]);
}

export type JobRow = Awaited<ReturnType<ReturnType<typeof withReader>['executeTakeFirstOrThrow']>>;

/**
 * The job columns of a posting. Featured and urgent are not among them: they are paid for
 * (promotions.ts), never set by a posting or an edit.
 */
function columnsOf(posting: ValidPosting) {
  return {
    title: posting.title,
    company: posting.company,
    location: posting.location,
    type: posting.type,
    remote: posting.remote,
    category: posting.category,
    experience: posting.experience,
    description: posting.description,
    requirements: posting.requirements,
    skills: posting.skills,
    benefits: posting.benefits,
    salary_type: posting.salaryType,
    salary_min: posting.salary?.min ?? null,
    salary_max: posting.salary?.max ?? null,
    salary_currency: posting.salary?.currency ?? null,
    salary_period: posting.salary?.period ?? null,
    salary_usd_yearly_min: posting.salary?.usdYearlyMin ?? null,
    salary_usd_yearly_max: posting.salary?.usdYearlyMax ?? null,
    deadline: posting.deadline,
    visibility: posting.visibility,
  };
}

/** Section 9's sorts, each reading one of the migration's partial indexes; ties broken by id. */
function ordered(query: JobQuery, sort: JobSort): JobQuery {
  switch (sort) {
    case 'newest':
      return query.orderBy('j.published_at', 'desc').orderBy('j.id', 'desc');
    case 'oldest':
      return query.orderBy('j.published_at', 'asc').orderBy('j.id', 'asc');
    case 'salary-high':
      return query.orderBy(sql`j.salary_usd_yearly_max DESC NULLS LAST`).orderBy('j.id', 'asc');
    case 'salary-low':
      return query.orderBy(sql`j.salary_usd_yearly_min ASC NULLS LAST`).orderBy('j.id', 'asc');
    case 'applicants':
      return query
        .orderBy('j.applicants', 'asc')
        .orderBy('j.published_at', 'desc')
        .orderBy('j.id', 'asc');
    case 'featured':
      return query
        .orderBy('j.featured', 'desc')
        .orderBy('j.published_at', 'desc')
        .orderBy('j.id', 'asc');
  }
}

export function createJobsRepository(db: Kysely<DB>) {
  const jobs = (on: Kysely<DB> = db) => on.selectFrom('jobs as j');
  const listTotals = createListTotals();
  /** Whom a job is readable by: listed jobs for all; its owner; invited users (invite-only). */
  const readableBy = (readerId: string) =>
    sql<SqlBool>`(j.client_id = ${readerId} OR (j.status = 'published' AND (j.visibility <> 'invite-only'
      OR EXISTS (SELECT 1 FROM job_invitations i WHERE i.job_id = j.id AND i.user_id = ${readerId}))))`;

  return {
    async insert(clientId: string, posting: ValidPosting, on: Kysely<DB> = db) {
      listTotals.forget();
      const publishedAt = posting.status === 'published' ? new Date() : null;
      const { id } = await on
        .insertInto('jobs')
        .values({
          ...columnsOf(posting),
          featured: false,
          urgent: false,
          client_id: clientId,
          status: posting.status,
          published_at: publishedAt,
          expires_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Saves the owner's edit of `id` (a draft completed in its form, or a published job
     * changed); `expiresAt` moves a published job's expiry with a changed deadline.
     */
    async update(
      id: string,
      clientId: string,
      posting: ValidPosting,
      expiresAt: Date | undefined,
      on: Kysely<DB> = db,
    ) {
      listTotals.forget();
      const updated = await on
        .updateTable('jobs')
        .set({
          ...columnsOf(posting),
          ...(expiresAt !== undefined && { expires_at: expiresAt }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /**
     * Inserts a job published at `publishedAt` without counting any allowance: demo data only
     * (src/demo/seed.ts), which must not spend the demo client's monthly job post.
     */
    async insertSeeded(
      clientId: string,
      posting: ValidPosting,
      publishedAt: Date,
      expiresAt: Date,
    ) {
      listTotals.forget();
      const { id } = await db
        .insertInto('jobs')
        .values({
          ...columnsOf(posting),
          // Demo data shows jobs as if their promotions were paid when they were published.
          featured: posting.featured,
          urgent: posting.urgent,
          featured_at: posting.featured ? publishedAt : null,
          client_id: clientId,
          status: 'published',
          published_at: publishedAt,
          expires_at: expiresAt,
          created_at: publishedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Publishes `id` now with `expiresAt` (drafts and renewals); closed_at cleared. */
    async publish(id: string, clientId: string, expiresAt: Date, on: Kysely<DB> = db) {
      listTotals.forget();
      const updated = await on
        .updateTable('jobs')
        .set({
          status: 'published',
          published_at: sql<Date>`now()`,
          expires_at: expiresAt,
          closed_at: null,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** The job as `readerId` may read it (NO_READER for a visitor), else undefined. */
    find(id: string, readerId: string, on: Kysely<DB> = db): Promise<JobRow | undefined> {
      return withReader(jobs(on), readerId)
        .where('j.id', '=', id)
        .where(readableBy(readerId))
        .executeTakeFirst();
    },

    /** Counts a view of a published job by anyone but its owner. */
    async countView(id: string, readerId: string) {
      await db
        .updateTable('jobs')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'published')
        .where('client_id', '<>', readerId)
        .execute();
    },

    /** The owner's job (any state), for its owner's actions. */
    findOwn(id: string, clientId: string, on: Kysely<DB> = db): Promise<JobRow | undefined> {
      return withReader(jobs(on), clientId)
        .where('j.id', '=', id)
        .where('j.client_id', '=', clientId)
        .executeTakeFirst();
    },

    /** Section 2's board: listed jobs, searched, filtered, sorted, ten a page. */
    async search(
      query: JobsQuery,
      readerId: string,
    ): Promise<{ rows: JobRow[]; total: number; similar: boolean }> {
      const words = query.q?.trim() ?? '';
      const filtered = (search: Expression<SqlBool> | undefined) => {
        let matching = jobs().where(listed);
        if (search !== undefined) matching = matching.where(search);
        if (query.category !== undefined)
          matching = matching.where('j.category', '=', query.category);
        if (query.type !== undefined) matching = matching.where('j.type', '=', query.type);
        if (query.experience !== undefined) {
          matching = matching.where('j.experience', '=', query.experience);
        }
        if (query.remote === true) matching = matching.where('j.remote', '=', true);
        return matching;
      };
      const filtersKey = JSON.stringify([
        query.category,
        query.type,
        query.experience,
        query.remote,
      ]);
      const countOf = (key: string, matching: ReturnType<typeof filtered>) =>
        listTotals.of(key, async () => {
          const { total: counted } = await matching
            .select((eb) => eb.fn.countAll<string | number>().as('total'))
            .executeTakeFirstOrThrow();
          return Number(counted);
        });
      // Title, company, skill or location (the placeholder's words): full-text matches first,
      // through the GIN index; only when there are none, close spellings of the title, company
      // and location (trigram word similarity, through its own GIN index), as the catalogue.
      const pageOf = (key: string, matching: ReturnType<typeof filtered>) =>
        Promise.all([
          countOf(key, matching),
          withReader(ordered(matching, query.sort ?? 'featured'), readerId)
            .limit(JOB_PAGE_SIZE)
            .offset((query.page - 1) * JOB_PAGE_SIZE)
            .execute(),
        ]);
      if (words === '') {
        const [total, rows] = await pageOf(`all ${filtersKey}`, filtered(undefined));
        return { rows, total, similar: false };
      }
      const text = await pageOf(
        `text ${words} ${filtersKey}`,
        filtered(sql<SqlBool>`j.search_document @@ websearch_to_tsquery('english', ${words})`),
      );
      if (text[0] > 0) return { rows: text[1], total: text[0], similar: false };
      const [total, rows] = await pageOf(
        `spelling ${words} ${filtersKey}`,
        filtered(sql<SqlBool>`${words.toLowerCase()} <% j.search_words`),
      );
      return { rows, total, similar: total > 0 };
    },

    /**
     * Job match candidates for a freelancer: the featured, then the newest listed jobs they have not applied to
     * whose category or one of whose skills is one of `words` (lower case); matches.ts ranks them.
     */
    matchCandidates(readerId: string, words: readonly string[]): Promise<JobRow[]> {
      const asked = [...words];
      return (
        withReader(jobs(), readerId)
          .where(listed)
          .where(
            sql<SqlBool>`(lower(btrim(j.category)) = ANY(${asked}::text[])
            OR EXISTS (SELECT 1 FROM unnest(j.skills) s WHERE lower(btrim(s)) = ANY(${asked}::text[])))`,
          )
          .where(
            sql<SqlBool>`NOT EXISTS (SELECT 1 FROM job_applications a
            WHERE a.job_id = j.id AND a.freelancer_id = ${readerId})`,
          )
          // Featured jobs first (paid visibility, issue 43 item 10), then the newest.
          .orderBy('j.featured', 'desc')
          .orderBy('j.published_at', 'desc')
          .orderBy('j.id', 'asc')
          .limit(MATCH_CANDIDATES)
          .execute()
      );
    },

    /** Every job of the client, newest first (Manage Listings). */
    listOwn(clientId: string): Promise<JobRow[]> {
      return withReader(jobs(), clientId)
        .where('j.client_id', '=', clientId)
        .orderBy('j.created_at', 'desc')
        .orderBy('j.id', 'asc')
        .execute();
    },

    /** The board's cached totals are stale (jobs closed elsewhere: an account's deletion). */
    forgetListTotals() {
      listTotals.forget();
    },

    async close(id: string, clientId: string) {
      listTotals.forget();
      const updated = await db
        .updateTable('jobs')
        .set({ closed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async delete(id: string, clientId: string) {
      listTotals.forget();
      const deleted = await db
        .deleteFrom('jobs')
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    // Saved jobs

    async savedIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('job_saves as s')
        .innerJoin('jobs as j', 'j.id', 's.job_id')
        .select('s.job_id')
        .where('s.user_id', '=', userId)
        .where(readableBy(userId))
        .orderBy('s.created_at', 'desc')
        .execute();
      return rows.map((row) => row.job_id);
    },

    /** Saves the jobs the user may read (others skipped); repeats change nothing. */
    async save(userId: string, jobIds: readonly string[]): Promise<number> {
      if (jobIds.length === 0) return 0;
      const result = await db
        .insertInto('job_saves')
        .columns(['user_id', 'job_id'])
        .expression(
          jobs()
            .select([sql<string>`${userId}::uuid`.as('user_id'), 'j.id'])
            .where('j.id', 'in', jobIds)
            .where(readableBy(userId)),
        )
        .onConflict((conflict) => conflict.columns(['user_id', 'job_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },

    async unsave(userId: string, jobId: string) {
      await db
        .deleteFrom('job_saves')
        .where('user_id', '=', userId)
        .where('job_id', '=', jobId)
        .execute();
    },

    // Invitations

    /**
     * Locks the job's row until `trx` ends: a second reopening of the same job waits, then
     * finds it open (one job post counted, not two).
     */
    async lock(id: string, trx: Kysely<DB>) {
      await trx.selectFrom('jobs').select('id').where('id', '=', id).forUpdate().execute();
    },

    /** Drops a job's deadline (a reopened expired job is listed for the default days). */
    async clearDeadline(id: string, on: Kysely<DB> = db) {
      await on.updateTable('jobs').set({ deadline: null }).where('id', '=', id).execute();
    },

    async invite(jobId: string, userId: string, on: Kysely<DB> = db) {
      await on
        .insertInto('job_invitations')
        .values({ job_id: jobId, user_id: userId })
        .onConflict((conflict) => conflict.columns(['job_id', 'user_id']).doNothing())
        .execute();
    },

    invitations(jobId: string) {
      return db
        .selectFrom('job_invitations')
        .select(['user_id', 'invited_at'])
        .where('job_id', '=', jobId)
        .orderBy('invited_at', 'asc')
        .execute();
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
