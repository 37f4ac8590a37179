/**
 * Applies one verified Stripe event to the database, inside the caller's transaction. Objects are
 * read defensively (only the fields used, checked at runtime) so both API versions' shapes work:
 * the current period sits on the subscription in older versions and on its items in newer ones.
 */
import type { Queryable } from '../db/database';
import type { BillingRepository } from '../plugins/app/billing-repository';

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
/** An expandable field: an id, or the object carrying it. */
const idOf = (value: unknown): string | undefined => str(value) ?? str(isObject(value) && value.id);

export type ApplyResult = 'applied' | 'ignored';

async function userOf(
  billing: BillingRepository,
  tx: Queryable,
  object: Obj,
): Promise<string | undefined> {
  const metadata = isObject(object.metadata) ? object.metadata : {};
  const fromMetadata = str(metadata.userId);
  if (fromMetadata !== undefined) return fromMetadata;
  const customerId = idOf(object.customer);
  return customerId === undefined ? undefined : billing.userOfCustomer(customerId, tx);
}

async function applySubscription(
  billing: BillingRepository,
  tx: Queryable,
  event: StripeEventLike,
  subscription: Obj,
): Promise<ApplyResult> {
  const subscriptionId = str(subscription.id);
  const customerId = idOf(subscription.customer);
  if (subscriptionId === undefined || customerId === undefined) return 'ignored';
  const userId =
    (await userOf(billing, tx, subscription)) ??
    (await billing.userOfSubscription(subscriptionId, tx));
  if (userId === undefined) return 'ignored';
  const items = isObject(subscription.items) ? subscription.items.data : undefined;
  const item: Obj = Array.isArray(items) && isObject(items[0]) ? items[0] : {};
  const card = isObject(subscription.default_payment_method)
    ? subscription.default_payment_method.card
    : undefined;
  const deleted = event.type === 'customer.subscription.deleted';
  const changed = await billing.upsertSubscription(
    {
      userId,
      subscriptionId,
      customerId,
      status: deleted ? 'canceled' : (str(subscription.status) ?? 'incomplete'),
      priceId: idOf(item.price) ?? null,
      currentPeriodStart: num(subscription.current_period_start) ?? num(item.current_period_start),
      currentPeriodEnd: num(subscription.current_period_end) ?? num(item.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
      ...(isObject(card) && {
        paymentMethodBrand: str(card.brand) ?? null,
        paymentMethodLast4: str(card.last4) ?? null,
      }),
      stripeUpdated: event.created,
    },
    tx,
  );
  return changed ? 'applied' : 'ignored';
}

async function applyCheckoutCompleted(
  billing: BillingRepository,
  tx: Queryable,
  session: Obj,
): Promise<ApplyResult> {
  const userId = str(session.client_reference_id) ?? (await userOf(billing, tx, session));
  if (userId === undefined) return 'ignored';
  const customerId = idOf(session.customer);
  if (customerId !== undefined) await billing.linkCustomer(userId, customerId, tx);
  const sessionId = str(session.id);
  if (session.mode === 'payment' && sessionId !== undefined) {
    const created = num(session.created);
    await billing.addOrder(
      {
        userId,
        checkoutSessionId: sessionId,
        amountTotal: num(session.amount_total) ?? 0,
        currency: str(session.currency) ?? 'usd',
        paymentStatus: str(session.payment_status) ?? 'unpaid',
        ...(created !== null && { orderDate: new Date(created * 1000) }),
      },
      tx,
    );
  }
  return 'applied';
}

/** The subscription an invoice belongs to, in both API versions' shapes. */
function subscriptionOfInvoice(invoice: Obj): string | undefined {
  const direct = idOf(invoice.subscription);
  if (direct !== undefined) return direct;
  const parent = isObject(invoice.parent) ? invoice.parent : {};
  const details = isObject(parent.subscription_details) ? parent.subscription_details : {};
  return idOf(details.subscription);
}

export async function applyStripeEvent(
  billing: BillingRepository,
  tx: Queryable,
  event: StripeEventLike,
): Promise<ApplyResult> {
  const object = event.data.object;
  if (!isObject(object)) return 'ignored';
  switch (event.type) {
    case 'checkout.session.completed':
      return applyCheckoutCompleted(billing, tx, object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(billing, tx, event, object);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionOfInvoice(object);
      if (subscriptionId === undefined) return 'ignored';
      const status = event.type === 'invoice.paid' ? 'active' : 'past_due';
      const changed = await billing.setSubscriptionStatus(
        subscriptionId,
        status,
        event.created,
        tx,
      );
      return changed ? 'applied' : 'ignored';
    }
    default:
      return 'ignored';
  }
}
