/**
 * Security review (issue 25), the low findings of the API, one test each: real-time events
 * limited per connection, the WebSocket handshake's Origin, no `Access-Control-Allow-Origin: *`
 * on uploads, an unused upload downloadable by its owner only, and the username check not
 * confirming a private profile.
 */
import type { ServerEvent } from '@atelier/api-contract';
import { WebSocket } from 'ws';
import type { App } from '../../src/app';
import { CLIENT_EVENT_LIMIT } from '../../src/modules/realtime';
import { startTestApp, type TestApp } from '../helper';
import type { FakeKeycloak } from '../support/keycloak';
import { validProfile } from '../support/profiles';
import { smallPdf, uploadThroughTus } from '../support/uploads';
import { waitFor } from '../support/timing';
import { connect, member, openConversation, type User } from '../support/messaging';

let testApp: TestApp;
let keycloak: FakeKeycloak;
let app: App;
let baseUrl: string;

beforeAll(async () => {
  testApp = await startTestApp({ storagePrefix: 'atelier-lows-', listen: true });
  ({ app, keycloak, baseUrl } = testApp);
});
afterAll(() => testApp.close());

async function ticketOf(user: User): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/realtime/tickets',
    headers: user.headers,
  });
  return response.json<{ ticket: string }>().ticket;
}

/** The handshake's status: 101 when the socket opened, else the refusal's. */
function handshake(ticket: string, origin: string | undefined): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(
      `${baseUrl.replace(/^http/, 'ws')}/api/realtime?ticket=${encodeURIComponent(ticket)}`,
      origin === undefined ? {} : { origin },
    );
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', () => undefined);
  });
}

describe('the real-time connection', () => {
  it("opens from the app's own origin (or a client without one), never from another site", async () => {
    const user = await member(app, keycloak, 'freelancer', 'Socket User');
    expect(await handshake(await ticketOf(user), 'https://evil.example')).toBe(403);
    expect(await handshake(await ticketOf(user), baseUrl)).toBe(101);
    expect(await handshake(await ticketOf(user), undefined)).toBe(101);
  });

  it('passes on at most its budget of typing events a window', async () => {
    const typist = await member(app, keycloak, 'client', 'Fast Typist');
    const reader = await member(app, keycloak, 'freelancer', 'Patient Reader');
    const conversation = await openConversation(app, typist, reader);
    const sending = await connect(baseUrl, typist);
    const receiving = await connect(baseUrl, reader);
    const typing = () => receiving.events.filter((event: ServerEvent) => event.type === 'typing');
    for (let index = 0; index < 200; index++) {
      sending.sendJson({ type: 'typing', conversationId: conversation.id });
    }
    await waitFor(() => typing().length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(typing().length).toBeLessThanOrEqual(CLIENT_EVENT_LIMIT.max);
    sending.close();
    receiving.close();
  });
});

describe('uploads', () => {
  it('answer no Access-Control-Allow-Origin', async () => {
    const user = await member(app, keycloak, 'freelancer', 'Uploader');
    const created = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...user.headers,
        origin: 'https://evil.example',
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `purpose ${Buffer.from('product-file').toString('base64')},filename ${Buffer.from('a.zip').toString('base64')}`,
      },
    });
    expect(created.statusCode).toBe(201);
    const options = await app.inject({
      method: 'OPTIONS',
      url: '/api/uploads',
      headers: { origin: 'https://evil.example' },
    });
    for (const response of [created, options]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it("keeps a service catalogue no profile shows to its owner (a Starter's host for files)", async () => {
    const supplier = await member(app, keycloak, 'supplier', 'Starter Supplier');
    const other = await member(app, keycloak, 'client', 'Curious Client');
    const key = await uploadThroughTus(
      app,
      supplier.headers,
      'service-catalogue',
      'catalogue.pdf',
      smallPdf('hosted elsewhere'),
    );
    const download = (user: User) =>
      app.inject({ method: 'GET', url: `/api/uploads/${key}/download`, headers: user.headers });
    expect((await download(other)).statusCode).toBe(404);
    expect((await download(supplier)).statusCode).toBe(302);
  });
});

describe('the username check', () => {
  it('does not confirm a private profile', async () => {
    const owner = await member(app, keycloak, 'freelancer', 'Private Person');
    const username = `hidden-${owner.id.slice(0, 8)}`;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/me/public-profile',
      headers: owner.headers,
      payload: validProfile({ username, isPublic: false }),
    });
    expect(saved.statusCode).toBe(200);
    const visitor = await member(app, keycloak, 'freelancer', 'Visitor');
    const check = () =>
      app.inject({ method: 'GET', url: `/api/usernames/${username}`, headers: visitor.headers });
    expect((await check()).json()).toMatchObject({ available: true });
    expect((await app.inject({ url: `/api/profiles/${username}` })).statusCode).toBe(404);

    await app.inject({
      method: 'PATCH',
      url: '/api/me/public-profile/settings',
      headers: owner.headers,
      payload: { isPublic: true },
    });
    expect((await check()).json()).toMatchObject({ available: false });
  });
});
