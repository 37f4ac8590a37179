/**
 * The sales module's logic beyond HTTP: checkout of a product (the purchase created pending
 * first, with the title, price and files it is sold with), Purchases and their downloads,
 * reviews from verified buyers, and the figures other modules read (monthly trends, the
 * Bestseller rollup, which files purchases still need). Stripe's events are in events.ts.
 */
import {
  PRODUCT_CATEGORIES,
  REVIEWS_PAGE_SIZE,
  type Purchase,
  type PurchaseOrder,
  type Review,
  type ReviewBody,
} from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB, OrderTerms } from '../../platform/database/schema';
import { pageFields } from '../../platform/paging';
import { toIsoTimestamp } from '../../platform/schemas';
import type { ProductPayments } from '../billing/payments/product-payments';
import type { CatalogueService } from '../catalogue/service';
import type { ProductRow } from '../catalogue/repository';
import type { NotificationsService } from '../notifications/service';
import type { PayoutsService } from '../payouts/service';
import type { PurchaseFilesPort } from './files-port';
import type { SalesOrdersPort } from './orders-port';
import { BESTSELLER_WINDOW_DAYS, bestsellersOf, trendPercent } from './figures';
import {
  SOLD_STATUSES,
  type PurchaseRow,
  type ReviewRow,
  type SalesRepository,
} from './repository';
import type { FastifyBaseLogger } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Fees asked for again per read of the seller's earnings. */
const MISSING_FEES_PER_READ = 5;

export interface Buyer {
  id: string;
  name: string;
  email: string | undefined;
}

export type CheckoutOutcome =
  | { checkout: { purchaseId: string; url: string } }
  | {
      refused:
        | 'notFound'
        | 'ownProduct'
        | 'disputed'
        | 'notTakingOrders'
        | 'paymentsOff'
        | 'providerFailed';
    }
  | { alreadyOwned: string };

export type ReviewOutcome<T> =
  { ok: T } | { refused: 'notFound' | 'notBuyer' | 'notSeller' | 'alreadyReplied' };

/** Where the buyer returns from checkout: the purchase's page, and the product's. */
export interface CheckoutUrls {
  success: (purchaseId: string) => string;
  cancel: (productId: string) => string;
}

/** The upper bound of each delivery time, in days: an order's due date (issue 22). */
export const DELIVERY_DAYS: Readonly<Record<OrderTerms['deliveryTime'], number>> = {
  '1-3': 3,
  '3-7': 7,
  '7-14': 14,
  '14-30': 30,
};

/** A custom product's terms at this moment; null for a digital product. */
export function orderTermsOf(product: ProductRow): OrderTerms | null {
  if (product.product_type !== 'custom') return null;
  // A custom product is saved with its delivery time; an old row without one promises the most.
  const deliveryTime = product.delivery_time ?? '14-30';
  return {
    deliveryTime,
    deliveryDays: DELIVERY_DAYS[deliveryTime],
    revisions: product.revisions ?? 0,
    requirements: product.requirements ?? '',
  };
}

export const purchaseFileUrl = (purchaseId: string, key: string) =>
  `/api/purchases/${purchaseId}/files/${encodeURIComponent(key)}`;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.product_id,
    rating: row.rating,
    comment: row.comment,
    buyerName: row.buyer_name,
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
    reply:
      row.reply === null || row.replied_at === null
        ? null
        : { comment: row.reply, createdAt: toIsoTimestamp(row.replied_at) },
  };
}

