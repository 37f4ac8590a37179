import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/database/database';
import { createKysely } from '../../src/platform/database/kysely';
import { migrate, readMigrations } from '../../src/platform/database/migrate';
import { openPostgres } from '../../src/platform/database/postgres';
import type { DB } from '../../src/platform/database/schema';
import {
  CLAIM_LEASE_MS,
  cancelWork,
  createScheduledWork,
  scheduleWork,
  type ScheduledWork,
} from '../../src/platform/scheduled-work';
import { build } from '../helper';
import { ManualClock } from '../support/clock';
import { BACKENDS, type TestDatabase } from '../support/databases';

const MINUTE = 60_000;

describe.each(BACKENDS)('Scheduled work on %s', (_name, open) => {
  let testDb: TestDatabase;
  let db: Database;
  let kysely: Kysely<DB>;
  let clock: ManualClock;
  let kind = '';
  let kindCount = 0;

  beforeAll(async () => {
    testDb = await open();
    db = testDb.db;
    await migrate(db, await readMigrations());
    kysely = createKysely<DB>(db);
  });
  afterAll(() => testDb.drop());

  beforeEach(() => {
    clock = new ManualClock(new Date('2026-11-27T12:00:00Z'));
    // A kind of its own per test: rows of earlier tests are never claimed again.
    kindCount += 1;
    kind = `test-${String(kindCount)}`;
  });

  const worker = () => createScheduledWork({ kysely, now: () => clock.now() });

  function recording(scheduler: ScheduledWork, runs: string[], delayMs = 0): void {
    scheduler.define<{ label: string }>(kind, {
      async run(payload) {
        if (delayMs > 0) await sleep(delayMs);
        runs.push(payload.label);
      },
    });
  }

  it('runs work once it is due, and only once', async () => {
    const scheduler = worker();
    const runs: string[] = [];
    recording(scheduler, runs);
    await scheduleWork(kysely, {
      kind,
      key: 'a',
      payload: { label: 'a' },
      runAt: new Date(clock.now().getTime() + 10 * MINUTE),
    });

    expect(await scheduler.runDue()).toBe(0);
    clock.advance(10 * MINUTE);
    expect(await scheduler.runDue()).toBe(1);
    expect(await scheduler.runDue()).toBe(0);
    expect(runs).toEqual(['a']);
    const [row] = await scheduler.list({ kind });
    expect(row).toMatchObject({ key: 'a', state: 'done', attempts: 1, lastError: null });
  });

  it('schedules nothing when the transaction that caused it rolls back', async () => {
    const scheduler = worker();
    const runs: string[] = [];
    recording(scheduler, runs);
    await expect(
      kysely.transaction().execute(async (trx) => {
        await scheduleWork(trx, { kind, key: 'a', payload: { label: 'a' }, runAt: clock.now() });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');

    expect(await scheduler.runDue()).toBe(0);
    expect(await scheduler.list({ kind })).toEqual([]);
  });

  it('keeps the first pending occurrence of a key, or moves it when asked', async () => {
    const scheduler = worker();
    const runs: string[] = [];
    recording(scheduler, runs);
    const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE);

    expect(
      await scheduleWork(kysely, { kind, key: 'k', payload: { label: 'first' }, runAt: at(5) }),
    ).toBe(true);
    expect(
      await scheduleWork(kysely, { kind, key: 'k', payload: { label: 'second' }, runAt: at(1) }),
    ).toBe(false);
    clock.advance(5 * MINUTE);
    await scheduler.runDue();
    expect(runs).toEqual(['first']);

    // Once it ran, the key is free again.
    await scheduleWork(kysely, { kind, key: 'k', payload: { label: 'third' }, runAt: at(10) });
    expect(
      await scheduleWork(kysely, {
        kind,
        key: 'k',
        payload: { label: 'moved' },
        runAt: at(1),
        onConflict: 'replace',
      }),
    ).toBe(true);
    clock.advance(1 * MINUTE);
    await scheduler.runDue();
    expect(runs).toEqual(['first', 'moved']);
  });

  it('cancels pending work', async () => {
    const scheduler = worker();
    const runs: string[] = [];
    recording(scheduler, runs);
    await scheduleWork(kysely, { kind, key: 'k', payload: { label: 'a' }, runAt: clock.now() });

    expect(await cancelWork(kysely, kind, 'k')).toBe(true);
    expect(await cancelWork(kysely, kind, 'k')).toBe(false);
    expect(await scheduler.runDue()).toBe(0);
    expect(runs).toEqual([]);
    expect((await scheduler.list({ kind }))[0]?.state).toBe('cancelled');
  });

  it('retries a failing run after its backoff, then marks it failed', async () => {
    const scheduler = worker();
    let calls = 0;
    scheduler.define(kind, {
      maxAttempts: 3,
      backoffMs: (attempt) => attempt * MINUTE,
      run() {
        calls += 1;
        return Promise.reject(new Error(`SMTP refused (${String(calls)})`));
      },
    });
    await scheduleWork(kysely, { kind, key: 'k', runAt: clock.now() });

    await scheduler.runDue();
    expect(calls).toBe(1);
    // Not before the backoff of the first attempt.
    clock.advance(MINUTE - 1);
    await scheduler.runDue();
    expect(calls).toBe(1);
    clock.advance(1);
    await scheduler.runDue();
    expect(calls).toBe(2);
    clock.advance(2 * MINUTE);
    await scheduler.runDue();
    expect(calls).toBe(3);
    clock.advance(60 * MINUTE);
    expect(await scheduler.runDue()).toBe(0);

    const failed = await scheduler.list({ state: 'failed', kind });
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ attempts: 3, lastError: 'Error: SMTP refused (3)' });
  });

  it('succeeds on a retry after a failure', async () => {
    const scheduler = worker();
    let calls = 0;
    scheduler.define(kind, {
      run() {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve();
      },
    });
    await scheduleWork(kysely, { kind, key: 'k', runAt: clock.now() });
    await scheduler.runDue();
    clock.advance(60 * MINUTE);
    await scheduler.runDue();
    expect(calls).toBe(2);
    expect((await scheduler.list({ kind }))[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('runs again work whose claim lapsed (the instance that claimed it died)', async () => {
    const scheduler = worker();
    const runs: string[] = [];
    recording(scheduler, runs);
    await scheduleWork(kysely, { kind, key: 'k', payload: { label: 'a' }, runAt: clock.now() });
    // An instance claimed it and died before settling.
    await kysely
      .updateTable('scheduled_work')
      .set({
        state: 'running',
        attempts: 1,
        locked_until: new Date(clock.now().getTime() + CLAIM_LEASE_MS),
      })
      .where('kind', '=', kind)
      .execute();

    expect(await scheduler.runDue()).toBe(0);
    clock.advance(CLAIM_LEASE_MS);
    expect(await scheduler.runDue()).toBe(1);
    expect(runs).toEqual(['a']);
    expect((await scheduler.list({ kind }))[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('only claims kinds this instance has a handler for', async () => {
    const scheduler = worker();
    await scheduleWork(kysely, { kind, key: 'k', runAt: clock.now() });
    expect(await scheduler.runDue()).toBe(0);
    expect((await scheduler.list({ kind }))[0]?.state).toBe('pending');
  });

  it('survives a restart: work scheduled before runs on the next instance', async () => {
    await scheduleWork(kysely, {
      kind,
      key: 'k',
      payload: { label: 'after restart' },
      runAt: clock.now(),
    });
    // A new instance: nothing in memory is shared with whoever scheduled it.
    const restarted = createScheduledWork({ kysely: createKysely<DB>(db), now: () => clock.now() });
    const runs: string[] = [];
    recording(restarted, runs);
    await restarted.runDue();
    expect(runs).toEqual(['after restart']);
  });

  it('runs each row once when two instances run due work at the same time', async () => {
    // On PostgreSQL each instance has its own connection pool to the one database, as two API
    // processes would; PGlite has one connection in one process, so the two share it.
    const secondDb = testDb.url === undefined ? db : await openPostgres(testDb.url);
    try {
      const first = worker();
      const second = createScheduledWork({
        kysely: createKysely<DB>(secondDb),
        now: () => clock.now(),
      });
      const runs: string[] = [];
      recording(first, runs, 5);
      recording(second, runs, 5);
      const labels = Array.from({ length: 45 }, (_, index) => `work ${String(index)}`);
      for (const label of labels) {
        await scheduleWork(kysely, { kind, key: label, payload: { label }, runAt: clock.now() });
      }

      const [ranByFirst, ranBySecond] = await Promise.all([first.runDue(), second.runDue()]);

      expect(ranByFirst + ranBySecond).toBe(labels.length);
      expect([...runs].sort()).toEqual([...labels].sort());
      if (testDb.url !== undefined) {
        // Both took a share: the claims really ran side by side.
        expect(ranByFirst).toBeGreaterThan(0);
        expect(ranBySecond).toBeGreaterThan(0);
      }
    } finally {
      if (secondDb !== db) await secondDb.close();
    }
  });
});

describe('Scheduled work in the app', () => {
  it('polls for due work on the configured interval, and stops with the app', async () => {
    const app = await build({ config: { scheduledWorkPollMs: 20 } });
    try {
      const ran: string[] = [];
      app.scheduledWork.define<{ label: string }>('app-test', {
        run(payload) {
          ran.push(payload.label);
          return Promise.resolve();
        },
      });
      await scheduleWork(app.kysely, {
        kind: 'app-test',
        key: 'k',
        payload: { label: 'polled' },
        runAt: new Date(),
      });
      const deadline = Date.now() + 10_000;
      while (ran.length === 0 && Date.now() < deadline) await sleep(20);
      expect(ran).toEqual(['polled']);
    } finally {
      await app.close();
    }
  });

  it('reads the time from the clock it is given', async () => {
    const clock = new ManualClock(new Date('2030-01-01T00:00:00Z'));
    const app = await build({ clock });
    try {
      const ran: string[] = [];
      app.scheduledWork.define('app-clock', {
        run() {
          ran.push('ran');
          return Promise.resolve();
        },
      });
      await scheduleWork(app.kysely, {
        kind: 'app-clock',
        key: 'k',
        runAt: new Date('2030-01-01T00:00:01Z'),
      });
      expect(await app.scheduledWork.runDue()).toBe(0);
      clock.advance(1000);
      expect(app.clock.now()).toEqual(new Date('2030-01-01T00:00:01Z'));
      expect(await app.scheduledWork.runDue()).toBe(1);
      expect(ran).toEqual(['ran']);
    } finally {
      await app.close();
    }
  });
});
