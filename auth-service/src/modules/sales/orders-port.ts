/**
 * What the sales module asks of custom orders (issue 22; the orders module answers, registered
 * later, asked at request time through app.ts): a custom product's purchase is an order's
 * payment. The order is placed, and learns of its refund and disputes, inside the webhook event's transaction
 * that moved the purchase, so both commit together or not at all.
 */
import type { PurchaseOrder } from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';
import type { PurchaseRow } from './repository';

export interface SalesOrdersPort {
  /**
   * The purchase of a custom product became paid: its order is placed (once). `largePayment`:
   * the seller's large-payment alert goes inside the order's notification.
   */
  placeFor(
    trx: Kysely<DB>,
    purchase: PurchaseRow,
    options?: { largePayment: boolean },
  ): Promise<void>;
  /** The provider reported `refundedCents` refunded in all on an order's purchase. */
  refundedFor(trx: Kysely<DB>, purchase: PurchaseRow, refundedCents: number): Promise<void>;
  /**
   * A dispute of an order's payment opened, or closed won or lost (issue 36): the order pauses,
   * resumes or ends; lost, whether the buyer's review of the product is forfeit.
   */
  disputeFor(
    trx: Kysely<DB>,
    purchase: PurchaseRow,
    change: 'opened' | 'won' | 'lost',
  ): Promise<{ reviewForfeit: boolean }>;
  /** The orders of the buyer's purchases, by purchase id (Purchases shows their status). */
  ordersOfPurchases(
    buyerId: string,
    purchaseIds: readonly string[],
  ): Promise<ReadonlyMap<string, PurchaseOrder>>;
  /** Whether the buyer has a completed order of the product (a review needs one). */
  hasCompletedOrder(buyerId: string, productId: string): Promise<boolean>;
}
