/**
 * One tab's messaging: the conversation list, the open chats, notifications, presence and
 * typing, kept up to date over one real-time connection, and the outbox. Framework-free; React
 * reads it through `useMessaging` (useSyncExternalStore).
 *
 * Delivery: the socket is opened with a ticket traded for the access token; after each `ready`
 * the client asks for every message after the last id it saw (resume) and dedupes by id, so a
 * reconnect (a dropped network, an expired session, another instance) loses nothing and shows
 * nothing twice. Sends go over REST with a client id: the outbox keeps them (in localStorage)
 * until the API has stored them, retrying after a reconnect; one the API refuses is 'failed' and
 * can be retried.
 */
import type {
  ClientEvent,
  Contact,
  ContactList,
  Conversation,
  ConversationFilter,
  ConversationList,
  Message,
  MessagePage,
  Notification,
  NotificationList,
  RealtimeTicket,
  Role,
  ServerEvent,
} from '@atelier/api-contract';
import { sortConversations, withMessage } from '../model/conversations';
import {
  applyReceipts,
  lastServerId,
  localIdOf,
  maxId,
  mergeMessages,
  type ChatMessage,
} from '../model/messages';
import { ApiFailure, callApi, uploadAttachment, type TokenSource } from './http';

export interface ListQuery {
  q: string;
  filter: ConversationFilter | undefined;
  role: Role | undefined;
  archived: boolean;
}

export interface Chat {
  messages: ChatMessage[];
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error';
}

export interface MessagingState {
  me: string | null;
  connection: 'idle' | 'connecting' | 'open' | 'offline';
  list: { query: ListQuery; conversations: Conversation[]; status: 'loading' | 'ready' | 'error' };
  unreadTotal: number;
  chats: Readonly<Record<string, Chat>>;
  /** Conversation id -> until when (ms) the other member is shown typing. */
  typing: Readonly<Record<string, number>>;
  online: Readonly<Record<string, boolean>>;
  notifications: Notification[];
  notificationsStatus: 'loading' | 'ready' | 'error';
}

/** An outbox entry: what to send again until the API has it. */
interface Outgoing {
  clientId: string;
  conversationId: string;
  content: string;
  attachments: { id: string; name: string; size: number; type: string }[];
  timestamp: string;
}

export const TYPING_SHOWN_MS = 3_000;
const TYPING_SENT_EVERY_MS = 2_000;
const PING_EVERY_MS = 20_000;
const PONG_WITHIN_MS = 10_000;
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];
const OUTBOX_KEY = 'atelier.inbox.outbox';

const EMPTY_QUERY: ListQuery = { q: '', filter: undefined, role: undefined, archived: false };

