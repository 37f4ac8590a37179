/**
 * The offline payments provider (no STRIPE_SECRET_KEY): checkout happens on a page this service
 * serves (routes/sandbox.ts). Paying there builds the Stripe events a real checkout produces,
 * signs them with the webhook secret and delivers them to the service's own webhook route, so
 * the sandbox exercises the real webhook path. Sessions live in memory, expire after an hour and
are capped in number (the oldest is dropped first), so nobody can fill the memory with them.
 */
import { randomBytes } from 'node:crypto';
import type {
  CheckoutMode,
  CheckoutSessionInput,
  PaymentLineItem,
  PaymentsProvider,
} from './provider';

/** Sandbox sessions expire after an hour (Stripe's after 24: the sandbox keeps them in memory). */
export const SANDBOX_SESSION_TTL_MS = 60 * 60 * 1000;
/** At most this many live checkout sessions, and as many portal sessions: the oldest goes first. */
export const SANDBOX_MAX_SESSIONS = 1_000;
const PERIOD_SECONDS = 30 * 24 * 60 * 60;

export interface SandboxCheckoutSession extends CheckoutSessionInput {
  id: string;
  expiresAtMs: number;
  /** A one-time checkout of the platform's own product (no plan's price): what it sells. */
  lineItems?: PaymentLineItem[];
  /** Its metadata, beside the user's id, on the completed session's event. */
  metadata?: Record<string, string>;
}

/** What a sandbox checkout charges: its lines' sum, else the plan's price. */
export const sandboxSessionTotal = (session: SandboxCheckoutSession, planPrice: number) =>
  session.lineItems === undefined
    ? planPrice
    : session.lineItems.reduce((sum, item) => sum + item.amountCents, 0);

export interface SandboxPortalSession {
  id: string;
  customerId: string;
  returnUrl: string;
  expiresAtMs: number;
}

/** A Stripe-shaped event (the fields the webhook reads, as Stripe names them). */
export interface SandboxEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: string;
  /** Connect events: the connected account the event happened on. */
  account?: string;
  data: { object: Record<string, unknown> };
}

/**
 * The sandbox's webhook signing secret when STRIPE_WEBHOOK_SECRET is unset: random, generated at
 * start-up and kept in memory only, so nobody outside this process can sign events for it.
 */
export function generateSandboxWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

export interface SandboxProvider extends PaymentsProvider {
  checkoutSession(id: string): SandboxCheckoutSession | undefined;
  /** Removes the session (paid or cancelled): a second Pay finds nothing. */
  closeCheckoutSession(id: string): void;
  portalSession(id: string): SandboxPortalSession | undefined;
  cancelledSubscriptions: Set<string>;
  /** Customers deleted (with their subscriptions) by account deletions, for tests to read. */
  deletedCustomers: Set<string>;
}

