/**
 * What travels through PostgreSQL's NOTIFY between API instances: small pointers, never the
 * data itself (a payload must stay under NOTIFY's 8000 bytes; the largest here is well under 300).
 * Each instance resolves a pointer to events for the users connected to it.
 */
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../platform/database/schema';

/** The one channel every instance listens on. */
export const REALTIME_CHANNEL = 'atelier_realtime';

export type Pointer =
  /** A message was written: its id, conversation and both members. */
  | { k: 'message'; id: string; c: string; u: [string, string] }
  /** A notification was stored for `u`. */
  | { k: 'notification'; id: string; u: string }
  /** `by` has received (`d`) and read (`r`) up to these ids in conversation `c`; told to `u`. */
  | { k: 'receipt'; c: string; by: string; d: string; r: string; u: string }
  /** `u` came online or went offline on instance `i`. */
  | { k: 'presence'; u: string; on: boolean; i: string }
  /** `by` is typing in conversation `c`; told to `u`. */
  | { k: 'typing'; c: string; by: string; u: string }
  /** Instance `i` started: the others announce who is connected to them. */
  | { k: 'hello'; i: string }
  /** Instance `i` is still running (every PRESENCE_HEARTBEAT_MS). */
  | { k: 'alive'; i: string }
  /** `u`'s account was deleted: every instance refuses its tokens and closes its connections. */
  | { k: 'gone'; u: string }
  /**
   * Issue 39: style `s` has a new comment (`w` 'comment'), revision `r` (`w` 'revision'), an
   * approval move on a revision (`w` 'approval': submitted, approved, changes asked for) or news
   * of one of its sample rounds (`w` 'sample': a move, measurements, photos) by `by` named `n`;
   * told to everyone with access to it (the PLM module resolves who).
   */
  | {
      k: 'style';
      s: string;
      w: 'comment' | 'revision' | 'approval' | 'sample';
      r: number | null;
      by: string;
      n: string;
    };

export type PointerKind = Pointer['k'];

/**
 * Sends `pointer` with `pg_notify` on `db`: inside a transaction it leaves on commit only, so a
 * rolled-back write is never announced.
 */
export async function publishPointer(db: Kysely<DB>, pointer: Pointer): Promise<void> {
  await sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(pointer)})`.execute(db);
}

/**
 * The `pg_notify` of a message pointer as an SQL expression, for the statement that inserts the
 * message (`id`: its id there), so the send needs no round trip of its own for it.
 */
export function notifyMessage(
  id: Expression<unknown>,
  conversationId: string,
  members: [string, string],
): RawBuilder<unknown> {
  const pointer = sql`json_build_object('k', 'message', 'id', ${id}::text, 'c', ${conversationId}::text, 'u', json_build_array(${members[0]}::text, ${members[1]}::text))`;
  return sql`pg_notify(${REALTIME_CHANNEL}, ${pointer}::text)`;
}

/** A pointer read back from a NOTIFY payload; undefined for anything malformed. */
export function parsePointer(payload: string): Pointer | undefined {
  try {
    const value = JSON.parse(payload) as Partial<Pointer> | null;
    return typeof value?.k === 'string' ? (value as Pointer) : undefined;
  } catch {
    return undefined;
  }
}
