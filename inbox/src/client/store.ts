/**
 * The tab's messaging state and what changes it: the conversation list, the open chats and their
 * pages, receipts, typing, presence and notifications. Messages from any source (a history page,
 * a live event, a reconnect's catch-up, the outbox's answer) go through `receive`: each once, the
 * list and the chats updated, the newest id kept for the next catch-up. Framework-free; React
 * reads it through `useMessaging` (useSyncExternalStore).
 */
import type { Conversation, Message, Notification, ServerEvent } from '@atelier/api-contract';
import { sortConversations, withMessage } from '../model/conversations';
import {
  applyReceipts,
  lastServerId,
  maxId,
  mergeMessages,
  type ChatMessage,
} from '../model/messages';
import type { ListQuery, MessagingApi } from './messagingApi';
import { pendingMessage, type Outgoing, type PendingStatus } from './outbox';
import type { ConnectionStatus } from './transport';

export interface Chat {
  messages: ChatMessage[];
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error';
}

export interface MessagingState {
  me: string | null;
  connection: ConnectionStatus;
  list: { query: ListQuery; conversations: Conversation[]; status: 'loading' | 'ready' | 'error' };
  unreadTotal: number;
  chats: Readonly<Record<string, Chat>>;
  /** Conversation id -> until when (ms) the other member is shown typing. */
  typing: Readonly<Record<string, number>>;
  online: Readonly<Record<string, boolean>>;
  notifications: Notification[];
  notificationsStatus: 'loading' | 'ready' | 'error';
}

export interface StoreOptions {
  api: Omit<MessagingApi, 'realtimeTicket' | 'sendMessage' | 'uploadAttachment' | 'contacts'>;
  /** The users whose presence the list shows (sent over the connection). */
  watchPresence: (userIds: string[]) => void;
  /** The outbox's messages of a conversation, shown after its history. */
  waiting: (conversationId: string) => readonly Outgoing[];
  /** Whether the page is shown (a hidden tab reads nothing). */
  isVisible?: () => boolean;
  now?: () => number;
}

/** The server events that change the state by themselves. */
export type LiveChange = Extract<
  ServerEvent,
  { type: 'receipt' | 'typing' | 'presence' | 'notification' }
>;

export const TYPING_SHOWN_MS = 3_000;

const EMPTY_QUERY: ListQuery = { q: '', filter: undefined, role: undefined, archived: false };

export const initialState = (): MessagingState => ({
  me: null,
  connection: 'idle',
  list: { query: EMPTY_QUERY, conversations: [], status: 'loading' },
  unreadTotal: 0,
  chats: {},
  typing: {},
  online: {},
  notifications: [],
  notificationsStatus: 'loading',
});

const NEW_CHAT: Chat = { messages: [], hasMore: true, status: 'loading' };

const pageVisible = () => typeof document !== 'undefined' && document.visibilityState === 'visible';

export class MessagingStore {
  private state: MessagingState = initialState();
  private readonly listeners = new Set<() => void>();
  /** The newest message id this tab has seen: a reconnect asks for everything after it. */
  private lastId: string | undefined;
  private openConversationId: string | undefined;
  private listRequest = 0;
  private readonly api: StoreOptions['api'];
  private readonly isVisible: () => boolean;
  private readonly now: () => number;

