/**
 * The statuses of custom orders (issue 22) and product purchases (issue 20), written once: the
 * API's schemas and status machines, its database types, the screens and the tests read them
 * here. The database's CHECK constraints (migrations 0041, 0046, 0053) are tested against them
 * (auth-service/test/platform/schema-values.test.ts), so a status added here without its
 * migration fails there.
 */

/** A custom order's statuses, in the order an order goes through them. */
export const ORDER_STATUSES = [
  'awaiting_requirements',
  'in_progress',
  'delivered',
  'revision_requested',
  'completed',
  'cancelled',
  /** The buyer won a dispute of the payment (issue 36): the money went back; final. */
  'disputed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses in which the order is still owed (the seller's list shows them first). */
export const ACTIVE_ORDER_STATUSES = [
  'awaiting_requirements',
  'in_progress',
  'delivered',
  'revision_requested',
] as const satisfies readonly OrderStatus[];

/** Statuses an order ends in: nothing moves it any more (the others than the active ones). */
export const ENDED_ORDER_STATUSES = [
  'completed',
  'cancelled',
  'disputed',
] as const satisfies readonly OrderStatus[];

/**
 * A product purchase's statuses, as Stripe's events move them (auth-service's
 * sales/purchase-status.ts): pending until paid or failed; refunded or disputed after.
 */
export const PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'disputed'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
