/**
 * Comments on a style (table `plm_style_comments`, issue 39) and the people a style is theirs
 * to: its owner (or the members of the company it belongs to) and its collaborators.
 */
import type { Kysely, Selectable } from 'kysely';
import type { CommentAnchor } from '@atelier/api-contract';
import type { DB, PlmStyleCommentsTable } from '../../../platform/database/schema';
import type { StyleRow } from '../repository';

export type CommentRow = Selectable<PlmStyleCommentsTable>;

export interface NewCommentRow {
  styleId: string;
  author: { id: string; name: string };
  anchor: CommentAnchor;
  body: string;
  mentions: readonly string[];
}

export function createCommentsRepository(db: Kysely<DB>) {
  return {
    /** A style's comments, oldest first. */
    list(styleId: string): Promise<CommentRow[]> {
      return db
        .selectFrom('plm_style_comments')
        .selectAll()
        .where('style_id', '=', styleId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    insert(tx: Kysely<DB>, comment: NewCommentRow): Promise<CommentRow> {
      return tx
        .insertInto('plm_style_comments')
        .values({
          style_id: comment.styleId,
          author_id: comment.author.id,
          author_name: comment.author.name,
          anchor_kind: comment.anchor.kind,
          anchor_id: comment.anchor.kind === 'style' ? null : comment.anchor.id,
          body: comment.body,
          mentions: JSON.stringify(comment.mentions),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * The user ids with access to a style: its owner (or every member of its company) and its
     * collaborators, each once.
     */
    async peopleOf(style: Pick<StyleRow, 'id' | 'owner_user_id' | 'owner_company_id'>) {
      const [members, collaborators] = await Promise.all([
        style.owner_company_id === null
          ? Promise.resolve([])
          : db
              .selectFrom('company_members')
              .select('user_id')
              .where('company_id', '=', style.owner_company_id)
              .orderBy('joined_at')
              .execute(),
        db
          .selectFrom('plm_style_collaborators')
          .select('user_id')
          .where('style_id', '=', style.id)
          .orderBy('added_at')
          .execute(),
      ]);
      const ids = [
        ...(style.owner_user_id === null ? [] : [style.owner_user_id]),
        ...members.map((row) => row.user_id),
        ...collaborators.map((row) => row.user_id),
      ];
      return [...new Set(ids)];
    },

    /** The style's owner columns, for a pointer resolved without a caller. */
    styleOwner(styleId: string) {
      return db
        .selectFrom('plm_styles')
        .select(['id', 'owner_user_id', 'owner_company_id'])
        .where('id', '=', styleId)
        .executeTakeFirst();
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
