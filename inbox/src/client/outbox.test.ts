import type { Message } from '@atelier/api-contract';
import { CONVERSATION, ME, aMessage, fakeApi, memoryStorage, settle } from '../testing/fakes';
import { ApiFailure } from './http';
import { OUTBOX_KEY, Outbox, pendingMessage, type Outgoing, type PendingStatus } from './outbox';

const KEY = `${OUTBOX_KEY}.${ME}`;

function outbox(stored?: Outgoing[]) {
  const api = fakeApi();
  const storage = memoryStorage(stored === undefined ? {} : { [KEY]: JSON.stringify(stored) });
  const shown: { clientId: string; status: PendingStatus }[] = [];
  const sent: Message[] = [];
  let id = 0;
  const subject = new Outbox({
    api,
    storage: () => storage,
    onPending: (entry, status) => shown.push({ clientId: entry.clientId, status }),
    onSent: (message) => sent.push(message),
    newClientId: () => `c${String(++id)}`,
    now: () => new Date('2026-11-27T12:00:00.000Z'),
  });
  subject.load(ME);
  const waitingIds = () => subject.waiting(CONVERSATION).map((entry) => entry.clientId);
  const storedIds = () =>
    (JSON.parse(storage.entries[KEY] ?? '[]') as Outgoing[]).map((entry) => entry.clientId);
  return { subject, api, shown, sent, waitingIds, storedIds };
}

/** The server's copy of what was posted. */
const stored = (id: string) => (_conversationId: string, body: { clientId: string }) =>
  Promise.resolve(aMessage(id, { clientId: body.clientId, senderId: ME }));

const entry = (clientId: string): Outgoing => ({
  clientId,
  conversationId: CONVERSATION,
  content: `text ${clientId}`,
  attachments: [],
  timestamp: '2026-11-27T11:00:00.000Z',
});

