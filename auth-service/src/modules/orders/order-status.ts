/**
 * The one status machine of a custom order (issue 22), as one table: each move, who may take it,
 * the statuses it may start from, where it leads and what else it needs.
 *
 *   awaiting_requirements -(buyer submits requirements)-> in_progress -(seller delivers)->
 *   delivered -(buyer asks for a revision, while revisions remain)-> revision_requested
 *   -(seller delivers)-> delivered ... -(buyer accepts, or the platform N days after a delivery
 *   without an answer)-> completed.
 *   Before completion either party may propose a cancellation; the other accepts (cancelled),
 *   declines, or the proposer withdraws it. The buyer may cancel a late order (past due, not
 *   delivered) alone. Cancelled orders are refunded in full.
 *   A dispute of the payment (issue 36) pauses the order while it is open: every move is refused
 *   (the parties still message each other); won, it resumes; lost, the platform ends it as
 *   disputed, from whatever status it had. completed, cancelled and disputed are final (but a
 *   dispute lost ends a completed or cancelled order as disputed too: the money went back).
 *
 * The routes, the scheduled automatic completion and `allowedMoves` (what the order answers the
 * viewer) all ask `decide`; no screen keeps its own copy.
 */
import {
  ACTIVE_ORDER_STATUSES,
  ORDER_MOVES,
  ORDER_STATUSES,
  type OrderMove,
  type OrderPartyRole,
  type OrderStatus,
} from '@atelier/api-contract';

/** A party of the order, or the platform (scheduled work). */
export type OrderActorRole = OrderPartyRole | 'platform';

/** Every move: the parties' (ORDER_MOVES) and the platform's own. */
export type StatusMove = OrderMove | 'auto-complete' | 'dispute-lost';

/** What a move is decided on besides the status. */
export interface OrderFacts {
  status: OrderStatus;
  revisionsRemaining: number;
  /** Past due and not delivered, by the server's clock (see `isLate`). */
  late: boolean;
  /** Who made the pending cancellation proposal, if one is pending. */
  proposedBy: OrderPartyRole | null;
  /** A dispute of the payment is open: the order is paused. */
  disputeOpen: boolean;
}

/** Why a move is refused; `wrongParty` is the only one that is not about the order's state. */
export type Refusal =
  | 'wrongParty'
  | 'wrongStatus'
  | 'noRevisionsLeft'
  | 'notLate'
  | 'proposalPending'
  | 'disputeOpen'
  | 'noProposal'
  | 'ownProposal'
  | 'notProposer';

/** Who may take a move; the proposal's two sides are decided from `proposedBy`. */
type Mover = OrderActorRole | 'either' | 'proposer' | 'other-than-proposer';

interface Move {
  by: Mover;
  from: readonly OrderStatus[];
  /** Where it leads; undefined: the status stays (proposals). */
  to?: OrderStatus;
  /** A further condition on the facts: the refusal when it does not hold. */
  needs?: (facts: OrderFacts) => Refusal | undefined;
  /** Taken while a dispute is open (every other move waits for the dispute to close). */
  whileDisputed?: true;
}

const ACTIVE: readonly OrderStatus[] = ACTIVE_ORDER_STATUSES;
const NOT_DISPUTED: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'disputed',
);

const noProposalPending = (facts: OrderFacts): Refusal | undefined =>
  facts.proposedBy === null ? undefined : 'proposalPending';

/** The machine. */
export const MOVES: Readonly<Record<StatusMove, Move>> = {
  'submit-requirements': { by: 'buyer', from: ['awaiting_requirements'], to: 'in_progress' },
  deliver: { by: 'seller', from: ['in_progress', 'revision_requested'], to: 'delivered' },
  'request-revision': {
    by: 'buyer',
    from: ['delivered'],
    to: 'revision_requested',
    needs: (facts) => (facts.revisionsRemaining > 0 ? undefined : 'noRevisionsLeft'),
  },
  accept: { by: 'buyer', from: ['delivered'], to: 'completed' },
  'auto-complete': { by: 'platform', from: ['delivered'], to: 'completed' },
  'propose-cancellation': { by: 'either', from: ACTIVE, needs: noProposalPending },
  'accept-cancellation': { by: 'other-than-proposer', from: ACTIVE, to: 'cancelled' },
  'withdraw-cancellation': { by: 'proposer', from: ACTIVE },
  'decline-cancellation': { by: 'other-than-proposer', from: ACTIVE },
  'cancel-late': {
    by: 'buyer',
    from: ['in_progress', 'revision_requested'],
    to: 'cancelled',
    needs: (facts) => (facts.late ? undefined : 'notLate'),
  },
  'dispute-lost': { by: 'platform', from: NOT_DISPUTED, to: 'disputed', whileDisputed: true },
};

/** Whether `actor` is the side `mover` names (proposal sides need a pending proposal). */
function moverRefusal(mover: Mover, actor: OrderActorRole, facts: OrderFacts): Refusal | undefined {
  switch (mover) {
    case 'either':
      return actor === 'platform' ? 'wrongParty' : undefined;
    case 'proposer':
      if (actor === 'platform') return 'wrongParty';
      if (facts.proposedBy === null) return 'noProposal';
      return facts.proposedBy === actor ? undefined : 'notProposer';
    case 'other-than-proposer':
      if (actor === 'platform') return 'wrongParty';
      if (facts.proposedBy === null) return 'noProposal';
      return facts.proposedBy === actor ? 'ownProposal' : undefined;
    default:
      return mover === actor ? undefined : 'wrongParty';
  }
}

export type Decision = { ok: true; to: OrderStatus } | { ok: false; refusal: Refusal };

/**
 * Whether `actor` may take `move` now, and the status it leads to. The party is checked first
 * (a move of the other side is `wrongParty` whatever the status), then the status, then an open
 * dispute, then the move's own conditions.
 */
export function decide(move: StatusMove, actor: OrderActorRole, facts: OrderFacts): Decision {
  const rule = MOVES[move];
  if (rule.by !== 'proposer' && rule.by !== 'other-than-proposer') {
    const party = moverRefusal(rule.by, actor, facts);
    if (party !== undefined) return { ok: false, refusal: party };
  } else if (actor === 'platform') {
    return { ok: false, refusal: 'wrongParty' };
  }
  if (!rule.from.includes(facts.status)) return { ok: false, refusal: 'wrongStatus' };
  if (facts.disputeOpen && rule.whileDisputed !== true)
    return { ok: false, refusal: 'disputeOpen' };
  if (rule.by === 'proposer' || rule.by === 'other-than-proposer') {
    const side = moverRefusal(rule.by, actor, facts);
    if (side !== undefined) return { ok: false, refusal: side };
  }
  const unmet = rule.needs?.(facts);
  if (unmet !== undefined) return { ok: false, refusal: unmet };
  return { ok: true, to: rule.to ?? facts.status };
}

/** The moves `party` may take now (the order's `allowedMoves`). */
export const allowedMoves = (party: OrderPartyRole, facts: OrderFacts): OrderMove[] =>
  ORDER_MOVES.filter((move) => decide(move, party, facts).ok);

/** Statuses in which the order is owed a delivery: only these can be late. */
const AWAITING_DELIVERY: readonly OrderStatus[] = ['in_progress', 'revision_requested'];

/** Past due and not delivered, at `now`. */
export const isLate = (status: OrderStatus, dueAt: Date | null, now: Date): boolean =>
  dueAt !== null && AWAITING_DELIVERY.includes(status) && now.getTime() > dueAt.getTime();

/** Completed, cancelled or disputed: final. */
export const isEnded = (status: OrderStatus): boolean => !ACTIVE.includes(status);
