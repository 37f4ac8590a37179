import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query(sql, [...params]);
      // null for commands that report no count (pg's types leave that out)
      const rowCount = result.rowCount as number | null;
      return { rows: result.rows as T[], rowCount: rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await target.query(sql);
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
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true; // the connection is unusable: the pool discards it below
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
