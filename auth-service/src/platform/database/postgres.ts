import pg from 'pg';
import type { Database, ListenEvents, Queryable, QueryResult } from './database';
import { asUnavailable } from './unavailable';

/**
 * How many distinct SQL texts get a statement name. The service's texts are constants (a few
 * dozen); texts beyond this are sent unnamed each time, so memory stays bounded on both sides.
 */
export const MAX_NAMED_STATEMENTS = 250;

/** SQLSTATE of "cached plan must not change result type" (a table changed under a statement). */
const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * Parameterised queries as named statements: node-postgres parses a named statement once per
 * pool connection and only binds it afterwards, so PostgreSQL does not parse, analyse and plan
 * the same text again for every query (the generic plan is cached for a primary-key read).
 * A named statement keeps its result columns: if a migration changes them while the process runs,
 * PostgreSQL refuses it (SQLSTATE 0A000); the text then gets a new name, parsed afresh, and the
 * query is retried when it was not inside a transaction (inside one, the transaction is aborted).
 */
function createStatementNames() {
  const names = new Map<string, string>();
  let counter = 0;
  return {
    nameOf(sql: string): string | undefined {
      const name = names.get(sql);
      if (name !== undefined || names.size >= MAX_NAMED_STATEMENTS) return name;
      const created = `atelier_${++counter}`;
      names.set(sql, created);
      return created;
    },
    rename(sql: string): void {
      names.set(sql, `atelier_${++counter}`);
    },
  };
}

type StatementNames = ReturnType<typeof createStatementNames>;

function isResultTypeChange(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === FEATURE_NOT_SUPPORTED;
}

function queryable(
  target: pg.Pool | pg.PoolClient,
  statements: StatementNames,
  inTransaction: boolean,
): Queryable {
  async function run<T>(sql: string, params: readonly unknown[]): Promise<QueryResult<T>> {
    const result = await target.query({
      name: statements.nameOf(sql),
      text: sql,
      values: [...params],
    });
    // null for commands that report no count (pg's types leave that out)
    const rowCount = result.rowCount as number | null;
    return { rows: result.rows as T[], rowCount: rowCount ?? result.rows.length };
  }
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      try {
        return await run<T>(sql, params);
      } catch (error) {
        if (!isResultTypeChange(error) || statements.nameOf(sql) === undefined) {
          throw asUnavailable(error);
        }
        statements.rename(sql);
        if (inTransaction) throw error;
        return run<T>(sql, params).catch((retried: unknown) => {
          throw asUnavailable(retried);
        });
      }
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await target.query(sql).catch((error: unknown) => {
        throw asUnavailable(error);
      });
    },
  };
}

/**
 * A PostgreSQL server through a node-postgres pool. The pool is created lazily by pg, so this
 * resolves only after one round trip proves the server answers (start-up fails otherwise).
 */
export async function openPostgres(
  connectionString: string,
  options: { onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onIdleError?.(error));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const statements = createStatementNames();
  return {
    kind: 'postgres',
    ...queryable(pool, statements, false),
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw asUnavailable(error);
      });
      let broken = false;
      // pg-pool takes its idle listener off a client it hands out: a connection cut between two
      // statements (PostgreSQL restarting) would emit an unheard 'error' and end the process.
      const lost = (error: Error) => {
        broken = true;
        options.onIdleError?.(error);
      };
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client, statements, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true; // the connection is unusable: the pool discards it below
        });
        // A connection lost at COMMIT leaves the outcome unknown: the caller's retry is safe
        // because the writes are idempotent (client ids, idempotency keys, unique rows).
        throw asUnavailable(error);
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    },
    listen: (channel, onPayload, events = {}) =>
      listenOn(connectionString, channel, onPayload, events, options.onIdleError),
    close: () => pool.end(),
  };
}

/** Milliseconds between attempts to open the listening connection again. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * One connection of its own that LISTENs on `channel` (a pooled one would be handed to other
 * queries); reopened after it drops, with `events` told of both (NOTIFYs sent meanwhile are lost,
 * so the listener catches up from the database).
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents,
  onError: ((error: Error) => void) | undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function open(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      reopenLater(next);
    });
    next.on('end', () => {
      reopenLater(next);
    });
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    client = next;
  }

  function reopenLater(dropped: pg.Client) {
    if (stopped || client !== dropped) return;
    client = undefined;
    events.dropped?.();
    dropped.end().catch(() => undefined);
    retry = setTimeout(() => void reopen(), RELISTEN_DELAY_MS);
  }

  async function reopen(): Promise<void> {
    try {
      await open();
      events.reconnected?.();
    } catch (error) {
      onError?.(error as Error);
      if (!stopped) retry = setTimeout(() => void reopen(), RELISTEN_DELAY_MS);
    }
  }

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
