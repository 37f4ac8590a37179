/** The one status machine of a custom order (issue 22): every move by every actor from every status. */
import { ORDER_MOVES, ORDER_STATUSES, type OrderStatus } from '@atelier/api-contract';
import {
  allowedMoves,
  decide,
  isEnded,
  isLate,
  type OrderActorRole,
  type OrderFacts,
  type Refusal,
  type StatusMove,
} from '../../../src/modules/orders/order-status';

const MOVES: StatusMove[] = [...ORDER_MOVES, 'auto-complete', 'dispute-lost'];
const ACTORS: OrderActorRole[] = ['buyer', 'seller', 'platform'];
const ACTIVE = ['awaiting_requirements', 'in_progress', 'delivered', 'revision_requested'];

/**
 * Every legal move with no cancellation proposal pending, a revision left and not late, as
 * `status move actor` -> the status it leads to; every other triple is illegal.
 */
const LEGAL: Record<string, OrderStatus> = {
  'awaiting_requirements submit-requirements buyer': 'in_progress',
  'in_progress deliver seller': 'delivered',
  'revision_requested deliver seller': 'delivered',
  'delivered request-revision buyer': 'revision_requested',
  'delivered accept buyer': 'completed',
  'delivered auto-complete platform': 'completed',
  // A dispute lost ends the order from any status but disputed (the money went back).
  ...Object.fromEntries(
    ORDER_STATUSES.filter((status) => status !== 'disputed').map((status) => [
      `${status} dispute-lost platform`,
      'disputed',
    ]),
  ),
  ...Object.fromEntries(
    ACTIVE.flatMap((status) => [
      [`${status} propose-cancellation buyer`, status],
      [`${status} propose-cancellation seller`, status],
    ]),
  ),
};

const facts = (status: OrderStatus, more: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  revisionsRemaining: 1,
  late: false,
  proposedBy: null,
  disputeOpen: false,
  ...more,
});

/** The refusal an illegal triple gets: the party first, then the status, then the rest. */
function expectedRefusal(status: OrderStatus, move: StatusMove, actor: OrderActorRole): Refusal {
  const partyOf: Partial<Record<StatusMove, OrderActorRole>> = {
    'submit-requirements': 'buyer',
    deliver: 'seller',
    'request-revision': 'buyer',
    accept: 'buyer',
    'auto-complete': 'platform',
    'dispute-lost': 'platform',
    'cancel-late': 'buyer',
  };
  const party = partyOf[move];
  if (party === undefined ? actor === 'platform' : party !== actor) return 'wrongParty';
  if (move === 'cancel-late') {
    return ['in_progress', 'revision_requested'].includes(status) ? 'notLate' : 'wrongStatus';
  }
  if (move === 'dispute-lost') return 'wrongStatus';
  if (!ACTIVE.includes(status) || move === 'submit-requirements' || move === 'deliver') {
    return 'wrongStatus';
  }
  if (['accept', 'request-revision', 'auto-complete'].includes(move)) return 'wrongStatus';
  // The proposal's answers, with none pending.
  return 'noProposal';
}

describe('decide: no proposal, a revision left, not late', () => {
  const cases = ORDER_STATUSES.flatMap((status) =>
    MOVES.flatMap((move) =>
      ACTORS.map((actor) => [status, move, actor, LEGAL[`${status} ${move} ${actor}`]] as const),
    ),
  );
  it.each(cases)('%s: %s by %s leads to %s', (status, move, actor, to) => {
    const decision = decide(move, actor, facts(status));
    if (to === undefined) {
      expect(decision).toEqual({ ok: false, refusal: expectedRefusal(status, move, actor) });
    } else {
      expect(decision).toEqual({ ok: true, to });
    }
  });
});

describe('decide: the conditions beyond the status', () => {
  it.each([
    // Revisions: only while some remain.
    ['delivered', 'request-revision', 'buyer', { revisionsRemaining: 0 }, 'noRevisionsLeft'],
    ['delivered', 'request-revision', 'buyer', { revisionsRemaining: 2 }, 'revision_requested'],
    // Lateness: the buyer alone cancels a late order not delivered.
    ['in_progress', 'cancel-late', 'buyer', { late: true }, 'cancelled'],
    ['revision_requested', 'cancel-late', 'buyer', { late: true }, 'cancelled'],
    ['in_progress', 'cancel-late', 'seller', { late: true }, 'wrongParty'],
    ['delivered', 'cancel-late', 'buyer', { late: true }, 'wrongStatus'],
    ['awaiting_requirements', 'cancel-late', 'buyer', { late: true }, 'wrongStatus'],
    ['completed', 'cancel-late', 'buyer', { late: true }, 'wrongStatus'],
    // A pending proposal: the other party accepts or declines, the proposer withdraws.
    ['in_progress', 'accept-cancellation', 'seller', { proposedBy: 'buyer' }, 'cancelled'],
    ['delivered', 'accept-cancellation', 'buyer', { proposedBy: 'seller' }, 'cancelled'],
    ['in_progress', 'accept-cancellation', 'buyer', { proposedBy: 'buyer' }, 'ownProposal'],
    ['in_progress', 'decline-cancellation', 'seller', { proposedBy: 'buyer' }, 'in_progress'],
    ['in_progress', 'decline-cancellation', 'buyer', { proposedBy: 'buyer' }, 'ownProposal'],
    ['in_progress', 'withdraw-cancellation', 'buyer', { proposedBy: 'buyer' }, 'in_progress'],
    ['in_progress', 'withdraw-cancellation', 'seller', { proposedBy: 'buyer' }, 'notProposer'],
    ['in_progress', 'propose-cancellation', 'seller', { proposedBy: 'buyer' }, 'proposalPending'],
    ['in_progress', 'propose-cancellation', 'buyer', { proposedBy: 'buyer' }, 'proposalPending'],
    ['in_progress', 'accept-cancellation', 'platform', { proposedBy: 'buyer' }, 'wrongParty'],
    ['completed', 'accept-cancellation', 'seller', { proposedBy: 'buyer' }, 'wrongStatus'],
    ['cancelled', 'withdraw-cancellation', 'buyer', { proposedBy: 'buyer' }, 'wrongStatus'],
  ] as const)('%s: %s by %s with %j -> %s', (status, move, actor, more, outcome) => {
    const decision = decide(move, actor, facts(status, more));
    if ((ORDER_STATUSES as readonly string[]).includes(outcome)) {
      expect(decision).toEqual({ ok: true, to: outcome });
    } else {
      expect(decision).toEqual({ ok: false, refusal: outcome });
    }
  });
});

