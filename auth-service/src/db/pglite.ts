import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { MEMORY_DATA_DIR } from '../config';
import type { Database, Queryable, QueryResult } from './database';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, [...params]);
      // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts the rows returned.
      const returnsRows = result.fields.length > 0;
      return {
        rows: result.rows,
        rowCount: returnsRows ? result.rows.length : (result.affectedRows ?? 0),
      };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one PostgreSQL backend inside this process, and nothing stops a second process from
 * opening the same directory and corrupting it. A lock file beside the directory (holding the
 * owner's pid) turns that into a clear start-up error; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The PGlite data directory ${dataDir} is in use by process ${owner}. Stop it, or give this instance its own DATA_DIR (or DATA_DIR=${MEMORY_DATA_DIR}).`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the PGlite data directory ${dataDir}.`);
}

/** Opens (creating when needed) an embedded database in `dataDir`, or in memory. */
export async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  let db: PGlite;
  try {
    if (!inMemory) mkdirSync(dataDir, { recursive: true });
    db = await PGlite.create(inMemory ? MEMORY_DATA_DIR : dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  let closed = false;
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (fn) => db.transaction((tx) => fn(queryable(tx))),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}
