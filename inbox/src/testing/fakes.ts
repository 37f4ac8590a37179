/**
 * The inbox's test doubles, at the edges of its client: a socket the test drives, the API port
 * answering from jest mocks, an in-memory storage, and factories for the API's shapes.
 */
import type { Conversation, Message, Notification, ServerEvent } from '@atelier/api-contract';
import type { MessagingApi } from '../client/messagingApi';
import type { OutboxStorage } from '../client/outbox';
import type { SocketLike } from '../client/transport';

/** A socket that records what is sent and lets the test open it, answer and close it. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  closed = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly ticket: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.closed = true;
    this.readyState = 3;
  }

  /** The server accepted the socket and says it is ready. */
  open(userId = 'me') {
    this.readyState = 1;
    this.receive({ type: 'ready', userId });
  }

  receive(event: ServerEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }

  /** The connection dropped (the server went away, the network closed it). */
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

/** Each socket the code under test opened, newest last. */
export function socketFactory() {
  const sockets: FakeSocket[] = [];
  const open = (ticket: string) => {
    const socket = new FakeSocket(ticket);
    sockets.push(socket);
    return socket;
  };
  return { sockets, open, latest: () => sockets.at(-1) };
}

export type FakeApi = {
  [K in keyof MessagingApi]: jest.Mock<ReturnType<MessagingApi[K]>, Parameters<MessagingApi[K]>>;
};

/** A mocked call of the API port, typed as the port's. */
function answering<K extends keyof MessagingApi>(
  _call: K,
  answer: () => ReturnType<MessagingApi[K]>,
): jest.Mock<ReturnType<MessagingApi[K]>, Parameters<MessagingApi[K]>> {
  return jest.fn<ReturnType<MessagingApi[K]>, Parameters<MessagingApi[K]>>(answer);
}

/** The API port with every call mocked; by default each answers as an empty server would. */
export function fakeApi(): FakeApi {
  let ticket = 0;
  return {
    realtimeTicket: answering('realtimeTicket', () =>
      Promise.resolve(`ticket-${String(++ticket)}`),
    ),
    conversations: answering('conversations', () =>
      Promise.resolve({ conversations: [], unreadTotal: 0 }),
    ),
    conversation: answering('conversation', () => Promise.reject(new Error('not found'))),
    openConversation: answering('openConversation', () => Promise.reject(new Error('not found'))),
    setFlags: answering('setFlags', () => Promise.reject(new Error('not found'))),
    contacts: answering('contacts', () => Promise.resolve([])),
    messagesBefore: answering('messagesBefore', () =>
      Promise.resolve({ messages: [], hasMore: false }),
    ),
    messagesAfter: answering('messagesAfter', () =>
      Promise.resolve({ messages: [], hasMore: false }),
    ),
    markRead: answering('markRead', () => Promise.resolve()),
    sendMessage: answering('sendMessage', () => Promise.reject(new Error('no answer set'))),
    uploadAttachment: answering('uploadAttachment', () =>
      Promise.reject(new Error('no answer set')),
    ),
    notifications: answering('notifications', () =>
      Promise.resolve({ notifications: [], unreadCount: 0 }),
    ),
    dismissNotification: answering('dismissNotification', () => Promise.resolve()),
  };
}

/** localStorage's two calls over a map. */
export function memoryStorage(entries: Record<string, string> = {}): OutboxStorage & {
  entries: Record<string, string>;
} {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
  };
}

export const ME = '00000000-0000-4000-8000-000000000001';
export const OTHER = '00000000-0000-4000-8000-000000000002';
export const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';

export const aMessage = (id: string, overrides: Partial<Message> = {}): Message => ({
  id,
  conversationId: CONVERSATION,
  senderId: OTHER,
  senderName: 'Other',
  clientId: `client-${id}`,
  content: `text ${id}`,
  timestamp: '2026-11-27T12:00:00.000Z',
  type: 'text',
  status: 'sent',
  attachments: [],
  ...overrides,
});

export const aConversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: CONVERSATION,
  participantId: OTHER,
  participantName: 'Other',
  participantRole: 'client',
  lastMessage: null,
  lastMessageTime: null,
  lastMessageId: null,
  unreadCount: 0,
  isOnline: false,
  isPinned: false,
  isArchived: false,
  participantReadUpTo: '0',
  participantDeliveredUpTo: '0',
  ...overrides,
});

export const aNotification = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'message-received',
  type: 'message',
  message: `notification ${id}`,
  time: '2026-11-27T12:00:00.000Z',
  unread: true,
  conversationId: CONVERSATION,
  actorId: OTHER,
  ...overrides,
});

/** Lets every settled promise's callbacks run (the code under test awaits the fake API). */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