  constructor(private readonly options: StoreOptions) {
    this.api = options.api;
    this.isVisible = options.isVisible ?? pageVisible;
    this.now = options.now ?? Date.now;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = () => this.state;

  private set(change: Partial<MessagingState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private setChat(conversationId: string, change: (chat: Chat) => Chat) {
    const chat = this.state.chats[conversationId] ?? NEW_CHAT;
    this.set({ chats: { ...this.state.chats, [conversationId]: change(chat) } });
  }

  private seen(id: string) {
    this.lastId = this.lastId === undefined ? id : maxId(this.lastId, id);
  }

  /** A fresh state for `me` (null: signed out, nothing kept). */
  reset(me: string | null) {
    this.lastId = undefined;
    this.state = { ...initialState(), me };
    this.set({});
  }

  setConnection(connection: ConnectionStatus) {
    this.set({ connection });
  }

  /** A live change other than a message (those go through `receive`). */
  apply(event: LiveChange) {
    switch (event.type) {
      case 'receipt':
        if (this.state.chats[event.conversationId] !== undefined && this.state.me !== null) {
          const me = this.state.me;
          this.setChat(event.conversationId, (chat) => ({
            ...chat,
            messages: applyReceipts(chat.messages, me, event),
          }));
        }
        break;
      case 'typing':
        this.set({
          typing: { ...this.state.typing, [event.conversationId]: this.now() + TYPING_SHOWN_MS },
        });
        break;
      case 'presence':
        this.set({ online: { ...this.state.online, [event.userId]: event.online } });
        break;
      case 'notification':
        this.set({
          notifications: [
            event.notification,
            ...this.state.notifications.filter((n) => n.id !== event.notification.id),
          ],
        });
        break;
    }
  }

  /** Messages from any source: each once, the list and the open chat updated. */
  receive(messages: readonly Message[]) {
    const me = this.state.me;
    if (me === null) return;
    let { conversations } = this.state.list;
    let unreadTotal = this.state.unreadTotal;
    const chats: Record<string, Chat> = { ...this.state.chats };
    let readOpen = false;
    const visibleOpen = this.visibleOpenConversation();
    for (const message of messages) {
      this.seen(message.id);
      const result = withMessage(conversations, message, me, visibleOpen);
      conversations = result.conversations;
      if (result.counted) unreadTotal++;
      const chat = chats[message.conversationId];
      if (chat !== undefined) {
        chats[message.conversationId] = {
          ...chat,
          messages: mergeMessages(chat.messages, [message]),
        };
      }
      if (message.conversationId === visibleOpen && message.senderId !== me) readOpen = true;
    }
    const known = new Set(conversations.map((c) => c.id));
    const unknown = messages.some((message) => !known.has(message.conversationId));
    this.set({ list: { ...this.state.list, conversations }, unreadTotal, chats });
    if (unknown) void this.loadList();
    if (readOpen && this.openConversationId !== undefined)
      void this.markRead(this.openConversationId);
  }

  private visibleOpenConversation(): string | undefined {
    return this.isVisible() ? this.openConversationId : undefined;
  }

  /** Everything after the last id this tab saw, page by page (a reconnect's catch-up). */
  async resume() {
    if (this.lastId === undefined) return;
    try {
      for (;;) {
        const page = await this.api.messagesAfter(this.lastId);
        this.receive(page.messages);
        if (!page.hasMore || page.messages.length === 0) break;
      }
      // Counts and order as the server has them (archived, pinned elsewhere).
      await this.loadList();
    } catch {
      // The next reconnect resumes from the same id.
    }
  }

  /** Asks for the presence of everyone in the list. */
  watchPresence() {
    const userIds = this.state.list.conversations.map((c) => c.participantId);
    if (userIds.length > 0) this.options.watchPresence(userIds);
  }

  // ---- the list ----

  async loadList(query: ListQuery = this.state.list.query) {
    const request = ++this.listRequest;
    this.set({ list: { ...this.state.list, query, status: 'loading' } });
    try {
      const answer = await this.api.conversations(query);
      if (request !== this.listRequest) return;
      for (const conversation of answer.conversations) {
        if (conversation.lastMessageId !== null) this.seen(conversation.lastMessageId);
      }
      const online = { ...this.state.online };
      for (const conversation of answer.conversations) {
        online[conversation.participantId] ??= conversation.isOnline;
      }
      this.set({
        list: { query, conversations: sortConversations(answer.conversations), status: 'ready' },
        unreadTotal: answer.unreadTotal,
        online,
      });
      this.watchPresence();
    } catch {
      if (request === this.listRequest) this.set({ list: { ...this.state.list, status: 'error' } });
    }
  }

  async setFlags(conversationId: string, flags: { pinned?: boolean; archived?: boolean }) {
    await this.api.setFlags(conversationId, flags);
    await this.loadList();
  }

  /** Opens (creating once) the conversation with another user; answers its id. */
  async openWith(userId: string): Promise<string> {
    const conversation = await this.api.openConversation(userId);
    if (this.addToList(conversation)) this.watchPresence();
    return conversation.id;
  }

  conversation(id: string): Conversation | undefined {
    return this.state.list.conversations.find((c) => c.id === id);
  }

  /** A conversation the list does not show (archived, or beyond a search): added to it. */
  async loadConversation(id: string): Promise<Conversation | undefined> {
    try {
      const conversation = await this.api.conversation(id);
      this.addToList(conversation);
      return conversation;
    } catch {
      return undefined;
    }
  }

  /** Adds a conversation the list lacks; answers whether it was added. */
  private addToList(conversation: Conversation): boolean {
    if (this.state.list.conversations.some((c) => c.id === conversation.id)) return false;
    this.set({
      list: {
        ...this.state.list,
        conversations: sortConversations([conversation, ...this.state.list.conversations]),
      },
    });
    return true;
  }

  // ---- a chat ----

  /** The conversation shown in the chat pane (undefined: none); loads its newest page. */
  async open(conversationId: string | undefined) {
    this.openConversationId = conversationId;
    if (conversationId === undefined) return;
    const chat = this.state.chats[conversationId];
    if (chat === undefined || chat.status === 'error') await this.loadOlder(conversationId, true);
    await this.markRead(conversationId);
  }

  /** The page is shown again: the open chat's messages are read now. */
  visible() {
    if (this.isVisible() && this.openConversationId !== undefined) {
      void this.markRead(this.openConversationId);
    }
  }

  /** The page before the oldest message shown (`first`: the newest page). */
  async loadOlder(conversationId: string, first = false) {
    const chat = this.state.chats[conversationId];
    if (!first && (chat === undefined || !chat.hasMore || chat.status === 'loading')) return;
    const oldest = first ? undefined : chat?.messages.find((m) => m.local !== true)?.id;
    this.setChat(conversationId, (current) => ({ ...current, status: 'loading' }));
    try {
      const page = await this.api.messagesBefore(conversationId, oldest);
      const me = this.state.me ?? '';
      const pending = this.options
        .waiting(conversationId)
        .map((entry) => pendingMessage(entry, me, 'sending'));
      this.setChat(conversationId, (current) => ({
        messages: mergeMessages(current.messages, [...page.messages, ...pending]),
        hasMore: page.hasMore,
        status: 'ready',
      }));
      const newest = lastServerId(page.messages);
      if (newest !== undefined) this.seen(newest);
    } catch {
      this.setChat(conversationId, (current) => ({ ...current, status: 'error' }));
    }
  }

  /** The chat is open and visible: the other side's messages up to the newest are read. */
  private async markRead(conversationId: string) {
    if (!this.isVisible()) return;
    const conversation = this.conversation(conversationId);
    const chat = this.state.chats[conversationId];
    const newest =
      (chat === undefined ? undefined : lastServerId(chat.messages)) ??
      conversation?.lastMessageId ??
      undefined;
    if (newest === undefined) return;
    if (conversation !== undefined && conversation.unreadCount > 0) {
      this.set({
        unreadTotal: Math.max(0, this.state.unreadTotal - conversation.unreadCount),
        list: {
          ...this.state.list,
          conversations: this.state.list.conversations.map((c) =>
            c.id === conversationId ? { ...c, unreadCount: 0 } : c,
          ),
        },
      });
    }
    this.set({
      notifications: this.state.notifications.map((n) =>
        n.conversationId === conversationId ? { ...n, unread: false } : n,
      ),
    });
    try {
      await this.api.markRead(conversationId, newest);
    } catch {
      // Read again the next time the chat is shown.
    }
  }

  /** An outbox message shown in its chat with this status, in place of its earlier copy. */
  showPending(entry: Outgoing, status: PendingStatus) {
    const message = pendingMessage(entry, this.state.me ?? '', status);
    this.setChat(entry.conversationId, (chat) => ({
      ...chat,
      messages: mergeMessages(
        chat.messages.filter((m) => m.id !== message.id),
        [message],
      ),
    }));
  }

  // ---- notifications ----

  async loadNotifications() {
    try {
      const answer = await this.api.notifications();
      this.set({ notifications: answer.notifications, notificationsStatus: 'ready' });
    } catch {
      this.set({ notificationsStatus: 'error' });
    }
  }

  async dismiss(notificationId: string) {
    this.set({
      notifications: this.state.notifications.map((n) =>
        n.id === notificationId ? { ...n, unread: false } : n,
      ),
    });
    await this.api.dismissNotification(notificationId);
  }
}
