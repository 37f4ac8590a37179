import type { ServerEvent } from '@atelier/api-contract';
import { settle, socketFactory } from '../testing/fakes';
import {
  PING_EVERY_MS,
  PONG_WITHIN_MS,
  RECONNECT_DELAYS_MS,
  RealtimeTransport,
  type ConnectionStatus,
} from './transport';

function transport({ ticket = jest.fn(() => Promise.resolve('t')), online = true } = {}) {
  const sockets = socketFactory();
  const statuses: ConnectionStatus[] = [];
  const events: ServerEvent[] = [];
  const state = { online };
  const subject = new RealtimeTransport({
    ticket,
    openSocket: sockets.open,
    isOnline: () => state.online,
    onStatus: (status) => statuses.push(status),
    onEvent: (event) => events.push(event),
  });
  const latest = () => {
    const socket = sockets.latest();
    if (socket === undefined) throw new Error('no socket was opened');
    return socket;
  };
  return { subject, sockets: sockets.sockets, latest, statuses, events, ticket, state };
}

/** Runs the timers due within `ms` and what their promises started. */
async function advance(ms: number) {
  jest.advanceTimersByTime(ms);
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('RealtimeTransport', () => {
  it('opens the socket with a ticket and is open once the server says ready', async () => {
    const { subject, sockets, latest, statuses, events } = transport();
    subject.start();
    expect(statuses).toEqual(['connecting']);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(latest().ticket).toBe('t');

    latest().open();
    expect(statuses).toEqual(['connecting', 'open']);
    expect(events).toEqual([{ type: 'ready', userId: 'me' }]);
  });

  it("hands on the server's events but pong, and ignores frames that are not text", async () => {
    const { subject, latest, events } = transport();
    subject.start();
    await settle();
    latest().open();
    latest().receive({ type: 'presence', userId: 'u', online: true });
    latest().receive({ type: 'pong' });
    latest().onmessage?.(new MessageEvent('message', { data: new ArrayBuffer(2) }));
    expect(events.map((event) => event.type)).toEqual(['ready', 'presence']);
  });

  it('sends only over an open socket', async () => {
    const { subject, latest } = transport();
    subject.start();
    await settle();
    subject.send({ type: 'typing', conversationId: 'c' });
    expect(latest().sent).toEqual([]);
    latest().open();
    subject.send({ type: 'typing', conversationId: 'c' });
    expect(latest().sent).toEqual([{ type: 'typing', conversationId: 'c' }]);
  });

  it('reconnects after a drop with growing delays, and starts again from the shortest once ready', async () => {
    const { subject, sockets, latest, statuses } = transport();
    subject.start();
    await settle();
    latest().open();

    for (const [attempt, delay] of RECONNECT_DELAYS_MS.entries()) {
      latest().drop();
      expect(statuses.at(-1)).toBe('connecting');
      await advance(delay - 1);
      expect(sockets).toHaveLength(attempt + 1);
      await advance(1);
      expect(sockets).toHaveLength(attempt + 2);
    }
    // Past the last step, the longest delay repeats.
    latest().drop();
    await advance(RECONNECT_DELAYS_MS.at(-1) ?? 0);
    expect(sockets).toHaveLength(RECONNECT_DELAYS_MS.length + 2);

    latest().open();
    latest().drop();
    await advance(RECONNECT_DELAYS_MS[0]);
    expect(sockets).toHaveLength(RECONNECT_DELAYS_MS.length + 3);
  });

  it('shows offline and retries when the ticket cannot be had while offline', async () => {
    const ticket = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('t');
    const { subject, sockets, statuses } = transport({ ticket, online: false });
    subject.start();
    await settle();
    expect(statuses).toEqual(['connecting', 'offline']);
    expect(sockets).toHaveLength(0);
    await advance(RECONNECT_DELAYS_MS[0]);
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(1);
  });

  it('pings, and a connection whose pong does not come in time is closed and opened again', async () => {
    const { subject, sockets, latest, statuses } = transport();
    subject.start();
    await settle();
    latest().open();

    await advance(PING_EVERY_MS);
    expect(latest().sent).toEqual([{ type: 'ping' }]);
    latest().receive({ type: 'pong' });
    await advance(PONG_WITHIN_MS);
    expect(latest().closed).toBe(false);

    await advance(PING_EVERY_MS - PONG_WITHIN_MS);
    expect(latest().sent).toHaveLength(2);
    await advance(PONG_WITHIN_MS);
    const dead = latest();
    expect(dead.closed).toBe(true);
    expect(statuses.at(-1)).toBe('connecting');
    await advance(RECONNECT_DELAYS_MS[0]);
    expect(sockets).toHaveLength(2);
    expect(latest()).not.toBe(dead);
  });

  it('closes the socket when the browser goes offline, and connects at once when back online', async () => {
    const { subject, sockets, latest, statuses, state } = transport();
    subject.start();
    await settle();
    latest().open();

    state.online = false;
    subject.offline();
    expect(latest().closed).toBe(true);
    expect(statuses.at(-1)).toBe('offline');
    // No back-off timer of its own: it waits for the browser to be back.
    await advance(60_000);
    expect(sockets).toHaveLength(1);

    state.online = true;
    subject.online();
    await settle();
    expect(sockets).toHaveLength(2);
  });

  it('after stop, neither a late ticket nor a drop opens a socket', async () => {
    let giveTicket: (ticket: string) => void = () => undefined;
    const ticket = jest.fn(() => new Promise<string>((resolve) => (giveTicket = resolve)));
    const { subject, sockets } = transport({ ticket });
    subject.start();
    subject.stop();
    giveTicket('late');
    await settle();
    await advance(60_000);
    expect(sockets).toHaveLength(0);
  });

  it('a drop of a socket already replaced changes nothing', async () => {
    const { subject, sockets, latest, statuses } = transport();
    subject.start();
    await settle();
    const first = latest();
    first.open();
    subject.offline();
    subject.online();
    await settle();
    const count = statuses.length;
    first.drop();
    await advance(60_000);
    expect(sockets).toHaveLength(2);
    expect(statuses).toHaveLength(count);
  });
});
