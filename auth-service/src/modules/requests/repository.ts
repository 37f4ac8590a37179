/**
 * A request and its invitations (`supplier_requests`, `request_invitations`), queried with Kysely
 * only; its responses are in responses-repository.ts, the files of both and their access log in
 * attachments-repository.ts. Who may see a request is decided in
 * the query: its owner always; anyone else only a published one, and an invite-only one only when
 * invited. A request someone may not see is simply not found (404). A published request's status
 * (active, closed, expired) is derived here from `closed_at` and `expires_at`: nobody has to act
 * for a request to expire.
 */
import {
  REQUESTS_PAGE_SIZE,
  type ListingStatus,
  type RequestsQuery,
  type ResponseStatus,
} from '@atelier/api-contract';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { DB, StoredAttachment, SupplierRequestsTable } from '../../platform/database/schema';
import type { ValidRequest } from './request-fields';

/** A published request without a deadline is open this long. */
export const REQUEST_OPEN_DAYS = 30;

type RequestColumns = Omit<Selectable<SupplierRequestsTable>, 'is_draft'>;

export interface RequestRow extends RequestColumns {
  status: ListingStatus;
  responses: number;
}

/** The reader's own response to a request, as the request's view needs it. */
export interface ReaderResponse {
  id: string;
  ndaAccepted: boolean;
  status: ResponseStatus;
}

const statusOf = (eb: ExpressionBuilder<DB, 'supplier_requests'>) =>
  eb
    .case()
    .when('supplier_requests.is_draft', '=', true)
    .then(sql.lit('draft'))
    .when('supplier_requests.closed_at', 'is not', null)
    .then(sql.lit('closed'))
    .when('supplier_requests.expires_at', '<=', sql<Date>`now()`)
    .then(sql.lit('expired'))
    .else(sql.lit('active'))
    .end()
    .$castTo<ListingStatus>()
    .as('status');

const REQUEST_COLUMNS = [
  'supplier_requests.id',
  'supplier_requests.owner_id',
  'supplier_requests.company',
  'supplier_requests.title',
  'supplier_requests.location',
  'supplier_requests.request_type',
  'supplier_requests.category',
  'supplier_requests.quantity',
  'supplier_requests.budget',
  'supplier_requests.description',
  'supplier_requests.preferred_regions',
  'supplier_requests.certifications',
  'supplier_requests.languages',
  'supplier_requests.need_samples',
  'supplier_requests.budget_min',
  'supplier_requests.budget_max',
  'supplier_requests.budget_currency',
  'supplier_requests.visibility',
  'supplier_requests.attachments',
  'supplier_requests.views',
  'supplier_requests.created_at',
  'supplier_requests.updated_at',
  'supplier_requests.published_at',
  'supplier_requests.expires_at',
  'supplier_requests.closed_at',
  'supplier_requests.pro_priority_until',
  'supplier_requests.direct_supplier_id',
] as const;

/** Every column a request is answered with, its derived status and its responses' count. */
const requestSelection = (eb: ExpressionBuilder<DB, 'supplier_requests'>) => [
  ...REQUEST_COLUMNS,
  sql<string | null>`to_char(supplier_requests.deadline, 'YYYY-MM-DD')`.as('deadline'),
  statusOf(eb),
  eb
    .selectFrom('request_responses')
    .select((inner) => inner.fn.countAll<string | number>().as('count'))
    .whereRef('request_responses.request_id', '=', 'supplier_requests.id')
    .as('responses'),
];

const toRequestRow = <T extends { responses: string | number | null }>(row: T) => ({
  ...row,
  responses: Number(row.responses ?? 0),
});

/** A request's columns as the form's values write them. */
function columnsOf(request: ValidRequest, attachments: readonly StoredAttachment[]) {
  return {
    title: request.title,
    location: request.location,
    request_type: request.type,
    category: request.category,
    quantity: request.quantity,
    budget: request.budget,
    deadline: request.deadline,
    description: request.description,
    preferred_regions: request.preferredRegions,
    certifications: request.certifications,
    languages: request.languages,
    need_samples: request.needSamples,
    budget_min: request.budgetMin,
    budget_max: request.budgetMax,
    budget_currency: request.budgetCurrency,
    visibility: request.visibility,
    attachments: JSON.stringify(attachments),
  };
}

/** What publishing stamps besides the form's values (issue 43 items 4 and 5). */
export interface PublishStamps {
  /** A big order's Pro window's end (computed by the service from its clock), else null. */
  proPriorityUntil: Date | null;
}

/**
 * When a request published now expires: the end of its deadline's day (UTC), or 30 days on.
 * A deadline already past expires it at once.
 */
