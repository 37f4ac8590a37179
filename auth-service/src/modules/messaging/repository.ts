/**
 * Conversations, their members and messages, queried with Kysely (raw `sql` only for the
 * advisory lock). Whether a user is in a conversation is part of every query: a conversation
 * they are not in is not found (404), never forbidden.
 */
import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { ConversationFilter, Role } from '@atelier/api-contract';
import type {
  BigintValue,
  DB,
  MessagesTable,
  StoredMessageAttachment,
} from '../../platform/database/schema';

/**
 * The transaction-level lock every send takes before inserting its message: messages then commit
 * in the order of their ids, so a reader that has every message up to id N never later sees a
 * smaller id appear (what resuming after N relies on). A send takes it in its last statement, so
 * it is held for that statement and the COMMIT only (`insertMessage`).
 */
const MESSAGES_LOCK = 0x6d_73_67_73; // 'msgs'

export type MessageRow = Selectable<MessagesTable> & { sender_name: string };

export interface ConversationRow {
  id: string;
  participant_id: string;
  participant_name: string;
  participant_role: Role | null;
  pinned: boolean;
  archived: boolean;
  participant_read_up_to: BigintValue;
  participant_delivered_up_to: BigintValue;
  last_message: string | null;
  last_message_attachments: StoredMessageAttachment[] | null;
  last_message_at: Date | null;
  last_message_id: BigintValue | null;
  unread_count: string;
}

export interface Member {
  id: string;
  name: string;
  role: Role | null;
}

export interface ListOptions {
  q?: string | undefined;
  filter?: ConversationFilter | undefined;
  role?: Role | undefined;
  archived: boolean;
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `text` for ILIKE: its wildcards and escape character taken literally. */
const containing = (text: string) =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function createMessagingRepository(kysely: Kysely<DB>) {
  /** The caller's conversations with the other member, as the list shows them. */
  function conversations(me: string) {
    return kysely
      .selectFrom('conversation_members as mine')
      .innerJoin('conversations as c', 'c.id', 'mine.conversation_id')
      .innerJoin('conversation_members as other', (join) =>
        join.onRef('other.conversation_id', '=', 'c.id').on('other.user_id', '<>', me),
      )
      .leftJoin('messages as last', 'last.id', 'c.last_message_id')
      .where('mine.user_id', '=', me)
      .select((eb) => [
        'c.id',
        'other.user_id as participant_id',
        'other.name as participant_name',
        eb.cast<Role | null>('other.role', 'text').as('participant_role'),
        'mine.pinned',
        'mine.archived',
        'other.read_up_to as participant_read_up_to',
        'other.delivered_up_to as participant_delivered_up_to',
        'last.content as last_message',
        'last.attachments as last_message_attachments',
        'c.last_message_at',
        'c.last_message_id',
        eb
          .selectFrom('messages as m')
          .select((count) => count.fn.countAll<string>().as('n'))
          .whereRef('m.conversation_id', '=', 'c.id')
          .whereRef('m.id', '>', 'mine.read_up_to')
          .where('m.sender_id', '<>', me)
          .as('unread_count'),
      ]);
  }

  /** The other members of `me`'s conversations: one row per conversation. */
  function othersOf(me: string) {
    return kysely
      .selectFrom('conversation_members as mine')
      .innerJoin('conversation_members as other', (join) =>
        join
          .onRef('other.conversation_id', '=', 'mine.conversation_id')
          .onRef('other.user_id', '<>', 'mine.user_id'),
      )
      .select('other.user_id')
      .where('mine.user_id', '=', me);
  }

  function messages() {
    return kysely
      .selectFrom('messages as m')
      .innerJoin('conversation_members as sender', (join) =>
        join
          .onRef('sender.conversation_id', '=', 'm.conversation_id')
          .onRef('sender.user_id', '=', 'm.sender_id'),
      )
      .selectAll('m')
      .select('sender.name as sender_name');
  }

  return {
    /** The caller's conversation `id`; undefined when there is none or they are not in it. */
    findConversation(me: string, id: string): Promise<ConversationRow | undefined> {
      return conversations(me).where('c.id', '=', id).executeTakeFirst() as Promise<
        ConversationRow | undefined
      >;
    },

    /** The conversation of the pair, if there is one. */
    async findPair(a: string, b: string): Promise<string | undefined> {
      const [low, high] = a < b ? [a, b] : [b, a];
      const row = await kysely
        .selectFrom('conversations')
        .select('id')
        .where('user_low', '=', low)
        .where('user_high', '=', high)
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * Creates the conversation of the pair in `tx`; undefined when it already exists (then
     * nothing is written). Two first calls racing each other: one creates, the other finds it.
     */
    async createPair(tx: Kysely<DB>, starter: Member, other: Member): Promise<string | undefined> {
      const [low, high] = starter.id < other.id ? [starter.id, other.id] : [other.id, starter.id];
      const created = await tx
        .insertInto('conversations')
        .values({ user_low: low, user_high: high, started_by: starter.id })
        .onConflict((conflict) => conflict.columns(['user_low', 'user_high']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created === undefined) return undefined;
      await tx
        .insertInto('conversation_members')
        .values(
          [starter, other].map((member) => ({
            conversation_id: created.id,
            user_id: member.id,
            name: member.name,
            role: member.role,
          })),
        )
        .execute();
      return created.id;
    },

    /**
     * The caller's conversations: pinned first, then by last message. Archived ones only when
     * asked; one with no message yet only for whoever started it. Search: the other member's
     * name or any message's text.
     */
    async list(me: string, options: ListOptions): Promise<ConversationRow[]> {
      let query = conversations(me)
        .where('mine.archived', '=', options.archived)
        .where((eb) =>
          eb.or([eb('c.last_message_id', 'is not', null), eb('c.started_by', '=', me)]),
        );
      const q = options.q?.trim();
      if (q !== undefined && q !== '') {
        const pattern = containing(q);
        query = query.where((eb) =>
          eb.or([
            eb('other.name', 'ilike', pattern),
            eb.exists(
              eb
                .selectFrom('messages as m')
                .select(sql`1`.as('one'))
                .whereRef('m.conversation_id', '=', 'c.id')
                .where('m.content', 'ilike', pattern),
            ),
          ]),
        );
      }
      if (options.role !== undefined) query = query.where('other.role', '=', options.role);
      if (options.filter === 'unread') {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('messages as m')
              .select(sql`1`.as('one'))
              .whereRef('m.conversation_id', '=', 'c.id')
              .whereRef('m.id', '>', 'mine.read_up_to')
              .where('m.sender_id', '<>', me),
          ),
        );
      } else if (options.filter === 'attachments') {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('messages as m')
              .select(sql`1`.as('one'))
              .whereRef('m.conversation_id', '=', 'c.id')
              .where(sql<SqlBool>`jsonb_array_length(m.attachments) > 0` as Expression<SqlBool>),
          ),
        );
      }
      return (await query
        .orderBy('mine.pinned', 'desc')
        .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
        .orderBy('c.id')
        .limit(options.limit)
        .execute()) as ConversationRow[];
    },

