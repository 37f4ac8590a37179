import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from './database';
import { createKysely } from './kysely';
import { migrate, readMigrations } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { DB } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's database: PGlite by default, PostgreSQL when DATABASE_URL is set. */
    db: Database;
    /** Typed queries on `db` (the tables of `DB`), transactions included. */
    kysely: Kysely<DB>;
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests of both backends); it is still migrated, and closed with the app. */
  database?: Database;
}

/**
 * Opens the database, applies pending migrations, and closes it with the app. A database that
 * cannot be opened or migrated fails `ready()`, so the process stops at start-up.
 */
export default fp<DatabasePluginOptions>(
  async (fastify, options) => {
    const { config } = fastify;
    const db =
      options.database ??
      (config.databaseUrl !== undefined
        ? await openPostgres(config.databaseUrl, {
            onIdleError: (error) => {
              fastify.log.warn({ err: error }, 'Idle PostgreSQL connection lost');
            },
          })
        : await openPglite(config.dataDir));
    fastify.addHook('onClose', () => db.close());
    const applied = await migrate(db, await readMigrations());
    fastify.log.info(
      { database: db.kind, migrationsApplied: applied },
      applied.length > 0 ? 'Database migrated' : 'Database schema up to date',
    );
    fastify.decorate('db', db);
    fastify.decorate('kysely', createKysely<DB>(db));
  },
  { name: 'database' },
);
