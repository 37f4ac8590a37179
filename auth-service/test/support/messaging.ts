/**
 * Helpers of the messaging tests: signed-in users with profiles, a conversation between two, and
 * a real-time client over a real WebSocket that records the events it gets.
 */
import type { Conversation, Message, ServerEvent } from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import type { App } from '../../src/app';
import { signedInUser, type FakeKeycloak } from './keycloak';

export type User = Awaited<ReturnType<typeof signedInUser>>;

/** A user with a role and a profile (created by their first call, as in the browser). */
export async function member(app: App, keycloak: FakeKeycloak, role: string, name: string) {
  const user = await signedInUser(keycloak, { roles: [role], name });
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
  if (me.statusCode !== 200) throw new Error(`GET /api/me: ${me.statusCode} ${me.body}`);
  return user;
}

export async function openConversation(app: App, from: User, to: User): Promise<Conversation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: from.headers,
    payload: { userId: to.id },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`open: ${response.statusCode} ${response.body}`);
  }
  return response.json<Conversation>();
}

export async function send(
  app: App,
  from: User,
  conversationId: string,
  content: string,
  extra: { clientId?: string; attachments?: string[] } = {},
): Promise<Message> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: from.headers,
    payload: {
      clientId: extra.clientId ?? randomUUID(),
      content,
      attachments: extra.attachments ?? [],
    },
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`send: ${response.statusCode} ${response.body}`);
  }
  return response.json<Message>();
}

export interface RealtimeClient {
  events: ServerEvent[];
  /** Resolves with the first recorded event (past or future) that `match` accepts. */
  next<T extends ServerEvent>(
    match: (event: ServerEvent) => event is T,
    timeoutMs?: number,
  ): Promise<T>;
  sendJson(value: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens a real-time connection to `baseUrl` (a listening app) with a fresh ticket. */
export async function connect(baseUrl: string, user: User): Promise<RealtimeClient> {
  const ticketResponse = await fetch(`${baseUrl}/api/realtime/tickets`, {
    method: 'POST',
    headers: user.headers,
  });
  if (ticketResponse.status !== 201) throw new Error(`ticket: ${ticketResponse.status}`);
  const { ticket } = (await ticketResponse.json()) as { ticket: string };
  const socket = new WebSocket(
    `${baseUrl.replace(/^http/, 'ws')}/api/realtime?ticket=${encodeURIComponent(ticket)}`,
  );
  const events: ServerEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data: Buffer) => {
    events.push(JSON.parse(data.toString('utf8')) as ServerEvent);
    for (const waiter of waiters.splice(0)) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
  });
  const client: RealtimeClient = {
    events,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event in time; got ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        const check = () => {
          const found = events.find(match);
          if (found !== undefined) {
            clearTimeout(timer);
            resolve(found);
            return;
          }
          waiters.push(check);
        };
        check();
      });
    },
    sendJson: (value) => socket.send(JSON.stringify(value)),
    closed,
    close: () => socket.close(),
  };
  await client.next(
    (event): event is Extract<ServerEvent, { type: 'ready' }> => event.type === 'ready',
  );
  return client;
}

export const isMessage =
  (content: string) =>
  (event: ServerEvent): event is Extract<ServerEvent, { type: 'message' }> =>
    event.type === 'message' && event.message.content === content;
