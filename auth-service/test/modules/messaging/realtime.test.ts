/**
 * Real-time delivery over real WebSockets: tickets (once, and only with a token), a message, its
 * receipts, typing, presence and notifications pushed without asking; an expired session is
 * disconnected; and, on PostgreSQL, two API instances on one database: a message sent through
 * one reaches a user connected to the other (NOTIFY fan-out).
 */
import type { ServerEvent } from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { WebSocket } from 'ws';
import type { App } from '../../../src/app';
import { MEMORY_DATA_DIR } from '../../../src/config';
import { CLOSE_CODES } from '../../../src/modules/realtime/messages';
import { openPglite } from '../../../src/platform/database/pglite';
import { openPostgres } from '../../../src/platform/database/postgres';
import { build } from '../../helper';
import { startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import {
  connect,
  isMessage,
  member,
  openConversation,
  send,
  type RealtimeClient,
} from '../../support/messaging';

type EventOf<T extends ServerEvent['type']> = Extract<ServerEvent, { type: T }>;
const ofType =
  <T extends ServerEvent['type']>(type: T, match: (event: EventOf<T>) => boolean = () => true) =>
  (event: ServerEvent): event is EventOf<T> =>
    event.type === type && match(event as EventOf<T>);

async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

describe('real-time delivery on one instance (PGlite)', () => {
  let keycloak: FakeKeycloak;
  let app: App;
  let baseUrl: string;
  const clients: RealtimeClient[] = [];

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    app = await build({ keycloak, database: await openPglite(MEMORY_DATA_DIR) });
    baseUrl = await listening(app);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await app.close();
    await keycloak.close();
  });

  const track = (client: RealtimeClient) => {
    clients.push(client);
    return client;
  };

  it('opens a connection only with a ticket, once', async () => {
    const user = await member(app, keycloak, 'client', 'Ticket Holder');
    const anonymous = await fetch(`${baseUrl}/api/realtime/tickets`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    const response = await fetch(`${baseUrl}/api/realtime/tickets`, {
      method: 'POST',
      headers: user.headers,
    });
    const { ticket } = (await response.json()) as { ticket: string };
    const statusOf = (value: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(
          `${baseUrl.replace('http', 'ws')}/api/realtime?ticket=${value}`,
        );
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('unexpected-response', (_request, answer) => resolve(answer.statusCode ?? 0));
      });
    expect(await statusOf(ticket)).toBe(101);
    expect(await statusOf(ticket)).toBe(401);
    expect(await statusOf('forged')).toBe(401);
  });

  it('pushes a message, its receipts, typing, presence and the notification', async () => {
    const brand = await member(app, keycloak, 'client', 'Live Brand');
    const maker = await member(app, keycloak, 'freelancer', 'Live Maker');
    const conversation = await openConversation(app, brand, maker);
    const brandSocket = track(await connect(baseUrl, brand));
    const makerSocket = track(await connect(baseUrl, maker));

    brandSocket.sendJson({ type: 'presence', userIds: [maker.id] });
    await brandSocket.next(
      ofType('presence', (event) => event.userId === maker.id && event.online),
    );

    const sent = await send(app, brand, conversation.id, 'Hello in real time');
    const arrived = await makerSocket.next(isMessage('Hello in real time'));
    expect(arrived.message).toMatchObject({
      id: sent.id,
      senderId: brand.id,
      senderName: 'Live Brand',
    });
    // The sender's other tabs get it too, and then the receipt: delivered to the maker's device.
    await brandSocket.next(isMessage('Hello in real time'));
    await brandSocket.next(
      ofType('receipt', (event) => event.userId === maker.id && event.deliveredUpTo === sent.id),
    );
    await makerSocket.next(
      ofType('notification', (event) => event.notification.conversationId === conversation.id),
    );

    makerSocket.sendJson({ type: 'typing', conversationId: conversation.id });
    await brandSocket.next(ofType('typing', (event) => event.userId === maker.id));

    const read = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/read`,
      headers: maker.headers,
      payload: { upTo: sent.id },
    });
    expect(read.statusCode).toBe(204);
    await brandSocket.next(
      ofType('receipt', (event) => event.userId === maker.id && event.readUpTo === sent.id),
    );

    makerSocket.close();
    await brandSocket.next(
      ofType('presence', (event) => event.userId === maker.id && !event.online),
    );
  });

  it('tells a user the presence of the people they talk with, and nobody else’s', async () => {
    const stranger = await member(app, keycloak, 'client', 'Curious Stranger');
    const partner = await member(app, keycloak, 'freelancer', 'Known Partner');
    const unrelated = await member(app, keycloak, 'supplier', 'Unrelated Person');
    await openConversation(app, partner, stranger);
    track(await connect(baseUrl, unrelated));
    const socket = track(await connect(baseUrl, stranger));
    socket.sendJson({ type: 'presence', userIds: [unrelated.id, partner.id] });
    await socket.next(ofType('presence', (event) => event.userId === partner.id));
    expect(
      socket.events.filter(ofType('presence', (event) => event.userId === unrelated.id)),
    ).toEqual([]);
  });

  it('announces nothing for a refused send (its client id belongs to another message)', async () => {
    const a = await member(app, keycloak, 'freelancer', 'Rollback A');
    const b = await member(app, keycloak, 'freelancer', 'Rollback B');
    const c = await member(app, keycloak, 'supplier', 'Rollback C');
    const withB = await openConversation(app, a, b);
    const withC = await openConversation(app, a, c);
    const socket = track(await connect(baseUrl, c));
    const clientId = randomUUID();
    await send(app, a, withB.id, 'For B only', { clientId });
    const reused = await app.inject({
      method: 'POST',
      url: `/api/conversations/${withC.id}/messages`,
      headers: a.headers,
      payload: { clientId, content: 'Same id', attachments: [] },
    });
    expect(reused.statusCode).toBe(409);
    await send(app, a, withC.id, 'For C');
    await socket.next(isMessage('For C'));
    expect(socket.events.filter(ofType('message'))).toHaveLength(1);
  });

  it('disconnects a connection when its session expires', async () => {
    const user = await member(app, keycloak, 'client', 'Short Session');
    const token = await keycloak.sign({
      sub: user.id,
      email: user.email,
      name: 'Short Session',
      roles: ['client'],
      expiresIn: 2,
    });
    const socket = track(
      await connect(baseUrl, { ...user, token, headers: { authorization: `Bearer ${token}` } }),
    );
    const closed = await socket.closed;
    expect(closed.code).toBe(CLOSE_CODES.sessionExpired);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl === undefined || serverUrl === '' ? describe.skip : describe;

onPostgres('two API instances on one PostgreSQL database', () => {
  let keycloak: FakeKeycloak;
  let first: App;
  let second: App;
  let name: string;
  const clients: RealtimeClient[] = [];

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    name = `auth_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    first = await build({ keycloak, database: await openPostgres(url.href) });
    second = await build({ keycloak, database: await openPostgres(url.href) });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await first.close();
    await second.close();
    await keycloak.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  });

  it('delivers a message sent through one instance to a user connected to the other', async () => {
    const firstUrl = await listening(first);
    const secondUrl = await listening(second);
    const brand = await member(first, keycloak, 'client', 'Brand on One');
    const maker = await member(second, keycloak, 'freelancer', 'Maker on Two');
    const conversation = await openConversation(first, brand, maker);
    const brandSocket = await connect(firstUrl, brand);
    const makerSocket = await connect(secondUrl, maker);
    clients.push(brandSocket, makerSocket);

    brandSocket.sendJson({ type: 'presence', userIds: [maker.id] });
    await brandSocket.next(
      ofType('presence', (event) => event.userId === maker.id && event.online),
    );

    const sent = await send(first, brand, conversation.id, 'Across instances');
    const arrived = await makerSocket.next(isMessage('Across instances'));
    expect(arrived.message.id).toBe(sent.id);
    await brandSocket.next(
      ofType('receipt', (event) => event.userId === maker.id && event.deliveredUpTo === sent.id),
    );
    const reply = await send(second, maker, conversation.id, 'Heard you');
    expect((await brandSocket.next(isMessage('Heard you'))).message.id).toBe(reply.id);
    expect(makerSocket.events.filter(isMessage('Across instances'))).toHaveLength(1);
  });
});
