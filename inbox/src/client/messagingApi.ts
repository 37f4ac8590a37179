/**
 * The messaging and notification routes the inbox calls, as one port: the store, the outbox and
 * the transport take it (a fake in their unit tests), `createMessagingApi` answers it over
 * shared-ui's API client with the signed-in user's token.
 */
import type {
  Contact,
  ContactList,
  Conversation,
  ConversationFilter,
  ConversationList,
  Message,
  MessagePage,
  NotificationList,
  RealtimeTicket,
  Role,
} from '@atelier/api-contract';
import { callApi, uploadAttachment, type TokenSource } from './http';

/** What the conversation list was asked for: search words, Filter (a kind or a role), Archived. */
export interface ListQuery {
  q: string;
  filter: ConversationFilter | undefined;
  role: Role | undefined;
  archived: boolean;
}

/** A message for `POST /api/conversations/:id/messages`, its attachments already uploaded. */
export interface NewMessage {
  clientId: string;
  content: string;
  attachments: string[];
}

export interface MessagingApi {
  /** A one-use ticket for the real-time socket. */
  realtimeTicket(): Promise<string>;
  conversations(query: ListQuery): Promise<ConversationList>;
  conversation(id: string): Promise<Conversation>;
  /** Opens (creating once) the conversation with another user. */
  openConversation(userId: string): Promise<Conversation>;
  setFlags(id: string, flags: { pinned?: boolean; archived?: boolean }): Promise<Conversation>;
  contacts(q: string): Promise<Contact[]>;
  /** A conversation's newest page, or the page before `before`. */
  messagesBefore(conversationId: string, before: string | undefined): Promise<MessagePage>;
  /** Every conversation's messages after `after` (a reconnect's catch-up), a page at a time. */
  messagesAfter(after: string): Promise<MessagePage>;
  markRead(conversationId: string, upTo: string): Promise<void>;
  sendMessage(conversationId: string, message: NewMessage): Promise<Message>;
  /** Uploads an attachment; answers its upload id. */
  uploadAttachment(file: File): Promise<string>;
  notifications(): Promise<NotificationList>;
  dismissNotification(id: string): Promise<void>;
}

export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q.trim());
  if (query.filter !== undefined) params.set('filter', query.filter);
  if (query.role !== undefined) params.set('role', query.role);
  if (query.archived) params.set('archived', 'true');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function createMessagingApi(getToken: TokenSource): MessagingApi {
  return {
    realtimeTicket: async () =>
      (await callApi<RealtimeTicket>(getToken, '/realtime/tickets', { method: 'POST' })).ticket,
    conversations: (query) =>
      callApi<ConversationList>(getToken, `/conversations${listQueryString(query)}`),
    conversation: (id) => callApi<Conversation>(getToken, `/conversations/${id}`),
    openConversation: (userId) =>
      callApi<Conversation>(getToken, '/conversations', { method: 'POST', body: { userId } }),
    setFlags: (id, flags) =>
      callApi<Conversation>(getToken, `/conversations/${id}`, { method: 'PATCH', body: flags }),
    contacts: async (q) =>
      (await callApi<ContactList>(getToken, `/conversations/contacts?q=${encodeURIComponent(q)}`))
        .contacts,
    messagesBefore: (conversationId, before) =>
      callApi<MessagePage>(
        getToken,
        `/conversations/${conversationId}/messages${before === undefined ? '' : `?before=${before}`}`,
      ),
    messagesAfter: (after) =>
      callApi<MessagePage>(getToken, `/conversations/messages?after=${after}`),
    markRead: async (conversationId, upTo) => {
      await callApi(getToken, `/conversations/${conversationId}/read`, {
        method: 'POST',
        body: { upTo },
      });
    },
    sendMessage: (conversationId, message) =>
      callApi<Message>(getToken, `/conversations/${conversationId}/messages`, {
        method: 'POST',
        body: message,
      }),
    uploadAttachment: (file) => uploadAttachment(getToken, file),
    notifications: () => callApi<NotificationList>(getToken, '/notifications'),
    dismissNotification: async (id) => {
      await callApi(getToken, `/notifications/${id}/read`, { method: 'POST' });
    },
  };
}
