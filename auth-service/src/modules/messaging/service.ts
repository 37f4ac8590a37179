/**
 * The messaging module's logic beyond HTTP: opening the one conversation of a pair (a Brand
 * Starter's new contacts counted through `ContactAllowance`), idempotent sends written with their
 * NOTIFY pointer and the recipient's notification in one transaction, receipts, and the messages
 * a reconnecting client missed.
 */
import type { Attachment, Conversation, Message, MessageStatus } from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import type { BigintValue, DB, StoredMessageAttachment } from '../../platform/database/schema';
import type { NotificationsService } from '../notifications/service';
import { notifyMessage, publishPointer } from '../realtime/pointers';
import type { AttachmentFilesPort } from './files-port';
import type {
  ConversationRow,
  ListOptions,
  Member,
  MessageRow,
  MessagingRepository,
} from './repository';

/**
 * Whether a caller may start a conversation with someone new: a Brand Starter may contact one
 * new user per calendar month (spec 000), counted in the transaction that creates it, so two
 * concurrent first contacts cannot both pass. Replies and existing conversations are free.
 */
export interface ContactAllowance<Refusal = unknown> {
  /**
   * Counts a new contact of `caller` in `tx`; answers the refusal (the plan's limit, for its
   * reply) when their allowance is used up, else undefined.
   */
  useNewContact(tx: Kysely<DB>, caller: Member): Promise<Refusal | undefined>;
}

/** Everyone may contact anyone (no plan limits). */
export const UNLIMITED_CONTACTS: ContactAllowance<never> = {
  useNewContact: () => Promise.resolve(undefined),
};

/** Thrown inside the opening transaction to roll it back when the allowance is used up. */
class ContactLimitReached<Refusal> extends Error {
  constructor(readonly refusal: Refusal) {
    super('contact limit reached');
  }
}

/** Thrown inside a send's transaction to roll back its notification when the send is a repeat. */
class RepeatedSend extends Error {
  constructor() {
    super('message already sent');
  }
}

export type SendOutcome =
  | { message: MessageRow; created: boolean }
  | { notFound: true }
  | { empty: true }
  | { invalidAttachment: true }
  | { clientIdReused: true };

const isBlank = (text: string) => text.trim() === '';
const atMost = (id: BigintValue, upTo: string) => BigInt(id) <= BigInt(upTo);

/** A message's status as its sender sees it (the other member's receipts). */
export function statusOf(
  row: Pick<MessageRow, 'id'>,
  receipts: { read: string; delivered: string },
): MessageStatus {
  if (atMost(row.id, receipts.read)) return 'read';
  if (atMost(row.id, receipts.delivered)) return 'delivered';
  return 'sent';
}

