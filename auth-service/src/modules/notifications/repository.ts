import type { NotificationKind } from '@atelier/api-contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB, NotificationsTable } from '../../platform/database/schema';
import type { NotificationPayload } from './messages';

export type NotificationRow = Selectable<NotificationsTable>;

/** notifications queries, on the database or inside a caller's transaction (`db`). */
export function createNotificationsRepository(kysely: Kysely<DB>) {
  return {
    /**
     * Stores a notification. A message notification stands for every unread message of its
     * conversation: while one is unread, it is brought up to date instead of another being added.
     */
    async insert(
      db: Kysely<DB>,
      userId: string,
      kind: NotificationKind,
      payload: NotificationPayload,
    ): Promise<NotificationRow> {
      const conversationId = kind === 'message-received' ? (payload.conversationId ?? null) : null;
      const values = {
        user_id: userId,
        kind,
        payload: JSON.stringify(payload),
        conversation_id: conversationId,
      };
      const query = db.insertInto('notifications').values(values);
      return conversationId === null
        ? query.returningAll().executeTakeFirstOrThrow()
        : query
            .onConflict((conflict) =>
              conflict
                .columns(['user_id', 'conversation_id'])
                .where('read_at', 'is', null)
                .where('conversation_id', 'is not', null)
                .doUpdateSet({ payload: values.payload, created_at: new Date() }),
            )
            .returningAll()
            .executeTakeFirstOrThrow();
    },

    find(id: string): Promise<NotificationRow | undefined> {
      return kysely.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The user's notifications, newest first, and how many are unread. */
    async list(userId: string, limit: number) {
      const [rows, unread] = await Promise.all([
        kysely
          .selectFrom('notifications')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        kysely
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .where('read_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, unreadCount: Number(unread.count) };
    },

    /** Marks the user's notification read; undefined when it is not theirs. */
    markRead(userId: string, id: string): Promise<NotificationRow | undefined> {
      return kysely
        .updateTable('notifications')
        .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.fn<Date>('now', [])) }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    /** Marks the unread message notification of a conversation read (the user opened it). */
    async markConversationRead(db: Kysely<DB>, userId: string, conversationId: string) {
      await db
        .updateTable('notifications')
        .set((eb) => ({ read_at: eb.fn<Date>('now', []) }))
        .where('user_id', '=', userId)
        .where('conversation_id', '=', conversationId)
        .where('read_at', 'is', null)
        .execute();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
