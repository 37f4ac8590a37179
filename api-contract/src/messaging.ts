import { Type, type Static } from '@sinclair/typebox';
import { Nullable, RoleSchema, StringEnum, Timestamp } from './common';
import type { Notification } from './notifications';

/** The longest message text (characters). */
export const MAX_MESSAGE_LENGTH = 5000;
/** Attachments one message may carry. */
export const MAX_MESSAGE_ATTACHMENTS = 10;
/** Messages per page of a conversation's history (newest first) and per page of a resume. */
export const MESSAGE_PAGE_SIZE = 30;
export const MAX_MESSAGE_PAGE_SIZE = 100;
/** Conversations a list answers at most (the inbox shows them all; a person has a few dozen). */
export const CONVERSATION_LIST_LIMIT = 200;
/** People a New Message search answers at most. */
export const CONTACT_SEARCH_LIMIT = 10;

/** A message's server id: a decimal number as text (bigint), increasing in commit order. */
const MessageId = Type.String({ pattern: '^[0-9]{1,18}$', description: 'A message id.' });
const UserId = Type.String({ format: 'uuid' });

/** Status of a message for its sender (spec 001 section 3); read is shown blue. */
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The inbox's filters (Filter button): unread only, with attachments only. */
export const CONVERSATION_FILTERS = ['unread', 'attachments'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

export const Attachment = Type.Object(
  {
    /** The upload's id. */
    id: Type.String(),
    name: Type.String(),
    /** Bytes. */
    size: Type.Integer(),
    /** MIME type, from the content. */
    type: Type.String(),
    /** A 60-second signed link to the file (participants only), for previews and downloads. */
    url: Type.String(),
  },
  { additionalProperties: false },
);
export type Attachment = Static<typeof Attachment>;

export const Message = Type.Object(
  {
    id: MessageId,
    conversationId: Type.String({ format: 'uuid' }),
    senderId: UserId,
    senderName: Type.String(),
    /** The sender's own id for the message (idempotent sends). */
    clientId: Type.String({ format: 'uuid' }),
    content: Type.String(),
    timestamp: Timestamp,
    type: StringEnum(['text'] as const),
    /** For the sender: whether the other member's devices received it, and read it. */
    status: StringEnum(MESSAGE_STATUSES),
    attachments: Type.Array(Attachment),
  },
  { additionalProperties: false },
);
export type Message = Static<typeof Message>;

export const Conversation = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    participantId: UserId,
    participantName: Type.String(),
    participantRole: Nullable(RoleSchema),
    lastMessage: Nullable(Type.String()),
    lastMessageTime: Nullable(Timestamp),
    lastMessageId: Nullable(MessageId),
    unreadCount: Type.Integer({ minimum: 0 }),
    isOnline: Type.Boolean(),
    isPinned: Type.Boolean(),
    isArchived: Type.Boolean(),
    /** The message id up to which the participant has read (the caller's messages up to it are read). */
    participantReadUpTo: MessageId,
    participantDeliveredUpTo: MessageId,
  },
  { additionalProperties: false },
);
export type Conversation = Static<typeof Conversation>;

export const ConversationList = Type.Object(
  {
    conversations: Type.Array(Conversation),
    /** Unread messages over every conversation that is not archived (the navbar's count). */
    unreadTotal: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ConversationList = Static<typeof ConversationList>;

export const ConversationListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    filter: Type.Optional(StringEnum(CONVERSATION_FILTERS)),
    role: Type.Optional(RoleSchema),
    /** true: the archived conversations only; default: the others. */
    archived: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);
export type ConversationListQuery = Static<typeof ConversationListQuery>;

export const OpenConversationBody = Type.Object(
  { userId: UserId },
  { additionalProperties: false },
);
export type OpenConversationBody = Static<typeof OpenConversationBody>;

export const ConversationIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type ConversationIdParams = Static<typeof ConversationIdParams>;

export const UpdateConversationBody = Type.Object(
  { pinned: Type.Optional(Type.Boolean()), archived: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateConversationBody = Static<typeof UpdateConversationBody>;

export const HistoryQuery = Type.Object(
  {
    /** Messages older than this id (the next page up); default: the newest. */
    before: Type.Optional(MessageId),
    limit: Type.Integer({ minimum: 1, maximum: MAX_MESSAGE_PAGE_SIZE, default: MESSAGE_PAGE_SIZE }),
  },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof HistoryQuery>;

export const MessagePage = Type.Object(
  {
    /** History: newest first. Resume: oldest first. */
    messages: Type.Array(Message),
    hasMore: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MessagePage = Static<typeof MessagePage>;

export const ResumeQuery = Type.Object(
  {
    /** Every message of the caller's conversations after this id, oldest first. */
    after: MessageId,
    limit: Type.Integer({
      minimum: 1,
      maximum: MAX_MESSAGE_PAGE_SIZE,
      default: MAX_MESSAGE_PAGE_SIZE,
    }),
  },
  { additionalProperties: false },
);
export type ResumeQuery = Static<typeof ResumeQuery>;

export const SendMessageBody = Type.Object(
  {
    clientId: Type.String({ format: 'uuid' }),
    content: Type.String({ maxLength: MAX_MESSAGE_LENGTH }),
    /** Upload ids (purpose 'attachment') of the sender's complete uploads. */
    attachments: Type.Array(Type.String({ pattern: '^[0-9a-f]{32}$' }), {
      maxItems: MAX_MESSAGE_ATTACHMENTS,
      uniqueItems: true,
      default: [],
    }),
  },
  { additionalProperties: false },
);
export type SendMessageBody = Static<typeof SendMessageBody>;

export const ReadBody = Type.Object({ upTo: MessageId }, { additionalProperties: false });
export type ReadBody = Static<typeof ReadBody>;

export const ContactQuery = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type ContactQuery = Static<typeof ContactQuery>;

export const Contact = Type.Object(
  { id: UserId, name: Type.String(), role: Nullable(RoleSchema) },
  { additionalProperties: false },
);
export type Contact = Static<typeof Contact>;

export const ContactList = Type.Object(
  { contacts: Type.Array(Contact) },
  { additionalProperties: false },
);
export type ContactList = Static<typeof ContactList>;

export const RealtimeTicket = Type.Object(
  {
    ticket: Type.String(),
    expiresAt: Timestamp,
  },
  { additionalProperties: false },
);
export type RealtimeTicket = Static<typeof RealtimeTicket>;

/** What the server pushes on the real-time connection (JSON text frames). */
export type ServerEvent =
  | { type: 'ready'; userId: string }
  | { type: 'message'; message: Message }
  | {
      type: 'receipt';
      conversationId: string;
      userId: string;
      deliveredUpTo: string;
      readUpTo: string;
    }
  | { type: 'presence'; userId: string; online: boolean }
  | { type: 'typing'; conversationId: string; userId: string }
  | { type: 'notification'; notification: Notification }
  /**
   * Issue 39: a style the user has access to has a new comment, a new revision, an approval
   * move (a revision submitted, approved, changes asked for), or news of one of its sample rounds
   * (moved, measured, a photo added or removed).
   */
  | {
      type: 'style';
      styleId: string;
      change: 'comment' | 'revision' | 'approval' | 'sample';
      /** The new revision's number (a revision), else null. */
      revision: number | null;
      by: { id: string; name: string };
    }
  | { type: 'pong' };

/** What a client may send on it: writes go over REST; these are ephemeral. */
export type ClientEvent =
  | { type: 'typing'; conversationId: string }
  | { type: 'presence'; userIds: string[] }
  | { type: 'ping' };
