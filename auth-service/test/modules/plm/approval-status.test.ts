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
    const decision = decideApproval(move, access, { state, current: true });
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
      const decision = decideApproval(move, access, { state, current: false });
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
    expect(allowedApprovalMoves(access, { state, current: true })).toEqual(moves);
    expect(allowedApprovalMoves(access, { state, current: false })).toEqual([]);
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
