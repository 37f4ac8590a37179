/**
 * The realtime module: one WebSocket per signed-in tab at `/api/realtime`, opened with a ticket
 * (`POST /api/realtime/tickets`), and this instance's side of delivery. Every write that others
 * must hear of commits a small pointer with `pg_notify` (pointers.ts); each instance LISTENs on
 * one connection and hands each pointer to the module that resolves it for the users connected
 * here (`onPointer`). Presence is kept here; messages, receipts and typing are messaging's,
 * notifications the notifications module's. Decorates `fastify.realtime`.
 */
import { randomUUID } from 'node:crypto';
import type { ClientEvent, ServerEvent } from '@atelier/api-contract';
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { createHub, type Connection } from './hub';
import {
  REALTIME_CHANNEL,
  parsePointer,
  publishPointer,
  type Pointer,
  type PointerKind,
} from './pointers';
import { realtimeRoutes } from './routes';
import { createTicketsRepository } from './tickets';
import { createKeyedQueue } from '../../platform/keyed-queue';

type PointerOf<K extends PointerKind> = Extract<Pointer, { k: K }>;
type PointerHandler<K extends PointerKind> = (pointer: PointerOf<K>) => Promise<void>;
type ClientEventOf<T extends ClientEvent['type']> = Extract<ClientEvent, { type: T }>;

export interface RealtimeService {
  /** Whether the user has an open connection on any instance. */
  isOnline(userId: string): boolean;
  /** Whether the user has an open connection on this instance. */
  isHere(userId: string): boolean;
  /** Sends an event to the user's connections on this instance; answers how many got it. */
  sendTo(userId: string, event: ServerEvent): number;
  /** Resolves pointers of `kind` for the users connected here (one handler per kind). */
  onPointer<K extends PointerKind>(kind: K, handler: PointerHandler<K>): void;
  /** Which of `userIds` a user may follow the presence of (the module that knows who talks). */
  onPresenceWatch(handler: (userId: string, userIds: string[]) => Promise<string[]>): void;
  /** Handles a client's typing events (the module that knows conversations). */
  onTyping(handler: (userId: string, event: ClientEventOf<'typing'>) => Promise<void>): void;
  /** Publishes a pointer outside any transaction (ephemeral events: typing, receipts). */
  publish(pointer: Pointer): Promise<void>;
  /** Open connections on this instance (benchmarks, health). */
  connectionCount(): number;
  /**
   * The user's account is deleted: their connections on every instance close now, and every
   * instance refuses their tokens (`deletedAccounts.remember`). Their tickets go.
   */
  disconnectDeleted(userId: string): Promise<void>;
}

/**
 * Typing and presence events a connection may send per window (issue 25: 2,000 typing events in
 * a burst all reached the other member). A person types in one chat at a time and a client sends
 * typing at most every few seconds; events past the budget are dropped until the window ends.
 */
export const CLIENT_EVENT_LIMIT = { max: 20, windowMs: 10_000 } as const;

/** Whether a connection's next event is within `CLIENT_EVENT_LIMIT` (one counter per connection). */
export function clientEventBudget(now: () => number = Date.now) {
  let windowStart = now();
  let used = 0;
  return () => {
    const at = now();
    if (at - windowStart >= CLIENT_EVENT_LIMIT.windowMs) {
      windowStart = at;
      used = 0;
    }
    used += 1;
    return used <= CLIENT_EVENT_LIMIT.max;
  };
}

/** The close code and reason a deleted account's connection gets. */
export const ACCOUNT_DELETED_CLOSE = { code: 4003, reason: 'account deleted' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeService;
  }
}

/** How often idle connections are pinged; one without a pong by the next ping is closed. */
export const PING_INTERVAL_MS = 25_000;

/** How often each instance says it is alive (an `alive` pointer). */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/**
 * An instance not heard from for this long is taken for gone (crashed, or cut from the
 * database): its users are shown offline unless they are connected elsewhere.
 */
export const PRESENCE_EXPIRY_MS = 3 * PRESENCE_HEARTBEAT_MS;

/** The key a pointer is ordered by. */
function orderKeyOf(pointer: Pointer): string {
  switch (pointer.k) {
    case 'message':
    case 'receipt':
    case 'typing':
      return `c:${pointer.c}`;
    case 'notification':
    case 'presence':
    case 'gone':
      return `u:${pointer.u}`;
    case 'hello':
    case 'alive':
      return `i:${pointer.i}`;
    case 'style':
      return `s:${pointer.s}`;
  }
}

