/**
 * tus's `Locker` on PostgreSQL advisory locks, so that with several API instances one upload is
 * written by one request at a time. @tus/server ships only an in-memory locker, right for one
 * process only.
 *
 * A lock is two layers:
 * - in this process, a map of held ids, as tus's MemoryLocker: a second request for the same
 *   upload asks the holder to let go (`requestRelease`, tus then ends the older PATCH) and waits
 *   for it a few seconds at most;
 * - across processes, `pg_try_advisory_lock` on a 64-bit hash of the upload id, tried for a
 *   moment (a request ending on another instance lets go), and `pg_advisory_unlock` on the same
 *   session. A session lock belongs to a connection, so on PostgreSQL each held lock keeps a
 *   connection of a small pool of its own for the length of one request. PGlite has one session:
 *   there the in-process layer does the excluding and the advisory lock is still taken (a single
 *   process owns a PGlite directory anyway).
 * Another instance's holder cannot be asked to let go (that would need LISTEN/NOTIFY). Rather
 * than keep the request waiting (tus's own locker answers 500 after 30 s), a lock still held
 * after the wait is answered at once with 423 Locked and a reason: tus clients (tus-js-client
 * among them) retry a 423 after a delay, and the upload resumes from its offset.
 */
import type { Lock, Locker, RequestRelease } from '@tus/utils';
import { UPLOAD_MESSAGES } from './messages';
import { TusRefusal } from './tus';

/** A database session that holds advisory locks: the same one must unlock. */
export interface LockSession {
  query(sql: string, params: readonly unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(): void;
}

export interface AdvisoryLockerOptions {
  /** A session for one lock: a pooled connection (PostgreSQL) or the one session (PGlite). */
  openSession: () => Promise<LockSession>;
  /** How long a request waits for a holder in this process to let go, in ms. */
  releaseWaitMs?: number;
  /** How long a request tries for a lock another instance holds, in ms. */
  otherInstanceWaitMs?: number;
  /** Between two tries of the advisory lock, in ms. */
  pollMs?: number;
}

/** Namespaced so no other advisory lock of the service (the migrator's) can collide with it. */
const LOCK_SQL = "SELECT pg_try_advisory_lock(hashtextextended('tus-upload:' || $1, 0)) AS locked";
const UNLOCK_SQL =
  "SELECT pg_advisory_unlock(hashtextextended('tus-upload:' || $1, 0)) AS unlocked";

/** Defaults: tus's own drain time for a holder asked to let go; a moment for another instance. */
export const RELEASE_WAIT_MS = 3_000;
export const OTHER_INSTANCE_WAIT_MS = 1_000;

/** 423 Locked with the reason, in the uploads' JSON error body. */
const locked = () => new TusRefusal(423, UPLOAD_MESSAGES.locked);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class AdvisoryLocker implements Locker {
  readonly held = new Map<string, { requestRelease: RequestRelease }>();

  constructor(readonly options: AdvisoryLockerOptions) {}

  newLock(id: string): Lock {
    return new AdvisoryLock(id, this);
  }
}

class AdvisoryLock implements Lock {
  private session: LockSession | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: AdvisoryLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const {
      releaseWaitMs = RELEASE_WAIT_MS,
      otherInstanceWaitMs = OTHER_INSTANCE_WAIT_MS,
      pollMs = 100,
    } = this.locker.options;
    const releaseDeadline = Date.now() + releaseWaitMs;

    // In this process first: ask the holder to let go, then wait for it.
    for (;;) {
      const holder = this.locker.held.get(this.id);
      if (holder === undefined) break;
      await holder.requestRelease();
      if (signal.aborted || Date.now() >= releaseDeadline) throw locked();
      await sleep(Math.min(pollMs, 20));
    }
    this.locker.held.set(this.id, { requestRelease });

    try {
      const session = await this.locker.options.openSession();
      const otherDeadline = Date.now() + otherInstanceWaitMs;
      try {
        for (;;) {
          const { rows } = await session.query(LOCK_SQL, [this.id]);
          if (rows[0]?.locked === true) break;
          if (signal.aborted || Date.now() >= otherDeadline) throw locked();
          await sleep(pollMs);
        }
      } catch (error) {
        session.release();
        throw error;
      }
      this.session = session;
    } catch (error) {
      this.locker.held.delete(this.id);
      throw error;
    }
  }

  async unlock(): Promise<void> {
    const { session } = this;
    this.session = undefined;
    try {
      if (session !== undefined) {
        try {
          await session.query(UNLOCK_SQL, [this.id]);
        } finally {
          session.release();
        }
      }
    } finally {
      this.locker.held.delete(this.id);
    }
  }
}