const expiryOf = (deadline: string | null) =>
  deadline === null
    ? sql<Date>`now() + make_interval(days => ${REQUEST_OPEN_DAYS})`
    : sql<Date>`(${deadline}::date + 1)::timestamp AT TIME ZONE 'UTC'`;

export function createRequestsRepository(db: Kysely<DB>) {
  /**
   * Requests `readerId` may see: their own, or published, (invite-only) invited and (a direct
   * inquiry) addressed to them.
   */
  const visibleTo = (readerId: string) => (eb: ExpressionBuilder<DB, 'supplier_requests'>) =>
    eb.or([
      eb('supplier_requests.owner_id', '=', readerId),
      eb.and([
        eb('supplier_requests.is_draft', '=', false),
        eb.or([
          eb('supplier_requests.direct_supplier_id', 'is', null),
          eb('supplier_requests.direct_supplier_id', '=', readerId),
        ]),
        eb.or([
          eb('supplier_requests.visibility', '!=', 'invite-only'),
          eb.exists(
            eb
              .selectFrom('request_invitations')
              .select('request_invitations.user_id')
              .whereRef('request_invitations.request_id', '=', 'supplier_requests.id')
              .where('request_invitations.user_id', '=', readerId),
          ),
        ]),
      ]),
    ]);

  return {
    /**
     * Adds the owner's request (on `on`: a transaction that notifies with it); answers its id.
     * A direct inquiry names its one supplier.
     */
    async insert(
      ownerId: string,
      company: string,
      request: ValidRequest,
      attachments: readonly StoredAttachment[],
      stamps: PublishStamps & { directSupplierId?: string },
      on: Kysely<DB> = db,
    ): Promise<string> {
      const publish = request.status === 'active';
      const { id } = await on
        .insertInto('supplier_requests')
        .values({
          ...columnsOf(request, attachments),
          owner_id: ownerId,
          company,
          is_draft: !publish,
          published_at: publish ? sql<Date>`now()` : null,
          expires_at: publish ? expiryOf(request.deadline) : null,
          pro_priority_until: publish ? stamps.proPriorityUntil : null,
          direct_supplier_id: stamps.directSupplierId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Saves the owner's draft again (and publishes it when asked, on `on`); undefined: no such
     * draft.
     */
    async updateDraft(
      id: string,
      ownerId: string,
      company: string,
      request: ValidRequest,
      attachments: readonly StoredAttachment[],
      stamps: PublishStamps,
      on: Kysely<DB> = db,
    ): Promise<string | undefined> {
      const publish = request.status === 'active';
      const updated = await on
        .updateTable('supplier_requests')
        .set({
          ...columnsOf(request, attachments),
          company,
          is_draft: !publish,
          updated_at: sql<Date>`now()`,
          ...(publish && {
            published_at: sql<Date>`now()`,
            expires_at: expiryOf(request.deadline),
            pro_priority_until: stamps.proPriorityUntil,
          }),
        })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .where('is_draft', '=', true)
        .returning('id')
        .executeTakeFirst();
      return updated?.id;
    },

    /** The request if `ownerId` owns it. */
    async findOwn(id: string, ownerId: string): Promise<RequestRow | undefined> {
      const row = await db
        .selectFrom('supplier_requests')
        .select(requestSelection)
        .where('supplier_requests.id', '=', id)
        .where('supplier_requests.owner_id', '=', ownerId)
        .executeTakeFirst();
      return row && toRequestRow(row);
    },

    /** The owner's requests, newest first (Manage Listings). */
    async listOwn(ownerId: string): Promise<RequestRow[]> {
      const rows = await db
        .selectFrom('supplier_requests')
        .select(requestSelection)
        .where('supplier_requests.owner_id', '=', ownerId)
        .orderBy('supplier_requests.created_at', 'desc')
        .orderBy('supplier_requests.id', 'asc')
        .execute();
      return rows.map(toRequestRow);
    },

    /**
     * A request `readerId` may see, its view counted when the reader is not its owner; with the
     * reader's own response to it.
     */
    async findForReader(
      id: string,
      readerId: string,
    ): Promise<{ row: RequestRow; mine: ReaderResponse | undefined } | undefined> {
      const visible = await db
        .selectFrom('supplier_requests')
        .select(['supplier_requests.id', 'supplier_requests.owner_id'])
        .where('supplier_requests.id', '=', id)
        .where(visibleTo(readerId))
        .executeTakeFirst();
      if (visible === undefined) return undefined;
      if (visible.owner_id !== readerId) {
        await db
          .updateTable('supplier_requests')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('id', '=', id)
          .execute();
      }
      const row = await db
        .selectFrom('supplier_requests')
        .select(requestSelection)
        .where('supplier_requests.id', '=', id)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const mine = await this.readerResponses(readerId, [id]);
      return { row: toRequestRow(row), mine: mine.get(id) };
    },

    /** The reader's responses to these requests, by request id. */
    async readerResponses(
      readerId: string,
      requestIds: readonly string[],
    ): Promise<Map<string, ReaderResponse>> {
      if (requestIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('request_responses')
        .select(['id', 'request_id', 'nda_accepted_at', 'status'])
        .where('supplier_id', '=', readerId)
        .where('request_id', 'in', requestIds)
        .execute();
      return new Map(
        rows.map((row) => [
          row.request_id,
          { id: row.id, ndaAccepted: row.nda_accepted_at !== null, status: row.status },
        ]),
      );
    },

    /**
     * Open requests (published, neither closed nor expired) `readerId` may see, not their own,
     * filtered, newest first, a page at a time.
     */
    async search(
      readerId: string,
      query: RequestsQuery,
    ): Promise<{ rows: RequestRow[]; total: number }> {
      let matching = db
        .selectFrom('supplier_requests')
        .where('supplier_requests.is_draft', '=', false)
        .where('supplier_requests.closed_at', 'is', null)
        .where('supplier_requests.expires_at', '>', sql<Date>`now()`)
        .where('supplier_requests.owner_id', '!=', readerId)
        .where(visibleTo(readerId));
      if (query.category !== undefined) {
        matching = matching.where('supplier_requests.category', '=', query.category);
      }
      if (query.type !== undefined) {
        matching = matching.where('supplier_requests.request_type', '=', query.type);
      }
      if (query.region !== undefined) {
        matching = matching.where(
          sql<boolean>`${query.region} = ANY(supplier_requests.preferred_regions)`,
        );
      }
      const words = query.q?.trim() ?? '';
      if (words !== '') {
        const pattern = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        matching = matching.where((eb) =>
          eb.or([
            eb('supplier_requests.title', 'ilike', pattern),
            eb('supplier_requests.description', 'ilike', pattern),
          ]),
        );
      }
      const { total } = await matching
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await matching
        .select(requestSelection)
        .orderBy('supplier_requests.published_at', 'desc')
        .orderBy('supplier_requests.id', 'asc')
        .limit(REQUESTS_PAGE_SIZE)
        .offset((query.page - 1) * REQUESTS_PAGE_SIZE)
        .execute();
      return { rows: rows.map(toRequestRow), total: Number(total) };
    },

    /** Closes the owner's published, open request; undefined when there is none to close. */
    async close(id: string, ownerId: string): Promise<string | undefined> {
      const closed = await db
        .updateTable('supplier_requests')
        .set({ closed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .where('is_draft', '=', false)
        .where('closed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return closed?.id;
    },

    /**
     * Reopens the owner's closed or expired request: open again, and an expired one gets a new
     * term (30 days from now). Undefined when it is neither.
     */
    async reopen(id: string, ownerId: string): Promise<string | undefined> {
      const reopened = await db
        .updateTable('supplier_requests')
        .set({
          closed_at: null,
          updated_at: sql<Date>`now()`,
          expires_at: sql<Date>`CASE WHEN expires_at <= now() THEN now() + make_interval(days => ${REQUEST_OPEN_DAYS}) ELSE expires_at END`,
        })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .where('is_draft', '=', false)
        .where((eb) =>
          eb.or([eb('closed_at', 'is not', null), eb('expires_at', '<=', sql<Date>`now()`)]),
        )
        .returning('id')
        .executeTakeFirst();
      return reopened?.id;
    },

    /** Deletes the owner's request; answers the upload keys it and its responses held. */
    async delete(id: string, ownerId: string): Promise<string[] | undefined> {
      return db.transaction().execute(async (trx) => {
        const responses = await trx
          .selectFrom('request_responses')
          .select('attachments')
          .where('request_id', '=', id)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('supplier_requests')
                .select('supplier_requests.id')
                .where('supplier_requests.id', '=', id)
                .where('supplier_requests.owner_id', '=', ownerId),
            ),
          )
          .execute();
        const deleted = await trx
          .deleteFrom('supplier_requests')
          .where('id', '=', id)
          .where('owner_id', '=', ownerId)
          .returning('attachments')
          .executeTakeFirst();
        if (deleted === undefined) return undefined;
        return [deleted, ...responses].flatMap((row) => row.attachments.map(({ key }) => key));
      });
    },

    /** Invites `userId` to the request; false when they already were. */
    async invite(requestId: string, userId: string, on: Kysely<DB> = db): Promise<boolean> {
      const inserted = await on
        .insertInto('request_invitations')
        .values({ request_id: requestId, user_id: userId })
        .onConflict((conflict) => conflict.columns(['request_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    invitations(requestId: string) {
      return db
        .selectFrom('request_invitations')
        .select(['user_id', 'invited_at'])
        .where('request_id', '=', requestId)
        .orderBy('invited_at', 'asc')
        .execute();
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
