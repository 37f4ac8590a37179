/**
 * Security review (issue 25): any client could collect members' e-mail addresses. The contact
 * search (New Message) listed up to 10 users a query, admins and private profiles included, and
 * matched and showed e-mails; inviting someone to a job or a request by name answered their
 * e-mail. Now the search finds people the caller already has a conversation with, or whose
 * profile is public, by name only, never admins; and no answer carries another user's e-mail
 * unless they chose to show their contact details (then it is the contact e-mail they show).
 */
import { randomUUID } from 'node:crypto';
import type { PostedJob, SupplierRequest } from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { UNNAMED_MEMBER } from '../../../src/modules/profiles/display-name';
import { build } from '../../helper';
import { startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { validProfile } from '../../support/profiles';
import { aPosting } from '../../support/jobs';
import { member, openConversation, type User } from '../../support/messaging';
import { draft } from '../../support/requests';

let keycloak: FakeKeycloak;
let app: App;
let client: User;
const users: Record<string, User> = {};
const SHOWN_EMAIL = 'zora@studio.test';

async function publicProfile(user: User, name: string, change: Record<string, unknown>) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/me/public-profile',
    headers: user.headers,
    payload: validProfile({
      fullName: name,
      username: `${name.toLowerCase().replace(' ', '-')}-${user.id.slice(0, 6)}`,
      ...change,
    }),
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
}

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({ keycloak });
  client = await member(app, keycloak, 'client', 'Brand Owner');
  for (const [key, role, name] of [
    ['public', 'freelancer', 'Zora Public'],
    ['shown', 'freelancer', 'Zora Shown'],
    ['private', 'freelancer', 'Zora Private'],
    ['nobody', 'freelancer', 'Zora Nobody'],
    ['admin', 'admin', 'Zora Admin'],
    ['partner', 'freelancer', 'Zora Partner'],
    ['supplier', 'supplier', 'Zora Supplier'],
  ] as const) {
    users[key] = await member(app, keycloak, role, name);
  }
  const user = (key: string) => users[key]!;
  await publicProfile(user('public'), 'Zora Public', {});
  await publicProfile(user('shown'), 'Zora Shown', {
    showContactInfo: true,
    contactEmail: SHOWN_EMAIL,
  });
  await publicProfile(user('private'), 'Zora Private', { isPublic: false });
  // A member whose token carries no name: the e-mail was their name everywhere.
  const namelessId = randomUUID();
  const nameless = {
    id: namelessId,
    email: `nameless-${namelessId.slice(0, 8)}@example.test`,
    headers: {},
  } as User;
  keycloak.roles.set(namelessId, new Set(['freelancer']));
  const token = await keycloak.sign({
    sub: namelessId,
    email: nameless.email,
    name: undefined,
    roles: ['freelancer'],
  });
  nameless.headers = { authorization: `Bearer ${token}` };
  expect(
    (await app.inject({ method: 'GET', url: '/api/me', headers: nameless.headers })).statusCode,
  ).toBe(200);
  users.nameless = nameless;
  // They wrote to the client too: a relation, found by name only (they have none).
  await openConversation(app, nameless, client);
  // The partner has written to the client: a relation, without a public profile.
  await openConversation(app, user('partner'), client);
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
});

/** No account e-mail of anyone but the caller in `body`. */
function accountEmailsIn(body: string): string[] {
  return Object.values(users)
    .map((user) => user.email)
    .filter((email) => body.includes(email));
}

describe('the contact search', () => {
  it('finds conversation partners and public profiles by name, never admins or private profiles', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/conversations/contacts?q=zora',
      headers: client.headers,
    });
    expect(response.statusCode).toBe(200);
    const names = response.json<{ contacts: { name: string }[] }>().contacts.map((c) => c.name);
    expect(names).toEqual(['Zora Partner', 'Zora Public', 'Zora Shown']);
    expect(accountEmailsIn(response.body)).toEqual([]);
  });

  it('does not match e-mail addresses', async () => {
    for (const q of ['example.test', 'nameless', users.public!.email]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/conversations/contacts',
        query: { q },
        headers: client.headers,
      });
      expect(response.json<{ contacts: unknown[] }>().contacts).toEqual([]);
    }
  });
});

describe('conversations', () => {
  it('show a member without a name without their e-mail', async () => {
    const conversation = await openConversation(app, client, users.nameless!);
    expect(conversation.participantName).toBe(UNNAMED_MEMBER);
    const list = await app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: client.headers,
    });
    expect(accountEmailsIn(JSON.stringify(conversation) + list.body)).toEqual([]);
  });
});

describe('invitations', () => {
  it('to a job answer no e-mail but the one its owner shows, by name, id or e-mail', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: client.headers,
      payload: aPosting({ visibility: 'invite-only' }),
    });
    expect(posted.statusCode).toBe(201);
    const jobId = posted.json<PostedJob>().id;
    const invite = (payload: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/jobs/${jobId}/invitations`,
        headers: client.headers,
        payload,
      });
    const byName = await invite({ user: 'Zora Nobody' });
    expect(byName.statusCode).toBe(201);
    expect(byName.json()).toMatchObject({ name: 'Zora Nobody', email: null });
    const byId = await invite({ userId: users.private!.id });
    expect(byId.json()).toMatchObject({ name: 'Zora Private', email: null });
    const shown = await invite({ user: 'Zora Shown' });
    expect(shown.json()).toMatchObject({ name: 'Zora Shown', email: SHOWN_EMAIL });
    for (const response of [byName, byId, shown]) {
      expect(accountEmailsIn(response.body)).toEqual([]);
    }
    const list = await app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}/invitations`,
      headers: client.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(accountEmailsIn(list.body)).toEqual([]);
  });

  it('to a request answer no e-mail of the invited supplier', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: client.headers,
      payload: draft({ visibility: 'invite-only' }),
    });
    expect(created.statusCode).toBe(201);
    const requestId = created.json<SupplierRequest>().id;
    const response = await app.inject({
      method: 'POST',
      url: `/api/requests/${requestId}/invitations`,
      headers: client.headers,
      payload: { invitee: 'Zora Supplier' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      invitations: [{ name: 'Zora Supplier', email: null }],
    });
    expect(accountEmailsIn(response.body)).toEqual([]);
  });
});
