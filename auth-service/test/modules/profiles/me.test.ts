import type { App } from '../../../src/app';
import { tooManyRequestsMessage } from '../../../src/platform/rate-limit';
import { FULL_NAME_MESSAGES } from '../../../src/modules/profiles/messages';
import { ME_MESSAGES } from '../../../src/modules/profiles/messages';
import type { ProfileResponse } from '../../../src/modules/profiles/profile-response';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { settledWithin, waitFor } from '../../support/timing';

let keycloak: FakeKeycloak;
let app: App;

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({ keycloak });
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
});
beforeEach(() => {
  keycloak.failWith = undefined;
  keycloak.failMethod = undefined;
  keycloak.failTimes = undefined;
});

type Headers = Record<string, string>;
const getMe = (headers: Headers) => app.inject({ method: 'GET', url: '/api/me', headers });
const patchMe = (headers: Headers, body: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'PATCH', url: '/api/me', headers, payload: body as object, remoteAddress });
const chooseRole = (headers: Headers, role: string) =>
  app.inject({ method: 'POST', url: '/api/me/role', headers, payload: { role } });

describe('GET /api/me', () => {
  it('creates the profile on first sight from the token, in camelCase', async () => {
    const user = await signedInUser(keycloak, { email: 'Ada@Example.TEST', name: 'Ada Lovelace' });
    const response = await getMe(user.headers);
    expect(response.statusCode).toBe(200);
    const profile = response.json<ProfileResponse>();
    expect(profile).toEqual({
      id: user.id,
      email: 'ada@example.test',
      fullName: 'Ada Lovelace',
      role: null,
      username: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
      updatedAt: profile.createdAt,
    });
    const again = await getMe(user.headers);
    expect(again.json()).toEqual(profile);
  });

  it('mirrors a role Keycloak already holds (demo accounts)', async () => {
    const user = await signedInUser(keycloak, { roles: ['supplier'] });
    expect((await getMe(user.headers)).json<ProfileResponse>().role).toBe('supplier');
  });

  it("answers the token's role, without putting it back over a newer change", async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    await getMe(user.headers);
    // Changed after this token was issued (an admin's change through /api/admin sets both).
    await app.db.query(
      "UPDATE user_profiles SET role = 'client', updated_at = now() + interval '1 minute' WHERE id = $1",
      [user.id],
    );
    expect((await getMe(user.headers)).json<ProfileResponse>().role).toBe('freelancer');
    const { rows } = await app.db.query<{ role: string }>(
      'SELECT role FROM user_profiles WHERE id = $1',
      [user.id],
    );
    expect(rows[0]?.role).toBe('client');
  });

  it("follows an admin's change made in Keycloak's console: the next token's role", async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    expect((await getMe(user.headers)).json<ProfileResponse>().role).toBe('freelancer');
    // Later, an admin moves the user to client in Keycloak; the user's next token says so.
    await app.db.query(
      "UPDATE user_profiles SET updated_at = now() - interval '1 hour' WHERE id = $1",
      [user.id],
    );
    keycloak.roles.set(user.id, new Set(['client']));
    const token = await keycloak.sign({ sub: user.id, email: user.email, roles: ['client'] });
    const response = await getMe({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileResponse>()).toMatchObject({ id: user.id, role: 'client' });
    const { rows } = await app.db.query<{ role: string }>(
      'SELECT role FROM user_profiles WHERE id = $1',
      [user.id],
    );
    expect(rows[0]?.role).toBe('client');
  });

  it('keeps a role chosen here while the token predates it (no platform role yet)', async () => {
    const user = await signedInUser(keycloak);
    await getMe(user.headers);
    await app.db.query("UPDATE user_profiles SET role = 'supplier' WHERE id = $1", [user.id]);
    expect((await getMe(user.headers)).json<ProfileResponse>().role).toBe('supplier');
  });

  it('answers 403 when the token has no email to create a profile with', async () => {
    const token = await keycloak.sign();
    const response = await getMe({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: ME_MESSAGES.noEmail });
  });

  it('answers 401 without a token', async () => {
    expect((await getMe({})).statusCode).toBe(401);
  });
});

