/**
 * The chat's pure logic: merging messages that arrive from history pages, live events, resumes
 * and the browser's own outbox into one list (each message once, in server order, the ones still
 * being sent last), receipts, and what may be sent.
 */
import type { Message, MessageStatus } from '@atelier/api-contract';

/** A message as the chat shows it: from the server, or still in the browser's outbox. */
export interface ChatMessage extends Omit<Message, 'status'> {
  status: MessageStatus | 'sending' | 'failed';
  /** Set while the message exists only in this browser (id is `local:<clientId>`). */
  local?: boolean;
}

export const localIdOf = (clientId: string) => `local:${clientId}`;

const isLocal = (message: ChatMessage) => message.local === true;

/** Compares server ids (decimal text of any length). */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export const maxId = (a: string, b: string) => (compareIds(a, b) >= 0 ? a : b);

/**
 * `current` with `incoming` added: a server message replaces the outbox entry with its client id
 * and any copy of itself; server messages in id order, then the outbox in the order it was
 * written.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  const serverClientIds = new Set<string>();
  for (const message of [...current, ...incoming]) {
    if (!isLocal(message)) serverClientIds.add(message.clientId);
  }
  for (const message of [...current, ...incoming]) {
    if (isLocal(message) && serverClientIds.has(message.clientId)) continue;
    const existing = byId.get(message.id);
    // A later copy of a server message may carry a newer status; never go back from read.
    byId.set(message.id, existing === undefined ? message : { ...existing, ...message });
  }
  const all = [...byId.values()];
  const sent = all.filter((message) => !isLocal(message));
  const pending = all.filter(isLocal);
  sent.sort((a, b) => compareIds(a.id, b.id));
  return [...sent, ...pending];
}

const STATUS_RANK: Record<MessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

/** The other member's receipts applied to `me`'s messages: statuses only move forward. */
export function applyReceipts(
  messages: readonly ChatMessage[],
  me: string,
  receipts: { deliveredUpTo: string; readUpTo: string },
): ChatMessage[] {
  return messages.map((message) => {
    if (message.senderId !== me || isLocal(message)) return message;
    const status: MessageStatus =
      compareIds(message.id, receipts.readUpTo) <= 0
        ? 'read'
        : compareIds(message.id, receipts.deliveredUpTo) <= 0
          ? 'delivered'
          : 'sent';
    const current = message.status as MessageStatus;
    return STATUS_RANK[status] > STATUS_RANK[current] ? { ...message, status } : message;
  });
}

/** Whether a draft may be sent: some text that is not only whitespace, or a file. */
export const canSend = (text: string, attachmentCount: number) =>
  text.trim() !== '' || attachmentCount > 0;

/** The newest server id among `messages`, or undefined. */
export function lastServerId(messages: readonly ChatMessage[]): string | undefined {
  let last: string | undefined;
  for (const message of messages) {
    if (!isLocal(message)) last = last === undefined ? message.id : maxId(last, message.id);
  }
  return last;
}
