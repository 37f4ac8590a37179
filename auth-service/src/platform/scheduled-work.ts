/**
 * Durable scheduled work: what must happen later (an e-mail after a delay, an order's automatic
 * completion, a clean-up), written as a row of `scheduled_work` in the transaction of what caused
 * it, and run by whichever API instance claims it first once it is due.
 *
 * - Nothing is lost: the row commits with its cause or not at all, and survives restarts.
 * - Nothing runs twice at once: a claim is one `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE
 *   SKIP LOCKED)`, so instances sharing a PostgreSQL never claim the same row. A claim lapses after
 *   `CLAIM_LEASE_MS` (the instance died mid-run) and the row is claimed again: handlers are written
 *   to be safe to re-run after a crash (at-least-once at worst, exactly once otherwise).
 * - Failures retry with backoff and end as `failed` rows admins can list.
 *
 * Modules define a handler per kind (`fastify.scheduledWork.define`) when they register, and
 * schedule with `scheduleWork(trx, ...)` inside their own transactions. A poller runs due work
 * every `config.scheduledWorkPollMs` (0: no poller; tests call `runDue` themselves).
 */
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { DB, ScheduledWorkState } from './database/schema';

/** How long a claimed row stays with the instance that claimed it before others may take it. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** Rows claimed per round; `runDue` goes on until fewer are due. */
const CLAIM_BATCH = 20;
const DEFAULT_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60 * 1000;
/** Longest error text kept on a row. */
const ERROR_TEXT_LIMIT = 2000;

/** The row a handler is running, as it was claimed. */
export interface ClaimedWork {
  id: string;
  kind: string;
  key: string;
  /** 1 on the first run. */
  attempts: number;
  runAt: Date;
}

export interface WorkHandler<P> {
  run(payload: P, work: ClaimedWork): Promise<void>;
  /** Runs before the row is `failed` (default 8). */
  maxAttempts?: number;
  /** Wait before run `attempt + 1` after run `attempt` failed (default: 30 s doubling, at most 1 h). */
  backoffMs?(attempt: number): number;
}

export interface ScheduledWorkItem {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  runAt: Date;
  state: ScheduledWorkState;
  attempts: number;
  lastError: string | null;
  finishedAt: Date | null;
  createdAt: Date;
}

export interface ScheduledWork {
  /** Registers the handler of a kind; an instance only claims kinds it has a handler for. */
  define<P>(kind: string, handler: WorkHandler<P>): void;
  /** Claims and runs everything due at `now` (default: the service's clock); answers how many ran. */
  runDue(now?: Date): Promise<number>;
  /** Rows for admins, newest first (e.g. `{ state: 'failed' }`). */
  list(filter?: {
    state?: ScheduledWorkState;
    kind?: string;
    limit?: number;
  }): Promise<ScheduledWorkItem[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduledWork: ScheduledWork;
  }
}

export interface WorkToSchedule {
  kind: string;
  /** Which occurrence: one pending row per kind and key. */
  key: string;
  payload?: unknown;
  runAt: Date;
  /**
   * When a row of this kind and key is already pending: `keep` it (coalesce: the first time wins,
   * the default) or `replace` its time and payload.
   */
  onConflict?: 'keep' | 'replace';
  maxAttempts?: number;
}

/**
 * Schedules work in the caller's transaction (or outside one, with `fastify.kysely`). Answers
 * whether a row was written or moved (false: an existing pending row was kept).
 */
