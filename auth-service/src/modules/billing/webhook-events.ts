/**
 * Checks the shape of a verified Stripe event (`checkStripeEvent`), then applies it to the
 * database inside the caller's transaction (`applyStripeEvent`). A signed event can still be
 * malformed (a bug, or a leaked secret): the envelope and every field used are checked first, so
 * such an event is refused with a 400 instead of failing in the database. Objects are read
 * defensively so both API versions' shapes work: the current period sits on the subscription in
 * older versions and on its items in newer ones.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Queryable } from '../../platform/database/database';
import { subscriptionPaymentDescription } from './messages';
import { EVENT_RANK, type BillingRepository } from './repository';

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
  /** Connect events: the connected account the event happened on. */
  account?: string;
  data: { object: unknown };
}

/** 2000-01-01 to 2100-01-01: a `created` or period bound outside is not a Stripe timestamp. */
export const MIN_UNIX_SECONDS = 946_684_800;
export const MAX_UNIX_SECONDS = 4_102_444_800;
/** The largest amount accepted, in cents ($999,999.99): far above any price of the platform. */
export const MAX_AMOUNT_CENTS = 99_999_999;

export const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const Id = Type.String({ minLength: 1, maxLength: 255 });
const UnixSeconds = Type.Integer({ minimum: MIN_UNIX_SECONDS, maximum: MAX_UNIX_SECONDS });
const UserId = Type.String({ pattern: UUID_PATTERN });
/** An expandable field: an id, or the object carrying it. */
export const Expandable = Type.Union([Id, Type.Object({ id: Id })]);
export const Optional = <T extends TSchema>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));
const Metadata = Type.Object({ userId: Type.Optional(UserId) });

/** The envelope: extra properties allowed (Stripe adds fields), the ones read are checked. */
const StripeEventEnvelope = Type.Object({
  id: Id,
  type: Type.String({ minLength: 1, maxLength: 255 }),
  created: UnixSeconds,
  account: Type.Optional(Id),
  data: Type.Object({ object: Type.Object({}) }),
});

const SubscriptionObject = Type.Object({
  id: Id,
  customer: Expandable,
  status: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  metadata: Optional(Metadata),
  current_period_start: Optional(UnixSeconds),
  current_period_end: Optional(UnixSeconds),
  cancel_at_period_end: Optional(Type.Boolean()),
  items: Optional(
    Type.Object({
      data: Type.Array(
        Type.Object({
          price: Optional(Expandable),
          current_period_start: Optional(UnixSeconds),
          current_period_end: Optional(UnixSeconds),
        }),
      ),
    }),
  ),
  default_payment_method: Optional(
    Type.Union([
      Id,
      Type.Object({
        card: Optional(
          Type.Object({
            brand: Optional(Type.String({ maxLength: 64 })),
            last4: Optional(Type.String({ pattern: '^[0-9]{4}$' })),
          }),
        ),
      }),
    ]),
  ),
});

const CheckoutSessionObject = Type.Object({
  id: Id,
  mode: Optional(Type.String({ maxLength: 64 })),
  customer: Optional(Expandable),
  client_reference_id: Optional(UserId),
  metadata: Optional(Metadata),
  amount_total: Optional(Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_CENTS })),
  currency: Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
  payment_status: Optional(Type.String({ minLength: 1, maxLength: 64 })),
  created: Optional(UnixSeconds),
});

const InvoiceObject = Type.Object({
  id: Optional(Id),
  customer: Optional(Expandable),
  amount_paid: Optional(Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_CENTS })),
  amount_due: Optional(Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_CENTS })),
  currency: Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
  status_transitions: Optional(Type.Object({ paid_at: Optional(UnixSeconds) })),
  lines: Optional(
    Type.Object({
      data: Type.Array(
        Type.Object({
          // The price of a line: `price` before API version 2025-03-31, `pricing` after.
          price: Optional(Expandable),
          pricing: Optional(
            Type.Object({ price_details: Optional(Type.Object({ price: Optional(Expandable) })) }),
          ),
        }),
      ),
    }),
  ),
  subscription: Optional(Expandable),
  parent: Optional(
    Type.Object({
      subscription_details: Optional(Type.Object({ subscription: Optional(Expandable) })),
    }),
  ),
});

