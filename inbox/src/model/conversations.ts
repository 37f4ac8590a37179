/** The conversation list's pure logic: live messages moving a conversation up, and its order. */
import type { Conversation, Message } from '@atelier/api-contract';
import { compareIds } from './messages';

/** Pinned first, then the latest message (or opening) first. */
export function sortConversations(conversations: readonly Conversation[]): Conversation[] {
  return [...conversations].sort((a, b) => {
    if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
    return (b.lastMessageTime ?? '').localeCompare(a.lastMessageTime ?? '');
  });
}

/**
 * The list after a live message: its conversation shows it as the last message and, when the
 * message is someone else's and the conversation is not open and visible, counts it unread.
 * A message already counted (an id not after the last one) changes nothing.
 */
export function withMessage(
  conversations: readonly Conversation[],
  message: Message,
  me: string,
  openConversationId: string | undefined,
): { conversations: Conversation[]; counted: boolean } {
  let counted = false;
  const updated = conversations.map((conversation) => {
    if (conversation.id !== message.conversationId) return conversation;
    if (
      conversation.lastMessageId !== null &&
      compareIds(message.id, conversation.lastMessageId) <= 0
    ) {
      return conversation;
    }
    const unread = message.senderId !== me && openConversationId !== conversation.id;
    counted = unread;
    return {
      ...conversation,
      lastMessage:
        message.content.trim() === ''
          ? message.attachments.map((file) => file.name).join(', ')
          : message.content,
      lastMessageTime: message.timestamp,
      lastMessageId: message.id,
      unreadCount: conversation.unreadCount + (unread ? 1 : 0),
      isArchived: false,
    };
  });
  return { conversations: sortConversations(updated), counted };
}

/** What the list was asked for: search words, Filter (a kind or a role), Archived. */
export interface ListNarrowing {
  q: string;
  filter: string | undefined;
  role: string | undefined;
  archived: boolean;
}

/**
 * Whether the user narrowed the list (searched, filtered, or looks at the archive): an empty list
 * then says 'No conversations found', otherwise it is a first-use inbox that invites the first
 * message.
 */
export const narrowsList = (query: ListNarrowing): boolean =>
  query.q.trim() !== '' || query.filter !== undefined || query.role !== undefined || query.archived;
