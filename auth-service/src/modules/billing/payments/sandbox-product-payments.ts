/**
 * The offline sandbox's product checkout (no STRIPE_SECRET_KEY): checkout happens on a page the
 * sales module serves (sales/sandbox-routes.ts). Paying there builds the Connect events a real
 * direct charge produces (they carry the seller's `account`), signs them with the webhook secret
 * and delivers them to the service's own webhook, so the sandbox runs the real webhook path.
 * Refunds and disputes come from the seller's sandbox dashboard the same way. Sessions live in
 * memory, expire after an hour and are capped in number, like the subscription sandbox's.
 */
import { randomBytes } from 'node:crypto';
import type { ChargeDetails, ProductCheckoutInput, ProductPayments } from './product-payments';
import { purchaseMetadata } from './product-payments';
import {
  SANDBOX_MAX_SESSIONS,
  SANDBOX_SESSION_TTL_MS,
  type SandboxEvent,
} from './sandbox-provider';

/**
 * The sandbox's processing fee: Stripe's standard US card pricing, 2.9% + 30 cents a charge
 * (real fees come from each charge's balance transaction).
 */
export const sandboxFeeOf = (amountCents: number) => Math.round(amountCents * 0.029) + 30;

export interface SandboxProductSession extends ProductCheckoutInput {
  id: string;
  expiresAtMs: number;
}

/** A Connect event: Stripe names the connected account it happened on. */
export type SandboxConnectEvent = SandboxEvent & { account: string };

export interface SandboxProductPayments extends ProductPayments {
  productSession(id: string): SandboxProductSession | undefined;
  /** Removes the session (paid or cancelled): a second Pay finds nothing. */
  closeProductSession(id: string): void;
}

const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** The charge of a sandbox PaymentIntent: one each, named after it. */
export const sandboxChargeIdOf = (paymentIntentId: string) =>
  paymentIntentId.replace(/^pi_/, 'ch_');

export function createSandboxProductPayments(options: {
  publicOrigin: string;
  now?: () => number;
  /** Posts a signed event to the service's own webhook; answers its HTTP status. */
  deliver?: (event: SandboxConnectEvent) => Promise<number>;
}): SandboxProductPayments {
  const now = options.now ?? Date.now;
  // Maps iterate in insertion order: the first entry is the oldest session.
  const sessions = new Map<string, SandboxProductSession>();
  return {
    createProductCheckout(input) {
      const at = now();
      for (const [id, session] of sessions) {
        if (session.expiresAtMs > at && sessions.size < SANDBOX_MAX_SESSIONS) break;
        sessions.delete(id);
      }
      const id = sandboxId('cs');
      sessions.set(id, { ...input, id, expiresAtMs: at + SANDBOX_SESSION_TTL_MS });
      return Promise.resolve({
        id,
        url: `${options.publicOrigin}/api/sandbox/product-checkout/${id}`,
      });
    },

    chargeOf(_accountId, paymentIntentId, amountCents) {
      const chargeId = sandboxChargeIdOf(paymentIntentId);
      const details: ChargeDetails = {
        chargeId,
        feeCents: sandboxFeeOf(amountCents),
        receiptUrl: `${options.publicOrigin}/api/sandbox/receipts/${chargeId}`,
      };
      return Promise.resolve(details);
    },

    async refundInFull(input) {
      if (options.deliver === undefined) throw new Error('The sandbox has no webhook to refund');
      const refund = input.amountCents - input.refundedCents;
      if (refund <= 0) return;
      const status = await options.deliver(chargeRefundedEvent(input, refund, now()));
      if (status !== 200) throw new Error(`The webhook answered ${String(status)} to a refund`);
    },

    productSession(id) {
      const session = sessions.get(id);
      return session !== undefined && session.expiresAtMs > now() ? session : undefined;
    },

    closeProductSession(id) {
      sessions.delete(id);
    },

    expireProductCheckout(_accountId, sessionId) {
      sessions.delete(sessionId);
      return Promise.resolve();
    },
  };
}

function connectEvent(
  type: string,
  account: string,
  created: number,
  object: Record<string, unknown>,
): SandboxConnectEvent {
  return {
    id: sandboxId('evt'),
    object: 'event',
    api_version: '2025-01-27.acacia',
    account,
    created,
    livemode: false,
    type,
    data: { object },
  };
}

const secondsOf = (ms: number) => Math.floor(ms / 1000);

/**
 * The events of Pay on the sandbox's page: `checkout.session.completed`, paid by card, or with a
 * delayed method unpaid, then `checkout.session.async_payment_succeeded` (or `_failed` when
 * `outcome` says so), as Stripe sends them for a bank debit.
 */