describe('decide: a dispute open pauses the order (issue 36)', () => {
  const open = { disputeOpen: true } as const;
  // Every move the order would allow without the dispute is refused while it is open, but the
  // platform's ending of a lost dispute; a move refused anyway keeps its own refusal.
  const cases = ORDER_STATUSES.flatMap((status) =>
    MOVES.flatMap((move) =>
      ACTORS.map((actor) => [status, move, actor, LEGAL[`${status} ${move} ${actor}`]] as const),
    ),
  ).filter(([, , , to]) => to !== undefined);
  it.each(cases)('%s: %s by %s', (status, move, actor, to) => {
    const decision = decide(move, actor, facts(status, open));
    if (move === 'dispute-lost') expect(decision).toEqual({ ok: true, to });
    else expect(decision).toEqual({ ok: false, refusal: 'disputeOpen' });
  });
  it.each([
    ['in_progress', 'cancel-late', 'buyer', { late: true }],
    ['in_progress', 'accept-cancellation', 'seller', { proposedBy: 'buyer' }],
    ['in_progress', 'withdraw-cancellation', 'buyer', { proposedBy: 'buyer' }],
  ] as const)('%s: %s by %s with %j', (status, move, actor, more) => {
    expect(decide(move, actor, facts(status, { ...more, ...open }))).toEqual({
      ok: false,
      refusal: 'disputeOpen',
    });
  });
  it('still answers the wrong party and the wrong status first', () => {
    expect(decide('deliver', 'buyer', facts('in_progress', open))).toEqual({
      ok: false,
      refusal: 'wrongParty',
    });
    expect(decide('accept', 'buyer', facts('in_progress', open))).toEqual({
      ok: false,
      refusal: 'wrongStatus',
    });
  });
  it('leaves no move to either party', () => {
    for (const status of ORDER_STATUSES) {
      expect(allowedMoves('buyer', facts(status, open))).toEqual([]);
      expect(allowedMoves('seller', facts(status, open))).toEqual([]);
    }
  });
});

describe('allowedMoves', () => {
  it.each([
    ['awaiting_requirements', 'buyer', {}, ['submit-requirements', 'propose-cancellation']],
    ['awaiting_requirements', 'seller', {}, ['propose-cancellation']],
    ['in_progress', 'seller', {}, ['deliver', 'propose-cancellation']],
    ['in_progress', 'buyer', { late: true }, ['propose-cancellation', 'cancel-late']],
    ['delivered', 'buyer', {}, ['request-revision', 'accept', 'propose-cancellation']],
    ['delivered', 'buyer', { revisionsRemaining: 0 }, ['accept', 'propose-cancellation']],
    ['delivered', 'seller', {}, ['propose-cancellation']],
    [
      'delivered',
      'seller',
      { proposedBy: 'buyer' },
      ['accept-cancellation', 'decline-cancellation'],
    ],
    [
      'delivered',
      'buyer',
      { proposedBy: 'buyer' },
      ['request-revision', 'accept', 'withdraw-cancellation'],
    ],
    ['completed', 'buyer', {}, []],
    ['cancelled', 'seller', {}, []],
    ['disputed', 'buyer', {}, []],
    ['disputed', 'seller', {}, []],
  ] as const)('%s, %s, %j: %j', (status, party, more, moves) => {
    expect(allowedMoves(party, facts(status, more))).toEqual(moves);
  });
});

describe('isLate', () => {
  const due = new Date('2026-01-10T12:00:00Z');
  const after = new Date('2026-01-10T12:00:01Z');
  it.each([
    ['in_progress', due, after, true],
    ['revision_requested', due, after, true],
    ['in_progress', due, due, false],
    ['delivered', due, after, false],
    ['completed', due, after, false],
    ['cancelled', due, after, false],
    ['awaiting_requirements', null, after, false],
  ] as const)('%s due %s at %s: %s', (status, dueAt, now, late) => {
    expect(isLate(status, dueAt, now)).toBe(late);
  });
});

describe('isEnded', () => {
  it.each(ORDER_STATUSES.map((status) => [status, !ACTIVE.includes(status)] as const))(
    '%s: %s',
    (status, ended) => {
      expect(isEnded(status)).toBe(ended);
    },
  );
});