const OBJECT_SCHEMAS: Partial<Record<string, TSchema>> = {
  'checkout.session.completed': CheckoutSessionObject,
  'customer.subscription.created': SubscriptionObject,
  'customer.subscription.updated': SubscriptionObject,
  'customer.subscription.deleted': SubscriptionObject,
  'invoice.paid': InvoiceObject,
  'invoice.payment_failed': InvoiceObject,
};

export type CheckedEvent = { ok: true; event: StripeEventLike } | { ok: false; problem: string };

function firstProblem(schema: TSchema, value: unknown, prefix: string): string | undefined {
  const error = Value.Errors(schema, value).First();
  return error === undefined ? undefined : `${prefix}${error.path} ${error.message}`;
}

/**
 * Whether a verified event has the shape this service relies on: the envelope, and for the types
 * it handles (billing's own, and those another module handles, `moduleHandlerOf`) the fields it reads (UUID user ids, integer amounts within bounds, timestamps within
 * range, three-letter currencies). Other types only need a valid envelope.
 */
export function checkStripeEvent(
  value: unknown,
  moduleHandlerOf: (event: StripeEventLike) => StripeEventHandler | undefined = () => undefined,
): CheckedEvent {
  const envelopeProblem = firstProblem(StripeEventEnvelope, value, 'event');
  if (envelopeProblem !== undefined || !Value.Check(StripeEventEnvelope, value)) {
    return { ok: false, problem: envelopeProblem ?? 'event is malformed' };
  }
  const schema = moduleHandlerOf(value)?.schema ?? OBJECT_SCHEMAS[value.type];
  const objectProblem =
    schema === undefined ? undefined : firstProblem(schema, value.data.object, 'data.object');
  return objectProblem === undefined
    ? { ok: true, event: value }
    : { ok: false, problem: objectProblem };
}

type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
/** An expandable field: an id, or the object carrying it. */
const idOf = (value: unknown): string | undefined => str(value) ?? str(isObject(value) && value.id);

export type ApplyResult = 'applied' | 'ignored';

/**
 * How another module handles Stripe events billing does not (Connect accounts, product sales):
 * `accepts` picks its events among those of its types (say, a checkout.session.completed that
 * is a product sale; every event of the type when absent); `schema` is checked before anything
 * is recorded; `apply` runs in the transaction that
 * records the event, so it takes effect exactly once; `afterCommit`, when given, runs after that
 * transaction committed and the event was applied (calls to Stripe, notifications), and must
 * itself be safe to repeat.
 */
export interface StripeEventHandler {
  accepts?(event: StripeEventLike): boolean;
  schema: TSchema;
  apply(tx: Queryable, event: StripeEventLike): Promise<ApplyResult>;
  afterCommit?(event: StripeEventLike): Promise<void>;
}

/**
 * The user an event is about, unless their account was deleted: the deletion removed their
 * billing rows, and the events that follow it (the subscription cancelled with the customer) must
 * not write them again.
 */
async function livingUser(tx: Queryable, userId: string | undefined): Promise<string | undefined> {
  if (userId === undefined) return undefined;
  const deleted = await tx.query('SELECT 1 FROM deleted_accounts WHERE user_id = $1', [userId]);
  return deleted.rowCount > 0 ? undefined : userId;
}

