import type { ConversationList } from '@atelier/api-contract';
import {
  CONVERSATION,
  ME,
  OTHER,
  aConversation,
  aMessage,
  aNotification,
  fakeApi,
  settle,
} from '../testing/fakes';
import type { Outgoing } from './outbox';
import { MessagingStore, TYPING_SHOWN_MS } from './store';

const OTHER_CONVERSATION = '00000000-0000-4000-8000-0000000000c2';
const NOW = Date.parse('2026-11-27T12:00:00.000Z');

function store({ visible = true, waiting = [] as Outgoing[] } = {}) {
  const api = fakeApi();
  const watched: string[][] = [];
  const page = { visible };
  const subject = new MessagingStore({
    api,
    watchPresence: (userIds) => watched.push(userIds),
    waiting: (conversationId) => waiting.filter((e) => e.conversationId === conversationId),
    isVisible: () => page.visible,
    now: () => NOW,
  });
  subject.reset(ME);
  return { subject, api, watched, page, state: () => subject.getState() };
}

const list = (conversations = [aConversation()], unreadTotal = 0): Promise<ConversationList> =>
  Promise.resolve({ conversations, unreadTotal });

describe('MessagingStore: the list', () => {
  it('loads the list pinned first, takes its online flags, and watches presence', async () => {
    const { subject, api, watched, state } = store();
    const older = aConversation({ lastMessageTime: '2026-11-26T00:00:00.000Z', isOnline: true });
    const pinned = aConversation({
      id: OTHER_CONVERSATION,
      participantId: ME,
      isPinned: true,
      lastMessageTime: '2026-11-20T00:00:00.000Z',
    });
    api.conversations.mockReturnValueOnce(list([older, pinned], 3));
    const loading = subject.loadList();
    expect(state().list.status).toBe('loading');
    await loading;
    expect(state().list.conversations.map((c) => c.id)).toEqual([OTHER_CONVERSATION, CONVERSATION]);
    expect(state().unreadTotal).toBe(3);
    expect(state().online).toEqual({ [OTHER]: true, [ME]: false });
    expect(watched).toEqual([[ME, OTHER]]);
  });

  it("keeps only the latest query's answer, and says so when the list cannot be loaded", async () => {
    const { subject, api, state } = store();
    let answerFirst: (value: ConversationList) => void = () => undefined;
    api.conversations
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockReturnValueOnce(list([aConversation({ id: OTHER_CONVERSATION })]));
    const first = subject.loadList({ q: 'a', filter: undefined, role: undefined, archived: false });
    await subject.loadList({ q: 'ab', filter: undefined, role: undefined, archived: false });
    answerFirst({ conversations: [aConversation()], unreadTotal: 0 });
    await first;
    expect(state().list.query.q).toBe('ab');
    expect(state().list.conversations.map((c) => c.id)).toEqual([OTHER_CONVERSATION]);

    api.conversations.mockRejectedValueOnce(new Error('offline'));
    await subject.loadList();
    expect(state().list.status).toBe('error');
  });

  it('adds a conversation opened with someone to the list once', async () => {
    const { subject, api, watched, state } = store();
    api.openConversation.mockResolvedValue(aConversation());
    expect(await subject.openWith(OTHER)).toBe(CONVERSATION);
    expect(await subject.openWith(OTHER)).toBe(CONVERSATION);
    expect(state().list.conversations).toHaveLength(1);
    expect(watched).toEqual([[OTHER]]);
  });

  it('a conversation the list does not show is loaded into it; an unknown one answers undefined', async () => {
    const { subject, api } = store();
    api.conversation.mockResolvedValueOnce(aConversation({ isArchived: true }));
    expect(await subject.loadConversation(CONVERSATION)).toMatchObject({ isArchived: true });
    expect(subject.conversation(CONVERSATION)).toMatchObject({ isArchived: true });
    expect(await subject.loadConversation(OTHER_CONVERSATION)).toBeUndefined();
  });

  it('pins or archives, then reloads the list as the server has it', async () => {
    const { subject, api, state } = store();
    api.setFlags.mockResolvedValueOnce(aConversation({ isPinned: true }));
    api.conversations.mockReturnValueOnce(list([aConversation({ isPinned: true })]));
    await subject.setFlags(CONVERSATION, { pinned: true });
    expect(api.setFlags).toHaveBeenCalledWith(CONVERSATION, { pinned: true });
    expect(state().list.conversations[0]?.isPinned).toBe(true);
  });
});

