import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite, messages, parse, protocol, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MEMORY_DATA_DIR } from '../../config';
import type { Database, Queryable, QueryResult } from './database';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type Parsers = PGlite['parsers'];

/** A statement parsed on the PGlite backend, with what Describe reported about it. */
interface PreparedStatement {
  /** '' for the unnamed statement, which the next Parse replaces. */
  name: string;
  /** Parameter type oids, in order: they pick PGlite's serialisers, as its `query()` does. */
  paramTypes: number[];
  /** The RowDescription message; undefined for a statement that returns no rows. */
  rowDescription: messages.RowDescriptionMessage | undefined;
  /** Result columns: name and type oid. */
  columns: { name: string; oid: number }[];
}

/**
 * How many distinct SQL texts get a named statement. The service's texts are constants (a few
 * dozen); texts beyond this use the unnamed statement each time, so memory stays bounded.
 */
export const MAX_PREPARED_STATEMENTS = 250;

/** SQLSTATE of "cached plan must not change result type" (a table changed under a statement). */
const FEATURE_NOT_SUPPORTED = '0A000';

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** Execute (the unnamed portal, every row) and Sync: the same bytes after every Bind. */
const EXECUTE_SYNC = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/**
 * Bind (the unnamed portal, text parameters and results), Execute and Sync in one buffer: what
 * PGlite's serialiser sends, without the two buffers it allocates and copies for every Bind.
 */
function bindExecuteSync(statement: string, values: readonly (string | null)[]): Buffer {
  const lengths = values.map((value) => (value === null ? -1 : Buffer.byteLength(value)));
  const valueBytes = lengths.reduce((sum, length) => sum + 4 + Math.max(length, 0), 0);
  // Length, the portal's terminator, the name and its terminator, three counts, the values.
  const bindLength = 4 + 1 + Buffer.byteLength(statement) + 1 + 3 * 2 + valueBytes;
  const message = Buffer.allocUnsafe(1 + bindLength + EXECUTE_SYNC.length);
  let at = message.writeUInt8(0x42, 0); // 'B'
  at = message.writeInt32BE(bindLength, at);
  at = message.writeUInt8(0, at); // the unnamed portal
  at += message.write(statement, at);
  at = message.writeUInt8(0, at);
  at = message.writeInt16BE(0, at); // no parameter format codes: all text
  at = message.writeInt16BE(values.length, at);
  values.forEach((value, index) => {
    const length = lengths[index] ?? -1;
    at = message.writeInt32BE(length, at);
    if (value !== null) at += message.write(value, at);
  });
  at = message.writeInt16BE(0, at); // no result format codes: all text
  EXECUTE_SYNC.copy(message, at);
  return message;
}

/** Backend message types of a successful Bind, Execute, Sync exchange. */
const BIND_COMPLETE = 0x32; // '2'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'
const NO_DATA = 0x6e; // 'n'

/** Commands whose tag's last number counts changed rows (as PGlite's parseResults counts them). */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The rows of a successful exchange, read straight from the backend's bytes: the columns come
 * from the statement's RowDescription and each value goes through PGlite's parser for its type
 * oid, as in PGlite's `parseResults`. Undefined when the answer holds anything else (an error, a
 * notice): then PGlite's own protocol parser reads it.
 */
