/**
 * Suppliers' responses to requests (`request_responses`), queried with Kysely only. A response is
 * seen by its supplier and by the request's owner; anyone else finds nothing (404).
 */
import type { Quote, ResponseStatus } from '@atelier/api-contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, RequestResponsesTable, StoredAttachment } from '../../platform/database/schema';

export interface ResponseRow extends Omit<Selectable<RequestResponsesTable>, 'quote' | 'status'> {
  quote: Quote;
  status: ResponseStatus;
  request_title: string;
  currency: 'USD' | 'EUR' | 'GBP';
}

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

export function createResponsesRepository(db: Kysely<DB>) {
  const responseQuery = () =>
    db
      .selectFrom('request_responses')
      .innerJoin('supplier_requests', 'supplier_requests.id', 'request_responses.request_id')
      .select(RESPONSE_COLUMNS);

  const toResponseRow = (
    row: Awaited<ReturnType<ReturnType<typeof responseQuery>['execute']>>[number],
  ) => row as unknown as ResponseRow;

  return {
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
  };
}

export type ResponsesRepository = ReturnType<typeof createResponsesRepository>;
