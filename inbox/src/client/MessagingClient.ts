/**
 * One tab's messaging, composed of three parts: the transport (the real-time socket and its
 * reconnection), the store (the state: the list, the chats and their pages, receipts, typing,
 * presence, notifications) and the outbox (sends kept until the API stores them). React reads
 * the store through `useMessaging` (useSyncExternalStore); screens call the methods below.
 *
 * Delivery: after each `ready` the store asks for every message after the last id it saw
 * (resume) and dedupes by id, so a reconnect (a dropped network, an expired session, another
 * instance) loses nothing and shows nothing twice; the outbox then sends what waits.
 */
import type { Contact, Message, ServerEvent } from '@atelier/api-contract';
import type { TokenSource } from './http';
import { createMessagingApi, type ListQuery, type MessagingApi } from './messagingApi';
import { Outbox } from './outbox';
import { MessagingStore } from './store';
import { RealtimeTransport, type SocketLike } from './transport';

export type { ListQuery } from './messagingApi';
export { TYPING_SHOWN_MS, type Chat, type MessagingState } from './store';

const TYPING_SENT_EVERY_MS = 2_000;

/** A style's news on the real-time connection (issue 39). */
export type StyleEvent = Extract<ServerEvent, { type: 'style' }>;

export interface MessagingClientOptions {
  /** The API (a fake in tests); by default auth-service with the token `acquire` was given. */
  api?: (getToken: TokenSource) => MessagingApi;
  openSocket?: (ticket: string) => SocketLike;
}

export class MessagingClient {
  private getToken: TokenSource = () => Promise.resolve(null);
  private users = 0;
  private lastTypingSent = 0;
  private readonly api: MessagingApi;
  private readonly store: MessagingStore;
  private readonly outbox: Outbox;
  private readonly transport: RealtimeTransport;

  constructor(options: MessagingClientOptions = {}) {
    this.api = (options.api ?? createMessagingApi)(() => this.getToken());
    this.transport = new RealtimeTransport({
      ticket: () => this.api.realtimeTicket(),
      ...(options.openSocket === undefined ? {} : { openSocket: options.openSocket }),
      onStatus: (status) => this.store.setConnection(status),
      onEvent: (event) => this.onEvent(event),
    });
    this.outbox = new Outbox({
      api: this.api,
      onPending: (entry, status) => this.store.showPending(entry, status),
      onSent: (message) => this.receive([message]),
    });
    this.store = new MessagingStore({
      api: this.api,
      watchPresence: (userIds) => this.transport.send({ type: 'presence', userIds }),
      waiting: (conversationId) => this.outbox.waiting(conversationId),
    });
  }

  subscribe = (listener: () => void) => this.store.subscribe(listener);

  private readonly styleListeners = new Set<(event: StyleEvent) => void>();

  /**
   * Issue 39: hears of new comments and revisions of the styles the user has access to (PLM's
   * open style pages); answers the function that stops listening.
   */
  onStyleEvent(listener: (event: StyleEvent) => void): () => void {
    this.styleListeners.add(listener);
    return () => {
      this.styleListeners.delete(listener);
    };
  }

  getState = () => this.store.getState();

  /** Starts (or joins) the tab's connection for user `me`; answers the function that leaves. */
  acquire(me: string, getToken: TokenSource): () => void {
    this.getToken = getToken;
    if (this.store.getState().me !== me) {
      this.stop();
      this.store.reset(me);
      this.outbox.load(me);
      this.transport.start();
      void this.store.loadList();
      void this.store.loadNotifications();
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
    this.transport.stop();
    this.store.reset(null);
  }

  private readonly onOnline = () => this.transport.online();

  private readonly onOffline = () => this.transport.offline();

  private readonly onVisibility = () => this.store.visible();

  private onEvent(event: ServerEvent) {
    switch (event.type) {
      case 'ready':
        void this.store.resume();
        this.store.watchPresence();
        void this.outbox.flush();
        break;
      case 'message':
        this.receive([event.message]);
        break;
      case 'pong':
        break;
      case 'style':
        for (const listener of this.styleListeners) listener(event);
        break;
      default:
        this.store.apply(event);
    }
  }

  /** Messages the server has: shown once, and no longer waiting in the outbox. */
  private receive(messages: readonly Message[]) {
    this.outbox.acknowledge(messages.map((message) => message.clientId));
    this.store.receive(messages);
  }

  // ---- the list ----

  loadList(query?: ListQuery) {
    return this.store.loadList(query);
  }

  setFlags(conversationId: string, flags: { pinned?: boolean; archived?: boolean }) {
    return this.store.setFlags(conversationId, flags);
  }

  /** Opens (creating once) the conversation with another user; answers its id. */
  openWith(userId: string): Promise<string> {
    return this.store.openWith(userId);
  }

  searchContacts(q: string): Promise<Contact[]> {
    return this.api.contacts(q);
  }

  conversation(id: string) {
    return this.store.conversation(id);
  }

  loadConversation(id: string) {
    return this.store.loadConversation(id);
  }

  // ---- a chat ----

  /** The conversation shown in the chat pane (undefined: none); loads its newest page. */
  open(conversationId: string | undefined) {
    return this.store.open(conversationId);
  }

  loadOlder(conversationId: string, first = false) {
    return this.store.loadOlder(conversationId, first);
  }

  /** The user types: the other member is told, at most every two seconds. */
  typing(conversationId: string) {
    const now = Date.now();
    if (now - this.lastTypingSent < TYPING_SENT_EVERY_MS) return;
    this.lastTypingSent = now;
    this.transport.send({ type: 'typing', conversationId });
  }

  send(conversationId: string, content: string, files: File[] = []) {
    return this.outbox.send(conversationId, content, files);
  }

  retry(clientId: string) {
    return this.outbox.retry(clientId);
  }

  // ---- notifications ----

  loadNotifications() {
    return this.store.loadNotifications();
  }

  dismiss(notificationId: string) {
    return this.store.dismiss(notificationId);
  }
}

/** The tab's one client (the inbox package is one shared module per page). */
export const messagingClient = new MessagingClient();
