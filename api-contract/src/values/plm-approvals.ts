/**
 * Approvals of a style's revisions (issue 39): the states and moves the API and the History tab
 * share, and their texts. Who may take which move, and from where, is auth-service's one table
 * (`modules/plm/approval-status.ts`); the API answers each revision with the moves the caller may
 * take on it now, so no screen keeps its own copy of the rules.
 */

/**
 * Where a revision's approval is: `none` until someone submits it; `submitted` waits for the
 * owner's side; `approved` and `changes-requested` are final for that revision (changes are made
 * in a new revision, which is submitted again).
 */
export const APPROVAL_STATES = ['none', 'submitted', 'approved', 'changes-requested'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** The moves, each a route: `.../revisions/:revision/submission|approval|changes-request`. */
export const APPROVAL_MOVES = ['submit', 'approve', 'request-changes'] as const;
export type ApprovalMove = (typeof APPROVAL_MOVES)[number];

export const APPROVAL_LIMITS = { comment: 2000 } as const;

/** Every text the approval routes answer with. */
export const APPROVAL_MESSAGES = {
  reviewerCannotSubmit: 'You review this style: only its owner and its editors submit a revision.',
  ownerSideDecides: "Only the style's owner approves a revision or asks for changes.",
  notCurrent: 'This is no longer the current revision. Open the latest one.',
  alreadySubmitted: 'This revision was already submitted for approval.',
  notSubmitted: 'This revision is not waiting for approval.',
  nothingNew:
    'Nothing changed since the last approved revision (its status aside): there is nothing new to approve.',
  commentRequired: 'Say what should change',
} as const;

/** The summary of the revision an approval makes when the style's status follows it. */
export const approvalRevisionSummary = (revision: number, name: string, final: boolean) =>
  `${final ? 'Final approval' : 'Approved'} of revision ${revision} by ${name}`;