describe('Outbox', () => {
  it("shows a message as 'sending' at once, posts it, and forgets it once stored", async () => {
    const { subject, api, shown, sent, storedIds } = outbox();
    api.sendMessage.mockImplementation(stored('10'));
    await subject.send(CONVERSATION, 'Hello');
    expect(shown).toEqual([{ clientId: 'c1', status: 'sending' }]);
    expect(api.sendMessage).toHaveBeenCalledWith(CONVERSATION, {
      clientId: 'c1',
      content: 'Hello',
      attachments: [],
    });
    expect(sent.map((message) => message.id)).toEqual(['10']);
    expect(storedIds()).toEqual([]);
  });

  it.each([
    ['offline', 0],
    ['a server error', 503],
  ])(
    'keeps a message when the API is unreachable (%s) and sends it on the next flush',
    async (_case, status) => {
      const { subject, api, shown, sent, storedIds } = outbox();
      api.sendMessage.mockRejectedValueOnce(new ApiFailure(status, 'unreachable'));
      await subject.send(CONVERSATION, 'Hello');
      expect(storedIds()).toEqual(['c1']);
      expect(shown).toEqual([{ clientId: 'c1', status: 'sending' }]);
      expect(sent).toEqual([]);

      api.sendMessage.mockImplementation(stored('10'));
      await subject.flush();
      expect(sent.map((message) => message.clientId)).toEqual(['c1']);
      expect(storedIds()).toEqual([]);
    },
  );

  it("marks a refused message 'failed', keeps going with the next, and Retry sends it again", async () => {
    const { subject, api, shown, sent, storedIds } = outbox([entry('a'), entry('b')]);
    api.sendMessage
      .mockRejectedValueOnce(new ApiFailure(403, 'Upgrade to send messages'))
      .mockImplementationOnce(stored('11'));
    await subject.flush();
    expect(shown).toEqual([{ clientId: 'a', status: 'failed' }]);
    expect(sent.map((message) => message.clientId)).toEqual(['b']);
    expect(storedIds()).toEqual([]);

    api.sendMessage.mockImplementationOnce(stored('12'));
    await subject.retry('a');
    expect(shown.at(-1)).toEqual({ clientId: 'a', status: 'sending' });
    expect(sent.map((message) => message.clientId)).toEqual(['b', 'a']);
    // Only a failed message can be retried, and only once per failure.
    await subject.retry('a');
    expect(api.sendMessage).toHaveBeenCalledTimes(3);
  });

  it('uploads the files first and sends their ids; a failed upload is retried with its files', async () => {
    const { subject, api, shown, sent } = outbox();
    const file = new File(['pattern'], 'pattern.pdf', { type: 'application/pdf' });
    api.uploadAttachment.mockRejectedValueOnce(new ApiFailure(0, 'offline'));
    await subject.send(CONVERSATION, '', [file]);
    expect(shown).toEqual([
      { clientId: 'c1', status: 'sending' },
      { clientId: 'c1', status: 'failed' },
    ]);
    expect(api.sendMessage).not.toHaveBeenCalled();

    api.uploadAttachment.mockResolvedValueOnce('0123456789abcdef0123456789abcdef');
    api.sendMessage.mockImplementation(stored('10'));
    await subject.retry('c1');
    expect(api.uploadAttachment).toHaveBeenCalledWith(file);
    expect(api.sendMessage).toHaveBeenCalledWith(CONVERSATION, {
      clientId: 'c1',
      content: '',
      attachments: ['0123456789abcdef0123456789abcdef'],
    });
    expect(sent).toHaveLength(1);
  });

  it('a message refused after its upload is retried without uploading again', async () => {
    const { subject, api } = outbox();
    const file = new File(['pattern'], 'pattern.pdf', { type: 'application/pdf' });
    api.uploadAttachment.mockResolvedValueOnce('0123456789abcdef0123456789abcdef');
    api.sendMessage.mockRejectedValueOnce(new ApiFailure(400, 'refused'));
    await subject.send(CONVERSATION, 'see attached', [file]);
    api.sendMessage.mockImplementation(stored('10'));
    await subject.retry('c1');
    expect(api.uploadAttachment).toHaveBeenCalledTimes(1);
    expect(api.sendMessage).toHaveBeenLastCalledWith(CONVERSATION, {
      clientId: 'c1',
      content: 'see attached',
      attachments: ['0123456789abcdef0123456789abcdef'],
    });
  });

  it("takes up the user's stored outbox and sends it in the order it was written", async () => {
    const { subject, api, waitingIds } = outbox([entry('a'), entry('b')]);
    expect(waitingIds()).toEqual(['a', 'b']);
    api.sendMessage.mockImplementation(stored('10'));
    await subject.flush();
    expect(api.sendMessage.mock.calls.map(([, body]) => body.clientId)).toEqual(['a', 'b']);
    expect(waitingIds()).toEqual([]);
  });

  it('sends each message once when two flushes overlap', async () => {
    const { subject, api } = outbox([entry('a')]);
    api.sendMessage.mockImplementation(stored('10'));
    await Promise.all([subject.flush(), subject.flush()]);
    expect(api.sendMessage).toHaveBeenCalledTimes(1);
  });

  it('a message the server echoes over the socket while its post is under way does not drop the next one', async () => {
    const { subject, api, waitingIds } = outbox([entry('a'), entry('b')]);
    let answer: (message: Message) => void = () => undefined;
    api.sendMessage
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockImplementationOnce(stored('11'));
    const flushing = subject.flush();
    await settle();
    subject.acknowledge(['a']);
    answer(aMessage('10', { clientId: 'a', senderId: ME }));
    await flushing;
    expect(api.sendMessage.mock.calls.map(([, body]) => body.clientId)).toEqual(['a', 'b']);
    expect(waitingIds()).toEqual([]);
  });

  it('starts empty when the stored outbox cannot be read', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    const subject = new Outbox({
      api,
      storage: () => memoryStorage({ [KEY]: '{not json' }),
      onPending: jest.fn(),
      onSent: jest.fn(),
    });
    subject.load(ME);
    expect(subject.waiting(CONVERSATION)).toEqual([]);
    expect(error).toHaveBeenCalledWith('The outbox could not be read', expect.any(SyntaxError));
    error.mockRestore();
  });

  it('shows an entry as a local message of its sender, files without a link yet', () => {
    const message = pendingMessage(
      {
        ...entry('a'),
        attachments: [{ id: 'f', name: 'a.pdf', size: 3, type: 'application/pdf' }],
      },
      ME,
      'failed',
    );
    expect(message).toMatchObject({
      id: 'local:a',
      senderId: ME,
      status: 'failed',
      local: true,
      attachments: [{ id: 'f', name: 'a.pdf', size: 3, type: 'application/pdf', url: '' }],
    });
  });
});
