/**
 * The tus locker on PostgreSQL advisory locks: on PGlite (one session) and, with
 * TEST_DATABASE_URL, on PostgreSQL, where two lockers stand for two API instances.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  AdvisoryLocker,
  type AdvisoryLockerOptions,
  type LockSession,
} from '../../../src/modules/uploads/advisory-locker';
import type { Database } from '../../../src/platform/database/database';
import { UPLOAD_MESSAGES } from '../../../src/modules/uploads/messages';
import { build } from '../../helper';
import { BACKENDS } from '../../support/databases';
import { signedInUser, startFakeKeycloak } from '../../support/keycloak';
import { smallPdf } from '../../support/uploads';

const b64 = (text: string) => Buffer.from(text).toString('base64');

const never = new AbortController().signal;

/** What tus answers for a lock another request keeps: 423 and the reason, as JSON. */
const LOCKED = {
  status_code: 423,
  body: JSON.stringify({ error: 'Locked', message: UPLOAD_MESSAGES.locked }),
};

async function advisoryLocks(query: LockSession['query']): Promise<number> {
  const { rows } = await query(
    "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted",
    [],
  );
  return Number(rows[0]?.n);
}

/** A locker whose every lock uses the database's one session (as on PGlite). */
const lockerOn = (db: Database, options: Partial<AdvisoryLockerOptions> = {}) =>
  new AdvisoryLocker({
    openSession: () =>
      Promise.resolve({
        query: (sql, params) => db.query<Record<string, unknown>>(sql, params),
        release: () => undefined,
      }),
    ...options,
  });

describe.each(BACKENDS)('advisory upload locks on %s', (_name, open) => {
  it('takes an advisory lock while held and gives it back on unlock', async () => {
    const { db, drop } = await open();
    try {
      const query: LockSession['query'] = (sql, params) =>
        db.query<Record<string, unknown>>(sql, params);
      const lock = lockerOn(db).newLock('0123456789abcdef0123456789abcdef');
      await lock.lock(never, () => undefined);
      expect(await advisoryLocks(query)).toBe(1);
      await lock.unlock();
      expect(await advisoryLocks(query)).toBe(0);
    } finally {
      await drop();
    }
  });

  it('asks the holder in this process to let go, then takes the lock', async () => {
    const { db, drop } = await open();
    try {
      const locker = lockerOn(db, { releaseWaitMs: 2_000 });
      const first = locker.newLock('abc');
      let asked = 0;
      await first.lock(never, async () => {
        asked++;
        await first.unlock();
      });
      const second = locker.newLock('abc');
      await second.lock(never, () => undefined);
      expect(asked).toBe(1);
      await second.unlock();
    } finally {
      await drop();
    }
  });

  it('answers 423 Locked with the reason when the holder in this process does not let go', async () => {
    const { db, drop } = await open();
    try {
      const locker = lockerOn(db, { releaseWaitMs: 200 });
      const stubborn = locker.newLock('abc');
      await stubborn.lock(never, () => undefined);
      await expect(locker.newLock('abc').lock(never, () => undefined)).rejects.toMatchObject(
        LOCKED,
      );
      await stubborn.unlock();
      const next = locker.newLock('abc');
      await next.lock(never, () => undefined);
      await next.unlock();
    } finally {
      await drop();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('two instances on PostgreSQL', () => {
  it('the second answers 423 Locked while the first holds the lock, then takes it', async () => {
    const pools = [
      new pg.Pool({ connectionString: serverUrl }),
      new pg.Pool({ connectionString: serverUrl }),
    ];
    const lockerOf = (pool: pg.Pool) =>
      new AdvisoryLocker({
        openSession: async () => {
          const client = await pool.connect();
          return {
            query: async (sql, params) => ({
              rows: (await client.query<Record<string, unknown>>(sql, [...params])).rows,
            }),
            release: () => {
              client.release();
            },
          };
        },
        otherInstanceWaitMs: 300,
        pollMs: 50,
      });
    try {
      const [one, two] = pools.map(lockerOf) as [AdvisoryLocker, AdvisoryLocker];
      const held = one.newLock('shared-upload');
      await held.lock(never, () => undefined);
      await expect(two.newLock('shared-upload').lock(never, () => undefined)).rejects.toMatchObject(
        LOCKED,
      );
      await held.unlock();
      const next = two.newLock('shared-upload');
      await next.lock(never, () => undefined);
      await next.unlock();
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('a PATCH or HEAD on an upload another instance is writing gets 423 with the reason', async () => {
    const keycloak = await startFakeKeycloak();
    const postgres = BACKENDS.find(([name]) => name === 'PostgreSQL');
    if (postgres === undefined) throw new Error('No PostgreSQL backend with TEST_DATABASE_URL');
    const testDb = await postgres[1]();
    const storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-locks-'));
    const app = await build({
      keycloak,
      database: { ...testDb.db, close: () => Promise.resolve() },
      config: { storageDir },
    });
    // The other instance: a session of its own holding the upload's advisory lock.
    const otherInstance = new pg.Client({ connectionString: testDb.url ?? '' });
    await otherInstance.connect();
    try {
      const user = await signedInUser(keycloak, { roles: ['freelancer'] });
      const tus = { ...user.headers, 'tus-resumable': '1.0.0' };
      const bytes = smallPdf();
      const created = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...tus,
          'upload-length': String(bytes.length),
          'upload-metadata': `purpose ${b64('product-file')},filename ${b64('pack.pdf')}`,
        },
      });
      const id = String(created.headers.location).split('/').pop() ?? '';
      await otherInstance.query(
        "SELECT pg_advisory_lock(hashtextextended('tus-upload:' || $1, 0))",
        [id],
      );
      const patch = () =>
        app.inject({
          method: 'PATCH',
          url: `/api/uploads/${id}`,
          headers: {
            ...tus,
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
          },
          payload: bytes,
        });
      const refused = await patch();
      expect([refused.statusCode, refused.json()]).toEqual([
        423,
        { error: 'Locked', message: UPLOAD_MESSAGES.locked },
      ]);
      const head = await app.inject({ method: 'HEAD', url: `/api/uploads/${id}`, headers: tus });
      expect(head.statusCode).toBe(423);

      await otherInstance.query('SELECT pg_advisory_unlock_all()');
      expect((await patch()).statusCode).toBe(204);
    } finally {
      await otherInstance.end();
      await app.close();
      await testDb.drop();
      await keycloak.close();
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});
