/**
 * Comments on a style (issue 39): anyone with access reads and writes them; a comment is about
 * the style or one row of its current tech pack; its mentions keep only people with access, and
 * each of them is notified once (in the app and by e-mail, in the comment's transaction). Every
 * new comment and revision is announced to the style's people (`StylePointer`, live.ts).
 */
import {
  PLM_COMMENT_MESSAGES,
  type CommentAnchor,
  type NewStyleComment,
  type StyleComment,
  type StyleContent,
  type StylePerson,
} from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/database/schema';
import type { NotificationPayload } from '../../notifications/messages';
import { publishPointer } from '../../realtime/pointers';
import type { Outcome, PlmCaller, PlmService } from '../service';
import type { CommentRow, CommentsRepository } from './repository';

export interface CommentsPorts {
  db: Kysely<DB>;
  plm: PlmService;
  /** How a user is named to others (profiles). */
  userName(userId: string): Promise<string | undefined>;
  /** Raises a notification in `tx` (notifications.notify). */
  notify(tx: Kysely<DB>, userId: string, payload: NotificationPayload): Promise<void>;
}

/** Whether the anchor names the style, or a row its current tech pack has. */
export function anchorExists(content: StyleContent, anchor: CommentAnchor): boolean {
  if (anchor.kind === 'style') return anchor.id === null;
  const ids =
    anchor.kind === 'bom'
      ? content.bom.map((row) => row.id)
      : anchor.kind === 'pom'
        ? content.pointsOfMeasure.map((row) => row.id)
        : content.sketches.flatMap((sketch) => sketch.callouts.map((callout) => callout.id));
  return anchor.id !== null && ids.includes(anchor.id);
}

export function createCommentsService(repository: CommentsRepository, ports: CommentsPorts) {
  const named = async (ids: readonly string[]): Promise<StylePerson[]> =>
    Promise.all(ids.map(async (id) => ({ id, name: (await ports.userName(id)) ?? '' })));

  const toComment = (row: CommentRow, names: ReadonlyMap<string, string>): StyleComment => ({
    id: row.id,
    author: { id: row.author_id, name: row.author_name },
    anchor: { kind: row.anchor_kind, id: row.anchor_id },
    body: row.body,
    mentions: row.mentions.map((id) => ({ id, name: names.get(id) ?? '' })),
    createdAt: row.created_at.toISOString(),
  });

  return {
    /** The style's comments, oldest first, and its people (the '@' menu). */
    async list(caller: PlmCaller, styleId: string) {
      const style = await ports.plm.find(caller, styleId);
      if (!style.ok) return style;
      const [rows, people] = await Promise.all([
        repository.list(styleId),
        repository.peopleOf(style.value).then(named),
      ]);
      const names = new Map(people.map((person) => [person.id, person.name]));
      const missing = [...new Set(rows.flatMap((row) => row.mentions))].filter(
        (id) => !names.has(id),
      );
      for (const person of await named(missing)) names.set(person.id, person.name);
      return {
        ok: true as const,
        value: { items: rows.map((row) => toComment(row, names)), people },
      };
    },

    /** Adds a comment; mentions of people without access are dropped, the others notified. */
    async add(
      caller: PlmCaller,
      styleId: string,
      body: NewStyleComment,
    ): Promise<Outcome<StyleComment>> {
      const style = await ports.plm.find(caller, styleId);
      if (!style.ok) return style;
      if (!anchorExists(style.value.content, body.anchor)) {
        return {
          ok: false,
          kind: 'invalid',
          problems: [{ path: 'anchor', message: PLM_COMMENT_MESSAGES.anchorMissing }],
        };
      }
      const text = body.body.trim();
      if (text === '') {
        return {
          ok: false,
          kind: 'invalid',
          problems: [{ path: 'body', message: PLM_COMMENT_MESSAGES.bodyRequired }],
        };
      }
      const people = await repository.peopleOf(style.value);
      const mentions = [...new Set(body.mentions)].filter(
        (id) => people.includes(id) && id !== caller.author.id,
      );
      const author = caller.author;
      const row = await ports.db.transaction().execute(async (tx) => {
        const inserted = await repository.insert(tx, {
          styleId,
          author,
          anchor: body.anchor,
          body: text,
          mentions,
        });
        for (const userId of mentions) {
          await ports.notify(tx, userId, {
            actorId: author.id,
            actorName: author.name,
            subject: `${style.value.style_number} ${style.value.name}`,
            styleId,
          });
        }
        await publishPointer(tx, {
          k: 'style',
          s: styleId,
          w: 'comment',
          r: null,
          by: author.id,
          n: author.name,
        });
        return inserted;
      });
      const names = new Map((await named(mentions)).map((person) => [person.id, person.name]));
      return { ok: true, value: toComment(row, names) };
    },

    /** The people of a style to tell of its news (a pointer resolved on this instance). */
    async peopleOfStyle(styleId: string): Promise<string[]> {
      const style = await repository.styleOwner(styleId);
      return style === undefined ? [] : repository.peopleOf(style);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
