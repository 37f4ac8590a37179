/**
 * The approval of a style's revision (issue 39), as one table: each move, who may take it, the
 * states it may start from and where it leads.
 *
 *   none -(submit: an editor or the owner's side)-> submitted
 *   submitted -(approve: the owner's side)-> approved
 *   submitted -(request-changes, with a comment: the owner's side)-> changes-requested
 *
 * Only the style's current revision moves: an older one is history (409). A revision with nothing
 * new since the last approved one (the same tech pack, its status aside: the revision an approval
 * writes when the status follows it, or a status changed by hand) is not submitted (409): there is
 * nothing to approve in it. `approved` and
 * `changes-requested` are final for their revision: an approved revision is locked (a save never
 * changes an old revision; the next save is a new revision whose approval starts at `none`), and
 * changes asked for are made in a new revision, submitted again.
 *
 * The owner's side is `access: 'owner'`: the maker of a personal style, or, for a company's style,
 * every member of the company (its owner and its members). Companies have two roles only, and
 * part 1 already gives every member the owner's side of the company's styles (they edit, share,
 * create them); the brand's designers and buyers who approve are those members, so making the
 * company's owner the only approver would make one person the bottleneck of every style. When
 * companies gain finer roles, `by` below is the one place to name the approving role.
 * A reviewer reads and comments only; an editor submits, never decides on its own work.
 *
 * Final approval: an approval with `final: true`. The style's status follows an approval
 * (`statusAfterApproval`): a first approval moves a style still before sampling (Concept,
 * Development) to Sampling; a final approval moves a style before Approved to Approved. A status
 * past that (Production, Dropped) is the owner's own choice and is kept.
 */
import type { ApprovalMove, ApprovalState, StyleAccess, StyleStatus } from '@atelier/api-contract';

/** Why a move is refused: `wrongSide` is 403, the others 409. */
export type ApprovalRefusal = 'wrongSide' | 'notCurrent' | 'wrongState' | 'nothingNew';

interface Move {
  by: readonly StyleAccess[];
  from: readonly ApprovalState[];
  /** Whether the revision must differ from the last approved one (`ApprovalFacts.news`). */
  needsNews: boolean;
  to: ApprovalState;
}

/** The machine. */
export const APPROVAL_TABLE: Readonly<Record<ApprovalMove, Move>> = {
  submit: { by: ['owner', 'editor'], from: ['none'], needsNews: true, to: 'submitted' },
  approve: { by: ['owner'], from: ['submitted'], needsNews: false, to: 'approved' },
  'request-changes': {
    by: ['owner'],
    from: ['submitted'],
    needsNews: false,
    to: 'changes-requested',
  },
};

/** What a move is decided on. */
export interface ApprovalFacts {
  state: ApprovalState;
  /** Whether the revision is the style's current one. */
  current: boolean;
  /**
   * Whether the revision's tech pack differs, its status aside, from the last approved revision
   * before it (true when none was approved yet).
   */
  news: boolean;
}

export type ApprovalDecision =
  { ok: true; to: ApprovalState } | { ok: false; refusal: ApprovalRefusal };

/**
 * Whether someone with `access` to the style may take `move` on a revision now. The side is
 * checked first (a reviewer is told why whatever the state), then that the revision is current,
 * then its state, then that it has something new to approve.
 */
export function decideApproval(
  move: ApprovalMove,
  access: StyleAccess,
  facts: ApprovalFacts,
): ApprovalDecision {
  const rule = APPROVAL_TABLE[move];
  if (!rule.by.includes(access)) return { ok: false, refusal: 'wrongSide' };
  if (!facts.current) return { ok: false, refusal: 'notCurrent' };
  if (!rule.from.includes(facts.state)) return { ok: false, refusal: 'wrongState' };
  if (rule.needsNews && !facts.news) return { ok: false, refusal: 'nothingNew' };
  return { ok: true, to: rule.to };
}

/** The moves the caller may take on a revision now (each revision's `approval.moves`). */
export const allowedApprovalMoves = (access: StyleAccess, facts: ApprovalFacts): ApprovalMove[] =>
  (Object.keys(APPROVAL_TABLE) as ApprovalMove[]).filter(
    (move) => decideApproval(move, access, facts).ok,
  );

const BEFORE_SAMPLING: readonly StyleStatus[] = ['Concept', 'Development'];
const BEFORE_APPROVED: readonly StyleStatus[] = [...BEFORE_SAMPLING, 'Sampling'];

/** The style's status after an approval (unchanged when the approval does not move it). */
export function statusAfterApproval(status: StyleStatus, final: boolean): StyleStatus {
  if (final) return BEFORE_APPROVED.includes(status) ? 'Approved' : status;
  return BEFORE_SAMPLING.includes(status) ? 'Sampling' : status;
}
