/**
 * The requests module's tables (`supplier_requests`, `request_invitations`, `request_responses`,
 * `request_attachment_downloads`), queried with Kysely only. Who may see a request is decided in
 * the query: its owner always; anyone else only a published one, and an invite-only one only when
 * invited. A request someone may not see is simply not found (404). A published request's status
 * (active, closed, expired) is derived here from `closed_at` and `expires_at`: nobody has to act
 * for a request to expire.
 */
import {
  REQUESTS_PAGE_SIZE,
  type ListingStatus,
  type Quote,
  type RequestsQuery,
  type ResponseStatus,
} from '@atelier/api-contract';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type {
  DB,
  RequestResponsesTable,
  StoredAttachment,
  SupplierRequestsTable,
} from '../../platform/database/schema';
import type { ValidRequest } from './request-fields';

/** A published request without a deadline is open this long. */
export const REQUEST_OPEN_DAYS = 30;

type RequestColumns = Omit<Selectable<SupplierRequestsTable>, 'is_draft'>;

export interface RequestRow extends RequestColumns {
  status: ListingStatus;
  responses: number;
}

export interface ResponseRow extends Omit<Selectable<RequestResponsesTable>, 'quote' | 'status'> {
  quote: Quote;
  status: ResponseStatus;
  request_title: string;
  currency: 'USD' | 'EUR' | 'GBP';
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

const RESPONSE_COLUMNS = [
  'request_responses.id',
  'request_responses.request_id',
  'request_responses.supplier_id',
  'request_responses.supplier_name',
  'request_responses.status',
  'request_responses.decline_reason',
  'request_responses.quote',
  'request_responses.message',
  'request_responses.attachments',
  'request_responses.nda_version',
  'request_responses.nda_accepted_at',
  'request_responses.created_at',
  'request_responses.updated_at',
  'supplier_requests.title as request_title',
  'supplier_requests.budget_currency as currency',
] as const;

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

/**
 * When a request published now expires: the end of its deadline's day (UTC), or 30 days on.
 * A deadline already past expires it at once.
 */
const expiryOf = (deadline: string | null) =>
  deadline === null
    ? sql<Date>`now() + make_interval(days => ${REQUEST_OPEN_DAYS})`
    : sql<Date>`(${deadline}::date + 1)::timestamp AT TIME ZONE 'UTC'`;

export function createRequestsRepository(db: Kysely<DB>) {
  /** Requests `readerId` may see: their own, or published and (invite-only) invited. */
  const visibleTo = (readerId: string) => (eb: ExpressionBuilder<DB, 'supplier_requests'>) =>
    eb.or([
      eb('supplier_requests.owner_id', '=', readerId),
      eb.and([
        eb('supplier_requests.is_draft', '=', false),
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

  const responseQuery = () =>
    db
      .selectFrom('request_responses')
      .innerJoin('supplier_requests', 'supplier_requests.id', 'request_responses.request_id')
      .select(RESPONSE_COLUMNS);

  const toResponseRow = (
    row: Awaited<ReturnType<ReturnType<typeof responseQuery>['execute']>>[number],
  ) => row as unknown as ResponseRow;

  return {
    async insert(
      ownerId: string,
      company: string,
      request: ValidRequest,
      attachments: readonly StoredAttachment[],
    ): Promise<RequestRow> {
      const publish = request.status === 'active';
      const { id } = await db
        .insertInto('supplier_requests')
        .values({
          ...columnsOf(request, attachments),
          owner_id: ownerId,
          company,
          is_draft: !publish,
          published_at: publish ? sql<Date>`now()` : null,
          expires_at: publish ? expiryOf(request.deadline) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await this.findOwn(id, ownerId);
      if (row === undefined) throw new Error(`Request ${id} vanished`);
      return row;
    },

    /** Saves the owner's draft again (and publishes it when asked); undefined: no such draft. */
    async updateDraft(
      id: string,
      ownerId: string,
      company: string,
      request: ValidRequest,
      attachments: readonly StoredAttachment[],
    ): Promise<RequestRow | undefined> {
      const publish = request.status === 'active';
      const updated = await db
        .updateTable('supplier_requests')
        .set({
          ...columnsOf(request, attachments),
          company,
          is_draft: !publish,
          updated_at: sql<Date>`now()`,
          ...(publish && {
            published_at: sql<Date>`now()`,
            expires_at: expiryOf(request.deadline),
          }),
        })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .where('is_draft', '=', true)
        .returning('id')
        .executeTakeFirst();
      return updated === undefined ? undefined : this.findOwn(id, ownerId);
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

    /** Which of `keys` another request or response already holds (an upload belongs to one). */
    async keysInUse(keys: readonly string[], exceptRequestId: string | null): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const probes = keys.map((key) => JSON.stringify([{ key }]));
      const requests = await db
        .selectFrom('supplier_requests')
        .select('attachments')
        .$if(exceptRequestId !== null, (query) => query.where('id', '!=', exceptRequestId ?? ''))
        .where((eb) => eb.or(probes.map((probe) => sql<boolean>`attachments @> ${probe}::jsonb`)))
        .execute();
      const responses = await db
        .selectFrom('request_responses')
        .select('attachments')
        .where((eb) => eb.or(probes.map((probe) => sql<boolean>`attachments @> ${probe}::jsonb`)))
        .execute();
      const wanted = new Set(keys);
      return new Set(
        [...requests, ...responses]
          .flatMap((row) => row.attachments.map(({ key }) => key))
          .filter((key) => wanted.has(key)),
      );
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

    // Responses.

    /**
     * Adds `supplierId`'s response in `trx` (the transaction that counts their allowance);
     * undefined when they already responded to this request.
     */
    async insertResponse(
      trx: Kysely<DB>,
      response: {
        requestId: string;
        supplierId: string;
        supplierName: string;
        quote: Quote;
        message: string;
        attachments: readonly StoredAttachment[];
        ndaVersion: string | null;
      },
    ): Promise<string | undefined> {
      const inserted = await trx
        .insertInto('request_responses')
        .values({
          request_id: response.requestId,
          supplier_id: response.supplierId,
          supplier_name: response.supplierName,
          quote: JSON.stringify(response.quote),
          message: response.message,
          attachments: JSON.stringify(response.attachments),
          nda_version: response.ndaVersion,
          nda_accepted_at: response.ndaVersion === null ? null : sql<Date>`now()`,
        })
        .onConflict((conflict) => conflict.columns(['request_id', 'supplier_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    /** Whether `supplierId` has responded to `requestId`. */
    async hasResponded(requestId: string, supplierId: string): Promise<boolean> {
      const found = await db
        .selectFrom('request_responses')
        .select('id')
        .where('request_id', '=', requestId)
        .where('supplier_id', '=', supplierId)
        .executeTakeFirst();
      return found !== undefined;
    },

    /**
     * Revises the supplier's undecided response: a new quote, message and attachments; an NDA
     * accepted now is kept (an earlier acceptance is never withdrawn).
     */
    async reviseResponse(
      id: string,
      supplierId: string,
      revision: {
        quote: Quote;
        message: string;
        attachments: readonly StoredAttachment[];
        ndaVersion: string | null;
      },
    ): Promise<boolean> {
      const updated = await db
        .updateTable('request_responses')
        .set({
          quote: JSON.stringify(revision.quote),
          message: revision.message,
          attachments: JSON.stringify(revision.attachments),
          updated_at: sql<Date>`now()`,
          ...(revision.ndaVersion !== null && {
            nda_version: sql<string>`COALESCE(nda_version, ${revision.ndaVersion})`,
            nda_accepted_at: sql<Date>`COALESCE(nda_accepted_at, now())`,
          }),
        })
        .where('id', '=', id)
        .where('supplier_id', '=', supplierId)
        .where('status', 'not in', ['hired', 'rejected'])
        .returning('id')
        .executeTakeFirst();
      return updated !== undefined;
    },

    /** A response its supplier or the request's owner may see. */
    async findResponse(id: string, readerId: string): Promise<ResponseRow | undefined> {
      const row = await responseQuery()
        .where('request_responses.id', '=', id)
        .where((eb) =>
          eb.or([
            eb('request_responses.supplier_id', '=', readerId),
            eb('supplier_requests.owner_id', '=', readerId),
          ]),
        )
        .executeTakeFirst();
      return row && toResponseRow(row);
    },

    /** The owner of the response's request. */
    async ownerOfResponse(id: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('request_responses')
        .innerJoin('supplier_requests', 'supplier_requests.id', 'request_responses.request_id')
        .select('supplier_requests.owner_id')
        .where('request_responses.id', '=', id)
        .executeTakeFirst();
      return row?.owner_id;
    },

    /** The supplier's responses, last changed first. */
    async responsesOf(supplierId: string): Promise<ResponseRow[]> {
      const rows = await responseQuery()
        .where('request_responses.supplier_id', '=', supplierId)
        .orderBy('request_responses.updated_at', 'desc')
        .orderBy('request_responses.id', 'asc')
        .execute();
      return rows.map(toResponseRow);
    },

    /** The responses to the owner's requests (one request, or all), newest first. */
    async responsesTo(ownerId: string, requestId?: string): Promise<ResponseRow[]> {
      const rows = await responseQuery()
        .where('supplier_requests.owner_id', '=', ownerId)
        .$if(requestId !== undefined, (query) =>
          query.where('request_responses.request_id', '=', requestId ?? ''),
        )
        .orderBy('request_responses.created_at', 'desc')
        .orderBy('request_responses.id', 'asc')
        .execute();
      return rows.map(toResponseRow);
    },

    /**
     * Moves the owner's response from `from` to `to` if it is still in `from` (a concurrent move
     * makes this one find nothing); answers whether it moved.
     */
    async moveResponse(
      id: string,
      ownerId: string,
      from: ResponseStatus,
      to: ResponseStatus,
      declineReason: string | null,
      on: Kysely<DB> = db,
    ): Promise<boolean> {
      const moved = await on
        .updateTable('request_responses')
        .set({ status: to, decline_reason: declineReason, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('status', '=', from)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('supplier_requests')
              .select('supplier_requests.id')
              .whereRef('supplier_requests.id', '=', 'request_responses.request_id')
              .where('supplier_requests.owner_id', '=', ownerId),
          ),
        )
        .returning('id')
        .executeTakeFirst();
      return moved !== undefined;
    },

    // Attachments and their access log.

    /** The request that holds `key` as its own attachment, or through one of its responses. */
    async holderOf(key: string): Promise<
      | {
          requestId: string;
          ownerId: string;
          fileName: string;
          /** Set when the file is a response's: its supplier. */
          responseSupplierId: string | null;
        }
      | undefined
    > {
      const probe = JSON.stringify([{ key }]);
      const request = await db
        .selectFrom('supplier_requests')
        .select(['id', 'owner_id', 'attachments'])
        .where(sql<boolean>`attachments @> ${probe}::jsonb`)
        .executeTakeFirst();
      if (request !== undefined) {
        const file = request.attachments.find((attachment) => attachment.key === key);
        return {
          requestId: request.id,
          ownerId: request.owner_id,
          fileName: file?.name ?? key,
          responseSupplierId: null,
        };
      }
      const response = await db
        .selectFrom('request_responses')
        .innerJoin('supplier_requests', 'supplier_requests.id', 'request_responses.request_id')
        .select([
          'supplier_requests.id as request_id',
          'supplier_requests.owner_id',
          'request_responses.supplier_id',
          'request_responses.attachments',
        ])
        .where(sql<boolean>`request_responses.attachments @> ${probe}::jsonb`)
        .executeTakeFirst();
      if (response === undefined) return undefined;
      const file = response.attachments.find((attachment) => attachment.key === key);
      return {
        requestId: response.request_id,
        ownerId: response.owner_id,
        fileName: file?.name ?? key,
        responseSupplierId: response.supplier_id,
      };
    },

    /** Whether `supplierId` responded to the request and accepted the NDA with it. */
    async acceptedNda(requestId: string, supplierId: string): Promise<boolean> {
      const found = await db
        .selectFrom('request_responses')
        .select('id')
        .where('request_id', '=', requestId)
        .where('supplier_id', '=', supplierId)
        .where('nda_accepted_at', 'is not', null)
        .executeTakeFirst();
      return found !== undefined;
    },

    async recordDownload(download: {
      requestId: string;
      key: string;
      fileName: string;
      userId: string;
      userName: string;
    }): Promise<void> {
      await db
        .insertInto('request_attachment_downloads')
        .values({
          request_id: download.requestId,
          upload_key: download.key,
          file_name: download.fileName,
          user_id: download.userId,
          user_name: download.userName,
        })
        .execute();
    },

    /** Who downloaded the owner's request's files, newest first. */
    downloadsOf(requestId: string) {
      return db
        .selectFrom('request_attachment_downloads')
        .select(['upload_key', 'file_name', 'user_id', 'user_name', 'downloaded_at'])
        .where('request_id', '=', requestId)
        .orderBy('downloaded_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