describe('MessagingStore: messages', () => {
  it('counts a new message from the other member once, however often it arrives', async () => {
    const { subject, api, state } = store();
    api.conversations.mockReturnValueOnce(list([aConversation({ lastMessageId: '5' })], 0));
    await subject.loadList();
    subject.receive([aMessage('6')]);
    subject.receive([aMessage('6'), aMessage('5')]);
    expect(state().unreadTotal).toBe(1);
    expect(state().list.conversations[0]).toMatchObject({ lastMessageId: '6', unreadCount: 1 });
  });

  it('reloads the list when a message belongs to a conversation it does not show', async () => {
    const { subject, api } = store();
    subject.receive([aMessage('6', { conversationId: OTHER_CONVERSATION })]);
    await settle();
    expect(api.conversations).toHaveBeenCalledTimes(1);
  });

  it('reads the open chat while the page is shown, and leaves it unread while hidden', async () => {
    const { subject, api, page, state } = store({ visible: false });
    api.conversations.mockReturnValueOnce(list([aConversation({ lastMessageId: '5' })]));
    await subject.loadList();
    api.messagesBefore.mockResolvedValueOnce({ messages: [aMessage('5')], hasMore: false });
    await subject.open(CONVERSATION);
    subject.receive([aMessage('6')]);
    expect(state().unreadTotal).toBe(1);
    expect(api.markRead).not.toHaveBeenCalled();

    page.visible = true;
    subject.visible();
    await settle();
    expect(api.markRead).toHaveBeenCalledWith(CONVERSATION, '6');
    expect(state().unreadTotal).toBe(0);

    subject.receive([aMessage('7')]);
    await settle();
    expect(state().unreadTotal).toBe(0);
    expect(api.markRead).toHaveBeenLastCalledWith(CONVERSATION, '7');
  });

  it("opening a chat loads its newest page with the outbox's messages last, and marks its notifications read", async () => {
    const waiting: Outgoing[] = [
      {
        clientId: 'w',
        conversationId: CONVERSATION,
        content: 'still sending',
        attachments: [],
        timestamp: '2026-11-27T12:00:00.000Z',
      },
    ];
    const { subject, api, state } = store({ waiting });
    api.conversations.mockReturnValueOnce(
      list([aConversation({ lastMessageId: '9', unreadCount: 2 })], 2),
    );
    await subject.loadList();
    api.notifications.mockResolvedValueOnce({
      notifications: [aNotification('1'), aNotification('2', { conversationId: null })],
      unreadCount: 2,
    });
    await subject.loadNotifications();
    api.messagesBefore.mockResolvedValueOnce({
      messages: [aMessage('9'), aMessage('8')],
      hasMore: true,
    });
    await subject.open(CONVERSATION);
    expect(api.messagesBefore).toHaveBeenCalledWith(CONVERSATION, undefined);
    const chat = state().chats[CONVERSATION];
    expect(chat?.messages.map((m) => m.id)).toEqual(['8', '9', 'local:w']);
    expect(chat?.messages.at(-1)).toMatchObject({ senderId: ME, status: 'sending' });
    expect(chat).toMatchObject({ hasMore: true, status: 'ready' });
    expect(state().unreadTotal).toBe(0);
    expect(state().notifications.map((n) => n.unread)).toEqual([false, true]);
    expect(api.markRead).toHaveBeenCalledWith(CONVERSATION, '9');
  });

  it('pages back from the oldest message shown until there is no more', async () => {
    const { subject, api, state } = store();
    api.messagesBefore
      .mockResolvedValueOnce({ messages: [aMessage('20'), aMessage('21')], hasMore: true })
      .mockResolvedValueOnce({ messages: [aMessage('19')], hasMore: false });
    await subject.open(CONVERSATION);
    await subject.loadOlder(CONVERSATION);
    expect(api.messagesBefore).toHaveBeenLastCalledWith(CONVERSATION, '20');
    expect(state().chats[CONVERSATION]?.messages.map((m) => m.id)).toEqual(['19', '20', '21']);
    await subject.loadOlder(CONVERSATION);
    expect(api.messagesBefore).toHaveBeenCalledTimes(2);
  });

  it('a page that fails leaves the chat in error, and opening it again loads afresh', async () => {
    const { subject, api, state } = store();
    api.messagesBefore.mockRejectedValueOnce(new Error('offline'));
    await subject.open(CONVERSATION);
    expect(state().chats[CONVERSATION]?.status).toBe('error');
    await subject.open(CONVERSATION);
    expect(state().chats[CONVERSATION]?.status).toBe('ready');
  });

  it('catches up after the newest id seen, page by page, then reloads the list', async () => {
    const { subject, api } = store();
    await subject.resume();
    expect(api.messagesAfter).not.toHaveBeenCalled();

    api.conversations.mockReturnValueOnce(list([aConversation({ lastMessageId: '12' })]));
    await subject.loadList();
    api.messagesAfter
      .mockResolvedValueOnce({ messages: [aMessage('13'), aMessage('14')], hasMore: true })
      .mockResolvedValueOnce({ messages: [aMessage('15')], hasMore: false });
    await subject.resume();
    expect(api.messagesAfter.mock.calls).toEqual([['12'], ['14']]);
    expect(api.conversations).toHaveBeenCalledTimes(2);

    // A failed catch-up starts from the same id next time.
    api.messagesAfter.mockRejectedValueOnce(new Error('offline'));
    await subject.resume();
    api.messagesAfter.mockResolvedValueOnce({ messages: [], hasMore: false });
    await subject.resume();
    expect(api.messagesAfter.mock.calls.slice(2)).toEqual([['15'], ['15']]);
  });

  it("applies the other member's receipts to my messages only, never going back", async () => {
    const { subject, api, state } = store();
    api.messagesBefore.mockResolvedValueOnce({
      messages: [
        aMessage('1', { senderId: ME }),
        aMessage('2', { senderId: ME, status: 'read' }),
        aMessage('3', { senderId: ME }),
        aMessage('4'),
      ],
      hasMore: false,
    });
    await subject.open(CONVERSATION);
    subject.apply({
      type: 'receipt',
      conversationId: CONVERSATION,
      userId: OTHER,
      deliveredUpTo: '4',
      readUpTo: '1',
    });
    expect(state().chats[CONVERSATION]?.messages.map((m) => m.status)).toEqual([
      'read',
      'read',
      'delivered',
      'sent',
    ]);
  });

  it('shows an outbox message once, in place of its earlier status', () => {
    const { subject, state } = store();
    const entry: Outgoing = {
      clientId: 'w',
      conversationId: CONVERSATION,
      content: 'hello',
      attachments: [],
      timestamp: '2026-11-27T12:00:00.000Z',
    };
    subject.showPending(entry, 'sending');
    subject.showPending(entry, 'failed');
    expect(state().chats[CONVERSATION]?.messages).toEqual([
      expect.objectContaining({ id: 'local:w', status: 'failed' }),
    ]);
    subject.receive([aMessage('30', { clientId: 'w', senderId: ME })]);
    expect(state().chats[CONVERSATION]?.messages.map((m) => m.id)).toEqual(['30']);
  });
});

