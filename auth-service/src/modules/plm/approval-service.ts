/**
 * Approvals of a style's revisions (issue 39): who may submit, approve or ask for changes is the
 * one table in `approval-status.ts`; this finds the style as the caller reaches it, asks the
 * table, and applies the move once (`approval-repository.ts`). Results, never exceptions.
 */
import {
  APPROVAL_MESSAGES,
  PLM_MESSAGES,
  approvalRevisionSummary,
  compareStyles,
  type ApprovalMove,
  type NotificationKind,
  type RevisionApproval,
  type StyleContent,
  type StyleRevisionSummary,
} from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';
import type { NotificationPayload } from '../notifications/messages';
import { publishPointer } from '../realtime/pointers';
import type { AfterMove, ApprovalRepository, ApprovalRow, MoveMiss } from './approval-repository';
import {
  allowedApprovalMoves,
  decideApproval,
  statusAfterApproval,
  type ApprovalRefusal,
} from './approval-status';
import type { PlmRepository, RevisionRow, StyleRow } from './repository';
import { toRevisionSummary } from './responses';
import type { PlmCaller } from './service';

export type ApprovalOutcome =
  { ok: true } | { ok: false; status: 403 | 404 | 409; message: string };

const REFUSED: Record<ApprovalRefusal, 403 | 409> = {
  wrongSide: 403,
  notCurrent: 409,
  wrongState: 409,
  nothingNew: 409,
};

/** What approvals need from the notifications module (index.ts wires it). */
export interface ApprovalPorts {
  /** Raises a notification in `tx` (notifications.notify): in the app and by e-mail. */
  notify(
    tx: Kysely<DB>,
    userId: string,
    kind: NotificationKind,
    payload: NotificationPayload,
  ): Promise<void>;
}

/**
 * Whether `content` has something to approve beyond `approved` (the last approved revision's):
 * the tech pack differs, the status aside (an approval's own status revision has nothing new).
 */
export function hasNews(content: StyleContent, approved: StyleContent | undefined): boolean {
  if (approved === undefined) return true;
  return compareStyles({ ...approved, status: content.status }, content).length > 0;
}

/** The text of a refusal of `move`. */
function messageOf(move: ApprovalMove, refusal: ApprovalRefusal): string {
  if (refusal === 'notCurrent') return APPROVAL_MESSAGES.notCurrent;
  if (refusal === 'nothingNew') return APPROVAL_MESSAGES.nothingNew;
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

export function createApprovalService(
  styles: PlmRepository,
  approvals: ApprovalRepository,
  ports: ApprovalPorts,
) {
  /** Whether `revision` (of `content`) has news since the last approved revision before it. */
  async function newsOf(
    styleId: string,
    revision: number,
    content: StyleContent,
    byRevision: ReadonlyMap<number, ApprovalRow>,
  ): Promise<boolean> {
    const approved = [...byRevision.values()]
      .filter((row) => row.state === 'approved' && row.revision < revision)
      .reduce<number | null>((last, row) => Math.max(last ?? 0, row.revision), null);
    if (approved === null) return true;
    return hasNews(content, (await styles.revision(styleId, approved))?.content);
  }

  /** The style as the caller reaches it, the revision's approval state, and the table's word. */
  async function check(caller: PlmCaller, styleId: string, revision: number, move: ApprovalMove) {
    const style = await styles.find(styleId, caller.reach);
    if (style === undefined) return NOT_FOUND;
    const found = await styles.revision(styleId, revision);
    if (found === undefined) return NOT_FOUND;
    const byRevision = await approvals.ofStyle(styleId);
    const row = byRevision.get(revision);
    const decision = decideApproval(move, style.access, {
      state: row?.state ?? 'none',
      current: style.revision === revision,
      news: await newsOf(styleId, revision, found.content, byRevision),
    });
    return decision.ok ? undefined : refused(move, decision.refusal);
  }

  /**
   * What a move writes with it in its `tx`: the style's news for its open pages, and `kind`'s
   * notification to `recipients` (never the caller) about `revision`.
   */
  const notifying =
    (
      caller: PlmCaller,
      revision: number,
      kind: NotificationKind,
      recipients: (tx: Kysely<DB>, style: StyleRow, submittedBy: string) => Promise<string[]>,
    ): AfterMove =>
    async (tx, style, submittedBy) => {
      // The style's open pages hear of the move when it commits (their revisions' approvals).
      await publishPointer(tx, {
        k: 'style',
        s: style.id,
        w: 'approval',
        r: null,
        by: caller.author.id,
        n: caller.author.name,
      });
      const people = new Set(await recipients(tx, style, submittedBy));
      people.delete(caller.author.id);
      for (const userId of people) {
        await ports.notify(tx, userId, kind, {
          actorId: caller.author.id,
          actorName: caller.author.name,
          subject: `${style.style_number} ${style.name}`,
          styleId: style.id,
          revision,
        });
      }
    };
  const submitter = (_tx: Kysely<DB>, _style: StyleRow, submittedBy: string) =>
    Promise.resolve([submittedBy]);

  return {
    /** The revisions, newest first, each with its approval and the caller's moves on it. */
    async withApprovals(
      caller: PlmCaller,
      styleId: string,
      rows: Omit<RevisionRow, 'content'>[],
    ): Promise<StyleRevisionSummary[]> {
      const style = await styles.find(styleId, caller.reach);
      const byRevision = await approvals.ofStyle(styleId);
      // Only the current revision moves: its news decides whether it may be submitted.
      const news =
        style === undefined
          ? false
          : await newsOf(styleId, style.revision, style.content, byRevision);
      return rows.map((row) => {
        const approval = byRevision.get(row.revision);
        const moves =
          style === undefined
            ? []
            : allowedApprovalMoves(style.access, {
                state: approval?.state ?? 'none',
                current: style.revision === row.revision,
                news,
              });
        return { ...toRevisionSummary(row), approval: toApproval(approval, moves) };
      });
    },

    async submit(caller: PlmCaller, styleId: string, revision: number): Promise<ApprovalOutcome> {
      const refusal = await check(caller, styleId, revision, 'submit');
      if (refusal !== undefined) return refusal;
      const miss = await approvals.submit(
        styleId,
        revision,
        caller.author,
        notifying(caller, revision, 'style-revision-submitted', (tx, style) =>
          approvals.ownersOf(tx, style),
        ),
      );
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
        notifying(caller, revision, 'style-revision-approved', submitter),
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
        notifying(caller, revision, 'style-changes-requested', submitter),
      );
      return result.ok ? { ok: true } : missed('request-changes', result.miss);
    },
  };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;