function decodeResponse<T>(
  statement: PreparedStatement,
  response: Uint8Array,
  parsers: Parsers,
): QueryResult<T> | undefined {
  const bytes = Buffer.from(response.buffer, response.byteOffset, response.byteLength);
  const rows: Record<string, unknown>[] = [];
  let affectedRows = 0;
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const type = bytes[offset];
    const end = offset + 1 + bytes.readInt32BE(offset + 1);
    if (end > bytes.length) return undefined;
    if (type === DATA_ROW) {
      const row: Record<string, unknown> = {};
      let at = offset + 7;
      for (const column of statement.columns) {
        const length = bytes.readInt32BE(at);
        at += 4;
        if (length < 0) {
          row[column.name] = null;
        } else {
          const text = bytes.toString('utf8', at, at + length);
          at += length;
          const parse = parsers[column.oid];
          row[column.name] = parse === undefined ? text : parse(text, column.oid);
        }
      }
      rows.push(row);
    } else if (type === COMMAND_COMPLETE) {
      const tag = bytes.toString('utf8', offset + 5, end - 1).split(' ');
      if (COUNTED_COMMANDS.has(tag[0] ?? '')) affectedRows += Number.parseInt(tag.at(-1) ?? '', 10);
    } else if (type !== BIND_COMPLETE && type !== READY_FOR_QUERY && type !== NO_DATA) {
      return undefined;
    }
    offset = end;
  }
  if (offset !== bytes.length) return undefined;
  // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts the rows returned.
  const rowCount = statement.rowDescription === undefined ? affectedRows : rows.length;
  return { rows: rows as T[], rowCount };
}

/** Receives a NOTIFY that arrived with a statement's answer. */
type NotificationSink = (channel: string, payload: string) => void;

/**
 * Any other answer, read by PGlite's protocol parser: its first error is thrown, as by query().
 * A NOTIFY sent by this statement outside a transaction comes back with its answer: PGlite's own
 * query() would hand it to its listeners, so it goes to `notify`.
 */
function decodeWithPglite<T>(
  statement: PreparedStatement,
  response: Uint8Array,
  parsers: Parsers,
  notify: NotificationSink,
): QueryResult<T> {
  const answer: BackendMessage[] = [];
  new protocol.Parser().parse(response, (message) => {
    if (message instanceof messages.NotificationResponseMessage) {
      notify(message.channel, message.payload);
      return;
    }
    answer.push(message);
  });
  const error = answer.find((message) => message instanceof messages.DatabaseError);
  if (error !== undefined) throw error;
  const [result] = parse.parseResults(
    statement.rowDescription === undefined ? answer : [statement.rowDescription, ...answer],
    parsers,
  );
  const rows = (result?.rows ?? []) as T[];
  const rowCount =
    statement.rowDescription === undefined ? (result?.affectedRows ?? 0) : rows.length;
  return { rows, rowCount };
}

/**
 * Parameterised queries as prepared statements. PGlite's own `query()` sends Parse, Describe,
 * Bind, Describe, Execute and Sync as six separate calls into the WASM backend, which parses and
 * plans the text every time, then parses the answer into message objects: about 0.17 ms for a
 * one-row primary-key read on this machine, on the event loop thread. Here each distinct text is
 * parsed and described once (a named statement, which lives as long as the backend), every query
 * after that is one call with Bind, Execute and Sync together, and the answer's rows are read
 * from its bytes (decodeResponse): about 0.04 ms. Parameters are serialised and values parsed by
 * PGlite's own type handlers, from the same type oids its `query()` uses, so results are the
 * same; test/platform/pglite.test.ts compares the two.
 *
 * A named statement keeps its result columns: if a migration changes them while the process runs,
 * PostgreSQL refuses the old statement (SQLSTATE 0A000); it is then prepared again, and the query
 * retried when it was not inside a transaction (inside one, the transaction is already aborted).
 */