export function createSandboxProvider(options: {
  publicOrigin: string;
  now?: () => number;
  ttlMs?: number;
  maxSessions?: number;
}): SandboxProvider {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? SANDBOX_SESSION_TTL_MS;
  const maxSessions = options.maxSessions ?? SANDBOX_MAX_SESSIONS;
  // Maps iterate in insertion order: the first entry is the oldest session.
  const checkouts = new Map<string, SandboxCheckoutSession>();
  const portals = new Map<string, SandboxPortalSession>();

  /** Drops expired sessions, then the oldest ones until there is room for one more. */
  function makeRoom(sessions: Map<string, { expiresAtMs: number }>) {
    const at = now();
    for (const [id, session] of sessions) {
      if (session.expiresAtMs > at) break;
      sessions.delete(id);
    }
    for (const id of sessions.keys()) {
      if (sessions.size < maxSessions) break;
      sessions.delete(id);
    }
  }

  return {
    kind: 'sandbox',
    cancelledSubscriptions: new Set(),
    deletedCustomers: new Set(),

    createCustomer() {
      return Promise.resolve(sandboxId('cus'));
    },

    createCheckoutSession(input) {
      makeRoom(checkouts);
      const id = sandboxId('cs');
      checkouts.set(id, { ...input, id, expiresAtMs: now() + ttlMs });
      return Promise.resolve({ id, url: `${options.publicOrigin}/api/sandbox/checkout/${id}` });
    },

    createPaymentCheckout(input) {
      makeRoom(checkouts);
      const id = sandboxId('cs');
      checkouts.set(id, {
        id,
        userId: input.userId,
        customerId: input.customerId,
        priceId: '',
        mode: 'payment',
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        lineItems: input.lineItems,
        metadata: input.metadata,
        expiresAtMs: now() + ttlMs,
      });
      return Promise.resolve({ id, url: `${options.publicOrigin}/api/sandbox/checkout/${id}` });
    },

    cancelAtPeriodEnd(subscriptionId) {
      this.cancelledSubscriptions.add(subscriptionId);
      return Promise.resolve();
    },

    deleteCustomer(customerId) {
      this.deletedCustomers.add(customerId);
      return Promise.resolve();
    },

    createPortalSession({ customerId, returnUrl }) {
      makeRoom(portals);
      const id = sandboxId('bps');
      portals.set(id, { id, customerId, returnUrl, expiresAtMs: now() + ttlMs });
      return Promise.resolve({ url: `${options.publicOrigin}/api/sandbox/portal/${id}` });
    },

    checkoutSession(id) {
      const session = checkouts.get(id);
      return session !== undefined && session.expiresAtMs > now() ? session : undefined;
    },

    closeCheckoutSession(id) {
      checkouts.delete(id);
    },

    portalSession(id) {
      const session = portals.get(id);
      return session !== undefined && session.expiresAtMs > now() ? session : undefined;
    },
  };
}

function event(
  type: string,
  created: number,
  object: Record<string, unknown>,
  account?: string,
): SandboxEvent {
  return {
    id: sandboxId('evt'),
    object: 'event',
    api_version: '2025-01-27.acacia',
    created,
    livemode: false,
    type,
    ...(account !== undefined && { account }),
    data: { object },
  };
}
/** A Stripe-shaped event with a new id; `account` for Connect events. */
export { event as sandboxEvent };

/**
 * The events Stripe sends when a checkout is paid: checkout.session.completed, then (mode
 * subscription) customer.subscription.created, active for 30 days, paid by a Visa ending 4242,
 * and the first invoice's invoice.paid (the user's Payment History).
 */
export function checkoutEvents(
  session: SandboxCheckoutSession,
  amountTotal: number,
  nowMs: number = Date.now(),
): SandboxEvent[] {
  const created = Math.floor(nowMs / 1000);
  const subscriptionId = session.mode === 'subscription' ? sandboxId('sub') : null;
  const completed = event('checkout.session.completed', created, {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode satisfies CheckoutMode,
    customer: session.customerId,
    client_reference_id: session.userId,
    metadata: { ...session.metadata, userId: session.userId },
    subscription: subscriptionId,
    payment_status: 'paid',
    status: 'complete',
    amount_total: amountTotal,
    currency: 'usd',
    created,
  });
  if (subscriptionId === null) return [completed];
  const subscription = event('customer.subscription.created', created, {
    id: subscriptionId,
    object: 'subscription',
    customer: session.customerId,
    status: 'active',
    metadata: { userId: session.userId },
    cancel_at_period_end: false,
    current_period_start: created,
    current_period_end: created + PERIOD_SECONDS,
    items: {
      object: 'list',
      data: [
        {
          id: sandboxId('si'),
          object: 'subscription_item',
          price: { id: session.priceId, object: 'price' },
          current_period_start: created,
          current_period_end: created + PERIOD_SECONDS,
        },
      ],
    },
    default_payment_method: {
      id: sandboxId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    },
  });
  const invoice = event('invoice.paid', created, {
    id: sandboxId('in'),
    object: 'invoice',
    customer: session.customerId,
    subscription: subscriptionId,
    billing_reason: 'subscription_create',
    status: 'paid',
    amount_due: amountTotal,
    amount_paid: amountTotal,
    currency: 'usd',
    status_transitions: { paid_at: created },
    lines: {
      object: 'list',
      data: [
        {
          id: sandboxId('il'),
          object: 'line_item',
          amount: amountTotal,
          currency: 'usd',
          price: { id: session.priceId, object: 'price' },
        },
      ],
    },
  });
  return [completed, subscription, invoice];
}