    /** Unread messages over the caller's conversations that are not archived. */
    async unreadTotal(me: string): Promise<number> {
      const row = await kysely
        .selectFrom('conversation_members as mine')
        .innerJoin('messages as m', 'm.conversation_id', 'mine.conversation_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('mine.user_id', '=', me)
        .where('mine.archived', '=', false)
        .whereRef('m.id', '>', 'mine.read_up_to')
        .where('m.sender_id', '<>', me)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async setFlags(me: string, id: string, flags: { pinned?: boolean; archived?: boolean }) {
      const updated = await kysely
        .updateTable('conversation_members')
        .set(flags)
        .where('conversation_id', '=', id)
        .where('user_id', '=', me)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    /** The other member of conversation `id`, if `me` is in it. */
    async otherMember(me: string, id: string): Promise<string | undefined> {
      const row = await othersOf(me).where('mine.conversation_id', '=', id).executeTakeFirst();
      return row?.user_id;
    },

    /** Everyone who shares a conversation with `me`. */
    async partnersOf(me: string): Promise<string[]> {
      const rows = await othersOf(me).distinct().execute();
      return rows.map((row) => row.user_id);
    },

    /** Those of `userIds` who share a conversation with `me`. */
    async partnersAmong(me: string, userIds: readonly string[]): Promise<string[]> {
      const ids = userIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
      if (ids.length === 0) return [];
      const rows = await othersOf(me).distinct().where('other.user_id', 'in', ids).execute();
      return rows.map((row) => row.user_id);
    },

    /** The sender's message with this client id, in whichever conversation. */
    findByClientId(senderId: string, clientId: string): Promise<MessageRow | undefined> {
      return messages()
        .where('m.sender_id', '=', senderId)
        .where('m.client_id', '=', clientId)
        .executeTakeFirst();
    },

    findMessage(id: string): Promise<MessageRow | undefined> {
      return messages().where('m.id', '=', id).executeTakeFirst();
    },

    /**
     * Readies conversation `id` for a message from `sender` in `tx`, before the message is
     * written: both members see it again if they had archived it, and the other sees the sender's
     * current name and role. Also locks the pair's rows, so sends in one conversation queue here,
     * outside the messages lock.
     */
    async prepareSend(tx: Kysely<DB>, id: string, sender: Member): Promise<void> {
      const isSender = sql<boolean>`user_id = ${sender.id}`;
      await tx
        .updateTable('conversation_members')
        .set((eb) => ({
          archived: false,
          name: eb.case().when(isSender).then(sender.name).else(eb.ref('name')).end(),
          role: eb.case().when(isSender).then(sender.role).else(eb.ref('role')).end(),
        }))
        .where('conversation_id', '=', id)
        .execute();
    },

    /**
     * Writes a message in `tx` as the transaction's last statement, in one round trip: it takes
     * the messages lock, inserts the message, makes it the conversation's last, moves the
     * sender's receipts to it and queues its pointer (`pointer`, sent on commit). The lock is
     * then held for this statement and the COMMIT only. Undefined when the sender's client id is
     * already used (a repeated send): nothing is written.
     */
    async insertMessage(
      tx: Kysely<DB>,
      message: {
        conversationId: string;
        sender: Member;
        clientId: string;
        content: string;
        attachments: StoredMessageAttachment[];
      },
      pointer: (id: Expression<BigintValue>) => RawBuilder<unknown>,
    ): Promise<string | undefined> {
      const { conversationId, sender } = message;
      const row = await tx
        // Taken before the insert draws its id (the insert reads this row first).
        .with('locked', (db) =>
          db.selectNoFrom(sql`pg_advisory_xact_lock(${MESSAGES_LOCK})`.as('held')),
        )
        .with('inserted', (db) =>
          db
            .insertInto('messages')
            .columns(['conversation_id', 'sender_id', 'client_id', 'content', 'attachments'])
            .expression(
              db
                .selectFrom('locked')
                .select([
                  sql<string>`${conversationId}::uuid`.as('conversation_id'),
                  sql<string>`${sender.id}::uuid`.as('sender_id'),
                  sql<string>`${message.clientId}::uuid`.as('client_id'),
                  sql<string>`${message.content}::text`.as('content'),
                  sql<string>`${JSON.stringify(message.attachments)}::jsonb`.as('attachments'),
                ]),
            )
            .onConflict((conflict) => conflict.columns(['sender_id', 'client_id']).doNothing())
            .returning(['id', 'created_at']),
        )
        .with('last', (db) =>
          db
            .updateTable('conversations')
            .from('inserted')
            .set((eb) => ({
              last_message_id: sql<string>`${eb.ref('inserted.id')}`,
              last_message_at: eb.ref('inserted.created_at'),
            }))
            .where('conversations.id', '=', conversationId)
            .returning('conversations.id'),
        )
        .with('receipts', (db) =>
          db
            .updateTable('conversation_members')
            .from('inserted')
            .set((eb) => ({
              read_up_to: sql<string>`${eb.ref('inserted.id')}`,
              delivered_up_to: sql<string>`${eb.ref('inserted.id')}`,
            }))
            .where('conversation_members.conversation_id', '=', conversationId)
            .where('conversation_members.user_id', '=', sender.id)
            .returning('conversation_members.user_id'),
        )
        .selectFrom('inserted')
        .select((eb) => ['inserted.id', pointer(eb.ref('inserted.id')).as('notified')])
        .executeTakeFirst();
      // bigint: a number from PGlite, text from node-postgres.
      return row === undefined ? undefined : String(row.id);
    },

    /** A page of conversation `id`'s history, newest first: `limit + 1` rows tell more exist. */
    history(id: string, before: string | undefined, limit: number): Promise<MessageRow[]> {
      let query = messages().where('m.conversation_id', '=', id);
      if (before !== undefined) query = query.where('m.id', '<', before);
      return query
        .orderBy('m.id', 'desc')
        .limit(limit + 1)
        .execute();
    },

    /** Messages of every conversation `me` is in after id `after`, oldest first (`limit + 1`). */
    since(me: string, after: string, limit: number): Promise<MessageRow[]> {
      return messages()
        .innerJoin('conversation_members as mine', (join) =>
          join.onRef('mine.conversation_id', '=', 'm.conversation_id').on('mine.user_id', '=', me),
        )
        .where('m.id', '>', after)
        .orderBy('m.id')
        .limit(limit + 1)
        .execute();
    },

    /**
     * Moves the member's receipts forward (never back, never past the last message): `read`
     * also counts as received. Answers the new values, or undefined when nothing changed or
     * the member is not in the conversation.
     */
    async advanceReceipts(
      db: Kysely<DB>,
      me: string,
      id: string,
      upTo: string,
      read: boolean,
    ): Promise<{ delivered: string; read: string } | undefined> {
      const bounded = sql<string>`least(${upTo}::bigint, (SELECT coalesce(last_message_id, 0) FROM conversations WHERE id = ${id}))`;
      const row = await db
        .updateTable('conversation_members')
        .set((eb) => ({
          delivered_up_to: sql<string>`greatest(${eb.ref('delivered_up_to')}, ${bounded})`,
          ...(read && { read_up_to: sql<string>`greatest(${eb.ref('read_up_to')}, ${bounded})` }),
        }))
        .where('conversation_id', '=', id)
        .where('user_id', '=', me)
        .where((eb) =>
          read
            ? eb(eb.ref('read_up_to'), '<', bounded)
            : eb(eb.ref('delivered_up_to'), '<', bounded),
        )
        .returning(['delivered_up_to', 'read_up_to'])
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : { delivered: String(row.delivered_up_to), read: String(row.read_up_to) };
    },

    /** Whether `userId` is in a conversation with a message that carries the upload `key`. */
    async holdsAttachment(userId: string, key: string): Promise<boolean> {
      const row = await kysely
        .selectFrom('messages as m')
        .innerJoin('conversation_members as member', (join) =>
          join
            .onRef('member.conversation_id', '=', 'm.conversation_id')
            .on('member.user_id', '=', userId),
        )
        .select('m.id')
        .where(sql<SqlBool>`m.attachments @> ${JSON.stringify([{ key }])}::jsonb`)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
