/**
 * The backends the repository and migration tests run on: PGlite always, and the PostgreSQL
 * server of the test command when TEST_DATABASE_URL is set (scripts/lib/postgres.mjs). Every test
 * file gets a database of its own on that server, so files can run in parallel.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { MEMORY_DATA_DIR } from '../../src/config';
import type { Database } from '../../src/platform/database/database';
import { openPglite } from '../../src/platform/database/pglite';
import { openPostgres } from '../../src/platform/database/postgres';

export interface TestDatabase {
  db: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop: () => Promise<void>;
  /** On PostgreSQL, the database's URL (for a second session of a test's own). */
  url?: string;
}

async function openPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `auth_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.href);
  return {
    db,
    url: url.href,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export type Backend = [name: string, open: () => Promise<TestDatabase>];

const serverUrl = process.env.TEST_DATABASE_URL;

const postgresConfigured = serverUrl !== undefined && serverUrl !== '';

/** Why a file's PostgreSQL variant did not run; the skipped test carries it into the summary. */
export const POSTGRES_SKIP_REASON =
  'PostgreSQL variant skipped: TEST_DATABASE_URL is not set (npm test starts a server for it)';

export const BACKENDS: Backend[] = [
  [
    'PGlite',
    async () => {
      const db = await openPglite(MEMORY_DATA_DIR);
      return { db, drop: () => db.close() };
    },
  ],
  ...(postgresConfigured
    ? [['PostgreSQL', () => openPostgresTestDatabase(serverUrl)] satisfies Backend]
    : []),
];

// Only test files import this module, so each file that runs on BACKENDS reports its missing
// PostgreSQL variant as one skipped test instead of losing it without a word.
if (!postgresConfigured) it.skip(POSTGRES_SKIP_REASON, () => undefined);
