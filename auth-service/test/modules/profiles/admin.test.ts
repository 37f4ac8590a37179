import { randomUUID } from 'node:crypto';
import type { App } from '../../../src/app';
import { forbiddenRoleMessage } from '../../../src/platform/authentication';
import { MAX_OFFSET } from '../../../src/modules/profiles/admin-routes';
import { ADMIN_MESSAGES } from '../../../src/modules/profiles/messages';
import type { ProfileResponse } from '../../../src/modules/profiles/profile-response';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { settledWithin, waitFor } from '../../support/timing';

let keycloak: FakeKeycloak;
let app: App;
let admin: Awaited<ReturnType<typeof signedInUser>>;

interface AdminUsers {
  users: {
    id: string;
    email: string;
    fullName: string | null;
    role: string | null;
    createdAt: string;
  }[];
  total: number;
}

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({ keycloak });
  admin = await signedInUser(keycloak, { roles: ['admin'], email: 'root@example.test' });
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

/** A user who has signed in once (so has a profile) with the given role. */
async function existingUser(roles: string[] = []) {
  const user = await signedInUser(keycloak, { roles });
  await app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
  return user;
}

const changeRole = (id: string, role: string, headers = admin.headers) =>
  app.inject({ method: 'PUT', url: `/api/admin/users/${id}/role`, headers, payload: { role } });

describe('admin routes are for admins only', () => {
  it.each([
    ['GET', '/api/admin/users'],
    ['PUT', `/api/admin/users/${randomUUID()}/role`],
  ] as const)('%s %s: 401 without a token, 403 for a freelancer', async (method, url) => {
    const payload = method === 'PUT' ? { role: 'client' } : undefined;
    expect((await app.inject({ method, url, ...(payload && { payload }) })).statusCode).toBe(401);
    const freelancer = await signedInUser(keycloak, { roles: ['freelancer'] });
    const response = await app.inject({
      method,
      url,
      headers: freelancer.headers,
      ...(payload && { payload }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: forbiddenRoleMessage('admin') });
  });
});

describe('GET /api/admin/users', () => {
  it('lists profiles newest first with what exists today', async () => {
    const older = await existingUser(['client']);
    const newer = await existingUser();
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const { users, total } = response.json<AdminUsers>();
    expect(total).toBe(users.length);
    const ids = users.map((user) => user.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(users.find((user) => user.id === older.id)).toEqual({
      id: older.id,
      email: older.email,
      fullName: 'Ada Lovelace',
      role: 'client',
      createdAt: expect.any(String) as string,
    });
  });

  it('pages with limit and offset, and refuses a limit over 500', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=1&offset=1',
      headers: admin.headers,
    });
    expect(page.json<AdminUsers>().users).toHaveLength(1);
    const tooMany = await app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=501',
      headers: admin.headers,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      error: 'Bad Request',
      message: 'querystring/limit must be <= 500',
    });
  });
});

describe('GET /api/admin/users paging bounds', () => {
  it.each(['99999999999999999999', '1e308', '1000001', '-1', '1.5'])(
    'answers 400 for offset=%s (no 500 from the database)',
    async (offset) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/users?offset=${offset}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^querystring\/offset must /);
    },
  );

  it('accepts the largest offset', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/users?offset=${String(MAX_OFFSET)}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUsers>().users).toEqual([]);
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('moves the user to the new realm role in Keycloak and in the profile', async () => {
    const user = await existingUser(['freelancer']);
    const response = await changeRole(user.id, 'client');
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileResponse>()).toMatchObject({ id: user.id, role: 'client' });
    expect(keycloak.roles.get(user.id)).toEqual(new Set(['client']));
    // The user's token predates the change: /api/me answers its role (as the shell's guard
    // reads it) until the next token, and does not put it back into the profile.
    const stale = await app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(stale.json<ProfileResponse>().role).toBe('freelancer');
    const token = await keycloak.sign({ sub: user.id, email: user.email, roles: ['client'] });
    const fresh = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(fresh.json<ProfileResponse>().role).toBe('client');
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: admin.headers,
    });
    const listed = list
      .json<{ users: { id: string; role: string | null }[] }>()
      .users.find((listedUser) => listedUser.id === user.id);
    expect(listed?.role).toBe('client');
  });

  it('does not hold the database while Keycloak answers', async () => {
    const user = await existingUser(['freelancer']);
    const release = keycloak.holdAdminCalls();
    const before = keycloak.requests.length;
    try {
      const change = changeRole(user.id, 'supplier');
      await waitFor(() =>
        keycloak.requests.slice(before).some((line) => line.includes('/role-mappings/')),
      );
      const ready = await settledWithin(
        app.inject({ method: 'GET', url: '/api/health/ready' }).then((r) => r.statusCode),
      );
      expect(ready).toBe(200);
      release();
      expect((await change).statusCode).toBe(200);
    } finally {
      release();
    }
  });

  it('can make a user an admin, and is idempotent', async () => {
    const user = await existingUser(['supplier']);
    expect((await changeRole(user.id, 'admin')).statusCode).toBe(200);
    expect((await changeRole(user.id, 'admin')).statusCode).toBe(200);
    expect(keycloak.roles.get(user.id)).toEqual(new Set(['admin']));
  });

  it('answers 404 for a user without a profile', async () => {
    const id = randomUUID();
    const response = await changeRole(id, 'client');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: ADMIN_MESSAGES.noSuchUser(id) });
  });

  it('answers 404 for a user Keycloak no longer has', async () => {
    const user = await existingUser(['client']);
    keycloak.roles.delete(user.id);
    expect((await changeRole(user.id, 'supplier')).statusCode).toBe(404);
  });

  it('refuses an admin changing their own role', async () => {
    await existingUser();
    await app.inject({ method: 'GET', url: '/api/me', headers: admin.headers });
    const response = await changeRole(admin.id, 'client');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: ADMIN_MESSAGES.ownRole });
  });

  it('answers 400 for a malformed id or role', async () => {
    expect((await changeRole('not-a-uuid', 'client')).statusCode).toBe(400);
    expect((await changeRole(randomUUID(), 'owner')).statusCode).toBe(400);
  });

  it('answers 502 and changes nothing when Keycloak fails to remove the old role', async () => {
    const user = await existingUser(['freelancer']);
    keycloak.failWith = 500;
    keycloak.failMethod = 'DELETE';
    keycloak.failTimes = 1; // the undo (another DELETE) goes through
    const response = await changeRole(user.id, 'client');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'Bad Gateway',
      message: ADMIN_MESSAGES.keycloakFailed,
    });
    // The new role was taken back, the old one kept, and the profile untouched.
    keycloak.failWith = undefined;
    expect(keycloak.roles.get(user.id)).toEqual(new Set(['freelancer']));
    const profile = await app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(profile.json<ProfileResponse>().role).toBe('freelancer');
  });
});
