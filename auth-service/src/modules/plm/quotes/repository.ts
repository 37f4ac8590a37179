/**
 * Quotes from a style and the confidential style's NDA (issue 39): `plm_style_requests`,
 * `plm_style_quoted_prices`, `plm_style_ndas`, `plm_style_access_log` (migration 0067).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, PlmStyleQuotedPricesTable } from '../../../platform/database/schema';

export type QuotedPriceRow = Selectable<PlmStyleQuotedPricesTable> & { request_title: string };

export function createQuotesRepository(db: Kysely<DB>) {
  return {
    async linkRequest(link: {
      requestId: string;
      styleId: string;
      revision: number;
      quantity: number;
      createdBy: string;
    }) {
      await db
        .insertInto('plm_style_requests')
        .values({
          request_id: link.requestId,
          style_id: link.styleId,
          revision: link.revision,
          quantity: link.quantity,
          created_by: link.createdBy,
        })
        .execute();
    },

    requestsOf(styleId: string) {
      return db
        .selectFrom('plm_style_requests')
        .selectAll()
        .where('style_id', '=', styleId)
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** The style a request was made from, read in the acceptance's transaction. */
    linkOf(trx: Kysely<DB>, requestId: string) {
      return trx
        .selectFrom('plm_style_requests')
        .selectAll()
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    /** The style's FOB price becomes the accepted quote's (the latest acceptance's). */
    async setQuotedPrice(
      trx: Kysely<DB>,
      price: Omit<Selectable<PlmStyleQuotedPricesTable>, 'accepted_at'>,
    ) {
      await trx
        .insertInto('plm_style_quoted_prices')
        .values(price)
        .onConflict((conflict) =>
          conflict.column('style_id').doUpdateSet({
            request_id: price.request_id,
            response_id: price.response_id,
            supplier_id: price.supplier_id,
            supplier_name: price.supplier_name,
            unit_price_cents: price.unit_price_cents,
            currency: price.currency,
            quantity: price.quantity,
            accepted_at: sql<Date>`now()`,
          }),
        )
        .execute();
    },

    quotedPrice(styleId: string): Promise<QuotedPriceRow | undefined> {
      return db
        .selectFrom('plm_style_quoted_prices')
        .innerJoin(
          'supplier_requests',
          'supplier_requests.id',
          'plm_style_quoted_prices.request_id',
        )
        .selectAll('plm_style_quoted_prices')
        .select('supplier_requests.title as request_title')
        .where('style_id', '=', styleId)
        .executeTakeFirst();
    },

    async setConfidential(styleId: string, confidential: boolean) {
      await db.updateTable('plm_styles').set({ confidential }).where('id', '=', styleId).execute();
    },

    /** The caller's share of a style, whatever its NDA: their role and the style's flag. */
    shareOf(styleId: string, userId: string) {
      return db
        .selectFrom('plm_style_collaborators')
        .innerJoin('plm_styles', 'plm_styles.id', 'plm_style_collaborators.style_id')
        .select(['plm_style_collaborators.role', 'plm_styles.confidential'])
        .where('style_id', '=', styleId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * When `userId` accepted the style's NDA: on the style, or with their response to a request
     * made from it (the requests' own NDA acceptance).
     */
    async ndaAcceptedAt(styleId: string, userId: string): Promise<Date | undefined> {
      const own = await db
        .selectFrom('plm_style_ndas')
        .select('accepted_at')
        .where('style_id', '=', styleId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (own !== undefined) return own.accepted_at;
      const viaResponse = await db
        .selectFrom('plm_style_requests')
        .innerJoin(
          'request_responses',
          'request_responses.request_id',
          'plm_style_requests.request_id',
        )
        .select('request_responses.nda_accepted_at')
        .where('plm_style_requests.style_id', '=', styleId)
        .where('request_responses.supplier_id', '=', userId)
        .where('request_responses.nda_accepted_at', 'is not', null)
        .orderBy('request_responses.nda_accepted_at')
        .executeTakeFirst();
      return viaResponse?.nda_accepted_at ?? undefined;
    },

    /** Records the acceptance once (a second one keeps the first's time). */
    async acceptNda(styleId: string, userId: string, version: string): Promise<boolean> {
      const inserted = await db
        .insertInto('plm_style_ndas')
        .values({ style_id: styleId, user_id: userId, nda_version: version })
        .onConflict((conflict) => conflict.columns(['style_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async log(entry: {
      styleId: string;
      userId: string;
      userName: string;
      action: 'nda-accepted' | 'opened' | 'downloaded';
      what?: string;
    }) {
      await db
        .insertInto('plm_style_access_log')
        .values({
          style_id: entry.styleId,
          user_id: entry.userId,
          user_name: entry.userName,
          action: entry.action,
          what: entry.what ?? '',
        })
        .execute();
    },

    accessLog(styleId: string) {
      return db
        .selectFrom('plm_style_access_log')
        .selectAll()
        .where('style_id', '=', styleId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(500)
        .execute();
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
