/**
 * Stripe customers, subscriptions, orders and processed Stripe events (migration 0003). Every
 * function takes the `Queryable` it runs on, so the webhook can apply an event and record it in
 * one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';

export interface SubscriptionRecord {
  userId: string;
  subscriptionId: string;
  customerId: string;
  status: string;
  priceId: string | null;
  /** Unix seconds. */
  currentPeriodStart: number | null;
  /** Unix seconds. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
  /** `created` of the newest Stripe event applied to the row (unix seconds). */
  stripeUpdated: number;
  /** Breaks ties between events of the same `created` second (see `EVENT_RANK`). */
  stripeRank: number;
  updatedAt: Date;
}

/**
 * Ranks of the states events report, for events of the same `created` second: a deletion (or any
 * canceled state) outranks an update or an invoice, which outrank a creation.
 */
export const EVENT_RANK = { created: 1, updated: 2, invoice: 2, canceled: 3 } as const;

/** Ordering of an event against the stored row: newer second, or same second and rank as high. */
const NEWER = `(subscriptions.stripe_updated < EXCLUDED.stripe_updated
  OR (subscriptions.stripe_updated = EXCLUDED.stripe_updated
    AND subscriptions.stripe_rank <= EXCLUDED.stripe_rank))`;

/** A subscription as an event reports it; card fields left undefined keep the stored ones. */
export type SubscriptionState = Omit<
  SubscriptionRecord,
  'updatedAt' | 'paymentMethodBrand' | 'paymentMethodLast4'
> & { paymentMethodBrand?: string | null; paymentMethodLast4?: string | null };

export interface OrderRecord {
  id: string;
  userId: string;
  checkoutSessionId: string;
  amountTotal: number;
  currency: string;
  paymentStatus: string;
  orderDate: Date;
}

interface SubscriptionRow {
  user_id: string;
  subscription_id: string;
  customer_id: string;
  status: string;
  price_id: string | null;
  current_period_start: string | number | null;
  current_period_end: string | number | null;
  cancel_at_period_end: boolean;
  payment_method_brand: string | null;
  payment_method_last4: string | null;
  stripe_updated: string | number;
  stripe_rank: string | number;
  updated_at: Date;
}

interface OrderRow {
  id: string;
  user_id: string;
  checkout_session_id: string;
  amount_total: string | number;
  currency: string;
  payment_status: string;
  order_date: Date;
}

/** bigint columns arrive as strings from node-postgres and as numbers or bigints from PGlite. */
const toNumber = (value: string | number | bigint | null): number | null =>
  value === null ? null : Number(value);

function toSubscription(row: SubscriptionRow): SubscriptionRecord {
  return {
    userId: row.user_id,
    subscriptionId: row.subscription_id,
    customerId: row.customer_id,
    status: row.status,
    priceId: row.price_id,
    currentPeriodStart: toNumber(row.current_period_start),
    currentPeriodEnd: toNumber(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    paymentMethodBrand: row.payment_method_brand,
    paymentMethodLast4: row.payment_method_last4,
    stripeUpdated: Number(row.stripe_updated),
    stripeRank: Number(row.stripe_rank),
    updatedAt: row.updated_at,
  };
}

function toOrder(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    userId: row.user_id,
    checkoutSessionId: row.checkout_session_id,
    amountTotal: Number(row.amount_total),
    currency: row.currency,
    paymentStatus: row.payment_status,
    orderDate: row.order_date,
  };
}

/** One of the user's own subscription payments (an invoice), for Payment History. */
export interface SubscriptionPayment {
  invoiceId: string;
  amountCents: number;
  currency: string;
  description: string;
  status: 'completed' | 'failed';
  paidAt: Date;
}

interface SubscriptionPaymentRow {
  invoice_id: string;
  amount_cents: string | number;
  currency: string;
  description: string;
  status: 'completed' | 'failed';
  paid_at: Date;
}

