/**
 * The billing module's logic beyond HTTP, and what other modules may read of billing: customers,
 * subscriptions and orders (tables `stripe_customers`, `subscriptions`, `orders`,
 * `processed_stripe_events`). A Stripe event is recorded in processed_stripe_events in the same
 * transaction as its effect: a redelivery finds it and changes nothing, and a crash before the
 * commit leaves nothing behind, so Stripe's redelivery applies it whole.
 */
import type { Config } from '../../config';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/database';
import type { DB } from '../../platform/database/schema';
import { UNKNOWN_SUBSCRIPTION } from './messages';
import { allPlans } from './plans';
import { companyCoverOf, proAmong, proMemberCondition } from './pro-members';
import type { BillingRepository, SubscriptionRecord } from './repository';
import type { StarterAllowancesService } from './starter-allowances';
import { applyStripeEvent, type StripeEventHandler, type StripeEventLike } from './webhook-events';

/**
 * `raw` parsed, when it is an absolute URL on the platform's own origin (no open redirects), else
 * undefined. Callers keep the parsed `href`, never `raw`: the parser drops tabs and line breaks
 * that the raw string would carry into a Location header or the provider.
 */
export function parseOnOrigin(raw: string, origin: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A subscription as the apps see it: the plan's name and description, times in unix seconds. */
export function toSubscriptionView(record: SubscriptionRecord, prices: Config['stripePrices']) {
  const plan = allPlans(prices).find(
    (candidate) => candidate.priceId !== null && candidate.priceId === record.priceId,
  );
  return {
    status: record.status,
    priceId: record.priceId,
    paymentMethodBrand: record.paymentMethodBrand,
    paymentMethodLast4: record.paymentMethodLast4,
    currentPeriodStart: record.currentPeriodStart,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    productName: plan?.name ?? UNKNOWN_SUBSCRIPTION,
    productDescription: plan?.description ?? null,
  };
}

export type { SubscriptionPayment } from './repository';

export function createBillingService(
  db: Database,
  kysely: Kysely<DB>,
  billing: BillingRepository,
  starterAllowances: StarterAllowancesService,
  prices?: Config['stripePrices'],
) {
  /** `Freelancer Pro` for its price: how Payment History names a subscription payment. */
  const planNameOf = (priceId: string) =>
    prices === undefined
      ? undefined
      : allPlans(prices).find((plan) => plan.priceId === priceId)?.name;
  /** Other modules' event handlers, by event type (`handleStripeEvents`). */
  const moduleHandlers = new Map<string, StripeEventHandler[]>();
  /** The module handler that takes `event`, if any; else billing applies it. */
  const moduleHandlerOf = (event: StripeEventLike) =>
    moduleHandlers.get(event.type)?.find((handler) => handler.accepts?.(event) ?? true);
  return {
    /**
     * Whether the user is Pro: their own subscription is active or trialing, or they belong to a
     * company whose owner's is (pro-members.ts, the one rule).
     */
    isPro: starterAllowances.isPro,
    /** The company whose owner's Brand Pro covers the user, a member of it (not an owner). */
    companyCoverOf: (userId: string) => companyCoverOf(kysely, userId),
    /**
     * Counts a use of a Starter allowance in `trx`, the transaction of the action it allows; see
     * starter-allowances.ts. Answer a refusal with `sendStarterLimit`.
     */
    useStarterAllowance: starterAllowances.use,
    /** The user's Starter allowances this month, by role. */
    starterAllowancesOf: starterAllowances.of,

    customerOf: (userId: string) => billing.customerOf(userId),
    userOfCustomer: (customerId: string) => billing.userOfCustomer(customerId),
    /** Links a customer to a user; a user keeps the first customer linked. Returns the kept one. */
    linkCustomer: (userId: string, customerId: string) => billing.linkCustomer(userId, customerId),
    subscriptionOf: (userId: string) => billing.subscriptionOf(userId),
    /** The Pro users among `userIds` (PRO and Verified Supplier badges of a list). */
    proAmong: (userIds: readonly string[]) => proAmong(kysely, userIds),
    /** `isPro` as a condition on a user id column, for a list query of another module. */
    proMemberCondition,
    setCancelAtPeriodEnd: (userId: string, cancelAtPeriodEnd: boolean) =>
      billing.setCancelAtPeriodEnd(userId, cancelAtPeriodEnd),
    /** The user's orders, newest first. */
    ordersOf: (userId: string) => billing.ordersOf(userId),
    /**
     * The user's own subscription payments (invoice.paid: completed, invoice.payment_failed:
     * failed), newest first: `{ invoiceId, amountCents, currency, description, status, paidAt }`.
     */
    subscriptionPaymentsOf: (userId: string) => billing.subscriptionPaymentsOf(userId),

    /**
     * Lets another module handle Stripe events through the one webhook route (signature,
     * dedup and the transaction stay billing's). Handlers of a type are asked in the order they
     * were registered; an event none accepts is billing's.
     */
    handleStripeEvents(handlers: Record<string, StripeEventHandler>) {
      for (const [type, handler] of Object.entries(handlers)) {
        moduleHandlers.set(type, [...(moduleHandlers.get(type) ?? []), handler]);
      }
    },
    /** The module handler that takes `event` (the webhook checks the shape with its schema). */
    moduleHandlerOf,

    /** Applies a verified Stripe event once: `duplicate` when it was processed before. */
    async processStripeEvent(event: StripeEventLike) {
      const handler = moduleHandlerOf(event);
      const result = await db.transaction(async (tx) => {
        if (!(await billing.markEventProcessed(tx, event.id, event.type))) {
          return 'duplicate' as const;
        }
        return handler === undefined
          ? applyStripeEvent(billing, tx, event, planNameOf)
          : handler.apply(tx, event);
      });
      if (result === 'applied' && handler?.afterCommit !== undefined) {
        await handler.afterCommit(event);
      }
      return result;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
