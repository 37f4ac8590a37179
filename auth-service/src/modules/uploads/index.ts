/**
 * The uploads module: resumable uploads (tus) into the platform's storage, image sizes, private
 * downloads through 60-second links, and `app.uploads` for the modules whose files they are.
 * It owns no table: an upload's owner, purpose and name live in tus's own record beside it. A
 * finished upload nothing uses a day later is removed (usage.ts lists what uses uploads).
 */
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Identity } from '../../platform/authentication';
import { scheduleWork } from '../../platform/scheduled-work';
import { AdvisoryLocker, type LockSession } from './advisory-locker';
import { imageRoutes, uploadRoutes } from './routes';
import { createUploadsService, type UploadsService } from './service';
import { UPLOADS_PATH, createTusServer, createUploadBackend } from './tus';
import { isUploadInUse } from './usage';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadsService;
  }
}

/** Scheduled work: a finished upload is removed a day later unless something uses it. */
export const UNUSED_UPLOAD_CHECK = 'uploads.remove-if-unused';

/** Connections that hold upload locks, each for one PATCH at a time. */
const LOCK_POOL_SIZE = 20;

/** How often abandoned uploads are swept (they expire after `config.uploadExpiryMs`). */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** One instance sweeps at a time: the others skip their turn while it holds this. */
const SWEEP_LOCK_SQL =
  "SELECT pg_try_advisory_lock(hashtextextended('uploads-sweep', 0)) AS locked";
const SWEEP_UNLOCK_SQL = "SELECT pg_advisory_unlock(hashtextextended('uploads-sweep', 0))";

export default fp(
  async (fastify) => {
    const { config, db, storage } = fastify;
    const backend = createUploadBackend(config);

    // PostgreSQL: a small pool of its own, so a held session lock keeps its connection. PGlite
    // (or a database handed in by a test): its one session.
    let openSession: () => Promise<LockSession>;
    if (config.databaseUrl !== undefined) {
      const pool = new pg.Pool({ connectionString: config.databaseUrl, max: LOCK_POOL_SIZE });
      pool.on('error', (error) => {
        fastify.log.warn({ err: error }, 'Idle upload-lock connection lost');
      });
      fastify.addHook('onClose', () => pool.end());
      openSession = async () => {
        const client = await pool.connect();
        // A held lock's connection cut (PostgreSQL restarting) must not end the process: its
        // 'error' is heard here (pg-pool listens only to idle clients), the lock went with the
        // session, and the broken client is discarded on release.
        let broken = false;
        const lost = (error: Error) => {
          broken = true;
          fastify.log.warn({ err: error }, 'Upload-lock connection lost');
        };
        client.on('error', lost);
        return {
          query: async (sql, params) => {
            const result = await client.query<Record<string, unknown>>(sql, [...params]);
            return { rows: result.rows };
          },
          release: () => {
            client.off('error', lost);
            client.release(broken);
          },
        };
      };
    } else {
      openSession = () =>
        Promise.resolve({
          query: (sql, params) => db.query(sql, params),
          release: () => undefined,
        });
    }

    const callers = new WeakMap<IncomingMessage, Identity>();
    const tus = createTusServer({
      backend,
      storage,
      locker: new AdvisoryLocker({ openSession }),
      identityOf: (request) => callers.get(request),
      onUnexpectedError: (error) => {
        fastify.log.error({ err: error }, 'Upload request failed unexpectedly');
      },
      // Nothing uses an upload yet when it finishes: a day later, if still nothing does (never
      // attached, sent or saved), it goes with its image sizes (issue 25). The check is durable
      // scheduled work, so it survives restarts and runs once across instances.
      onFinished: async (id) => {
        try {
          await scheduleWork(fastify.kysely, {
            kind: UNUSED_UPLOAD_CHECK,
            key: id,
            payload: { id },
            runAt: new Date(fastify.clock.now().getTime() + config.uploadExpiryMs),
          });
        } catch (error) {
          // The upload itself is fine: only its clean-up was not planned.
          fastify.log.warn({ err: error, upload: id }, 'The unused-upload check was not scheduled');
        }
      },
    });
    const uploads = createUploadsService(backend, storage);
    fastify.decorate('uploads', uploads);
    fastify.scheduledWork.define<{ id: string }>(UNUSED_UPLOAD_CHECK, {
      async run({ id }) {
        if (await isUploadInUse(db, id)) return;
        await uploads.remove(id);
        fastify.log.info({ upload: id }, 'Upload removed: nothing used it for a day');
      },
    });

    const sweep = async () => {
      const session = await openSession();
      try {
        const { rows } = await session.query(SWEEP_LOCK_SQL, []);
        if (rows[0]?.locked !== true) return;
        try {
          const removed = await uploads.sweepAbandoned();
          if (removed > 0) fastify.log.info({ removed }, 'Abandoned uploads removed');
        } finally {
          await session.query(SWEEP_UNLOCK_SQL, []);
        }
      } finally {
        session.release();
      }
    };
    const sweeper = setInterval(() => {
      sweep().catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'The sweep of abandoned uploads failed');
      });
    }, SWEEP_EVERY_MS);
    // The sweep never keeps the process alive, and stops with the server.
    sweeper.unref();
    fastify.addHook('onClose', () => {
      clearInterval(sweeper);
    });

    await fastify.register(uploadRoutes, { prefix: UPLOADS_PATH, tus, uploads, callers });
    await fastify.register(imageRoutes, { prefix: '/api/images' });
  },
  { name: 'uploads', dependencies: ['database', 'authentication', 'storage', 'scheduled-work'] },
);
