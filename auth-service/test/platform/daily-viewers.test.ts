/** One view per viewer and day (platform/daily-viewers.ts): the first read of a day counts. */
import type { Kysely } from 'kysely';
import { firstViewToday } from '../../src/platform/daily-viewers';
import type { Database } from '../../src/platform/database/database';
import { createKysely } from '../../src/platform/database/kysely';
import { migrate, readMigrations } from '../../src/platform/database/migrate';
import type { DB } from '../../src/platform/database/schema';
import { BACKENDS, type TestDatabase } from '../support/databases';

describe.each(BACKENDS)('firstViewToday on %s', (_name, open) => {
  let testDb: TestDatabase;
  let db: Database;
  let kysely: Kysely<DB>;

  beforeAll(async () => {
    testDb = await open();
    db = testDb.db;
    await migrate(db, await readMigrations());
    kysely = createKysely<DB>(db);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('is true for a viewer’s first read of the day only, per subject, and drops earlier days', async () => {
    await db.query(
      `INSERT INTO daily_viewers (subject, viewer, day)
       VALUES ('profile:a', 'user:old', current_date - 2), ('profile:b', 'user:old', current_date - 2)`,
    );
    expect(await firstViewToday(kysely, 'profile:a', 'user:1')).toBe(true);
    expect(await firstViewToday(kysely, 'profile:a', 'user:1')).toBe(false);
    expect(await firstViewToday(kysely, 'profile:a', 'address:x')).toBe(true);
    expect(await firstViewToday(kysely, 'product:a', 'user:1')).toBe(true);

    const { rows } = await db.query<{ subject: string; viewer: string }>(
      'SELECT subject, viewer FROM daily_viewers ORDER BY subject, viewer',
    );
    // profile:a's old row went when it was read; profile:b's stays until it is.
    expect(rows).toEqual([
      { subject: 'product:a', viewer: 'user:1' },
      { subject: 'profile:a', viewer: 'address:x' },
      { subject: 'profile:a', viewer: 'user:1' },
      { subject: 'profile:b', viewer: 'user:old' },
    ]);
  });
});
