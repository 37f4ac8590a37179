/**
 * The one database interface the rest of the service sees. Two implementations run the same SQL:
 * embedded PGlite (real PostgreSQL compiled to WASM, in this process) and a node-postgres pool.
 * Both return `timestamptz` as `Date` and `uuid` as `string`.
 */

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned by a SELECT or changed by an INSERT, UPDATE or DELETE. */
  rowCount: number;
}

/** Something SQL can be sent to: the database itself, or one open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** What a listener is told of its connection. */
export interface ListenEvents {
  /** The connection dropped: NOTIFYs are not heard until `reconnected`. */
  dropped?: () => void;
  /** Listening again after a drop; the NOTIFYs sent meanwhile are lost. */
  reconnected?: () => void;
}

export interface Database extends Queryable {
  /** `pglite` or `postgres`, for logs and readiness. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws (the
   * error is rethrown). Statements inside must go through `tx`, not the database.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with the payload of every NOTIFY on `channel` (sent with `pg_notify` by any
   * connection, on commit) until the answered function is called. PostgreSQL: one connection of
   * its own, reconnected when it drops (`events` says when: NOTIFYs meanwhile are lost). PGlite:
   * delivered in this process, never dropped.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    events?: ListenEvents,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