export default fp(
  async (fastify) => {
    await fastify.register(websocket, { options: { maxPayload: 16 * 1024 } });
    const instance = randomUUID();
    const hub = createHub(instance);
    const handlers = new Map<PointerKind, (pointer: Pointer) => Promise<void>>();
    let typingHandler: (userId: string, event: ClientEventOf<'typing'>) => Promise<void> = () =>
      Promise.resolve();
    // Nobody's presence until a module says whose a user may follow.
    let watchable: (userId: string, userIds: string[]) => Promise<string[]> = () =>
      Promise.resolve([]);
    // The pointers of one conversation or user leave in order.
    const queue = createKeyedQueue();
    const enqueue = (key: string, task: () => Promise<void>) => {
      queue(key, task).catch((error: unknown) => {
        fastify.log.error({ err: error }, 'A real-time event could not be delivered');
      });
    };

    const publish = (pointer: Pointer) => publishPointer(fastify.kysely, pointer);
    const tickets = createTicketsRepository(fastify.kysely);

    /**
     * Instance `i` is alive. Back after being taken for gone (a long pause): every instance is
     * asked to announce its users again, since this one's were forgotten.
     */
    async function heard(i: string) {
      if (hub.heardFrom(i)) await publish({ k: 'hello', i: instance });
    }

    handlers.set('presence', async (pointer) => {
      const { u, on, i } = pointer as PointerOf<'presence'>;
      if (hub.setPresence(u, i, on)) hub.announcePresence(u);
      await heard(i);
    });
    handlers.set('alive', (pointer) => heard((pointer as PointerOf<'alive'>).i));
    handlers.set('gone', (pointer) => {
      const { u } = pointer as PointerOf<'gone'>;
      fastify.deletedAccounts.remember(u);
      for (const connection of hub.connections()) {
        if (connection.userId === u) {
          connection.socket.close(ACCOUNT_DELETED_CLOSE.code, ACCOUNT_DELETED_CLOSE.reason);
        }
      }
      return Promise.resolve();
    });
    handlers.set('hello', async (pointer) => {
      hub.heardFrom((pointer as PointerOf<'hello'>).i);
      if ((pointer as PointerOf<'hello'>).i === instance) return;
      for (const userId of hub.users())
        await publish({ k: 'presence', u: userId, on: true, i: instance });
    });

    function dispatch(payload: string) {
      const pointer = parsePointer(payload);
      const handler = pointer && handlers.get(pointer.k);
      if (pointer === undefined || handler === undefined) return;
      enqueue(orderKeyOf(pointer), () => handler(pointer));
    }

    const service: RealtimeService = {
      isOnline: (userId) => hub.isOnline(userId),
      isHere: (userId) => hub.isHere(userId),
      sendTo: (userId, event) => hub.sendTo(userId, event),
      onPointer(kind, handler) {
        handlers.set(kind, handler as (pointer: Pointer) => Promise<void>);
      },
      onTyping(handler) {
        typingHandler = handler;
      },
      onPresenceWatch(handler) {
        watchable = handler;
      },
      publish,
      connectionCount: () => hub.connections().length,
      async disconnectDeleted(userId) {
        await tickets.removeUserData(userId);
        for (const connection of hub.connections()) {
          if (connection.userId === userId) {
            connection.socket.close(ACCOUNT_DELETED_CLOSE.code, ACCOUNT_DELETED_CLOSE.reason);
          }
        }
        await publish({ k: 'gone', u: userId });
      },
    };
    fastify.decorate('realtime', service);

    const unlisten = await fastify.db.listen(REALTIME_CHANNEL, dispatch, {
      reconnected() {
        // The listening connection dropped and came back: pointers meanwhile are lost. Clients
        // resume from their last id when told to reconnect.
        for (const connection of hub.connections()) {
          connection.socket.close(1012, 'reconnect');
        }
      },
    });
    await publish({ k: 'hello', i: instance });
    const heartbeat = setInterval(() => {
      publish({ k: 'alive', i: instance }).catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'The presence heartbeat could not be sent');
      });
      for (const userId of hub.expireSilent(PRESENCE_EXPIRY_MS)) hub.announcePresence(userId);
    }, PRESENCE_HEARTBEAT_MS);
    heartbeat.unref();

    /** A connection opened with a redeemed ticket. */
    function open(connection: Connection, sessionExpiresAt: Date) {
      const { socket, userId } = connection;
      if (hub.add(connection)) void publish({ k: 'presence', u: userId, on: true, i: instance });
      hub.send(connection, { type: 'ready', userId });
      const expiry = setTimeout(
        () => socket.close(4001, 'session expired'),
        Math.max(0, sessionExpiresAt.getTime() - Date.now()),
      );
      const withinBudget = clientEventBudget();
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const pinger = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, PING_INTERVAL_MS);
      socket.on('message', (data, isBinary) => {
        if (isBinary || !Buffer.isBuffer(data)) return;
        let event: ClientEvent;
        try {
          event = JSON.parse(data.toString('utf8')) as ClientEvent;
        } catch {
          return;
        }
        if (event.type === 'ping') {
          hub.send(connection, { type: 'pong' });
        } else if (!withinBudget()) {
          return;
        } else if (event.type === 'presence' && Array.isArray(event.userIds)) {
          const asked = event.userIds.filter((id) => typeof id === 'string').slice(0, 500);
          watchable(userId, asked).then(
            (userIds) => {
              hub.watch(connection, userIds);
              for (const id of userIds) {
                hub.send(connection, { type: 'presence', userId: id, online: hub.isOnline(id) });
              }
            },
            (error: unknown) => {
              fastify.log.warn({ err: error }, 'A presence request failed');
            },
          );
        } else if (event.type === 'typing' && typeof event.conversationId === 'string') {
          typingHandler(userId, event).catch((error: unknown) => {
            fastify.log.warn({ err: error }, 'A typing event failed');
          });
        }
      });
      socket.on('close', () => {
        clearTimeout(expiry);
        clearInterval(pinger);
        if (hub.remove(connection)) {
          void publish({ k: 'presence', u: userId, on: false, i: instance }).catch(() => undefined);
        }
      });
    }

    fastify.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const connection of hub.connections()) connection.socket.close(1001, 'going away');
      await unlisten();
    });

    await fastify.register(realtimeRoutes, {
      prefix: '/api/realtime',
      tickets,
      open,
    });
  },
  { name: 'realtime', dependencies: ['database', 'authentication'] },
);
