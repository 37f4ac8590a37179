/**
 * The database out of reach answers 503 with `Retry-After` and the message the screens show,
 * never a 500, and the next request after it is back is served (issue 41, drill 2; the whole
 * drill, PostgreSQL stopped and started under traffic, is `npm run drill:postgres`).
 */
import pg from 'pg';
import {
  BRIEFLY_UNAVAILABLE_MESSAGE,
  BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '@atelier/api-contract';
import type { App } from '../../src/app';
import { MEMORY_DATA_DIR } from '../../src/config';
import type { Database, Queryable } from '../../src/platform/database/database';
import { openPglite } from '../../src/platform/database/pglite';
import { openPostgres } from '../../src/platform/database/postgres';
import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from '../../src/platform/database/unavailable';
import { INTERNAL_ERROR_MESSAGE } from '../../src/platform/errors';
import { build } from '../helper';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'the server shutting down',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['the server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a connection node-postgres lost', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'every address refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    ['an error already told apart', new DatabaseUnavailableError(new Error('x'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a missing table', withCode('relation "nope" does not exist', '42P01')],
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a plain error', new Error('Connection is fine, the bug is elsewhere')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

/** PGlite behind a switch: while cut, every statement fails as `failure()` makes it. */
function switchable(db: Database) {
  let failure: (() => Error) | null = null;
  const guard = () => {
    if (failure !== null) throw failure();
  };
  const guarded = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      guard();
      return target.query(sql, params);
    },
    exec: (sql) => {
      guard();
      return target.exec(sql);
    },
  });
  const database: Database = {
    ...db,
    ...guarded(db),
    kind: db.kind,
    transaction: (fn) => {
      guard();
      return db.transaction((tx) => fn(guarded(tx)));
    },
    listen: (...args) => db.listen(...args),
    close: () => db.close(),
  };
  return {
    database,
    cut(make: () => Error) {
      failure = make;
    },
    restore() {
      failure = null;
    },
  };
}

describe('a request while the database is out of reach', () => {
  let app: App;
  let db: ReturnType<typeof switchable>;

  beforeAll(async () => {
    db = switchable(await openPglite(MEMORY_DATA_DIR));
    app = await build({ database: db.database });
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    db.restore();
  });

  it('answers 503 with Retry-After and the message the screens show, then serves again', async () => {
    db.cut(() => withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    const down = await app.inject({ method: 'GET', url: '/api/jobs' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe(String(BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(down.json()).toEqual({
      error: 'Service Unavailable',
      message: BRIEFLY_UNAVAILABLE_MESSAGE,
    });

    const write = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email: 'drill@example.com', source: 'plm' },
    });
    expect(write.statusCode).toBe(503);

    db.restore();
    expect((await app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(200);
  });

  it('still answers 500 with the generic text for a failure that is not an outage', async () => {
    db.cut(() => withCode('relation "jobs" does not exist', '42P01'));
    const broken = await app.inject({ method: 'GET', url: '/api/jobs' });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['retry-after']).toBeUndefined();
    expect(broken.json()).toEqual({
      error: 'Internal Server Error',
      message: INTERNAL_ERROR_MESSAGE,
    });
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl === undefined || serverUrl === '' ? describe.skip : describe;

onPostgres('node-postgres losing its connections (PostgreSQL)', () => {
  it('turns the cut into DatabaseUnavailableError and reconnects for the next query', async () => {
    const db = await openPostgres(serverUrl ?? '');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const running = db.query('SELECT pg_sleep(10)');
      // Once the sleep runs, its backend is cut as PostgreSQL's shutdown cuts it (57P01).
      for (let tries = 0; tries < 50; tries++) {
        const { rowCount } = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE query = 'SELECT pg_sleep(10)' AND pid <> pg_backend_pid()`,
        );
        if (rowCount > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await expect(running).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual({
        rows: [{ one: 1 }],
        rowCount: 1,
      });
    } finally {
      await admin.end();
      await db.close();
    }
  });
});
