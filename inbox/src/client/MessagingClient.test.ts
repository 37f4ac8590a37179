import {
  CONVERSATION,
  ME,
  aConversation,
  aMessage,
  fakeApi,
  settle,
  socketFactory,
} from '../testing/fakes';
import { ApiFailure } from './http';
import { OUTBOX_KEY } from './outbox';
import { MessagingClient } from './MessagingClient';

function client() {
  const api = fakeApi();
  const sockets = socketFactory();
  const getToken = jest.fn(() => Promise.resolve('token'));
  const subject = new MessagingClient({ api: () => api, openSocket: sockets.open });
  const latest = () => {
    const socket = sockets.latest();
    if (socket === undefined) throw new Error('no socket was opened');
    return socket;
  };
  return { subject, api, sockets: sockets.sockets, latest, getToken };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
});

describe('MessagingClient', () => {
  it('opens one connection per tab for the signed-in user, and closes it when the last screen leaves', async () => {
    const { subject, api, sockets, latest, getToken } = client();
    const leaveIndicators = subject.acquire(ME, getToken);
    const leaveInbox = subject.acquire(ME, getToken);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(api.conversations).toHaveBeenCalledTimes(1);
    expect(api.notifications).toHaveBeenCalledTimes(1);
    latest().open(ME);
    expect(subject.getState()).toMatchObject({ me: ME, connection: 'open' });

    leaveIndicators();
    await nextTask();
    expect(latest().closed).toBe(false);
    leaveInbox();
    await nextTask();
    expect(latest().closed).toBe(true);
    expect(subject.getState()).toMatchObject({ me: null, connection: 'idle' });
  });

  it('after a reconnect, catches up, asks for presence and sends what waited in the outbox', async () => {
    const { subject, api, latest, getToken } = client();
    api.conversations.mockResolvedValue({
      conversations: [aConversation({ lastMessageId: '5' })],
      unreadTotal: 0,
    });
    subject.acquire(ME, getToken);
    await settle();
    latest().open(ME);
    await settle();

    api.sendMessage.mockRejectedValueOnce(new ApiFailure(0, 'offline'));
    await subject.send(CONVERSATION, 'sent while offline');
    expect(JSON.parse(window.localStorage.getItem(`${OUTBOX_KEY}.${ME}`) ?? '[]')).toHaveLength(1);

    window.dispatchEvent(new Event('offline'));
    expect(subject.getState().connection).toBe('offline');
    window.dispatchEvent(new Event('online'));
    await settle();
    api.messagesAfter.mockResolvedValueOnce({ messages: [aMessage('6')], hasMore: false });
    api.sendMessage.mockImplementationOnce((_id, body) =>
      Promise.resolve(aMessage('7', { clientId: body.clientId, senderId: ME })),
    );
    latest().open(ME);
    await settle();

    expect(api.messagesAfter).toHaveBeenCalledWith('5');
    expect(latest().sent).toContainEqual({
      type: 'presence',
      userIds: [aConversation().participantId],
    });
    // The same message (its client id) sent again, and no longer waiting.
    const [first, again] = api.sendMessage.mock.calls.map(([, body]) => body.clientId);
    expect(again).toBe(first);
    expect(api.sendMessage).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem(`${OUTBOX_KEY}.${ME}`)).toBe('[]');
  });

  it('a message arriving over the socket shows once and leaves the outbox', async () => {
    const { subject, api, latest, getToken } = client();
    window.localStorage.setItem(
      `${OUTBOX_KEY}.${ME}`,
      JSON.stringify([
        {
          clientId: 'waiting',
          conversationId: CONVERSATION,
          content: 'hello',
          attachments: [],
          timestamp: '2026-11-27T12:00:00.000Z',
        },
      ]),
    );
    api.sendMessage.mockRejectedValue(new ApiFailure(503, 'unavailable'));
    subject.acquire(ME, getToken);
    await settle();
    latest().open(ME);
    latest().receive({
      type: 'message',
      message: aMessage('8', { clientId: 'waiting', senderId: ME }),
    });
    expect(window.localStorage.getItem(`${OUTBOX_KEY}.${ME}`)).toBe('[]');
  });

  it('tells the other member about typing at most every two seconds', async () => {
    const { subject, latest, getToken } = client();
    subject.acquire(ME, getToken);
    await settle();
    latest().open(ME);
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    subject.typing(CONVERSATION);
    now.mockReturnValue(11_999);
    subject.typing(CONVERSATION);
    now.mockReturnValue(12_000);
    subject.typing(CONVERSATION);
    expect(
      latest().sent.filter((event) => (event as { type: string }).type === 'typing'),
    ).toHaveLength(2);
    now.mockRestore();
  });
});