export async function scheduleWork(trx: Kysely<DB>, work: WorkToSchedule): Promise<boolean> {
  const maxAttempts = work.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const result = await trx
    .insertInto('scheduled_work')
    .values({
      kind: work.kind,
      key: work.key,
      payload: JSON.stringify(work.payload ?? {}),
      run_at: work.runAt,
      max_attempts: maxAttempts,
    })
    .onConflict((conflict) => {
      // The partial unique index's predicate, as a literal: PostgreSQL infers the index from it.
      const target = conflict.columns(['kind', 'key']).where(sql<boolean>`state = 'pending'`);
      return work.onConflict === 'replace'
        ? target.doUpdateSet({
            payload: (eb) => eb.ref('excluded.payload'),
            run_at: (eb) => eb.ref('excluded.run_at'),
            max_attempts: (eb) => eb.ref('excluded.max_attempts'),
            updated_at: sql<Date>`now()`,
          })
        : target.doNothing();
    })
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Cancels the pending row of a kind and key, if any (a read message cancels its e-mail). */
export async function cancelWork(trx: Kysely<DB>, kind: string, key: string): Promise<boolean> {
  const result = await trx
    .updateTable('scheduled_work')
    .set({ state: 'cancelled', finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

function defaultBackoffMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_TEXT_LIMIT);
}

/** A claimed row with what running it needs. */
interface ClaimedRow extends ClaimedWork {
  payload: unknown;
  maxAttempts: number;
}

export interface ScheduledWorkOptions {
  kysely: Kysely<DB>;
  now: () => Date;
  onError?: (error: unknown, work: ClaimedWork) => void;
}

export function createScheduledWork({ kysely, now, onError }: ScheduledWorkOptions): ScheduledWork {
  const handlers = new Map<string, WorkHandler<unknown>>();

  /** Claims up to a batch of due rows of the defined kinds; lapsed claims count as due. */
  async function claim(at: Date): Promise<ClaimedRow[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    const leaseEnd = new Date(at.getTime() + CLAIM_LEASE_MS);
    const rows = await kysely
      .updateTable('scheduled_work')
      .set((eb) => ({
        state: 'running',
        attempts: eb('attempts', '+', 1),
        locked_until: leaseEnd,
        updated_at: sql<Date>`now()`,
      }))
      .where(
        'id',
        'in',
        kysely
          .selectFrom('scheduled_work')
          .select('id')
          .where('kind', 'in', kinds)
          .where((eb) =>
            eb.or([
              eb.and([eb('state', '=', 'pending'), eb('run_at', '<=', at)]),
              eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', at)]),
            ]),
          )
          .orderBy('run_at')
          .limit(CLAIM_BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'kind', 'key', 'payload', 'attempts', 'max_attempts', 'run_at'])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      key: row.key,
      attempts: row.attempts,
      runAt: row.run_at,
      payload: row.payload,
      maxAttempts: row.max_attempts,
    }));
  }

  /** Settles a run, only if the claim is still this one (a lapsed claim may have been retaken). */
  async function settle(
    work: ClaimedWork,
    change: { state: ScheduledWorkState; runAt?: Date; error?: string },
  ): Promise<void> {
    await kysely
      .updateTable('scheduled_work')
      .set({
        state: change.state,
        locked_until: null,
        last_error: change.error ?? null,
        ...(change.runAt && { run_at: change.runAt }),
        ...(change.state !== 'pending' && { finished_at: sql<Date>`now()` }),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', work.id)
      .where('state', '=', 'running')
      .where('attempts', '=', work.attempts)
      .execute();
  }

  async function runOne(work: ClaimedRow, at: Date): Promise<void> {
    const handler = handlers.get(work.kind);
    if (handler === undefined) return;
    try {
      await handler.run(work.payload, work);
      await settle(work, { state: 'done' });
    } catch (error) {
      onError?.(error, work);
      const maxAttempts = handler.maxAttempts ?? work.maxAttempts;
      if (work.attempts >= maxAttempts) {
        await settle(work, { state: 'failed', error: errorText(error) });
      } else {
        const wait = (handler.backoffMs ?? defaultBackoffMs)(work.attempts);
        await settle(work, {
          state: 'pending',
          runAt: new Date(at.getTime() + wait),
          error: errorText(error),
        });
      }
    }
  }

  return {
    define(kind, handler) {
      if (handlers.has(kind)) throw new Error(`Scheduled work "${kind}" is already defined.`);
      handlers.set(kind, handler);
    },

    async runDue(at = now()) {
      let ran = 0;
      for (;;) {
        const claimed = await claim(at);
        for (const work of claimed) {
          await runOne(work, at);
          ran += 1;
        }
        if (claimed.length < CLAIM_BATCH) return ran;
      }
    },

    async list(filter = {}) {
      let query = kysely
        .selectFrom('scheduled_work')
        .select([
          'id',
          'kind',
          'key',
          'payload',
          'run_at',
          'state',
          'attempts',
          'last_error',
          'finished_at',
          'created_at',
        ])
        .orderBy('created_at', 'desc')
        .limit(filter.limit ?? 100);
      if (filter.state !== undefined) query = query.where('state', '=', filter.state);
      if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        key: row.key,
        payload: row.payload,
        runAt: row.run_at,
        state: row.state,
        attempts: row.attempts,
        lastError: row.last_error,
        finishedAt: row.finished_at,
        createdAt: row.created_at,
      }));
    },
  };
}

/**
 * The platform plugin: decorates `scheduledWork` and polls for due work until the app closes. A
 * round never overlaps the previous one, and closing waits for the round in flight.
 */
export default fp(
  (fastify, _options, done) => {
    const scheduledWork = createScheduledWork({
      kysely: fastify.kysely,
      now: () => fastify.clock.now(),
      onError: (error, work) => {
        fastify.log.warn(
          { err: error, kind: work.kind, key: work.key, attempt: work.attempts },
          'Scheduled work failed',
        );
      },
    });
    fastify.decorate('scheduledWork', scheduledWork);

    const pollMs = fastify.config.scheduledWorkPollMs;
    if (pollMs > 0) {
      let round: Promise<unknown> | undefined;
      const poller = setInterval(() => {
        if (round !== undefined) return;
        round = scheduledWork
          .runDue()
          .catch((error: unknown) => {
            fastify.log.warn({ err: error }, 'A round of scheduled work failed');
          })
          .finally(() => {
            round = undefined;
          });
      }, pollMs);
      // Polling never keeps the process alive on its own.
      poller.unref();
      // Before the database closes (hooks run in reverse order of registration).
      fastify.addHook('onClose', async () => {
        clearInterval(poller);
        await round;
      });
    }
    done();
  },
  { name: 'scheduled-work', dependencies: ['database', 'clock'] },
);