export function createBillingRepository(db: Queryable) {
  return {
    /**
     * Records a Stripe event id. False when it was already recorded: the caller then applies
     * nothing (a redelivery).
     */
    async markEventProcessed(tx: Queryable, eventId: string, type: string): Promise<boolean> {
      const { rowCount } = await tx.query(
        `INSERT INTO processed_stripe_events (event_id, type) VALUES ($1, $2)
         ON CONFLICT (event_id) DO NOTHING`,
        [eventId, type],
      );
      return rowCount === 1;
    },

    async customerOf(userId: string, q: Queryable = db): Promise<string | undefined> {
      const { rows } = await q.query<{ customer_id: string }>(
        'SELECT customer_id FROM stripe_customers WHERE user_id = $1',
        [userId],
      );
      return rows[0]?.customer_id;
    },

    async userOfCustomer(customerId: string, q: Queryable = db): Promise<string | undefined> {
      const { rows } = await q.query<{ user_id: string }>(
        'SELECT user_id FROM stripe_customers WHERE customer_id = $1',
        [customerId],
      );
      return rows[0]?.user_id;
    },

    /** Links a customer to a user; a user keeps the first customer linked. Returns the kept one. */
    async linkCustomer(userId: string, customerId: string, q: Queryable = db): Promise<string> {
      const { rows } = await q.query<{ customer_id: string }>(
        `INSERT INTO stripe_customers (user_id, customer_id) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET user_id = stripe_customers.user_id
         RETURNING customer_id`,
        [userId, customerId],
      );
      return rows[0]?.customer_id ?? customerId;
    },

    async subscriptionOf(
      userId: string,
      q: Queryable = db,
    ): Promise<SubscriptionRecord | undefined> {
      const { rows } = await q.query<SubscriptionRow>(
        'SELECT * FROM subscriptions WHERE user_id = $1',
        [userId],
      );
      return rows[0] && toSubscription(rows[0]);
    },

    /** The user and price of a subscription, by its id. */
    async subscriptionOfId(
      subscriptionId: string,
      q: Queryable = db,
    ): Promise<{ userId: string; priceId: string | null } | undefined> {
      const { rows } = await q.query<{ user_id: string; price_id: string | null }>(
        'SELECT user_id, price_id FROM subscriptions WHERE subscription_id = $1',
        [subscriptionId],
      );
      return rows[0] && { userId: rows[0].user_id, priceId: rows[0].price_id };
    },

    async userOfSubscription(
      subscriptionId: string,
      q: Queryable = db,
    ): Promise<string | undefined> {
      const { rows } = await q.query<{ user_id: string }>(
        'SELECT user_id FROM subscriptions WHERE subscription_id = $1',
        [subscriptionId],
      );
      return rows[0]?.user_id;
    },

    /**
     * Stores the state an event reports, unless the row already holds a newer event's state
     * (`stripe_updated` greater, or equal with a higher `stripe_rank`): out-of-order delivery
     * cannot regress it. A canceled subscription is final: only a strictly newer event of another
     * (new) subscription replaces it, and a cancellation of another subscription than the stored
     * one leaves the row alone. Returns whether the row changed.
     */
    async upsertSubscription(state: SubscriptionState, q: Queryable = db): Promise<boolean> {
      const { rowCount } = await q.query(
        `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status, price_id,
           current_period_start, current_period_end, cancel_at_period_end,
           payment_method_brand, payment_method_last4, stripe_updated, stripe_rank)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13)
         ON CONFLICT (user_id) DO UPDATE SET
           subscription_id = EXCLUDED.subscription_id,
           customer_id = EXCLUDED.customer_id,
           status = EXCLUDED.status,
           price_id = EXCLUDED.price_id,
           current_period_start = EXCLUDED.current_period_start,
           current_period_end = EXCLUDED.current_period_end,
           cancel_at_period_end = EXCLUDED.cancel_at_period_end,
           payment_method_brand = CASE WHEN $12 THEN EXCLUDED.payment_method_brand
             ELSE subscriptions.payment_method_brand END,
           payment_method_last4 = CASE WHEN $12 THEN EXCLUDED.payment_method_last4
             ELSE subscriptions.payment_method_last4 END,
           stripe_updated = EXCLUDED.stripe_updated,
           stripe_rank = EXCLUDED.stripe_rank,
           updated_at = now()
         WHERE CASE
           WHEN subscriptions.subscription_id = EXCLUDED.subscription_id
             THEN subscriptions.status <> 'canceled' AND ${NEWER}
           WHEN EXCLUDED.status = 'canceled' THEN false
           WHEN subscriptions.status = 'canceled'
             THEN subscriptions.stripe_updated < EXCLUDED.stripe_updated
           ELSE ${NEWER}
         END`,
        [
          state.userId,
          state.subscriptionId,
          state.customerId,
          state.status,
          state.priceId,
          state.currentPeriodStart,
          state.currentPeriodEnd,
          state.cancelAtPeriodEnd,
          state.paymentMethodBrand ?? null,
          state.paymentMethodLast4 ?? null,
          state.stripeUpdated,
          state.paymentMethodBrand !== undefined,
          state.stripeRank,
        ],
      );
      return rowCount === 1;
    },

    /**
     * Sets the status of a subscription (invoices), unless a newer event already set the row or
     * the subscription is canceled (final: no invoice revives it).
     */
    async setSubscriptionStatus(
      subscriptionId: string,
      status: string,
      stripeUpdated: number,
      q: Queryable = db,
    ): Promise<boolean> {
      const { rowCount } = await q.query(
        `UPDATE subscriptions SET status = $2, stripe_updated = $3, stripe_rank = $4,
           updated_at = now()
         WHERE subscription_id = $1 AND status <> 'canceled'
           AND (stripe_updated < $3 OR (stripe_updated = $3 AND stripe_rank <= $4))`,
        [subscriptionId, status, stripeUpdated, EVENT_RANK.invoice],
      );
      return rowCount === 1;
    },

    async setCancelAtPeriodEnd(
      userId: string,
      cancelAtPeriodEnd: boolean,
      q: Queryable = db,
    ): Promise<SubscriptionRecord | undefined> {
      const { rows } = await q.query<SubscriptionRow>(
        `UPDATE subscriptions SET cancel_at_period_end = $2, updated_at = now()
         WHERE user_id = $1 RETURNING *`,
        [userId, cancelAtPeriodEnd],
      );
      return rows[0] && toSubscription(rows[0]);
    },

    /** Records a one-time payment; a session already recorded is left as it is. */
    async addOrder(
      order: Omit<OrderRecord, 'id' | 'orderDate'> & { orderDate?: Date },
      q: Queryable = db,
    ): Promise<boolean> {
      const { rowCount } = await q.query(
        `INSERT INTO orders (id, user_id, checkout_session_id, amount_total, currency, payment_status, order_date)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, now()))
         ON CONFLICT (checkout_session_id) DO NOTHING`,
        [
          randomUUID(),
          order.userId,
          order.checkoutSessionId,
          order.amountTotal,
          order.currency,
          order.paymentStatus,
          order.orderDate ?? null,
        ],
      );
      return rowCount === 1;
    },

    /**
     * Records an invoice's payment (invoice.paid: completed; invoice.payment_failed: failed).
     * A paid invoice is final: a failure reported later (out of order) leaves it completed, while
     * a failed invoice paid on a retry becomes completed. Answers whether the row changed.
     */
    async recordSubscriptionPayment(
      payment: SubscriptionPayment & { userId: string },
      q: Queryable = db,
    ): Promise<boolean> {
      const { rowCount } = await q.query(
        `INSERT INTO subscription_payments
           (invoice_id, user_id, amount_cents, currency, description, status, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (invoice_id) DO UPDATE SET
           amount_cents = EXCLUDED.amount_cents,
           currency = EXCLUDED.currency,
           description = EXCLUDED.description,
           status = EXCLUDED.status,
           paid_at = EXCLUDED.paid_at
         WHERE subscription_payments.status <> 'completed' AND EXCLUDED.status = 'completed'`,
        [
          payment.invoiceId,
          payment.userId,
          payment.amountCents,
          payment.currency,
          payment.description,
          payment.status,
          payment.paidAt,
        ],
      );
      return rowCount === 1;
    },

    /** The user's subscription payments, newest first. */
    async subscriptionPaymentsOf(
      userId: string,
      q: Queryable = db,
    ): Promise<SubscriptionPayment[]> {
      const { rows } = await q.query<SubscriptionPaymentRow>(
        `SELECT invoice_id, amount_cents, currency, description, status, paid_at
         FROM subscription_payments WHERE user_id = $1 ORDER BY paid_at DESC, invoice_id`,
        [userId],
      );
      return rows.map((row) => ({
        invoiceId: row.invoice_id,
        amountCents: Number(row.amount_cents),
        currency: row.currency,
        description: row.description,
        status: row.status,
        paidAt: row.paid_at,
      }));
    },

    /** The user's orders, newest first. */
    async ordersOf(userId: string, q: Queryable = db): Promise<OrderRecord[]> {
      const { rows } = await q.query<OrderRow>(
        'SELECT * FROM orders WHERE user_id = $1 ORDER BY order_date DESC, id',
        [userId],
      );
      return rows.map(toOrder);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
