/**
 * Approvals of a style's revisions (issue 39): who may submit, approve or ask for changes is the
 * one table in `approval-status.ts`; this finds the style as the caller reaches it, asks the
 * table, and applies the move once (`approval-repository.ts`). Results, never exceptions.
 */
import {
  APPROVAL_MESSAGES,
  PLM_MESSAGES,
  approvalRevisionSummary,
  type ApprovalMove,
  type RevisionApproval,
  type StyleRevisionSummary,
} from '@atelier/api-contract';
import type { ApprovalRepository, ApprovalRow, MoveMiss } from './approval-repository';
import {
  allowedApprovalMoves,
  decideApproval,
  statusAfterApproval,
  type ApprovalRefusal,
} from './approval-status';
import type { PlmRepository, RevisionRow } from './repository';
import { toRevisionSummary } from './responses';
import type { PlmCaller } from './service';

export type ApprovalOutcome =
  { ok: true } | { ok: false; status: 403 | 404 | 409; message: string };

const REFUSED: Record<ApprovalRefusal, 403 | 409> = {
  wrongSide: 403,
  notCurrent: 409,
  wrongState: 409,
};

/** The text of a refusal of `move`. */
function messageOf(move: ApprovalMove, refusal: ApprovalRefusal): string {
  if (refusal === 'notCurrent') return APPROVAL_MESSAGES.notCurrent;
  if (move === 'submit') {
    return refusal === 'wrongSide'
      ? APPROVAL_MESSAGES.reviewerCannotSubmit
      : APPROVAL_MESSAGES.alreadySubmitted;
  }
  return refusal === 'wrongSide'
    ? APPROVAL_MESSAGES.ownerSideDecides
    : APPROVAL_MESSAGES.notSubmitted;
}

const refused = (move: ApprovalMove, refusal: ApprovalRefusal): ApprovalOutcome => ({
  ok: false,
  status: REFUSED[refusal],
  message: messageOf(move, refusal),
});

const NOT_FOUND: ApprovalOutcome = { ok: false, status: 404, message: PLM_MESSAGES.notFound };

const missed = (move: ApprovalMove, miss: MoveMiss): ApprovalOutcome =>
  miss === 'gone' ? NOT_FOUND : refused(move, miss === 'not-current' ? 'notCurrent' : 'wrongState');

/** A revision's approval as the API answers it, with the moves `moves` the caller may take. */
function toApproval(row: ApprovalRow | undefined, moves: ApprovalMove[]): RevisionApproval {
  const decided = row?.decided_by ?? null;
  return {
    state: row?.state ?? 'none',
    submittedBy: row === undefined ? null : { id: row.submitted_by, name: row.submitted_by_name },
    submittedAt: row?.submitted_at.toISOString() ?? null,
    decidedBy: decided === null ? null : { id: decided, name: row?.decided_by_name ?? '' },
    decidedAt: row?.decided_at?.toISOString() ?? null,
    final: row?.final ?? false,
    comment: row?.comment ?? '',
    moves,
  };
}

export function createApprovalService(styles: PlmRepository, approvals: ApprovalRepository) {
  /** The style as the caller reaches it, the revision's approval state, and the table's word. */
  async function check(caller: PlmCaller, styleId: string, revision: number, move: ApprovalMove) {
    const style = await styles.find(styleId, caller.reach);
    if (style === undefined) return NOT_FOUND;
    if ((await styles.revision(styleId, revision)) === undefined) return NOT_FOUND;
    const row = (await approvals.ofStyle(styleId)).get(revision);
    const decision = decideApproval(move, style.access, {
      state: row?.state ?? 'none',
      current: style.revision === revision,
    });
    return decision.ok ? undefined : refused(move, decision.refusal);
  }

  return {
    /** The revisions, newest first, each with its approval and the caller's moves on it. */
    async withApprovals(
      caller: PlmCaller,
      styleId: string,
      rows: Omit<RevisionRow, 'content'>[],
    ): Promise<StyleRevisionSummary[]> {
      const style = await styles.find(styleId, caller.reach);
      const byRevision = await approvals.ofStyle(styleId);
      return rows.map((row) => {
        const approval = byRevision.get(row.revision);
        const moves =
          style === undefined
            ? []
            : allowedApprovalMoves(style.access, {
                state: approval?.state ?? 'none',
                current: style.revision === row.revision,
              });
        return { ...toRevisionSummary(row), approval: toApproval(approval, moves) };
      });
    },

    async submit(caller: PlmCaller, styleId: string, revision: number): Promise<ApprovalOutcome> {
      const refusal = await check(caller, styleId, revision, 'submit');
      if (refusal !== undefined) return refusal;
      const miss = await approvals.submit(styleId, revision, caller.author);
      return miss === null ? { ok: true } : missed('submit', miss);
    },

    /** Approves (`final`: the owner's final approval); the style's status follows. */
    async approve(
      caller: PlmCaller,
      styleId: string,
      revision: number,
      { final = false, comment = '' }: { final?: boolean; comment?: string },
    ): Promise<ApprovalOutcome> {
      const refusal = await check(caller, styleId, revision, 'approve');
      if (refusal !== undefined) return refusal;
      const result = await approvals.decide(
        styleId,
        revision,
        caller.author,
        { state: 'approved', final, comment: comment.trim() },
        (status) => statusAfterApproval(status, final),
        approvalRevisionSummary(revision, caller.author.name, final),
      );
      return result.ok ? { ok: true } : missed('approve', result.miss);
    },

    async requestChanges(
      caller: PlmCaller,
      styleId: string,
      revision: number,
      comment: string,
    ): Promise<ApprovalOutcome> {
      const refusal = await check(caller, styleId, revision, 'request-changes');
      if (refusal !== undefined) return refusal;
      const result = await approvals.decide(
        styleId,
        revision,
        caller.author,
        { state: 'changes-requested', final: false, comment: comment.trim() },
        (status) => status,
        '',
      );
      return result.ok ? { ok: true } : missed('request-changes', result.miss);
    },
  };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;
