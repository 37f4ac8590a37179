/**
 * The sales module's tables (migrations 0041, 0043): `purchases` (one row per checkout of a
 * product, its status moved by Stripe's events), `purchase_downloads` and `product_reviews`.
 * Kysely only. Functions that take `trx` run in the caller's transaction (the webhook's, which
 * records the event, or a route's own).
 */
import type { PurchaseStatus } from '@atelier/api-contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import { LEDGER_SQL } from './ledger';
import type {
  DB,
  OrderTerms,
  ProductReviewsTable,
  PurchasesTable,
  StoredFile,
} from '../../platform/database/schema';

export type PurchaseRow = Selectable<PurchasesTable>;
/** A sale of Payment History: the purchase, and the custom order it paid for (if any). */
export type SaleRow = PurchaseRow & { order_id: string | null };
export type ReviewRow = Selectable<ProductReviewsTable>;

/** Statuses a buyer's Purchases and a seller's Payment History show (a sale was made). */
export const SOLD_STATUSES = ['paid', 'refunded', 'disputed'] as const satisfies PurchaseStatus[];

/** Stripe Checkout Sessions expire after 24 hours: a pending purchase older is abandoned. */
const CHECKOUT_LIFETIME = sql<Date>`now() - interval '24 hours'`;

/** The date a transaction shows and is filtered by: paid, else started. */
const transactionDate = sql<Date>`coalesce(paid_at, created_at)`;

export interface NewPurchase {
  id: string;
  buyerId: string;
  buyerName: string;
  sellerId: string;
  sellerName: string;
  productId: string;
  title: string;
  amountCents: number;
  currency: string;
  accountId: string;
  files: StoredFile[];
  /** A custom product's terms (issue 22): the order is made from them once paid. */
  orderTerms: OrderTerms | null;
}

/** How an event names the purchase: the checkout's metadata, or the payment it made. */
/** How long a dispute waits for its sale before it is forgotten (Stripe retries for 3 days). */
export const PARKED_DISPUTE_DAYS = 120;

export interface PurchaseLookup {
  purchaseId?: string | undefined;
  paymentIntentId?: string | undefined;
  chargeId?: string | undefined;
}