export function productCheckoutEvents(
  session: SandboxProductSession,
  paymentIntentId: string,
  outcome: 'paid' | 'delayed-success' | 'delayed-failure',
  nowMs: number = Date.now(),
): SandboxConnectEvent[] {
  const created = secondsOf(nowMs);
  const object = (paymentStatus: 'paid' | 'unpaid') => ({
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    client_reference_id: session.purchaseId,
    metadata: purchaseMetadata(session),
    payment_intent: paymentIntentId,
    payment_status: paymentStatus,
    status: 'complete',
    amount_total: session.amountCents,
    currency: session.currency,
    created,
  });
  if (outcome === 'paid') {
    return [connectEvent('checkout.session.completed', session.accountId, created, object('paid'))];
  }
  const later =
    outcome === 'delayed-success'
      ? connectEvent(
          'checkout.session.async_payment_succeeded',
          session.accountId,
          created,
          object('paid'),
        )
      : connectEvent(
          'checkout.session.async_payment_failed',
          session.accountId,
          created,
          object('unpaid'),
        );
  return [
    connectEvent('checkout.session.completed', session.accountId, created, object('unpaid')),
    later,
  ];
}

/** A sold charge as the sandbox dashboard knows it (from the sales module's purchases). */
export interface SandboxCharge {
  accountId: string;
  purchaseId: string;
  productId: string;
  buyerId: string;
  paymentIntentId: string;
  amountCents: number;
  refundedCents: number;
  currency: string;
}

/** `charge.refunded` after a refund of `refundCents` more (Stripe's `amount_refunded` is the total). */
export function chargeRefundedEvent(
  charge: SandboxCharge,
  refundCents: number,
  nowMs: number = Date.now(),
): SandboxConnectEvent {
  const refunded = Math.min(charge.amountCents, charge.refundedCents + refundCents);
  return connectEvent('charge.refunded', charge.accountId, secondsOf(nowMs), {
    id: sandboxChargeIdOf(charge.paymentIntentId),
    object: 'charge',
    amount: charge.amountCents,
    amount_captured: charge.amountCents,
    amount_refunded: refunded,
    refunded: refunded >= charge.amountCents,
    currency: charge.currency,
    payment_intent: charge.paymentIntentId,
    metadata: {
      purchaseId: charge.purchaseId,
      productId: charge.productId,
      buyerId: charge.buyerId,
    },
    status: 'succeeded',
  });
}

/** Stripe's dispute fee in the sandbox (US: $15.00), given back when the dispute is won. */
export const SANDBOX_DISPUTE_FEE_CENTS = 1500;

/**
 * A dispute of the whole charge, as Stripe's `charge.dispute.*` events carry it, with its
 * balance transactions: the withdrawal (the amount and the dispute fee) and, won, the
 * reinstatement (the amount and the fee back).
 */
function disputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  charge: SandboxCharge,
  status: 'needs_response' | 'won' | 'lost',
  nowMs: number,
): SandboxConnectEvent {
  const transaction = (amount: number, fee: number) => ({
    id: sandboxId('txn'),
    object: 'balance_transaction',
    amount,
    fee,
    net: amount - fee,
    currency: charge.currency,
  });
  const withdrawal = transaction(-charge.amountCents, SANDBOX_DISPUTE_FEE_CENTS);
  const reinstatement = transaction(charge.amountCents, -SANDBOX_DISPUTE_FEE_CENTS);
  return connectEvent(type, charge.accountId, secondsOf(nowMs), {
    balance_transactions: status === 'won' ? [withdrawal, reinstatement] : [withdrawal],
    id: sandboxId('dp'),
    object: 'dispute',
    amount: charge.amountCents,
    charge: sandboxChargeIdOf(charge.paymentIntentId),
    payment_intent: charge.paymentIntentId,
    currency: charge.currency,
    reason: 'fraudulent',
    status,
  });
}

/** `charge.dispute.created`: the buyer's bank disputes the whole charge. */
export function disputeCreatedEvent(
  charge: SandboxCharge,
  nowMs: number = Date.now(),
): SandboxConnectEvent {
  return disputeEvent('charge.dispute.created', charge, 'needs_response', nowMs);
}

/** `charge.dispute.closed`: the seller won the dispute (kept the money) or lost it. */
export function disputeClosedEvent(
  charge: SandboxCharge,
  outcome: 'won' | 'lost',
  nowMs: number = Date.now(),
): SandboxConnectEvent {
  return disputeEvent('charge.dispute.closed', charge, outcome, nowMs);
}

export { sandboxId as newSandboxId };

/** Whether the product payments are the sandbox's (its pages are served only then). */
export function isSandboxProductPayments(
  payments: ProductPayments | null,
): payments is SandboxProductPayments {
  return payments !== null && 'productSession' in payments;
}