export function createSalesService(deps: {
  kysely: Kysely<DB>;
  repository: SalesRepository;
  catalogue: CatalogueService;
  payouts: PayoutsService;
  payments: ProductPayments | null;
  files: PurchaseFilesPort;
  urls: CheckoutUrls;
  orders: SalesOrdersPort;
  /** Reviews tell the seller, and a reply the buyer (issue 37). */
  notifications: NotificationsService;
  log: FastifyBaseLogger;
}) {
  const { kysely, repository, catalogue, payouts, payments, files, urls, orders, log } = deps;
  const { notifications } = deps;

  function toPurchase(
    row: PurchaseRow,
    thumbnails: ReadonlyMap<string, string | null>,
    reviewed: ReadonlySet<string>,
    ordersOf: ReadonlyMap<string, PurchaseOrder>,
  ): Purchase {
    const order = ordersOf.get(row.id);
    return {
      id: row.id,
      productId: row.product_id,
      title: row.product_title,
      thumbnail: thumbnails.get(row.product_id) ?? null,
      sellerName: row.seller_name,
      amount: row.amount_cents,
      refunded: row.refunded_cents,
      currency: row.currency,
      status: row.status,
      createdAt: toIsoTimestamp(row.created_at),
      paidAt: row.paid_at === null ? null : toIsoTimestamp(row.paid_at),
      receiptUrl: row.receipt_url,
      // Access lasts while the purchase is paid (a partial refund keeps it).
      files:
        row.status === 'paid'
          ? row.files.map((file) => ({ ...file, url: purchaseFileUrl(row.id, file.key) }))
          : [],
      reviewed: reviewed.has(row.product_id),
      ...(order !== undefined && { order }),
    };
  }

  async function purchasesOf(buyerId: string, rows: PurchaseRow[]): Promise<Purchase[]> {
    const productIds = [...new Set(rows.map((row) => row.product_id))];
    const orderIds = rows.filter((row) => row.order_terms !== null).map((row) => row.id);
    const [thumbnails, reviewed, ordersOf] = await Promise.all([
      catalogue.thumbnailsOf(productIds),
      repository.reviewedBy(buyerId, productIds),
      orderIds.length === 0
        ? new Map<string, PurchaseOrder>()
        : orders.ordersOfPurchases(buyerId, orderIds),
    ]);
    return rows.map((row) => toPurchase(row, thumbnails, reviewed, ordersOf));
  }

  /** The product the caller may buy or review: published, or their own (then refused). */
  const visibleProduct = (productId: string, callerId: string | null) =>
    catalogue.findVisible(productId, callerId);

  const isPublishedOther = (product: ProductRow, callerId: string) =>
    product.status === 'published' && product.author_id !== callerId;

  /**
   * Verified buyers review: a paid purchase of the digital product, or a completed order of the
   * custom service (issue 22; a paid order still under way is not enough).
   */
  const hasBought = async (buyerId: string, productId: string) =>
    (await repository.paidPurchaseOf(buyerId, productId)) !== undefined ||
    (await orders.hasCompletedOrder(buyerId, productId));

  /** The Bestseller rule (figures.ts) over the category's published products. */
  async function rollUpBestsellers(category: string): Promise<void> {
    const ids = await catalogue.publishedIdsIn(category);
    const since = new Date(Date.now() - BESTSELLER_WINDOW_DAYS * DAY_MS);
    const sales = await repository.paidSalesSince(ids, since);
    await catalogue.setBestsellers(category, bestsellersOf(ids.length, sales));
  }

  /** Stripe's fee and the receipt of a paid purchase's charge, once (safe to repeat). */
  async function recordCharge(purchase: PurchaseRow): Promise<void> {
    if (payments === null || purchase.payment_intent_id === null) return;
    if (!(SOLD_STATUSES as readonly string[]).includes(purchase.status)) return;
    if (purchase.stripe_fee_cents !== null && purchase.receipt_url !== null) return;
    const charge = await payments.chargeOf(
      purchase.account_id,
      purchase.payment_intent_id,
      purchase.amount_cents,
    );
    if (charge !== undefined) await repository.setCharge(purchase.id, charge);
  }

  return {
    /** What the product page shows the signed-in caller. */
    async stateOf(productId: string, callerId: string) {
      const product = await visibleProduct(productId, callerId);
      if (product === undefined) return undefined;
      const [account, owned, disputed] = await Promise.all([
        payouts.chargeableAccountOf(product.author_id),
        repository.paidPurchaseOf(callerId, product.id),
        repository.openDisputeOf(callerId, product.id),
      ]);
      return {
        sellerTakesOrders: account !== undefined,
        isOwnProduct: product.author_id === callerId,
        ownedPurchaseId: owned ?? null,
        disputedPurchaseId: disputed ?? null,
      };
    },

    /**
     * Starts a checkout: the purchase is stored pending with the product's title, price and
     * files at this moment, then the provider's Checkout Session is made on the seller's
     * connected account (a direct charge, no application fee).
     */
    async checkout(productId: string, buyer: Buyer): Promise<CheckoutOutcome> {
      const product = await visibleProduct(productId, buyer.id);
      if (product === undefined) return { refused: 'notFound' };
      if (product.author_id === buyer.id) return { refused: 'ownProduct' };
      if (product.status !== 'published' || product.price_cents <= 0) {
        return { refused: 'notFound' };
      }
      const terms = orderTermsOf(product);
      // A digital product is bought once; a custom service may be ordered again.
      const owned =
        terms === null ? await repository.paidPurchaseOf(buyer.id, product.id) : undefined;
      if (owned !== undefined) return { alreadyOwned: owned };
      // A purchase under dispute may come back (won): no second one meanwhile (issue 36).
      if (terms === null && (await repository.openDisputeOf(buyer.id, product.id)) !== undefined) {
        return { refused: 'disputed' };
      }
      const accountId = await payouts.chargeableAccountOf(product.author_id);
      if (accountId === undefined) return { refused: 'notTakingOrders' };
      if (payments === null) return { refused: 'paymentsOff' };
      const purchaseId = randomUUID();
      await repository.insertPending({
        id: purchaseId,
        buyerId: buyer.id,
        buyerName: buyer.name,
        sellerId: product.author_id,
        sellerName: product.author_name,
        productId: product.id,
        title: product.title,
        amountCents: product.price_cents,
        currency: product.currency,
        accountId,
        files: product.files,
        orderTerms: terms,
      });
      let session: { id: string; url: string };
      try {
        session = await payments.createProductCheckout({
          purchaseId,
          productId: product.id,
          buyerId: buyer.id,
          buyerEmail: buyer.email,
          accountId,
          title: product.title,
          amountCents: product.price_cents,
          currency: product.currency,
          successUrl: urls.success(purchaseId),
          cancelUrl: urls.cancel(product.id),
        });
      } catch (error) {
        await repository.deletePending(purchaseId);
        throw error;
      }
      await repository.setCheckoutSession(purchaseId, session.id);
      return { checkout: { purchaseId, url: session.url } };
    },

    async purchasesOf(buyerId: string): Promise<Purchase[]> {
      return purchasesOf(buyerId, await repository.listOfBuyer(buyerId));
    },

    async purchaseOf(buyerId: string, purchaseId: string): Promise<Purchase | undefined> {
      const row = await repository.findOfBuyer(buyerId, purchaseId);
      if (row === undefined) return undefined;
      const [purchase] = await purchasesOf(buyerId, [row]);
      return purchase;
    },

    /**
     * A 60-second link to a file of the buyer's paid purchase, the download recorded with the
     * product's counter in one transaction; undefined when there is none to give.
     */
    async download(buyerId: string, purchaseId: string, fileKey: string) {
      const row = await repository.findOfBuyer(buyerId, purchaseId);
      if (row?.status !== 'paid') return undefined;
      const file = row.files.find((candidate) => candidate.key === fileKey);
      if (file === undefined) return undefined;
      const link = await files.downloadLink(file.key, file.name);
      if (link === undefined) return undefined;
      await kysely.transaction().execute(async (trx) => {
        await repository.recordDownload(trx, row.id, file.key);
        await catalogue.countDownload(trx, row.product_id);
      });
      return link;
    },

    // Reviews.

    async reviewPage(productId: string, page: number, readerId: string | null) {
      const product = await visibleProduct(productId, readerId);
      if (product === undefined) return undefined;
      const { rows, total } = await repository.reviewPage(product.id, page, REVIEWS_PAGE_SIZE);
      return {
        reviews: rows.map(toReview),
        rating: Number(product.rating),
        reviewCount: product.review_count,
        ...pageFields(total, page, REVIEWS_PAGE_SIZE),
      };
    },

    async myReview(productId: string, callerId: string) {
      const product = await visibleProduct(productId, callerId);
      if (product === undefined) return undefined;
      const [bought, review] = await Promise.all([
        hasBought(callerId, product.id),
        repository.reviewOf(product.id, callerId),
      ]);
      return {
        canReview: bought && isPublishedOther(product, callerId),
        review: review === undefined ? null : toReview(review),
      };
    },

    /** Creates or edits the buyer's review; the product's rating and count change with it. */
    async putMyReview(
      productId: string,
      buyer: { id: string; name: string },
      body: ReviewBody,
    ): Promise<ReviewOutcome<Review>> {
      const product = await visibleProduct(productId, buyer.id);
      if (product === undefined) return { refused: 'notFound' };
      if (!isPublishedOther(product, buyer.id) || !(await hasBought(buyer.id, product.id))) {
        return { refused: 'notBuyer' };
      }
      const row = await kysely.transaction().execute(async (trx) => {
        const written = await repository.upsertReview(trx, {
          id: randomUUID(),
          productId: product.id,
          sellerId: product.author_id,
          buyerId: buyer.id,
          buyerName: buyer.name,
          rating: body.rating,
          comment: body.comment.trim(),
        });
        const { previousRating } = written;
        await catalogue.changeReviews(
          trx,
          product.id,
          previousRating === null ? 1 : 0,
          body.rating - (previousRating ?? 0),
        );
        // A new review tells the seller (an edit does not, again).
        if (previousRating === null) {
          await notifications.notify(trx, product.author_id, 'review-received', {
            actorId: buyer.id,
            ...(buyer.name !== '' && { actorName: buyer.name }),
            subject: product.title,
            productId: product.id,
            rating: body.rating,
          });
        }
        return written.row;
      });
      return { ok: toReview(row) };
    },

    /** The seller's one reply to a review of their product. */
    async reply(
      productId: string,
      reviewId: string,
      sellerId: string,
      comment: string,
    ): Promise<ReviewOutcome<Review>> {
      const product = await visibleProduct(productId, sellerId);
      if (product === undefined) return { refused: 'notFound' };
      const review = await repository.findReview(product.id, reviewId);
      if (review === undefined) return { refused: 'notFound' };
      if (review.seller_id !== sellerId) return { refused: 'notSeller' };
      const replied = await kysely.transaction().execute(async (trx) => {
        const row = await repository.replyToReview(trx, product.id, reviewId, sellerId, comment);
        // The buyer hears of the seller's reply (issue 37).
        if (row !== undefined) {
          await notifications.notify(trx, row.buyer_id, 'review-replied', {
            actorId: sellerId,
            ...(product.author_name !== '' && { actorName: product.author_name }),
            subject: product.title,
            productId: product.id,
          });
        }
        return row;
      });
      return replied === undefined ? { refused: 'alreadyReplied' } : { ok: toReview(replied) };
    },

    // What other modules read.

    /**
     * Paid sales this month against last, percent, per product (the catalogue's port); null for
     * a product new this month (none last month).
     */
    async monthlyTrendsOf(sellerId: string, productIds: readonly string[]) {
      const rows = await repository.salesThisAndLastMonth(sellerId, productIds);
      return new Map(
        rows.map((row) => [row.productId, trendPercent(row.thisMonth, row.lastMonth)]),
      );
    },

    /**
     * Expires the checkouts still open for a product (deleted, unpublished or repriced) or on a
     * seller's account (it can no longer take charges): the buyer who opened one finds it
     * expired, as at Stripe, and pays nothing at a price or from a seller that no longer stands.
     * What was paid before stays paid. A failure is logged, never the seller's request's.
     */
    async expireOpenCheckouts(of: { productId: string } | { accountId: string }): Promise<void> {
      if (payments === null) return;
      for (const checkout of await repository.openCheckouts(of)) {
        try {
          await payments.expireProductCheckout(checkout.accountId, checkout.sessionId);
        } catch (error) {
          log.error({ err: error, purchaseId: checkout.id }, 'Could not expire an open checkout');
        }
      }
    },

    filesStillSold: (productId: string, keys: readonly string[]) =>
      repository.filesStillSold(productId, keys),

    rollUpBestsellers,

    async rollUpBestsellersOf(productId: string): Promise<void> {
      const category = await catalogue.categoryOf(productId);
      if (category !== undefined) await rollUpBestsellers(category);
    },

    /** Every category's bestsellers (the hourly rollup: the 30-day window slides). */
    async rollUpAllBestsellers(): Promise<void> {
      for (const category of Object.keys(PRODUCT_CATEGORIES)) await rollUpBestsellers(category);
    },

    recordCharge,

    /**
     * Refunds what remains of a paid purchase through the provider (a cancelled order, issue
     * 22), once per `idempotencyKey`; the purchase moves when the provider's `charge.refunded`
     * arrives. Answers false when there is nothing to refund (already refunded, not paid).
     */
    async refundInFull(purchaseId: string, idempotencyKey: string): Promise<boolean> {
      const purchase = await repository.find(purchaseId);
      if (purchase?.status !== 'paid' || purchase.payment_intent_id === null) return false;
      if (purchase.refunded_cents >= purchase.amount_cents) return false;
      if (payments === null) throw new Error('Payments are off: the refund cannot be made');
      await payments.refundInFull({
        accountId: purchase.account_id,
        purchaseId: purchase.id,
        productId: purchase.product_id,
        buyerId: purchase.buyer_id,
        paymentIntentId: purchase.payment_intent_id,
        amountCents: purchase.amount_cents,
        refundedCents: purchase.refunded_cents,
        currency: purchase.currency,
        idempotencyKey,
      });
      return true;
    },

    /**
     * Asks again for the fees Stripe did not answer after a payment (a few at a time), before
     * the seller's figures are read; a failure leaves them for the next time.
     */
    async recordMissingFees(sellerId: string): Promise<void> {
      try {
        for (const purchase of await repository.withoutFee(sellerId, MISSING_FEES_PER_READ)) {
          await recordCharge(purchase);
        }
      } catch {
        // Left for the next read (the webhook logged the first failure).
      }
    },

    /**
     * Removes a purchase's files once nothing needs them: the product no longer holds them (it
     * was deleted, or dropped them) and no other purchase sells them.
     */
    async releaseFilesOf(purchase: PurchaseRow): Promise<void> {
      const keys = purchase.files.map((file) => file.key);
      if (keys.length === 0) return;
      const [held, sold] = await Promise.all([
        catalogue.keysInOtherProducts(purchase.seller_id, keys, null),
        repository.filesStillSold(purchase.product_id, keys),
      ]);
      const unneeded = keys.filter((key) => !held.has(key) && !sold.has(key));
      if (unneeded.length > 0) await files.remove(unneeded);
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
