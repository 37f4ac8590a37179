import type { App } from '../../../src/app';
import type { Database } from '../../../src/platform/database/database';
import { openPostgres } from '../../../src/platform/database/postgres';
import {
  createProfileCache,
  EVERY_PROFILE,
  PROFILE_CHANGES_CHANNEL,
} from '../../../src/modules/profiles/profile-cache';
import type { ProfileResponse } from '../../../src/modules/profiles/profile-response';
import type { UserProfile } from '../../../src/modules/profiles/repository';
import { build } from '../../helper';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { waitFor } from '../../support/timing';

const profile = (id: string, fullName = 'Ada Lovelace'): UserProfile => ({
  id,
  email: `${id}@example.test`,
  fullName,
  role: null,
  username: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('the profile cache', () => {
  /** A load that counts its calls and answers `rows`' current value. */
  function loader(rows: Map<string, UserProfile>) {
    const load = jest.fn((id: string) => Promise.resolve(rows.get(id)));
    return load;
  }

  it('answers a profile it has read from memory until the row is forgotten', async () => {
    const cache = createProfileCache();
    cache.setListening(true);
    const rows = new Map([['a', profile('a')]]);
    const load = loader(rows);
    expect(await cache.read('a', load)).toEqual(profile('a'));
    rows.set('a', profile('a', 'Grace Hopper'));
    expect(await cache.read('a', load)).toEqual(profile('a'));
    expect(load).toHaveBeenCalledTimes(1);
    cache.forget('a');
    expect(await cache.read('a', load)).toEqual(profile('a', 'Grace Hopper'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not remember that a profile is absent', async () => {
    const cache = createProfileCache();
    cache.setListening(true);
    const rows = new Map<string, UserProfile>();
    const load = loader(rows);
    expect(await cache.read('a', load)).toBeUndefined();
    rows.set('a', profile('a'));
    expect(await cache.read('a', load)).toEqual(profile('a'));
    expect(cache.size).toBe(1);
  });

  it('answers but does not remember a read that was under way while a row was forgotten', async () => {
    const cache = createProfileCache();
    cache.setListening(true);
    let finish: (value: UserProfile) => void = () => undefined;
    const pending = cache.read('a', () => new Promise((resolve) => (finish = resolve)));
    // A write committed after the read began: what it read may be the row before the write.
    cache.forget('b');
    finish(profile('a'));
    expect(await pending).toEqual(profile('a'));
    expect(cache.size).toBe(0);
  });

  it(`forgets every profile on '${EVERY_PROFILE}'`, async () => {
    const cache = createProfileCache();
    cache.setListening(true);
    const load = loader(
      new Map([
        ['a', profile('a')],
        ['b', profile('b')],
      ]),
    );
    await cache.read('a', load);
    await cache.read('b', load);
    cache.forget(EVERY_PROFILE);
    expect(cache.size).toBe(0);
  });

  it('reads every profile from the database while changes are not heard', async () => {
    const cache = createProfileCache();
    const rows = new Map([['a', profile('a')]]);
    const load = loader(rows);
    await cache.read('a', load);
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.setListening(true);
    await cache.read('a', load);
    cache.setListening(false);
    rows.set('a', profile('a', 'Grace Hopper'));
    expect(await cache.read('a', load)).toEqual(profile('a', 'Grace Hopper'));
    // Heard again: what was remembered before the drop is gone.
    cache.setListening(true);
    expect(cache.size).toBe(0);
  });

  it('reads a profile again once it is older than maxAgeMs', async () => {
    let now = 0;
    const cache = createProfileCache({ maxAgeMs: 1_000, now: () => now });
    cache.setListening(true);
    const load = loader(new Map([['a', profile('a')]]));
    await cache.read('a', load);
    now = 999;
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1_000;
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes room by forgetting the oldest entry past maxEntries', async () => {
    const cache = createProfileCache({ maxEntries: 2 });
    cache.setListening(true);
    const load = loader(new Map(['a', 'b', 'c'].map((id) => [id, profile(id)])));
    for (const id of ['a', 'b', 'c']) await cache.read(id, load);
    expect(cache.size).toBe(2);
    await cache.read('b', load);
    await cache.read('c', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.read('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe.each(BACKENDS)('GET /api/me answered from memory on %s', (name, open) => {
  let keycloak: FakeKeycloak;
  let testDb: TestDatabase;
  /** Two API instances on one database, as production runs them. */
  let first: App;
  let second: App;
  let secondDb: Database;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    testDb = await open();
    const shared = { ...testDb.db, close: () => Promise.resolve() };
    // On PostgreSQL the second instance has its own pool and listening connection.
    secondDb = testDb.url === undefined ? shared : await openPostgres(testDb.url);
    first = await build({ keycloak, database: shared });
    second = await build({ keycloak, database: secondDb });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await testDb.drop();
    await keycloak.close();
  });

  type User = Awaited<ReturnType<typeof signedInUser>>;
  const me = async (app: App, user: User) => {
    const response = await app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(response.statusCode).toBe(200);
    return response.json<ProfileResponse>();
  };
  /** The profile as `app` answers it, after a read that leaves it remembered there. */
  const remembered = async (app: App, user: User) => {
    await me(app, user); // created on first sight, or read
    return me(app, user);
  };
  const rename = (app: App, user: User, fullName: string) =>
    app.inject({ method: 'PATCH', url: '/api/me', headers: user.headers, payload: { fullName } });
  /**
   * Asks `app` until its answer has the full name `expected`, or passes `expected` (a NOTIFY
   * reaches PostgreSQL's listeners a moment after the commit).
   */
  async function eventually(
    app: App,
    user: User,
    expected: string | ((profile: ProfileResponse) => boolean),
  ) {
    const matches =
      typeof expected === 'string'
        ? (profile: ProfileResponse) => profile.fullName === expected
        : expected;
    const deadline = Date.now() + 5_000;
    let last: ProfileResponse | undefined;
    while (Date.now() < deadline) {
      last = await me(app, user);
      if (matches(last)) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${name}: /api/me still answers ${JSON.stringify(last)}`);
  }
  async function withTrigger(enabled: boolean) {
    await testDb.db.exec(
      `ALTER TABLE user_profiles ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER user_profile_changed`,
    );
  }

  it('answers from memory until a change is reported, then the changed row', async () => {
    const user = await signedInUser(keycloak, { name: 'Ada Lovelace' });
    await remembered(first, user);
    await withTrigger(false);
    try {
      await testDb.db.query("UPDATE user_profiles SET full_name = 'Unreported' WHERE id = $1", [
        user.id,
      ]);
      expect((await me(first, user)).fullName).toBe('Ada Lovelace');
    } finally {
      await withTrigger(true);
    }
    await testDb.db.query("UPDATE user_profiles SET full_name = 'Reported' WHERE id = $1", [
      user.id,
    ]);
    await eventually(first, user, 'Reported');
  });

  it("answers the caller's own change at once, without waiting for the NOTIFY", async () => {
    const user = await signedInUser(keycloak, { name: 'Ada Lovelace' });
    await remembered(first, user);
    await withTrigger(false);
    try {
      expect((await rename(first, user, 'Grace Hopper')).statusCode).toBe(200);
      expect((await me(first, user)).fullName).toBe('Grace Hopper');
    } finally {
      await withTrigger(true);
    }
  });

  it('decides what to write back on the row as it is now, not on the remembered one', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    await me(first, user);
    // Last changed an hour ago, as this instance remembers it.
    await testDb.db.query(
      "UPDATE user_profiles SET updated_at = now() - interval '1 hour' WHERE id = $1",
      [user.id],
    );
    await eventually(first, user, (profile) => Date.parse(profile.updatedAt) < Date.now() - 60_000);
    await remembered(first, user);
    await withTrigger(false);
    try {
      // An admin's change this instance has not heard of yet, made after the next token.
      await testDb.db.query(
        "UPDATE user_profiles SET role = 'client', updated_at = now() + interval '1 minute' WHERE id = $1",
        [user.id],
      );
      const token = await keycloak.sign({ sub: user.id, email: user.email, roles: ['supplier'] });
      const response = await first.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.json<ProfileResponse>().role).toBe('supplier');
      const { rows } = await testDb.db.query<{ role: string }>(
        'SELECT role FROM user_profiles WHERE id = $1',
        [user.id],
      );
      expect(rows[0]?.role).toBe('client');
    } finally {
      await withTrigger(true);
    }
  });

  it("answers another instance's change once it has committed", async () => {
    const user = await signedInUser(keycloak, { name: 'Ada Lovelace' });
    expect((await remembered(second, user)).fullName).toBe('Ada Lovelace');
    expect((await rename(first, user, 'Katherine Johnson')).statusCode).toBe(200);
    await eventually(second, user, 'Katherine Johnson');
  });

  it('forgets every profile when the table is emptied', async () => {
    const user = await signedInUser(keycloak, { name: 'Ada Lovelace' });
    expect((await rename(first, user, 'Before the reset')).statusCode).toBe(200);
    expect((await remembered(second, user)).fullName).toBe('Before the reset');
    await testDb.db.exec('TRUNCATE user_profiles CASCADE');
    // Created again from the token on first sight.
    await eventually(second, user, 'Ada Lovelace');
  });
});

const postgres = BACKENDS.find(([backend]) => backend === 'PostgreSQL');
const onPostgres = postgres === undefined ? describe.skip : describe;

onPostgres('a listener on PostgreSQL', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    if (postgres === undefined) throw new Error('TEST_DATABASE_URL is not set');
    testDb = await postgres[1]();
  });
  afterAll(() => testDb.drop());

  it('is told when its connection drops and when it listens again', async () => {
    const events: string[] = [];
    const heard: string[] = [];
    const unlisten = await testDb.db.listen(PROFILE_CHANGES_CHANNEL, (id) => heard.push(id), {
      dropped: () => events.push('dropped'),
      reconnected: () => events.push('reconnected'),
    });
    try {
      await testDb.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
      );
      await waitFor(() => events.length === 2, 5_000);
      expect(events).toEqual(['dropped', 'reconnected']);
      await testDb.db.query("SELECT pg_notify($1, 'after')", [PROFILE_CHANGES_CHANNEL]);
      await waitFor(() => heard.includes('after'));
    } finally {
      await unlisten();
    }
  });
});
