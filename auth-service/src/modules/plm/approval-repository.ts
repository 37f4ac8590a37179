/**
 * The approvals of a style's revisions (`plm_revision_approvals`, issue 39). Each move runs in one
 * transaction that first locks the style's row, so a move and a save (or two moves) on one style
 * are applied one after the other: a move on a revision that stopped being current, or whose state
 * another move changed first, is refused (409), never applied twice.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { StyleStatus } from '@atelier/api-contract';
import type { DB, PlmRevisionApprovalsTable } from '../../platform/database/schema';
import { STYLE_COLUMNS, columnsOf, insertRevision, type Author, type StyleRow } from './repository';

export type ApprovalRow = Selectable<PlmRevisionApprovalsTable>;

/** What else a move writes in its own transaction once it applied (its notifications). */
export type AfterMove = (
  tx: Transaction<DB>,
  style: StyleRow,
  submittedBy: string,
) => Promise<void>;

/** Why a move did not apply once the style was locked. */
export type MoveMiss = 'gone' | 'not-current' | 'wrong-state';

/** What a decision writes: approved (final or not) or changes asked for, with its comment. */
export interface Decision {
  state: 'approved' | 'changes-requested';
  final: boolean;
  comment: string;
}

export function createApprovalRepository(db: Kysely<DB>) {
  /** The style's row, locked until the transaction ends. */
  const locked = (tx: Transaction<DB>, styleId: string) =>
    tx
      .selectFrom('plm_styles')
      .select(STYLE_COLUMNS)
      .where('id', '=', styleId)
      .forUpdate()
      .executeTakeFirst();

  return {
    /** The style's approvals, by revision (a revision without one is `none`). */
    async ofStyle(styleId: string): Promise<Map<number, ApprovalRow>> {
      const rows = await db
        .selectFrom('plm_revision_approvals')
        .selectAll()
        .where('style_id', '=', styleId)
        .execute();
      return new Map(rows.map((row) => [row.revision, row]));
    },

    /**
     * Who a submission is announced to: the owner of a personal style, the owner of the company
     * whose style it is.
     */
    async ownersOf(
      tx: Kysely<DB>,
      style: Pick<StyleRow, 'owner_user_id' | 'owner_company_id'>,
    ): Promise<string[]> {
      if (style.owner_company_id === null) {
        return style.owner_user_id === null ? [] : [style.owner_user_id];
      }
      const rows = await tx
        .selectFrom('company_members')
        .select('user_id')
        .where('company_id', '=', style.owner_company_id)
        .where('role', '=', 'owner')
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** Submits `revision` if it is still the current one and was never submitted. */
    submit(
      styleId: string,
      revision: number,
      author: Author,
      after: AfterMove,
    ): Promise<MoveMiss | null> {
      return db.transaction().execute(async (tx) => {
        const style = await locked(tx, styleId);
        if (style === undefined) return 'gone';
        if (style.revision !== revision) return 'not-current';
        const inserted = await tx
          .insertInto('plm_revision_approvals')
          .values({
            style_id: styleId,
            revision,
            state: 'submitted',
            submitted_by: author.id,
            submitted_by_name: author.name,
          })
          .onConflict((conflict) => conflict.columns(['style_id', 'revision']).doNothing())
          .returning('revision')
          .executeTakeFirst();
        if (inserted === undefined) return 'wrong-state';
        await after(tx, style, author.id);
        return null;
      });
    },

    /**
     * Decides on the submitted `revision` if it is still the current one (a conditional update:
     * of two decisions at once, one applies). When `followStatus` moves the style's status, the
     * style is saved with it as the next revision, `summary` its history line, in the same
     * transaction, with `after`'s writes. The style's row after it, or why not.
     */
    decide(
      styleId: string,
      revision: number,
      author: Author,
      decision: Decision,
      followStatus: (status: StyleStatus) => StyleStatus,
      summary: string,
      after: AfterMove,
    ): Promise<{ ok: true; style: StyleRow } | { ok: false; miss: MoveMiss }> {
      return db.transaction().execute(async (tx) => {
        const style = await locked(tx, styleId);
        if (style === undefined) return { ok: false, miss: 'gone' };
        if (style.revision !== revision) return { ok: false, miss: 'not-current' };
        const decided = await tx
          .updateTable('plm_revision_approvals')
          .set({
            state: decision.state,
            final: decision.final,
            comment: decision.comment,
            decided_by: author.id,
            decided_by_name: author.name,
            decided_at: sql<Date>`now()`,
          })
          .where('style_id', '=', styleId)
          .where('revision', '=', revision)
          .where('state', '=', 'submitted')
          .returning(['revision', 'submitted_by'])
          .executeTakeFirst();
        if (decided === undefined) return { ok: false, miss: 'wrong-state' };
        await after(tx, style, decided.submitted_by);
        const status = followStatus(style.status);
        if (decision.state !== 'approved' || status === style.status) {
          return { ok: true, style };
        }
        const content = { ...style.content, status };
        const saved = await tx
          .updateTable('plm_styles')
          .set({
            ...columnsOf(content),
            revision: revision + 1,
            updated_by: author.id,
            updated_by_name: author.name,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', styleId)
          .returning(STYLE_COLUMNS)
          .executeTakeFirstOrThrow();
        await insertRevision(tx, styleId, revision + 1, content, author, summary, null);
        return { ok: true, style: saved };
      });
    },
  };
}

export type ApprovalRepository = ReturnType<typeof createApprovalRepository>;