export interface TransactionFilter {
  sellerId: string;
  /** Part of the product's title or the buyer's name. */
  q?: string | undefined;
  /** Inclusive UTC calendar dates (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
}

/** `text` as a literal part of an ILIKE pattern. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createSalesRepository(db: Kysely<DB>) {
  function sellerSales(filter: TransactionFilter) {
    let query = db
      .selectFrom('purchases')
      .where('seller_id', '=', filter.sellerId)
      .where((eb) =>
        eb.or([
          eb('status', 'in', SOLD_STATUSES),
          // A delayed payment under way, or one that failed: the buyer did pay (or try to).
          eb.and([
            eb('status', 'in', ['pending', 'failed']),
            eb('payment_intent_id', 'is not', null),
          ]),
        ]),
      );
    const words = filter.q?.trim() ?? '';
    if (words !== '') {
      const pattern = `%${likeEscaped(words)}%`;
      query = query.where((eb) =>
        eb.or([eb('product_title', 'ilike', pattern), eb('buyer_name', 'ilike', pattern)]),
      );
    }
    if (filter.from !== undefined) {
      query = query.where(transactionDate, '>=', sql<Date>`${filter.from}::date`);
    }
    if (filter.to !== undefined) {
      query = query.where(transactionDate, '<', sql<Date>`${filter.to}::date + 1`);
    }
    return query;
  }

  return {
    async insertPending(purchase: NewPurchase): Promise<void> {
      await db
        .insertInto('purchases')
        .values({
          id: purchase.id,
          buyer_id: purchase.buyerId,
          buyer_name: purchase.buyerName,
          seller_id: purchase.sellerId,
          seller_name: purchase.sellerName,
          product_id: purchase.productId,
          product_title: purchase.title,
          amount_cents: purchase.amountCents,
          currency: purchase.currency,
          account_id: purchase.accountId,
          files: JSON.stringify(purchase.files),
          order_terms: purchase.orderTerms === null ? null : JSON.stringify(purchase.orderTerms),
        })
        .execute();
    },

    async setCheckoutSession(id: string, sessionId: string): Promise<void> {
      await db
        .updateTable('purchases')
        .set({ checkout_session_id: sessionId, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    /** A checkout the provider refused: nothing was sold. */
    async deletePending(id: string): Promise<void> {
      await db
        .deleteFrom('purchases')
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    /**
     * The buyer's paid purchase of the product as a digital product, if any (a second one is
     * refused); a custom product's purchases are orders, which may be placed again.
     */
    async paidPurchaseOf(
      buyerId: string,
      productId: string,
      options: { except?: string; trx?: Kysely<DB> } = {},
    ): Promise<string | undefined> {
      let query = (options.trx ?? db)
        .selectFrom('purchases')
        .select('id')
        .where('buyer_id', '=', buyerId)
        .where('product_id', '=', productId)
        .where('status', '=', 'paid')
        .where('order_terms', 'is', null);
      if (options.except !== undefined) query = query.where('id', '<>', options.except);
      const row = await query.orderBy('paid_at', 'desc').executeTakeFirst();
      return row?.id;
    },

    /**
     * Purchases whose checkout may still be paid: pending, with a Checkout Session, of the
     * product or on the seller's account named.
     */
    async openCheckouts(
      of: { productId: string } | { accountId: string },
    ): Promise<{ id: string; accountId: string; sessionId: string }[]> {
      let query = db
        .selectFrom('purchases')
        .select(['id', 'account_id', 'checkout_session_id'])
        .where('status', '=', 'pending')
        .where('checkout_session_id', 'is not', null);
      query =
        'productId' in of
          ? query.where('product_id', '=', of.productId)
          : query.where('account_id', '=', of.accountId);
      const rows = await query.execute();
      return rows.flatMap((row) =>
        row.checkout_session_id === null
          ? []
          : [{ id: row.id, accountId: row.account_id, sessionId: row.checkout_session_id }],
      );
    },

    /** The buyer's purchase of a (ready-made) product whose dispute is still open, if any. */
    async openDisputeOf(buyerId: string, productId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('purchases')
        .select('id')
        .where('buyer_id', '=', buyerId)
        .where('product_id', '=', productId)
        .where('status', '=', 'disputed')
        .where('dispute_outcome', 'is', null)
        .where('order_terms', 'is', null)
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * The purchase an event is about: by the checkout's metadata, else by its payment. With
     * `trx`, locked until `trx` ends: events about one purchase are applied one at a time,
     * whatever their order or number.
     */
    async findFor(lookup: PurchaseLookup, trx?: Kysely<DB>): Promise<PurchaseRow | undefined> {
      const tries: [column: 'id' | 'payment_intent_id' | 'charge_id', value: string | undefined][] =
        [
          ['id', lookup.purchaseId],
          ['payment_intent_id', lookup.paymentIntentId],
          ['charge_id', lookup.chargeId],
        ];
      for (const [column, value] of tries) {
        if (value === undefined) continue;
        const query = (trx ?? db).selectFrom('purchases').selectAll().where(column, '=', value);
        const row = await (trx === undefined ? query : query.forUpdate()).executeTakeFirst();
        if (row !== undefined) return row;
      }
      return undefined;
    },

    /** Parks a dispute whose sale is not known yet (once per event). */
    async parkDispute(
      trx: Kysely<DB>,
      event: { id: string; account: string },
      lookup: PurchaseLookup,
      raw: unknown,
    ): Promise<void> {
      await trx
        .insertInto('parked_dispute_events')
        .values({
          event_id: event.id,
          account_id: event.account,
          payment_intent_id: lookup.paymentIntentId ?? null,
          charge_id: lookup.chargeId ?? null,
          event: JSON.stringify(raw),
        })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .execute();
      // Disputes of charges that never were sales (the seller's other business) are forgotten.
      await trx
        .deleteFrom('parked_dispute_events')
        .where(
          'parked_at',
          '<',
          sql<Date>`now() - interval '${sql.raw(String(PARKED_DISPUTE_DAYS))} days'`,
        )
        .execute();
    },

    /**
     * Takes (deletes and answers, oldest first) the parked disputes of a purchase that just
     * learnt its PaymentIntent or charge, on its account.
     */
    async takeParkedDisputes(
      trx: Kysely<DB>,
      accountId: string,
      paymentIntentId: string | null,
      chargeId: string | null,
    ): Promise<unknown[]> {
      if (paymentIntentId === null && chargeId === null) return [];
      const rows = await trx
        .deleteFrom('parked_dispute_events')
        .where('account_id', '=', accountId)
        .where((eb) =>
          eb.or([
            ...(paymentIntentId === null ? [] : [eb('payment_intent_id', '=', paymentIntentId)]),
            ...(chargeId === null ? [] : [eb('charge_id', '=', chargeId)]),
          ]),
        )
        .returning(['event', 'parked_at'])
        .execute();
      return rows
        .sort((a, b) => a.parked_at.getTime() - b.parked_at.getTime())
        .map((row) => row.event);
    },

    async update(
      trx: Kysely<DB>,
      id: string,
      changes: Partial<
        Pick<
          PurchaseRow,
          | 'status'
          | 'payment_intent_id'
          | 'charge_id'
          | 'checkout_session_id'
          | 'refunded_cents'
          | 'paid_at'
          | 'dispute_outcome'
        >
      >,
    ): Promise<void> {
      await trx
        .updateTable('purchases')
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    /** Stripe's fee and receipt of a paid charge: written once known, then left alone. */
    async setCharge(
      id: string,
      charge: { chargeId: string; feeCents: number | null; receiptUrl: string | null },
    ): Promise<void> {
      await db
        .updateTable('purchases')
        .set({
          charge_id: sql<string>`coalesce(charge_id, ${charge.chargeId})`,
          stripe_fee_cents: sql<number | null>`coalesce(stripe_fee_cents, ${charge.feeCents}::int)`,
          receipt_url: sql<string | null>`coalesce(receipt_url, ${charge.receiptUrl})`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
    },

    /** The seller's sold charges whose fee is still unknown (Stripe did not answer), a few. */
    withoutFee(sellerId: string, limit: number): Promise<PurchaseRow[]> {
      return db
        .selectFrom('purchases')
        .selectAll()
        .where('seller_id', '=', sellerId)
        .where('status', 'in', SOLD_STATUSES)
        .where('payment_intent_id', 'is not', null)
        .where('stripe_fee_cents', 'is', null)
        .orderBy('paid_at', 'desc')
        .limit(limit)
        .execute();
    },

    find(id: string): Promise<PurchaseRow | undefined> {
      return db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The buyer's purchase, any status (the confirmation page waits for it to be paid). */
    findOfBuyer(buyerId: string, id: string): Promise<PurchaseRow | undefined> {
      return db
        .selectFrom('purchases')
        .selectAll()
        .where('id', '=', id)
        .where('buyer_id', '=', buyerId)
        .executeTakeFirst();
    },

    /** What the buyer bought (paid, refunded, disputed), newest first. */
    listOfBuyer(buyerId: string): Promise<PurchaseRow[]> {
      return db
        .selectFrom('purchases')
        .selectAll()
        .where('buyer_id', '=', buyerId)
        .where('status', 'in', SOLD_STATUSES)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
    },

    /** A download by the buyer, recorded in `trx` with the product's counter. */
    async recordDownload(trx: Kysely<DB>, purchaseId: string, fileKey: string): Promise<void> {
      await trx
        .insertInto('purchase_downloads')
        .values({ purchase_id: purchaseId, file_key: fileKey })
        .execute();
    },

    /** The charges made on a connected account (the sandbox dashboard), newest first. */
    chargesOfAccount(accountId: string): Promise<PurchaseRow[]> {
      return db
        .selectFrom('purchases')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('payment_intent_id', 'is not', null)
        .where('status', 'in', SOLD_STATUSES)
        .orderBy('paid_at', 'desc')
        .orderBy('id', 'asc')
        .limit(200)
        .execute();
    },

    /**
     * Which of `keys` (files of `productId`) a purchase still sells: a paid one, or one whose
     * checkout may still be paid (pending, under 24 hours old).
     */
    async filesStillSold(productId: string, keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('purchases')
        .select(sql<string>`jsonb_array_elements(files) ->> 'key'`.as('key'))
        .distinct()
        .where('product_id', '=', productId)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'paid'),
            eb.and([eb('status', '=', 'pending'), eb('created_at', '>', CHECKOUT_LIFETIME)]),
            // An open dispute may be won: the buyer would have the files again.
            eb.and([eb('status', '=', 'disputed'), eb('dispute_outcome', 'is', null)]),
          ]),
        )
        .execute();
      const wanted = new Set(keys);
      return new Set(rows.map((row) => row.key).filter((key) => wanted.has(key)));
    },

    /** Paid sales since `since` of each product of `productIds` (the Bestseller rule). */
    async paidSalesSince(productIds: readonly string[], since: Date): Promise<Map<string, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('purchases')
        .select(['product_id', (eb) => eb.fn.countAll<string | number>().as('sales')])
        .where('status', '=', 'paid')
        .where('paid_at', '>=', since)
        .where('product_id', '=', sql<string>`ANY(${[...productIds]}::uuid[])`)
        .groupBy('product_id')
        .execute();
      return new Map(rows.map((row) => [row.product_id, Number(row.sales)]));
    },

    /** Paid sales of the seller's products this month and last (UTC), per product. */
    async salesThisAndLastMonth(
      sellerId: string,
      productIds: readonly string[],
    ): Promise<{ productId: string; thisMonth: number; lastMonth: number }[]> {
      if (productIds.length === 0) return [];
      const thisMonth = sql<Date>`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
      const rows = await db
        .selectFrom('purchases')
        .select([
          'product_id',
          sql<string>`count(*) FILTER (WHERE paid_at >= ${thisMonth})`.as('this_month'),
          sql<string>`count(*) FILTER (WHERE paid_at < ${thisMonth})`.as('last_month'),
        ])
        .where('seller_id', '=', sellerId)
        .where('status', '=', 'paid')
        .where('paid_at', '>=', sql<Date>`${thisMonth} - interval '1 month'`)
        .where('product_id', '=', sql<string>`ANY(${[...productIds]}::uuid[])`)
        .groupBy('product_id')
        .execute();
      return rows.map((row) => ({
        productId: row.product_id,
        thisMonth: Number(row.this_month),
        lastMonth: Number(row.last_month),
      }));
    },

    /**
     * The seller's completed sales (paid, partial refunds included) in total and per UTC month
     * of the last `months` (the current one included): gross minus refunds, Stripe's fees.
     */
    /** The Overview's totals and months: the ledger's figures (ledger.ts) added up. */
    async earningsOf(sellerId: string, months: number) {
      const charged = db
        .selectFrom('purchases')
        .where('seller_id', '=', sellerId)
        .where(LEDGER_SQL.moved);
      const [totals, perMonth] = await Promise.all([
        charged
          .select([
            sql<string>`coalesce(sum(${LEDGER_SQL.sales}), 0)`.as('count'),
            sql<string>`coalesce(sum(${LEDGER_SQL.earned}), 0)`.as('earnings'),
            sql<string>`coalesce(sum(${LEDGER_SQL.fee}), 0)`.as('fees'),
          ])
          .executeTakeFirstOrThrow(),
        charged
          .select([
            sql<string>`to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM')`.as('month'),
            sql<string>`sum(${LEDGER_SQL.earned})`.as('earnings'),
            sql<string>`coalesce(sum(${LEDGER_SQL.fee}), 0)`.as('fees'),
          ])
          .where(
            'paid_at',
            '>=',
            sql<Date>`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - ${`${months - 1} months`}::interval`,
          )
          .groupBy(sql`1`)
          .execute(),
      ]);
      return {
        count: Number(totals.count),
        earnings: Number(totals.earnings),
        fees: Number(totals.fees),
        months: perMonth.map((row) => ({
          month: row.month,
          earnings: Number(row.earnings),
          fees: Number(row.fees),
        })),
      };
    },

    async countSellerSales(filter: TransactionFilter): Promise<number> {
      const { total } = await sellerSales(filter)
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    /**
     * The seller's sales the filter shows, newest first: the first `limit`, or all of them; each
     * with its custom order's id when it paid for one (Payment History's row opens it).
     */
    sellerSales(filter: TransactionFilter, limit?: number): Promise<SaleRow[]> {
      return sellerSales(filter)
        .selectAll('purchases')
        .select((eb) =>
          eb
            .selectFrom('service_orders')
            .select('service_orders.id')
            .whereRef('service_orders.purchase_id', '=', 'purchases.id')
            .as('order_id'),
        )
        .orderBy(transactionDate, 'desc')
        .orderBy('id', 'asc')
        .$if(limit !== undefined, (query) => query.limit(limit ?? 0))
        .execute();
    },

    // Reviews.

    async reviewPage(
      productId: string,
      page: number,
      pageSize: number,
    ): Promise<{ rows: ReviewRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('product_reviews')
          .selectAll()
          .where('product_id', '=', productId)
          .where('hidden_at', 'is', null)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'asc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('product_reviews')
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .where('product_id', '=', productId)
          .where('hidden_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    reviewOf(productId: string, buyerId: string, trx: Kysely<DB> = db) {
      return trx
        .selectFrom('product_reviews')
        .selectAll()
        .where('product_id', '=', productId)
        .where('buyer_id', '=', buyerId)
        .executeTakeFirst();
    },

    findReview(productId: string, reviewId: string): Promise<ReviewRow | undefined> {
      return db
        .selectFrom('product_reviews')
        .selectAll()
        .where('product_id', '=', productId)
        .where('id', '=', reviewId)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * Writes the buyer's review in `trx` (one per buyer and product): the row, and the rating
     * it replaced (null when new), for the product's counters.
     */
    async upsertReview(
      trx: Kysely<DB>,
      review: {
        id: string;
        productId: string;
        sellerId: string;
        buyerId: string;
        buyerName: string;
        rating: number;
        comment: string;
      },
    ): Promise<{ row: ReviewRow; previousRating: number | null }> {
      // Locks the buyer's review (if any) so that two edits at once count once each.
      const current = await trx
        .selectFrom('product_reviews')
        .select(['rating', 'hidden_at'])
        .where('product_id', '=', review.productId)
        .where('buyer_id', '=', review.buyerId)
        .forUpdate()
        .executeTakeFirst();
      const row = await trx
        .insertInto('product_reviews')
        .values({
          id: review.id,
          product_id: review.productId,
          seller_id: review.sellerId,
          buyer_id: review.buyerId,
          buyer_name: review.buyerName,
          rating: review.rating,
          comment: review.comment,
        })
        .onConflict((conflict) =>
          conflict.columns(['product_id', 'buyer_id']).doUpdateSet({
            rating: review.rating,
            comment: review.comment,
            buyer_name: review.buyerName,
            // Written again by a buyer who may (another completed order): it counts again.
            hidden_at: null,
            updated_at: sql<Date>`now()`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      const counted = current?.hidden_at === null;
      return { row, previousRating: counted ? current.rating : null };
    },

    /**
     * Takes the buyer's review of the product out of its rating, count and list (its order was
     * lost in a dispute), in `trx`: the rating it had, or undefined when none counted.
     */
    async hideReview(trx: Kysely<DB>, productId: string, buyerId: string) {
      const row = await trx
        .updateTable('product_reviews')
        .set({ hidden_at: sql<Date>`now()` })
        .where('product_id', '=', productId)
        .where('buyer_id', '=', buyerId)
        .where('hidden_at', 'is', null)
        .returning('rating')
        .executeTakeFirst();
      return row?.rating;
    },

    /** The seller's one reply; undefined when the review has one already. */
    /** The seller's one reply, in the caller's transaction `trx` (the buyer is told in it). */
    replyToReview(
      trx: Kysely<DB>,
      productId: string,
      reviewId: string,
      sellerId: string,
      comment: string,
    ): Promise<ReviewRow | undefined> {
      return trx
        .updateTable('product_reviews')
        .set({ reply: comment, replied_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('product_id', '=', productId)
        .where('id', '=', reviewId)
        .where('seller_id', '=', sellerId)
        .where('reply', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /** Which of `productIds` the buyer reviewed. */
    async reviewedBy(buyerId: string, productIds: readonly string[]): Promise<Set<string>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('product_reviews')
        .select('product_id')
        .where('buyer_id', '=', buyerId)
        .where('product_id', 'in', productIds)
        .execute();
      return new Set(rows.map((row) => row.product_id));
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