describe('MessagingStore: live state', () => {
  it('shows typing for a while, presence, and each notification once, newest first', () => {
    const { subject, state } = store();
    subject.apply({ type: 'typing', conversationId: CONVERSATION, userId: OTHER });
    expect(state().typing).toEqual({ [CONVERSATION]: NOW + TYPING_SHOWN_MS });
    subject.apply({ type: 'presence', userId: OTHER, online: true });
    expect(state().online).toEqual({ [OTHER]: true });
    subject.apply({ type: 'notification', notification: aNotification('1') });
    subject.apply({ type: 'notification', notification: aNotification('2') });
    subject.apply({ type: 'notification', notification: aNotification('1', { message: 'again' }) });
    expect(state().notifications.map((n) => [n.id, n.message])).toEqual([
      ['1', 'again'],
      ['2', 'notification 2'],
    ]);
  });

  it('loads the notifications, says so when it cannot, and Dismiss marks one read', async () => {
    const { subject, api, state } = store();
    expect(state().notificationsStatus).toBe('loading');
    api.notifications.mockRejectedValueOnce(new Error('offline'));
    await subject.loadNotifications();
    expect(state().notificationsStatus).toBe('error');

    api.notifications.mockResolvedValueOnce({
      notifications: [aNotification('1')],
      unreadCount: 1,
    });
    await subject.loadNotifications();
    await subject.dismiss('1');
    expect(state().notifications[0]?.unread).toBe(false);
    expect(api.dismissNotification).toHaveBeenCalledWith('1');
  });

  it('tells its listeners of each change until they leave; reset forgets everything', async () => {
    const { subject, api, state } = store();
    const listener = jest.fn();
    const leave = subject.subscribe(listener);
    subject.setConnection('open');
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    subject.setConnection('offline');
    expect(listener).toHaveBeenCalledTimes(1);

    api.conversations.mockReturnValueOnce(list([aConversation({ lastMessageId: '12' })]));
    await subject.loadList();
    subject.reset(null);
    expect(state()).toMatchObject({ me: null, connection: 'idle', unreadTotal: 0, chats: {} });
    subject.receive([aMessage('40')]);
    expect(state().list.conversations).toEqual([]);
    await subject.resume();
    expect(api.messagesAfter).not.toHaveBeenCalled();
  });
});
