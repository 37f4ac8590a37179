/**
 * The tab's outbox: a message is shown at once as 'sending', its files uploaded first, then kept
 * (in localStorage, per user) until the API has stored it. A send that finds the API unreachable
 * (offline, 5xx) stays and is sent again by the next `flush` (after a reconnect); one the API
 * refuses, or whose files could not be uploaded, is 'failed' and can be retried.
 */
import type { Message } from '@atelier/api-contract';
import { localIdOf, type ChatMessage } from '../model/messages';
import { ApiFailure } from './http';
import type { MessagingApi } from './messagingApi';

/** An outbox entry: what to send again until the API has it. */
export interface Outgoing {
  clientId: string;
  conversationId: string;
  content: string;
  attachments: { id: string; name: string; size: number; type: string }[];
  timestamp: string;
}

export type PendingStatus = 'sending' | 'failed';

/** Where the outbox is kept between page loads (localStorage; a map in tests). */
export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface OutboxOptions {
  api: Pick<MessagingApi, 'sendMessage' | 'uploadAttachment'>;
  /** A message of the outbox is to be shown (again) with this status. */
  onPending: (entry: Outgoing, status: PendingStatus) => void;
  /** The API stored a message of the outbox: this is the server's copy. */
  onSent: (message: Message) => void;
  storage?: () => OutboxStorage;
  newClientId?: () => string;
  now?: () => Date;
}

export const OUTBOX_KEY = 'atelier.inbox.outbox';

/** An outbox entry as the chat shows it until the server's copy replaces it. */
export function pendingMessage(entry: Outgoing, me: string, status: PendingStatus): ChatMessage {
  return {
    id: localIdOf(entry.clientId),
    conversationId: entry.conversationId,
    senderId: me,
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

/** Offline or the server unreachable: worth sending again later, unlike a refusal. */
const isUnreachable = (error: unknown) =>
  error instanceof ApiFailure && (error.status === 0 || error.status >= 500);

export class Outbox {
  private entries: Outgoing[] = [];
  private readonly failed = new Map<string, Outgoing>();
  /** Files not uploaded yet, by client id (kept for a retry; never stored). */
  private readonly files = new Map<string, File[]>();
  private flushing = false;
  private key = OUTBOX_KEY;
  private readonly storage: () => OutboxStorage;
  private readonly newClientId: () => string;
  private readonly now: () => Date;

  constructor(private readonly options: OutboxOptions) {
    this.storage = options.storage ?? (() => window.localStorage);
    this.newClientId = options.newClientId ?? (() => crypto.randomUUID());
    this.now = options.now ?? (() => new Date());
  }

  /** Takes up the outbox `user` left in this browser (sent by the next `flush`). */
  load(user: string) {
    this.key = `${OUTBOX_KEY}.${user}`;
    try {
      const stored = this.storage().getItem(this.key);
      this.entries = stored === null ? [] : (JSON.parse(stored) as Outgoing[]);
    } catch (error) {
      console.error('The outbox could not be read', error);
      this.entries = [];
    }
  }

  /** The messages of a conversation still waiting to be stored. */
  waiting(conversationId: string): readonly Outgoing[] {
    return this.entries.filter((entry) => entry.conversationId === conversationId);
  }

  /** Sends a message: shown at once as 'sending', uploaded files first, then kept until stored. */
  async send(conversationId: string, content: string, files: File[] = []) {
    const entry: Outgoing = {
      clientId: this.newClientId(),
      conversationId,
      content,
      attachments: files.map((file) => ({
        id: '',
        name: file.name,
        size: file.size,
        type: file.type,
      })),
      timestamp: this.now().toISOString(),
    };
    this.options.onPending(entry, 'sending');
    if (files.length > 0) {
      this.files.set(entry.clientId, files);
      if (!(await this.upload(entry))) return;
    }
    this.enqueue(entry);
    await this.flush();
  }

  /** Sends a failed message again (its files too, if they never reached the server). */
  async retry(clientId: string) {
    const entry = this.failed.get(clientId);
    if (entry === undefined) return;
    this.failed.delete(clientId);
    this.options.onPending(entry, 'sending');
    if (this.files.has(clientId) && !(await this.upload(entry))) return;
    this.enqueue(entry);
    await this.flush();
  }

  /** The server has these messages (sent from here or seen arriving): no longer waiting. */
  acknowledge(clientIds: readonly string[]) {
    const stored = new Set(clientIds);
    this.entries = this.entries.filter((entry) => !stored.has(entry.clientId));
    this.save();
  }

  /** Sends what waits, in order, until the outbox is empty or the API is unreachable. */
  async flush() {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (let entry = this.entries[0]; entry !== undefined; entry = this.entries[0]) {
        try {
          const message = await this.options.api.sendMessage(entry.conversationId, {
            clientId: entry.clientId,
            content: entry.content,
            attachments: entry.attachments.map((file) => file.id),
          });
          this.acknowledge([entry.clientId]);
          this.options.onSent(message);
        } catch (error) {
          // Kept, sent again after the reconnect.
          if (isUnreachable(error)) break;
          this.acknowledge([entry.clientId]);
          this.failed.set(entry.clientId, entry);
          this.options.onPending(entry, 'failed');
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private enqueue(entry: Outgoing) {
    this.entries.push(entry);
    this.save();
  }

  private async upload(entry: Outgoing): Promise<boolean> {
    const files = this.files.get(entry.clientId) ?? [];
    try {
      const ids: string[] = [];
      for (const file of files) ids.push(await this.options.api.uploadAttachment(file));
      entry.attachments = entry.attachments.map((file, index) => ({
        ...file,
        id: ids[index] ?? '',
      }));
      this.files.delete(entry.clientId);
      return true;
    } catch {
      this.failed.set(entry.clientId, entry);
      this.options.onPending(entry, 'failed');
      return false;
    }
  }

  private save() {
    try {
      this.storage().setItem(this.key, JSON.stringify(this.entries));
    } catch (error) {
      console.error('The outbox could not be saved', error);
    }
  }
}
