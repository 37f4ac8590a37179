/**
 * Typed queries (Kysely) over the service's own `Database`, so PGlite and node-postgres keep
 * their one implementation each (prepared statements, the PGlite lock, the pool) and Kysely only
 * builds and compiles the SQL. Kysely's PostgreSQL compiler writes `$1`-style parameters, which
 * is what `Queryable.query` takes.
 *
 * Transactions go through `Database.transaction`: Kysely's `beginTransaction` opens one and
 * parks its callback until `commitTransaction` or `rollbackTransaction` settles it, so
 * `kysely.transaction().execute(fn)` runs on PGlite's single connection and on one pooled
 * PostgreSQL client alike, with the rollback-on-throw both implementations already have.
 */
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database, Queryable } from './database';

/** Kysely reports changed rows for these statements (as its own PostgreSQL driver does). */
const COUNTED_QUERIES = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);

/** Thrown into a parked transaction callback to roll it back; never leaves this file. */
class RollbackRequested extends Error {}

class QueryableConnection implements DatabaseConnection {
  /** The open transaction while there is one, else the database. */
  target: Queryable;
  private settle: { commit: () => void; rollback: () => void; done: Promise<void> } | undefined;

  constructor(private readonly db: Database) {
    this.target = db;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, rowCount } = await this.target.query<R>(
      compiledQuery.sql,
      compiledQuery.parameters,
    );
    return COUNTED_QUERIES.has(compiledQuery.query.kind)
      ? { rows, numAffectedRows: BigInt(rowCount) }
      : { rows };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported by this dialect.');
  }

  async begin(): Promise<void> {
    if (this.settle !== undefined) throw new Error('A transaction is already open.');
    let opened!: (tx: Queryable) => void;
    const transaction = new Promise<Queryable>((resolve) => {
      opened = resolve;
    });
    let commit!: () => void;
    let rollback!: () => void;
    const parked = new Promise<void>((resolve, reject) => {
      commit = resolve;
      rollback = () => {
        reject(new RollbackRequested());
      };
    });
    const done = this.db.transaction(async (tx) => {
      opened(tx);
      await parked;
    });
    this.settle = { commit, rollback, done };
    // BEGIN itself may fail: then `done` rejects and the callback never ran.
    this.target = await Promise.race([
      transaction,
      done.then(() => {
        throw new Error('The transaction ended before it started.');
      }),
    ]);
  }

  async end(outcome: 'commit' | 'rollback'): Promise<void> {
    const settle = this.settle;
    this.settle = undefined;
    this.target = this.db;
    if (settle === undefined) throw new Error('No transaction is open.');
    settle[outcome]();
    try {
      await settle.done;
    } catch (error) {
      if (!(error instanceof RollbackRequested)) throw error;
    }
  }
}

/** Kysely hands back the connections this driver made. */
function ours(connection: DatabaseConnection): QueryableConnection {
  if (!(connection instanceof QueryableConnection))
    throw new Error('Not a connection of this driver.');
  return connection;
}

const done = Promise.resolve();

class QueryableDriver implements Driver {
  constructor(private readonly db: Database) {}

  init(): Promise<void> {
    return done;
  }

  /**
   * A fresh connection object per query or transaction: its statements go to the database
   * (which pools, or serialises on PGlite) until it opens a transaction.
   */
  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new QueryableConnection(this.db));
  }

  beginTransaction(connection: DatabaseConnection): Promise<void> {
    return ours(connection).begin();
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return ours(connection).end('commit');
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return ours(connection).end('rollback');
  }

  releaseConnection(): Promise<void> {
    return done;
  }

  /** The database belongs to the database plugin, which closes it. */
  destroy(): Promise<void> {
    return done;
  }
}

/** Kysely's PostgreSQL dialect with the service's `Database` as its driver. */
export class QueryableDialect implements Dialect {
  constructor(private readonly db: Database) {}

  createDriver(): Driver {
    return new QueryableDriver(this.db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

/** A typed query builder on `db`; `DB` names the tables it may query. */
export function createKysely<DB>(db: Database): Kysely<DB> {
  return new Kysely<DB>({ dialect: new QueryableDialect(db) });
}

export { CompiledQuery };

/**
 * A typed query builder whose every statement runs in `tx`, a transaction another module opened
 * (billing's webhook transaction, which records the Stripe event): a module that queries with
 * Kysely applies its part of an event in that transaction. Its own `transaction()` joins `tx`.
 */
export function kyselyOn<DB>(tx: Queryable): Kysely<DB> {
  const joined: Database = {
    // Only read in logs and readiness, which a joined transaction has no part in.
    kind: 'postgres',
    query: (text, params) => tx.query(text, params),
    exec: (text) => tx.exec(text),
    transaction: (fn) => fn(tx),
    listen: () => Promise.reject(new Error('A joined transaction cannot LISTEN.')),
    close: () => Promise.resolve(),
  };
  return createKysely<DB>(joined);
}