const initialState = (): MessagingState => ({
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

const queryString = (query: ListQuery) => {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q.trim());
  if (query.filter !== undefined) params.set('filter', query.filter);
  if (query.role !== undefined) params.set('role', query.role);
  if (query.archived) params.set('archived', 'true');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

const asChatMessage = (message: Message): ChatMessage => message;

export class MessagingClient {
  private state: MessagingState = initialState();
  private readonly listeners = new Set<() => void>();
  private getToken: TokenSource = () => Promise.resolve(null);
  private users = 0;
  private socket: WebSocket | undefined;
  private reconnectAttempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private lastId: string | undefined;
  private openConversationId: string | undefined;
  private outbox: Outgoing[] = [];
  private flushing = false;
  private lastTypingSent = 0;
  private listRequest = 0;
  private readonly files = new Map<string, File[]>();

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
    const chat = this.state.chats[conversationId] ?? {
      messages: [],
      hasMore: true,
      status: 'loading',
    };
    this.set({ chats: { ...this.state.chats, [conversationId]: change(chat) } });
  }

  /** Starts (or joins) the tab's connection for user `me`; answers the function that leaves. */
  acquire(me: string, getToken: TokenSource): () => void {
    this.getToken = getToken;
    if (this.state.me !== me) {
      this.stop();
      this.state = { ...initialState(), me };
      this.outbox = this.readOutbox();
      this.set({});
      this.connect();
      void this.loadList();
      void this.loadNotifications();
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
      document.addEventListener('visibilitychange', this.onVisibility);
    }
    this.users++;
    return () => {
      this.users--;
      // Kept while another component of the tab still uses it (an area switch remounts them).
      setTimeout(() => {
        if (this.users === 0) this.stop();
      }, 0);
    };
  }

  private stop() {
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    document.removeEventListener('visibilitychange', this.onVisibility);
    clearTimeout(this.reconnectTimer);
    this.closeSocket();
    this.lastId = undefined;
    this.state = initialState();
    this.set({});
  }

  // ---- the connection ----

  private readonly onOnline = () => {
    this.reconnectAttempt = 0;
    clearTimeout(this.reconnectTimer);
    if (this.socket === undefined) this.connect();
  };

  private readonly onOffline = () => {
    this.closeSocket();
    this.set({ connection: 'offline' });
  };

  private readonly onVisibility = () => {
    if (document.visibilityState === 'visible' && this.openConversationId !== undefined) {
      void this.markRead(this.openConversationId);
    }
  };

  private closeSocket() {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    const socket = this.socket;
    this.socket = undefined;
    if (socket !== undefined) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
  }

  private scheduleReconnect() {
    if (this.state.me === null) return;
    const delay =
      RECONNECT_DELAYS_MS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)] ??
      10_000;
    this.reconnectAttempt++;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private connect() {
    if (this.state.me === null || this.socket !== undefined) return;
    this.set({ connection: 'connecting' });
    void (async () => {
      let ticket: RealtimeTicket;
      try {
        ticket = await callApi<RealtimeTicket>(this.getToken, '/realtime/tickets', {
          method: 'POST',
        });
      } catch {
        this.set({ connection: navigator.onLine ? 'connecting' : 'offline' });
        this.scheduleReconnect();
        return;
      }
      if (this.state.me === null || this.socket !== undefined) return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const socket = new WebSocket(
        `${scheme}://${window.location.host}/api/realtime?ticket=${encodeURIComponent(ticket.ticket)}`,
      );
      this.socket = socket;
      socket.onmessage = (event) => {
        if (typeof event.data !== 'string') return;
        this.onEvent(JSON.parse(event.data) as ServerEvent);
      };
      socket.onclose = () => {
        if (this.socket !== socket) return;
        this.closeSocket();
        this.set({ connection: navigator.onLine ? 'connecting' : 'offline' });
        this.scheduleReconnect();
      };
    })();
  }

  private sendEvent(event: ClientEvent) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(event));
  }

  /** A ping the server answers: a connection dead without a close (a cut network) is noticed. */
  private startPings() {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      this.sendEvent({ type: 'ping' });
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => {
        const socket = this.socket;
        this.closeSocket();
        if (socket !== undefined) {
          this.set({ connection: 'connecting' });
          this.scheduleReconnect();
        }
      }, PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }

  private onEvent(event: ServerEvent) {
    switch (event.type) {
      case 'ready':
        this.reconnectAttempt = 0;
        this.set({ connection: 'open' });
        this.startPings();
        void this.resume();
        this.watchPresence();
        void this.flushOutbox();
        break;
      case 'pong':
        clearTimeout(this.pongTimer);
        break;
      case 'message':
        this.receive([event.message]);
        break;
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
          typing: { ...this.state.typing, [event.conversationId]: Date.now() + TYPING_SHOWN_MS },
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

  /** Everything after the last id this tab saw, page by page (a reconnect's catch-up). */
  private async resume() {
    if (this.lastId === undefined) return;
    try {
      for (;;) {
        const page = await callApi<MessagePage>(
          this.getToken,
          `/conversations/messages?after=${this.lastId}`,
        );
        this.receive(page.messages);
        if (!page.hasMore || page.messages.length === 0) break;
      }
      // Counts and order as the server has them (archived, pinned elsewhere).
      await this.loadList();
    } catch {
      // The next reconnect resumes from the same id.
    }
  }

  private watchPresence() {
    const userIds = this.state.list.conversations.map((c) => c.participantId);
    if (userIds.length > 0) this.sendEvent({ type: 'presence', userIds });
  }

  /** Messages from any source: each once, the list and the open chat updated. */
  private receive(messages: readonly Message[]) {
    const me = this.state.me;
    if (me === null) return;
    let { conversations } = this.state.list;
    let unreadTotal = this.state.unreadTotal;
    const chats: Record<string, Chat> = { ...this.state.chats };
    let readOpen = false;
    for (const message of messages) {
      this.lastId = this.lastId === undefined ? message.id : maxId(this.lastId, message.id);
      const result = withMessage(conversations, message, me, this.visibleOpenConversation());
      conversations = result.conversations;
      if (result.counted) unreadTotal++;
      const chat = chats[message.conversationId];
      if (chat !== undefined) {
        chats[message.conversationId] = {
          ...chat,
          messages: mergeMessages(chat.messages, [asChatMessage(message)]),
        };
      }
      if (message.conversationId === this.visibleOpenConversation() && message.senderId !== me) {
        readOpen = true;
      }
      this.outbox = this.outbox.filter((entry) => entry.clientId !== message.clientId);
    }
    this.writeOutbox();
    const known = new Set(conversations.map((c) => c.id));
    const unknown = messages.some((message) => !known.has(message.conversationId));
    this.set({ list: { ...this.state.list, conversations }, unreadTotal, chats });
    if (unknown) void this.loadList();
    if (readOpen && this.openConversationId !== undefined)
      void this.markRead(this.openConversationId);
  }

  private visibleOpenConversation(): string | undefined {
    return typeof document !== 'undefined' && document.visibilityState === 'visible'
      ? this.openConversationId
      : undefined;
  }

  // ---- the list ----

  async loadList(query: ListQuery = this.state.list.query) {
    const request = ++this.listRequest;
    this.set({ list: { ...this.state.list, query, status: 'loading' } });
    try {
      const answer = await callApi<ConversationList>(
        this.getToken,
        `/conversations${queryString(query)}`,
      );
      if (request !== this.listRequest) return;
      for (const conversation of answer.conversations) {
        if (conversation.lastMessageId !== null) {
          this.lastId =
            this.lastId === undefined
              ? conversation.lastMessageId
              : maxId(this.lastId, conversation.lastMessageId);
        }
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
    await callApi<Conversation>(this.getToken, `/conversations/${conversationId}`, {
      method: 'PATCH',
      body: flags,
    });
    await this.loadList();
  }

  /** Opens (creating once) the conversation with another user; answers its id. */
  async openWith(userId: string): Promise<string> {
    const conversation = await callApi<Conversation>(this.getToken, '/conversations', {
      method: 'POST',
      body: { userId },
    });
    if (!this.state.list.conversations.some((c) => c.id === conversation.id)) {
      this.set({
        list: {
          ...this.state.list,
          conversations: sortConversations([conversation, ...this.state.list.conversations]),
        },
      });
      this.watchPresence();
    }
    return conversation.id;
  }

  async searchContacts(q: string): Promise<Contact[]> {
    const answer = await callApi<ContactList>(
      this.getToken,
      `/conversations/contacts?q=${encodeURIComponent(q)}`,
    );
    return answer.contacts;
  }

  conversation(id: string): Conversation | undefined {
    return this.state.list.conversations.find((c) => c.id === id);
  }

  async loadConversation(id: string): Promise<Conversation | undefined> {
    try {
      const conversation = await callApi<Conversation>(this.getToken, `/conversations/${id}`);
      if (!this.state.list.conversations.some((c) => c.id === id)) {
        this.set({
          list: {
            ...this.state.list,
            conversations: sortConversations([conversation, ...this.state.list.conversations]),
          },
        });
      }
      return conversation;
    } catch {
      return undefined;
    }
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

  async loadOlder(conversationId: string, first = false) {
    const chat = this.state.chats[conversationId];
    if (!first && (chat === undefined || !chat.hasMore || chat.status === 'loading')) return;
    const oldest = first ? undefined : chat?.messages.find((m) => m.local !== true)?.id;
    this.setChat(conversationId, (current) => ({ ...current, status: 'loading' }));
    try {
      const page = await callApi<MessagePage>(
        this.getToken,
        `/conversations/${conversationId}/messages${oldest === undefined ? '' : `?before=${oldest}`}`,
      );
      const pending = this.outbox
        .filter((entry) => entry.conversationId === conversationId)
        .map((entry) => this.pendingMessage(entry, 'sending'));
      this.setChat(conversationId, (current) => ({
        messages: mergeMessages(current.messages, [
          ...page.messages.map(asChatMessage),
          ...pending,
        ]),
        hasMore: page.hasMore,
        status: 'ready',
      }));
      const newest = lastServerId(page.messages);
      if (newest !== undefined)
        this.lastId = this.lastId === undefined ? newest : maxId(this.lastId, newest);
    } catch {
      this.setChat(conversationId, (current) => ({ ...current, status: 'error' }));
    }
  }

  /** The chat is open and visible: the other side's messages up to the newest are read. */
  private async markRead(conversationId: string) {
    if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
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
      await callApi(this.getToken, `/conversations/${conversationId}/read`, {
        method: 'POST',
        body: { upTo: newest },
      });
    } catch {
      // Read again the next time the chat is shown.
    }
  }

  typing(conversationId: string) {
    const now = Date.now();
    if (now - this.lastTypingSent < TYPING_SENT_EVERY_MS) return;
    this.lastTypingSent = now;
    this.sendEvent({ type: 'typing', conversationId });
  }

  // ---- sending ----

  private pendingMessage(entry: Outgoing, status: 'sending' | 'failed'): ChatMessage {
    return {
      id: localIdOf(entry.clientId),
      conversationId: entry.conversationId,
      senderId: this.state.me ?? '',
      senderName: '',
      clientId: entry.clientId,
      content: entry.content,
      timestamp: entry.timestamp,
      type: 'text',
      status,
      attachments: entry.attachments.map((file) => ({ ...file, url: '' })),
      local: true,
    };
  }

  private markPending(entry: Outgoing, status: 'sending' | 'failed') {
    this.setChat(entry.conversationId, (chat) => ({
      ...chat,
      messages: mergeMessages(
        chat.messages.filter((m) => m.id !== localIdOf(entry.clientId)),
        [this.pendingMessage(entry, status)],
      ),
    }));
  }

  /**
   * Sends a message: shown at once as 'sending', uploaded files first, then kept in the outbox
   * until the API stores it (sent again after a reconnect).
   */
  async send(conversationId: string, content: string, files: File[] = []) {
    const entry: Outgoing = {
      clientId: crypto.randomUUID(),
      conversationId,
      content,
      attachments: files.map((file) => ({
        id: '',
        name: file.name,
        size: file.size,
        type: file.type,
      })),
      timestamp: new Date().toISOString(),
    };
    this.markPending(entry, 'sending');
    if (files.length > 0) {
      this.files.set(entry.clientId, files);
      if (!(await this.upload(entry))) return;
    }
    this.outbox.push(entry);
    this.writeOutbox();
    await this.flushOutbox();
  }

  private async upload(entry: Outgoing): Promise<boolean> {
    const files = this.files.get(entry.clientId) ?? [];
    try {
      const ids: string[] = [];
      for (const file of files) ids.push(await uploadAttachment(this.getToken, file));
      entry.attachments = entry.attachments.map((file, index) => ({
        ...file,
        id: ids[index] ?? '',
      }));
      this.files.delete(entry.clientId);
      return true;
    } catch {
      this.failed.set(entry.clientId, entry);
      this.markPending(entry, 'failed');
      return false;
    }
  }

  private readonly failed = new Map<string, Outgoing>();

  /** Sends a failed message again (its files too, if they never reached the server). */
  async retry(clientId: string) {
    const entry = this.failed.get(clientId);
    if (entry === undefined) return;
    this.failed.delete(clientId);
    this.markPending(entry, 'sending');
    if (this.files.has(clientId) && !(await this.upload(entry))) return;
    this.outbox.push(entry);
    this.writeOutbox();
    await this.flushOutbox();
  }

  private async flushOutbox() {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.outbox.length > 0) {
        const entry = this.outbox[0];
        if (entry === undefined) break;
        try {
          const message = await callApi<Message>(
            this.getToken,
            `/conversations/${entry.conversationId}/messages`,
            {
              method: 'POST',
              body: {
                clientId: entry.clientId,
                content: entry.content,
                attachments: entry.attachments.map((file) => file.id),
              },
            },
          );
          this.outbox.shift();
          this.writeOutbox();
          this.receive([message]);
        } catch (error) {
          // Offline or the server unreachable: kept, sent again after the reconnect.
          if (error instanceof ApiFailure && (error.status === 0 || error.status >= 500)) break;
          this.outbox.shift();
          this.writeOutbox();
          this.failed.set(entry.clientId, entry);
          this.markPending(entry, 'failed');
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private readOutbox(): Outgoing[] {
    try {
      const stored = window.localStorage.getItem(`${OUTBOX_KEY}.${this.state.me ?? ''}`);
      return stored === null ? [] : (JSON.parse(stored) as Outgoing[]);
    } catch (error) {
      console.error('The outbox could not be read', error);
      return [];
    }
  }

  private writeOutbox() {
    try {
      window.localStorage.setItem(
        `${OUTBOX_KEY}.${this.state.me ?? ''}`,
        JSON.stringify(this.outbox),
      );
    } catch (error) {
      console.error('The outbox could not be saved', error);
    }
  }

  // ---- notifications ----

  async loadNotifications() {
    try {
      const answer = await callApi<NotificationList>(this.getToken, '/notifications');
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
    await callApi(this.getToken, `/notifications/${notificationId}/read`, { method: 'POST' });
  }
}

/** The tab's one client (the inbox package is one shared module per page). */
export const messagingClient = new MessagingClient();
