/** The approval of a style's revision (issue 39): every move by every side from every state. */
import {
  APPROVAL_MOVES,
  APPROVAL_STATES,
  STYLE_ACCESS,
  STYLE_STATUSES,
  type ApprovalState,
  type StyleStatus,
} from '@atelier/api-contract';
import {
  allowedApprovalMoves,
  decideApproval,
  statusAfterApproval,
} from '../../../src/modules/plm/approval-status';

/** Every legal `state move access` on the current revision -> where it leads; nothing else is. */
const LEGAL: Record<string, ApprovalState> = {
  'none submit owner': 'submitted',
  'none submit editor': 'submitted',
  'submitted approve owner': 'approved',
  'submitted request-changes owner': 'changes-requested',
};

const CASES = APPROVAL_STATES.flatMap((state) =>
  APPROVAL_MOVES.flatMap((move) => STYLE_ACCESS.map((access) => ({ state, move, access }))),
);

describe('the approval machine', () => {
  it.each(CASES)('$state: $move by $access', ({ state, move, access }) => {
    const legal = LEGAL[`${state} ${move} ${access}`];
    const decision = decideApproval(move, access, { state, current: true, news: true });
    if (legal !== undefined) {
      expect(decision).toEqual({ ok: true, to: legal });
      return;
    }
    // The side is told first (403), whatever the state; then the state (409).
    const sideMayMove = access === 'owner' || (access === 'editor' && move === 'submit');
    expect(decision).toEqual({ ok: false, refusal: sideMayMove ? 'wrongState' : 'wrongSide' });
  });

  it.each(CASES)(
    'an older revision: $state, $move by $access is refused',
    ({ state, move, access }) => {
      const decision = decideApproval(move, access, { state, current: false, news: true });
      const sideMayMove = access === 'owner' || (access === 'editor' && move === 'submit');
      expect(decision).toEqual({ ok: false, refusal: sideMayMove ? 'notCurrent' : 'wrongSide' });
    },
  );

  it.each([
    ['none', 'owner', ['submit']],
    ['none', 'editor', ['submit']],
    ['none', 'reviewer', []],
    ['submitted', 'owner', ['approve', 'request-changes']],
    ['submitted', 'editor', []],
    ['approved', 'owner', []],
    ['changes-requested', 'owner', []],
  ] as const)('%s revision: %s may %j', (state, access, moves) => {
    expect(allowedApprovalMoves(access, { state, current: true, news: true })).toEqual(moves);
    expect(allowedApprovalMoves(access, { state, current: false, news: true })).toEqual([]);
  });

  // A revision with nothing new since the last approved one (an approval's status revision).
  it.each(
    CASES.filter(({ access }) => access !== 'reviewer').map((facts) => ({
      ...facts,
      legal: LEGAL[`${facts.state} ${facts.move} ${facts.access}`],
    })),
  )('nothing new: $state, $move by $access', ({ state, move, access, legal }) => {
    const decision = decideApproval(move, access, { state, current: true, news: false });
    if (move === 'submit' && legal !== undefined) {
      expect(decision).toEqual({ ok: false, refusal: 'nothingNew' });
    } else {
      // Deciding on a submitted revision does not depend on it; the other refusals come first.
      expect(decision).toEqual(decideApproval(move, access, { state, current: true, news: true }));
    }
  });

  it.each([
    ['none', 'owner', []],
    ['none', 'editor', []],
    ['submitted', 'owner', ['approve', 'request-changes']],
  ] as const)('%s revision with nothing new: %s may %j', (state, access, moves) => {
    expect(allowedApprovalMoves(access, { state, current: true, news: false })).toEqual(moves);
  });
});

describe("the style's status after an approval", () => {
  const EXPECTED: Record<StyleStatus, [nonFinal: StyleStatus, final: StyleStatus]> = {
    Concept: ['Sampling', 'Approved'],
    Development: ['Sampling', 'Approved'],
    Sampling: ['Sampling', 'Approved'],
    Approved: ['Approved', 'Approved'],
    Production: ['Production', 'Production'],
    Dropped: ['Dropped', 'Dropped'],
  };
  it.each(STYLE_STATUSES)('%s', (status) => {
    expect([statusAfterApproval(status, false), statusAfterApproval(status, true)]).toEqual(
      EXPECTED[status],
    );
  });
});
