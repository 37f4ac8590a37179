/**
 * Approvals of a style's revisions (issue 39). The machine is one table in auth-service
 * (`modules/plm/approval-status.ts`); its states and moves are in `./values/plm-approvals`.
 *
 * Routes (signed in; 404 to anyone the style is not shared with, a removed collaborator too):
 * - `POST /api/plm/styles/:styleId/revisions/:revision/submission`       → StyleRevisionList
 *     an editor or the owner's side submits the current revision (403 to a reviewer)
 * - `POST /api/plm/styles/:styleId/revisions/:revision/approval`         ApprovalBody → StyleRevisionList
 * - `POST /api/plm/styles/:styleId/revisions/:revision/changes-request`  ChangesRequestBody → StyleRevisionList
 *     the owner's side (the maker; every member of a company's style) decides on a submitted
 *     revision (403 with the reason to editors and reviewers)
 * Each answers 409 when the revision is not the current one, or not in a state the move starts
 * from (two decisions at once: the first applies, the second is 409).
 *
 * An approved revision is locked: it is kept exactly as it was approved (a save never changes a
 * revision; it writes the next one, whose approval starts at `none` and is submitted again).
 * The style's status follows an approval (Sampling on the first, Approved on a final one, see
 * `statusAfterApproval`): that change is a new revision of its own, written in the same
 * transaction ('Approved of revision 3 by NAME'), so the history shows who approved what and when.
 * Each revision of `GET .../revisions` carries its `approval` with the moves the caller may take.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';
import { APPROVAL_LIMITS, APPROVAL_MOVES, APPROVAL_STATES } from './values/plm-approvals';

const Person = Type.Object(
  { id: Type.String(), name: Type.String() },
  { additionalProperties: false },
);

/** A revision's approval: where it is, who submitted and who decided, and what the caller may do. */
export const RevisionApproval = Type.Object(
  {
    state: StringEnum(APPROVAL_STATES),
    submittedBy: Nullable(Person),
    submittedAt: Nullable(Timestamp),
    /** Who approved or asked for changes. */
    decidedBy: Nullable(Person),
    decidedAt: Nullable(Timestamp),
    /** An approval given as the owner's final approval. */
    final: Type.Boolean(),
    /** The decision's comment ('' when none). */
    comment: Type.String(),
    /** The moves the caller may take on this revision now. */
    moves: Type.Array(StringEnum(APPROVAL_MOVES)),
  },
  { additionalProperties: false },
);
export type RevisionApproval = Static<typeof RevisionApproval>;

const Comment = Type.String({ maxLength: APPROVAL_LIMITS.comment });

export const ApprovalBody = Type.Object(
  {
    /** The owner's final approval: the style becomes Approved. */
    final: Type.Optional(Type.Boolean()),
    comment: Type.Optional(Comment),
  },
  { additionalProperties: false },
);
export type ApprovalBody = Static<typeof ApprovalBody>;

export const ChangesRequestBody = Type.Object(
  {
    /** What should change (required: an editor needs to know). */
    comment: Type.String({ minLength: 1, maxLength: APPROVAL_LIMITS.comment, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type ChangesRequestBody = Static<typeof ChangesRequestBody>;