export function createMessagingService<Refusal>(
  kysely: Kysely<DB>,
  repository: MessagingRepository,
  dependencies: {
    files: AttachmentFilesPort;
    notifications: NotificationsService;
    contacts: ContactAllowance<Refusal>;
    /** Whether the user has an open real-time connection on any instance. */
    isOnline: (userId: string) => boolean;
  },
) {
  const { files, notifications, contacts, isOnline } = dependencies;

  async function attachmentsOf(row: MessageRow): Promise<Attachment[]> {
    return Promise.all(
      row.attachments.map(async (file) => ({
        id: file.key,
        name: file.name,
        size: file.size,
        type: file.type,
        url: await files.link(file.key, file.name),
      })),
    );
  }

  /** A message as `viewer` sees it; `receipts` are the other member's, for the sender's view. */
  async function toMessage(
    row: MessageRow,
    viewer: string,
    receipts: { read: string; delivered: string },
  ): Promise<Message> {
    return {
      id: String(row.id),
      conversationId: row.conversation_id,
      senderId: row.sender_id,
      senderName: row.sender_name,
      clientId: row.client_id,
      content: row.content,
      timestamp: row.created_at.toISOString(),
      type: 'text',
      // A message received: read once the viewer's own receipts say so, else delivered (here).
      status: row.sender_id === viewer ? statusOf(row, receipts) : 'delivered',
      attachments: await attachmentsOf(row),
    };
  }

  function toConversation(row: ConversationRow): Conversation {
    const attachments = row.last_message_attachments ?? [];
    return {
      id: row.id,
      participantId: row.participant_id,
      participantName: row.participant_name,
      participantRole: row.participant_role,
      // A message of files only shows their names.
      lastMessage:
        row.last_message === null
          ? null
          : isBlank(row.last_message) && attachments.length > 0
            ? attachments.map((file) => file.name).join(', ')
            : row.last_message,
      lastMessageTime: row.last_message_at?.toISOString() ?? null,
      lastMessageId: row.last_message_id === null ? null : String(row.last_message_id),
      unreadCount: Number(row.unread_count),
      isOnline: isOnline(row.participant_id),
      isPinned: row.pinned,
      isArchived: row.archived,
      participantReadUpTo: String(row.participant_read_up_to),
      participantDeliveredUpTo: String(row.participant_delivered_up_to),
    };
  }

  const receiptsOf = (conversation: ConversationRow) => ({
    read: String(conversation.participant_read_up_to),
    delivered: String(conversation.participant_delivered_up_to),
  });

  /** Tells the other member that `me` received (and maybe read) up to new ids. */
  async function announceReceipts(
    db: Kysely<DB>,
    me: string,
    conversationId: string,
    other: string,
    receipts: { delivered: string; read: string },
  ) {
    await publishPointer(db, {
      k: 'receipt',
      c: conversationId,
      by: me,
      d: receipts.delivered,
      r: receipts.read,
      u: other,
    });
  }

  return {
    toMessage,
    toConversation,
    receiptsOf,

    /**
     * The conversation between `caller` and `otherId`, created when there is none (the other
     * user must exist). Opening it again, from either side, answers the same one.
     */
    async open(caller: Member, otherId: string, otherMember: () => Promise<Member | undefined>) {
      const other = otherId.toLowerCase();
      if (other === caller.id) return { yourself: true } as const;
      const existing = await repository.findPair(caller.id, other);
      if (existing === undefined) {
        const member = await otherMember();
        if (member === undefined) return { notFound: true } as const;
        try {
          await kysely.transaction().execute(async (tx) => {
            const created = await repository.createPair(tx, caller, member);
            if (created === undefined) return;
            const refusal = await contacts.useNewContact(tx, caller);
            if (refusal !== undefined) throw new ContactLimitReached(refusal);
          });
        } catch (error) {
          if (error instanceof ContactLimitReached) {
            return { limitReached: error.refusal as Refusal } as const;
          }
          throw error;
        }
      }
      const id = existing ?? (await repository.findPair(caller.id, other));
      const conversation =
        id === undefined ? undefined : await repository.findConversation(caller.id, id);
      if (conversation === undefined)
        throw new Error(`conversation of ${caller.id} and ${other} vanished`);
      return { conversation, created: existing === undefined } as const;
    },

    async list(me: string, options: ListOptions) {
      const [rows, unreadTotal] = await Promise.all([
        repository.list(me, options),
        repository.unreadTotal(me),
      ]);
      return { conversations: rows.map(toConversation), unreadTotal };
    },

    find: (me: string, id: string) => repository.findConversation(me, id),

    async setFlags(me: string, id: string, flags: { pinned?: boolean; archived?: boolean }) {
      if (!(await repository.setFlags(me, id, flags))) return undefined;
      return repository.findConversation(me, id);
    },

    otherMember: (me: string, id: string) => repository.otherMember(me, id),

    /** Those of `userIds` who share a conversation with `me`. */
    /** Everyone who shares a conversation with `me`: the contacts one has a relation with. */
    partnersOf: (me: string) => repository.partnersOf(me),
    partnersAmong: (me: string, userIds: readonly string[]) =>
      repository.partnersAmong(me, userIds),

    /**
     * Sends a message: stored once per sender's client id (a repeated send answers the stored
     * one), with its pointer and the recipient's notification in the same transaction.
     */
    async send(
      sender: Member,
      conversationId: string,
      body: { clientId: string; content: string; attachments: string[] },
    ): Promise<SendOutcome> {
      const other = await repository.otherMember(sender.id, conversationId);
      if (other === undefined) return { notFound: true };
      const clientId = body.clientId.toLowerCase();
      const repeated = await repository.findByClientId(sender.id, clientId);
      if (repeated !== undefined) {
        return repeated.conversation_id === conversationId
          ? { message: repeated, created: false }
          : { clientIdReused: true };
      }
      if (isBlank(body.content) && body.attachments.length === 0) return { empty: true };
      const attachments: StoredMessageAttachment[] = [];
      for (const key of body.attachments) {
        const file = await files.find(key, sender.id);
        if (file === undefined) return { invalidAttachment: true };
        attachments.push({ key, ...file });
      }
      // Everything that needs no message id first; the insert last, as it takes the messages
      // lock until the COMMIT (repository.insertMessage).
      let id: string | undefined;
      try {
        id = await kysely.transaction().execute(async (tx) => {
          await repository.prepareSend(tx, conversationId, sender);
          await notifications.notify(tx, other, 'message-received', {
            actorId: sender.id,
            actorName: sender.name,
            conversationId,
          });
          const inserted = await repository.insertMessage(
            tx,
            { conversationId, sender, clientId, content: body.content, attachments },
            (messageId) => notifyMessage(messageId, conversationId, [sender.id, other]),
          );
          if (inserted === undefined) throw new RepeatedSend();
          return inserted;
        });
      } catch (error) {
        if (!(error instanceof RepeatedSend)) throw error;
      }
      // A concurrent repeat of the same send won the insert: answer its message.
      const message =
        id === undefined
          ? await repository.findByClientId(sender.id, clientId)
          : await repository.findMessage(id);
      if (message === undefined) throw new Error(`message ${clientId} of ${sender.id} vanished`);
      return { message, created: id !== undefined };
    },

    /** A page of history, newest first; undefined when `me` is not in the conversation. */
    async history(me: string, id: string, before: string | undefined, limit: number) {
      const conversation = await repository.findConversation(me, id);
      if (conversation === undefined) return undefined;
      const rows = await repository.history(id, before, limit);
      const page = rows.slice(0, limit);
      return {
        messages: await Promise.all(
          page.map((row) => toMessage(row, me, receiptsOf(conversation))),
        ),
        hasMore: rows.length > limit,
      };
    },

    /** Every message of `me`'s conversations after `after`, oldest first (a resume). */
    async since(me: string, after: string, limit: number) {
      const rows = await repository.since(me, after, limit);
      const page = rows.slice(0, limit);
      const receipts = new Map<string, { read: string; delivered: string }>();
      for (const row of page) {
        if (row.sender_id !== me || receipts.has(row.conversation_id)) continue;
        const conversation = await repository.findConversation(me, row.conversation_id);
        if (conversation !== undefined) receipts.set(row.conversation_id, receiptsOf(conversation));
      }
      const none = { read: '0', delivered: '0' };
      return {
        messages: await Promise.all(
          page.map((row) => toMessage(row, me, receipts.get(row.conversation_id) ?? none)),
        ),
        hasMore: rows.length > limit,
      };
    },

    /**
     * `me` has read conversation `id` up to `upTo` (it is open and visible): the receipts move
     * forward, its message notification is read, and the other member is told. False when `me`
     * is not in it.
     */
    async markRead(me: string, id: string, upTo: string): Promise<boolean> {
      const other = await repository.otherMember(me, id);
      if (other === undefined) return false;
      await kysely.transaction().execute(async (tx) => {
        const receipts = await repository.advanceReceipts(tx, me, id, upTo, true);
        await notifications.markConversationRead(tx, me, id);
        if (receipts !== undefined) await announceReceipts(tx, me, id, other, receipts);
      });
      return true;
    },

    /** `me`'s device received conversation `id`'s messages up to `upTo` (a live delivery). */
    async markDelivered(me: string, id: string, other: string, upTo: string): Promise<void> {
      const receipts = await repository.advanceReceipts(kysely, me, id, upTo, false);
      if (receipts !== undefined) await announceReceipts(kysely, me, id, other, receipts);
    },

    findMessage: (id: string) => repository.findMessage(id),

    /** Whether `userId` may download the attachment `key` (they are in its conversation). */
    holdsAttachment: (userId: string, key: string) => repository.holdsAttachment(userId, key),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
