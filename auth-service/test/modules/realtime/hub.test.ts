/**
 * Presence across instances in the hub alone: an instance that stops saying it is alive (it
 * crashed) is forgotten after the expiry, and with it its users, unless they are connected to
 * another instance; when it is heard from again it is asked to announce its users once more.
 */
import type { ServerEvent } from '@atelier/api-contract';
import type { WebSocket } from 'ws';
import { createHub, type Connection } from '../../../src/modules/realtime/hub';

const EXPIRY_MS = 30_000;

function aConnection(userId: string): Connection & { received: ServerEvent[] } {
  const received: ServerEvent[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (data: string) => received.push(JSON.parse(data) as ServerEvent),
  } as unknown as WebSocket;
  return { userId, socket, watching: new Set(), received };
}

describe('presence across instances', () => {
  let clock: number;
  const hub = () => createHub('here', () => clock);

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('forgets the users of an instance not heard from within the expiry', () => {
    const presence = hub();
    presence.setPresence('ada', 'crashed', true);
    presence.heardFrom('crashed');
    clock += EXPIRY_MS;
    expect(presence.expireSilent(EXPIRY_MS)).toEqual([]);
    expect(presence.isOnline('ada')).toBe(true);

    clock += 1;
    expect(presence.expireSilent(EXPIRY_MS)).toEqual(['ada']);
    expect(presence.isOnline('ada')).toBe(false);
  });

  it('keeps users connected to a live instance too, and never expires its own', () => {
    const presence = hub();
    presence.setPresence('ada', 'crashed', true);
    presence.setPresence('ada', 'alive', true);
    presence.setPresence('grace', 'here', true);
    presence.heardFrom('crashed');
    presence.heardFrom('alive');
    clock += EXPIRY_MS / 2;
    presence.heardFrom('alive');
    clock += EXPIRY_MS / 2 + 1;
    expect(presence.expireSilent(EXPIRY_MS)).toEqual([]);
    expect(presence.isOnline('ada')).toBe(true);
    expect(presence.isOnline('grace')).toBe(true);
  });

  it('tells the watchers of an expired user that they are offline', () => {
    const presence = hub();
    const watcher = aConnection('grace');
    presence.add(watcher);
    presence.watch(watcher, ['ada']);
    presence.setPresence('ada', 'crashed', true);
    presence.heardFrom('crashed');
    clock += EXPIRY_MS + 1;
    for (const userId of presence.expireSilent(EXPIRY_MS)) presence.announcePresence(userId);
    expect(watcher.received).toEqual([{ type: 'presence', userId: 'ada', online: false }]);
  });

  it('asks an instance back after a pause to announce its users again, once', () => {
    const presence = hub();
    presence.heardFrom('paused');
    expect(presence.heardFrom('paused')).toBe(false);
    clock += EXPIRY_MS + 1;
    presence.expireSilent(EXPIRY_MS);
    expect(presence.heardFrom('paused')).toBe(true);
    expect(presence.heardFrom('paused')).toBe(false);
  });
});
