/**
 * The tus locker on PostgreSQL advisory locks: on PGlite (one session) and, with
 * TEST_DATABASE_URL, on PostgreSQL, where two lockers stand for two API instances.
 */
import pg from 'pg';
import { AdvisoryLocker, type LockSession } from '../src/modules/uploads/advisory-locker';
import { BACKENDS } from './support/databases';

const never = new AbortController().signal;

async function advisoryLocks(query: LockSession['query']): Promise<number> {
  const { rows } = await query(
    "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted",
    [],
  );
  return Number(rows[0]?.n);
}

describe.each(BACKENDS)('advisory upload locks on %s', (_name, open) => {
  it('takes an advisory lock while held and gives it back on unlock', async () => {
    const { db, drop } = await open();
    try {
      const query: LockSession['query'] = (sql, params) =>
        db.query<Record<string, unknown>>(sql, params);
      const locker = new AdvisoryLocker({
        openSession: () => Promise.resolve({ query, release: () => undefined }),
      });
      const lock = locker.newLock('0123456789abcdef0123456789abcdef');
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
      const locker = new AdvisoryLocker({
        openSession: () =>
          Promise.resolve({
            query: (sql, params) => db.query<Record<string, unknown>>(sql, params),
            release: () => undefined,
          }),
        acquireTimeoutMs: 2_000,
      });
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
});

const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('two instances on PostgreSQL', () => {
  it('the second waits for the first, and times out while it holds the lock', async () => {
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
        acquireTimeoutMs: 500,
        pollMs: 50,
      });
    try {
      const [one, two] = pools.map(lockerOf) as [AdvisoryLocker, AdvisoryLocker];
      const held = one.newLock('shared-upload');
      await held.lock(never, () => undefined);
      await expect(two.newLock('shared-upload').lock(never, () => undefined)).rejects.toMatchObject(
        {
          status_code: 500,
        },
      );
      await held.unlock();
      const next = two.newLock('shared-upload');
      await next.lock(never, () => undefined);
      await next.unlock();
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});