describe('PATCH /api/me', () => {
  it('updates the full name, trimmed', async () => {
    const user = await signedInUser(keycloak);
    const response = await patchMe(user.headers, { fullName: '  Grace Hopper  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileResponse>().fullName).toBe('Grace Hopper');
    expect((await getMe(user.headers)).json<ProfileResponse>().fullName).toBe('Grace Hopper');
  });

  it('accepts exactly 100 characters, counting an accented letter or emoji as one', async () => {
    const user = await signedInUser(keycloak);
    const name = `Zoë ${'é'.repeat(94)} 👩🏽`;
    const response = await patchMe(user.headers, { fullName: name });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileResponse>().fullName).toBe(name);
  });

  it.each([
    ['empty', '', FULL_NAME_MESSAGES.length],
    ['only spaces', '   ', FULL_NAME_MESSAGES.length],
    ['101 characters', 'x'.repeat(101), FULL_NAME_MESSAGES.length],
    ['a line break', 'Grace\nHopper', FULL_NAME_MESSAGES.control],
  ])('answers 400 for a name that is %s', async (_case, fullName, message) => {
    const user = await signedInUser(keycloak);
    const response = await patchMe(user.headers, { fullName });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message });
  });

  it.each([
    ['no fullName', {}, "body must have required property 'fullName'"],
    ['an object', { fullName: { first: 'Grace' } }, 'body/fullName must be string'],
  ])('answers 400 with the schema message for %s', async (_case, body, message) => {
    const user = await signedInUser(keycloak);
    const response = await patchMe(user.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message });
  });

  it('refuses a role smuggled into the body, naming it, and changes nothing', async () => {
    const user = await signedInUser(keycloak);
    const response = await patchMe(user.headers, { fullName: 'Mallory', role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'body must NOT have additional properties: role',
    });
    expect((await getMe(user.headers)).json<ProfileResponse>()).toMatchObject({
      fullName: 'Ada Lovelace',
      role: null,
    });
  });

  it.each([
    ['a boolean', false, 'body/fullName must be string'],
    ['a number', 42, 'body/fullName must be string'],
    ['null', null, 'body/fullName must be string'],
    ['an array', ['Grace'], 'body/fullName must be string'],
  ])('answers 400 for %s instead of storing it as text', async (_case, fullName, message) => {
    const user = await signedInUser(keycloak);
    const response = await patchMe(user.headers, { fullName });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message });
  });

  it('is rate limited per signed-in user, whatever the client address', async () => {
    const user = await signedInUser(keycloak);
    for (let index = 0; index < 30; index++) {
      // A new address for each write: the limit follows the account, not the address.
      const from = `203.0.113.${String(index + 1)}`;
      expect((await patchMe(user.headers, { fullName: `Name ${index}` }, from)).statusCode).toBe(
        200,
      );
    }
    const limited = await patchMe(user.headers, { fullName: 'One too many' }, '203.0.113.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too Many Requests',
      message: tooManyRequestsMessage('1 minute'),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user at the same address is not affected.
    const other = await signedInUser(keycloak);
    expect(
      (await patchMe(other.headers, { fullName: 'Elsewhere' }, '203.0.113.99')).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/me/role', () => {
  it('assigns the realm role in Keycloak and mirrors it in the profile', async () => {
    const user = await signedInUser(keycloak);
    const response = await chooseRole(user.headers, 'client');
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileResponse>()).toMatchObject({ id: user.id, role: 'client' });
    expect(keycloak.roles.get(user.id)).toEqual(new Set(['client']));
    expect((await getMe(user.headers)).json<ProfileResponse>().role).toBe('client');
  });

  it('answers the same role again with 200 and does not call Keycloak twice', async () => {
    const user = await signedInUser(keycloak);
    await chooseRole(user.headers, 'supplier');
    const mappingCalls = () =>
      keycloak.requests.filter((request) =>
        request.startsWith(`POST /auth/admin/realms/atelier/users/${user.id}/`),
      ).length;
    expect(mappingCalls()).toBe(1);
    const again = await chooseRole(user.headers, 'supplier');
    expect(again.statusCode).toBe(200);
    expect(again.json<ProfileResponse>().role).toBe('supplier');
    expect(mappingCalls()).toBe(1);
  });

  it('answers 409 for a second, different role', async () => {
    const user = await signedInUser(keycloak);
    await chooseRole(user.headers, 'freelancer');
    const response = await chooseRole(user.headers, 'client');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Conflict',
      message: ME_MESSAGES.roleTaken('freelancer'),
    });
    expect(keycloak.roles.get(user.id)).toEqual(new Set(['freelancer']));
  });

  it('treats a role held in Keycloak (token) as chosen', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    expect((await chooseRole(user.headers, 'freelancer')).statusCode).toBe(200);
    expect((await chooseRole(user.headers, 'supplier')).statusCode).toBe(409);
  });

  it('answers 403 to self-assigning admin, without calling Keycloak', async () => {
    const user = await signedInUser(keycloak);
    const before = keycloak.requests.length;
    const response = await chooseRole(user.headers, 'admin');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: ME_MESSAGES.adminRole });
    expect(keycloak.requests.length).toBe(before);
    expect(keycloak.roles.get(user.id)).toEqual(new Set());
  });

  it('answers 400 for a role that does not exist, listing the allowed ones', async () => {
    const user = await signedInUser(keycloak);
    const response = await chooseRole(user.headers, 'superuser');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message:
        'body/role must be equal to one of the allowed values: freelancer, client, supplier, admin',
    });
  });

  it('answers 502 and leaves the profile unchanged when Keycloak fails', async () => {
    const user = await signedInUser(keycloak);
    keycloak.failWith = 500;
    const response = await chooseRole(user.headers, 'client');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'Bad Gateway', message: ME_MESSAGES.keycloakFailed });
    expect((await getMe(user.headers)).json<ProfileResponse>().role).toBeNull();
    keycloak.failWith = undefined;
    expect((await chooseRole(user.headers, 'client')).statusCode).toBe(200);
  });

  it('answers 502 when Keycloak refuses the service credentials', async () => {
    const misconfigured = await build({ keycloak, config: { keycloakAdminClientSecret: 'wrong' } });
    try {
      const user = await signedInUser(keycloak);
      const response = await misconfigured.inject({
        method: 'POST',
        url: '/api/me/role',
        headers: user.headers,
        payload: { role: 'client' },
      });
      expect(response.statusCode).toBe(502);
      expect(keycloak.roles.get(user.id)).toEqual(new Set());
    } finally {
      await misconfigured.close();
    }
  });

  it('does not hold the database while Keycloak answers', async () => {
    const user = await signedInUser(keycloak);
    await getMe(user.headers);
    const release = keycloak.holdAdminCalls();
    try {
      const choice = chooseRole(user.headers, 'client');
      await waitFor(() => keycloak.requests.some((line) => line.includes('/role-mappings/')));
      // On PGlite a transaction holds the only connection: any query would wait behind it.
      const ready = await settledWithin(
        app.inject({ method: 'GET', url: '/api/health/ready' }).then((r) => r.statusCode),
      );
      expect(ready).toBe(200);
      release();
      expect((await choice).statusCode).toBe(200);
    } finally {
      release();
    }
  });

  it('completes a choice whose call to Keycloak was cut off, when it is made again', async () => {
    const user = await signedInUser(keycloak);
    await getMe(user.headers);
    // The profile was claimed, then the process died before Keycloak assigned the role.
    await app.db.query("UPDATE user_profiles SET role = 'supplier' WHERE id = $1", [user.id]);
    expect((await chooseRole(user.headers, 'supplier')).statusCode).toBe(200);
    expect(keycloak.roles.get(user.id)).toEqual(new Set(['supplier']));
    expect((await chooseRole(user.headers, 'client')).statusCode).toBe(409);
  });

  it('lets only one of two simultaneous, different choices win', async () => {
    const user = await signedInUser(keycloak);
    await getMe(user.headers);
    const responses = await Promise.all([
      chooseRole(user.headers, 'freelancer'),
      chooseRole(user.headers, 'supplier'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)!;
    const role = winner.json<ProfileResponse>().role;
    expect(keycloak.roles.get(user.id)).toEqual(new Set([role]));
  });
});