function createStatements(db: PGlite, notify: NotificationSink) {
  const prepared = new Map<string, PreparedStatement>();
  let counter = 0;

  async function describe(sql: string, name: string): Promise<PreparedStatement> {
    const { messages: answer } = await db.execProtocol(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const rowDescription = answer.find(
      (message): message is messages.RowDescriptionMessage =>
        message instanceof messages.RowDescriptionMessage,
    );
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(answer),
      rowDescription,
      columns: (rowDescription?.fields ?? []).map((field) => ({
        name: field.name,
        oid: field.dataTypeID,
      })),
    };
  }

  async function prepare(sql: string): Promise<PreparedStatement> {
    if (prepared.size >= MAX_PREPARED_STATEMENTS) return describe(sql, '');
    const statement = await describe(sql, `atelier_${++counter}`);
    prepared.set(sql, statement);
    return statement;
  }

  async function forget(sql: string, statement: PreparedStatement): Promise<void> {
    prepared.delete(sql);
    await db.execProtocol(
      concat([
        protocol.serialize.close({ type: 'S', name: statement.name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, throwOnError: false },
    );
  }

  async function execute<T>(
    statement: PreparedStatement,
    params: readonly unknown[],
    inTransaction: boolean,
  ): Promise<QueryResult<T>> {
    const values = params.map((param, index): string | null => {
      if (param === null || param === undefined) return null;
      const serialize = db.serializers[statement.paramTypes[index] ?? 0];
      // As PGlite's query(): a type without a serialiser (uuid, for one) is sent as toString().
      return serialize ? serialize(param) : (param as { toString(): string }).toString();
    });
    const chunks: Uint8Array[] = [];
    await db.execProtocolRawStream(bindExecuteSync(statement.name, values), {
      // PGlite's query() syncs the file system after a statement outside a transaction only.
      syncToFs: !inTransaction,
      // A view into the WASM memory, valid only during the call.
      onRawData: (data) => chunks.push(data.slice()),
    });
    const response = chunks.length === 1 && chunks[0] !== undefined ? chunks[0] : concat(chunks);
    return (
      decodeResponse<T>(statement, response, db.parsers) ??
      decodeWithPglite<T>(statement, response, db.parsers, notify)
    );
  }

  async function executeOrRefresh<T>(
    sql: string,
    params: readonly unknown[],
    inTransaction: boolean,
  ): Promise<QueryResult<T>> {
    const statement = prepared.get(sql);
    if (statement === undefined) return execute<T>(await prepare(sql), params, inTransaction);
    try {
      return await execute<T>(statement, params, inTransaction);
    } catch (error) {
      if (!(error instanceof messages.DatabaseError) || error.code !== FEATURE_NOT_SUPPORTED) {
        throw error;
      }
      await forget(sql, statement);
      if (inTransaction) throw error;
      return execute<T>(await prepare(sql), params, inTransaction);
    }
  }

  /** Runs one statement; the caller holds PGlite's query lock. */
  async function run<T>(
    sql: string,
    params: readonly unknown[],
    inTransaction: boolean,
  ): Promise<QueryResult<T>> {
    try {
      return await executeOrRefresh<T>(sql, params, inTransaction);
    } catch (error) {
      // As PGlite's query(): a database error names the statement and its parameters.
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: sql, params });
      throw error;
    }
  }

  return { run };
}

type Statements = ReturnType<typeof createStatements>;

function queryable(db: PGlite, statements: Statements, tx?: Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      if (tx !== undefined) {
        if (tx.closed) throw new Error('Transaction is closed');
        return db.runExclusive(() => statements.run<T>(sql, params, true));
      }
      // The locks PGlite's query() takes: any open transaction ends first, then the backend's.
      await db._checkReady();
      return db._runExclusiveTransaction(() =>
        db.runExclusive(() => statements.run<T>(sql, params, false)),
      );
    },
    async exec(sql: string): Promise<void> {
      await (tx ?? db).exec(sql);
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
    // Extensions the migrations create (CREATE EXTENSION) must be loaded with the backend.
    db = await PGlite.create(inMemory ? MEMORY_DATA_DIR : dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    unlock();
    throw error;
  }
  // Listeners of NOTIFYs that come back with this file's statements (see decodeWithPglite); the
  // ones that come back through PGlite's own calls (a transaction's COMMIT) go to its listeners.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const statements = createStatements(db, (channel, payload) => {
    for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
  });
  let closed = false;
  return {
    kind: 'pglite',
    ...queryable(db, statements),
    transaction: (fn) => db.transaction((tx) => fn(queryable(db, statements, tx))),
    async listen(channel, onPayload) {
      const set = listeners.get(channel) ?? new Set();
      set.add(onPayload);
      listeners.set(channel, set);
      const unlisten = await db.listen(channel, onPayload);
      return async () => {
        set.delete(onPayload);
        // Closing the database ended every LISTEN already.
        if (!closed) await unlisten();
      };
    },
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
