/**
 * How Stripe's events move a purchase, whatever order they arrive in (pure; table-tested). The
 * product's counters follow one invariant: they add up the ledger's figures of its purchases
 * (ledger.ts: one sale for each paid one, and what each earned). So each move changes them by what it
 * changes of that sum, and a move that changes nothing changes no counter.
 *
 * - paid (checkout completed and paid, or a delayed payment succeeded): a pending or failed
 *   purchase becomes paid, or refunded when a full refund arrived first (the late completion
 *   does not undo it); a purchase past pending stays as it is.
 * - failed (a delayed payment failed): only a pending purchase fails.
 * - refunded (`amount_refunded` is Stripe's running total, so an older event never lowers it): a
 *   full refund ends a paid (or not yet completed) purchase as refunded, and its access; a
 *   partial one keeps it paid with less revenue.
 * - disputed: a paid (or not yet completed) purchase becomes disputed, its access removed;
 *   unless its dispute was already closed as won (the closing came first).
 * - dispute closed: the outcome is kept; won, a disputed purchase is paid again (refunded if a
 *   full refund came meanwhile), its access back; lost, it is (or stays) disputed.
 */
import type { PurchaseStatus } from '@atelier/api-contract';
import type { DisputeOutcome } from '../../platform/database/schema';
import { saleFigures } from './ledger';

export interface PurchaseState {
  status: PurchaseStatus;
  amountCents: number;
  refundedCents: number;
  disputeOutcome: DisputeOutcome | null;
}

export type PaymentEvent =
  /** Checkout completed with a delayed method: still pending (the purchase learns its payment). */
  | { kind: 'pending' }
  | { kind: 'paid' }
  | { kind: 'failed' }
  | { kind: 'refunded'; amountRefunded: number }
  | { kind: 'disputed' }
  | { kind: 'disputeClosed'; outcome: DisputeOutcome };

export interface Move {
  status: PurchaseStatus;
  refundedCents: number;
  disputeOutcome: DisputeOutcome | null;
  /** Changes of the product's counters: sales (-1, 0, 1) and revenue in cents. */
  sales: number;
  revenueCents: number;
  /** The purchase became paid with this move (the seller is told of the sale). */
  becamePaid: boolean;
}

/** What the product's counters hold of a purchase: the ledger's sale and what it earned. */
function counted(state: PurchaseState) {
  const { sales, earned } = saleFigures({ ...state, feeCents: null, disputeFeeCents: 0 });
  return { sales, revenueCents: earned };
}

function nextOf(state: PurchaseState, event: PaymentEvent): PurchaseState {
  const { status, amountCents, refundedCents } = state;
  switch (event.kind) {
    case 'pending':
      return state;
    case 'paid':
      if (status !== 'pending' && status !== 'failed') return state;
      return { ...state, status: refundedCents >= amountCents ? 'refunded' : 'paid' };
    case 'failed':
      return status === 'pending' ? { ...state, status: 'failed' } : state;
    case 'refunded': {
      const refunded = Math.min(amountCents, Math.max(refundedCents, event.amountRefunded));
      const ends = refunded >= amountCents && (status === 'paid' || status === 'pending');
      return { ...state, refundedCents: refunded, status: ends ? 'refunded' : status };
    }
    case 'disputed':
      if (state.disputeOutcome === 'won') return state;
      return status === 'paid' || status === 'pending' ? { ...state, status: 'disputed' } : state;
    case 'disputeClosed': {
      if (state.disputeOutcome !== null) return state;
      const closed = { ...state, disputeOutcome: event.outcome };
      if (event.outcome === 'lost') {
        return status === 'paid' || status === 'pending'
          ? { ...closed, status: 'disputed' }
          : closed;
      }
      if (status !== 'disputed') return closed;
      return { ...closed, status: refundedCents >= amountCents ? 'refunded' : 'paid' };
    }
  }
}

/** The move `event` makes, or undefined when it changes nothing (a replay, a late event). */
export function movePurchase(state: PurchaseState, event: PaymentEvent): Move | undefined {
  const next = nextOf(state, event);
  if (
    next.status === state.status &&
    next.refundedCents === state.refundedCents &&
    next.disputeOutcome === state.disputeOutcome
  ) {
    return undefined;
  }
  const before = counted(state);
  const after = counted(next);
  return {
    status: next.status,
    refundedCents: next.refundedCents,
    disputeOutcome: next.disputeOutcome,
    sales: after.sales - before.sales,
    revenueCents: after.revenueCents - before.revenueCents,
    // A sale made now (not one given back by a won dispute, which was told of before).
    becamePaid: (state.status === 'pending' || state.status === 'failed') && next.status === 'paid',
  };
}