async function userOf(
  billing: BillingRepository,
  tx: Queryable,
  object: Obj,
): Promise<string | undefined> {
  const metadata = isObject(object.metadata) ? object.metadata : {};
  const fromMetadata = str(metadata.userId);
  if (fromMetadata !== undefined) return livingUser(tx, fromMetadata);
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
  const status = deleted ? 'canceled' : (str(subscription.status) ?? 'incomplete');
  const changed = await billing.upsertSubscription(
    {
      userId,
      subscriptionId,
      customerId,
      status,
      priceId: idOf(item.price) ?? null,
      currentPeriodStart: num(subscription.current_period_start) ?? num(item.current_period_start),
      currentPeriodEnd: num(subscription.current_period_end) ?? num(item.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
      ...(isObject(card) && {
        paymentMethodBrand: str(card.brand) ?? null,
        paymentMethodLast4: str(card.last4) ?? null,
      }),
      stripeUpdated: event.created,
      stripeRank:
        status === 'canceled'
          ? EVENT_RANK.canceled
          : event.type === 'customer.subscription.created'
            ? EVENT_RANK.created
            : EVENT_RANK.updated,
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
  const reference = str(session.client_reference_id);
  const userId =
    reference === undefined ? await userOf(billing, tx, session) : await livingUser(tx, reference);
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

/** The price of an invoice's first line that has one, in both API versions' shapes. */
function priceOfInvoice(invoice: Obj): string | undefined {
  const lines =
    isObject(invoice.lines) && Array.isArray(invoice.lines.data) ? invoice.lines.data : [];
  for (const line of lines.filter(isObject)) {
    const pricing = isObject(line.pricing) ? line.pricing : {};
    const details = isObject(pricing.price_details) ? pricing.price_details : {};
    const price = idOf(line.price) ?? idOf(details.price);
    if (price !== undefined) return price;
  }
  return undefined;
}

/** The name of the plan of a price (`Freelancer Pro`), if it is one. */
export type PlanNameOf = (priceId: string) => string | undefined;

/**
 * Records the user's own payment of a subscription invoice (Payment History): the invoice's
 * subscription's user, else its customer's. Invoices of nothing (0 cents) are not payments.
 */
async function recordInvoicePayment(
  billing: BillingRepository,
  tx: Queryable,
  event: StripeEventLike,
  invoice: Obj,
  subscriptionId: string,
  planNameOf: PlanNameOf,
): Promise<boolean> {
  const invoiceId = str(invoice.id);
  if (invoiceId === undefined) return false;
  const paid = event.type === 'invoice.paid';
  const amountCents = num(paid ? invoice.amount_paid : invoice.amount_due) ?? 0;
  if (amountCents <= 0) return false;
  const subscription = await billing.subscriptionOfId(subscriptionId, tx);
  const customerId = idOf(invoice.customer);
  const userId =
    subscription?.userId ??
    (customerId === undefined ? undefined : await billing.userOfCustomer(customerId, tx));
  if (userId === undefined) return false;
  const priceId = priceOfInvoice(invoice) ?? subscription?.priceId ?? undefined;
  const planName = priceId === undefined ? undefined : planNameOf(priceId);
  const transitions = isObject(invoice.status_transitions) ? invoice.status_transitions : {};
  const paidAtSeconds = (paid ? num(transitions.paid_at) : null) ?? event.created;
  return billing.recordSubscriptionPayment(
    {
      invoiceId,
      userId,
      amountCents,
      currency: (str(invoice.currency) ?? 'usd').toLowerCase(),
      description: subscriptionPaymentDescription(planName),
      status: paid ? 'completed' : 'failed',
      paidAt: new Date(paidAtSeconds * 1000),
    },
    tx,
  );
}

export async function applyStripeEvent(
  billing: BillingRepository,
  tx: Queryable,
  event: StripeEventLike,
  planNameOf: PlanNameOf = () => undefined,
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
      const recorded = await recordInvoicePayment(
        billing,
        tx,
        event,
        object,
        subscriptionId,
        planNameOf,
      );
      const changed = await billing.setSubscriptionStatus(
        subscriptionId,
        status,
        event.created,
        tx,
      );
      return changed || recorded ? 'applied' : 'ignored';
    }
    default:
      return 'ignored';
  }
}
