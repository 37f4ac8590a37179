import type { Conversation, Message } from '@atelier/api-contract';
import { aConversation, aMessage } from '../testing/fakes';
import { narrowsList, sortConversations, withMessage } from './conversations';

const conversation = (id: string, overrides: Partial<Conversation> = {}): Conversation =>
  aConversation({
    id,
    participantId: `user-${id}`,
    participantName: `Person ${id}`,
    participantRole: 'freelancer',
    ...overrides,
  });

const message = (id: string, conversationId: string, senderId: string): Message =>
  aMessage(id, {
    conversationId,
    senderId,
    senderName: 'Someone',
    timestamp: `2026-01-01T00:00:${id.padStart(2, '0')}.000Z`,
  });

describe('sortConversations', () => {
  it('puts pinned first, then the latest message', () => {
    const sorted = sortConversations([
      conversation('a', { lastMessageTime: '2026-01-01T00:00:01.000Z' }),
      conversation('b', { lastMessageTime: '2026-01-01T00:00:09.000Z' }),
      conversation('c', { isPinned: true, lastMessageTime: '2026-01-01T00:00:00.000Z' }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('withMessage', () => {
  it.each([
    ['someone else, conversation closed', 'them', undefined, 1, true],
    ['someone else, conversation open', 'them', 'a', 0, false],
    ['me', 'me', undefined, 0, false],
  ])('%s', (_case, sender, open, unread, counted) => {
    const result = withMessage(
      [conversation('b', { lastMessageTime: '2026-01-01T00:00:05.000Z' }), conversation('a')],
      message('7', 'a', sender),
      'me',
      open,
    );
    expect(result.conversations[0]).toMatchObject({
      id: 'a',
      lastMessage: 'text 7',
      lastMessageId: '7',
      unreadCount: unread,
    });
    expect(result.counted).toBe(counted);
  });

  it('counts a message it already has once', () => {
    const once = withMessage([conversation('a')], message('7', 'a', 'them'), 'me', undefined);
    const twice = withMessage(once.conversations, message('7', 'a', 'them'), 'me', undefined);
    expect(twice.conversations[0]?.unreadCount).toBe(1);
    expect(twice.counted).toBe(false);
  });
});

describe('narrowsList', () => {
  const none = { q: '', filter: undefined, role: undefined, archived: false };
  it.each([
    ['nothing asked', none, false],
    ['blank search words', { ...none, q: '   ' }, false],
    ['a search', { ...none, q: 'sofia' }, true],
    ['a kind filter', { ...none, filter: 'unread' }, true],
    ['a role filter', { ...none, role: 'client' }, true],
    ['the archive', { ...none, archived: true }, true],
  ])('%s: %p', (_case, query, expected) => {
    expect(narrowsList(query)).toBe(expected);
  });
});
