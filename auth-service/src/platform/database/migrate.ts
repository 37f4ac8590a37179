import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

/** auth-service/migrations, from src/platform/database (tests, dev) and dist/platform/database (built) alike. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../../migrations');

/** `0001_user_profiles.sql`: the number orders the files, the whole name is recorded. */
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

/** Any number; shared by every instance so two starting at once apply migrations one at a time. */
const MIGRATION_LOCK_KEY = 728_120_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migration files in order; anything else in the folder is an error, not silently skipped. */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (match?.[1] === undefined) {
      throw new Error(`Unexpected file in ${dir}: ${file} (expected NNNN_name.sql)`);
    }
    if (migrations.some((migration) => migration.version === match[1])) {
      throw new Error(`Two migrations in ${dir} share the number ${match[1]}`);
    }
    migrations.push({
      version: match[1],
      name: file,
      sql: await readFile(path.join(dir, file), 'utf8'),
    });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction:
 * either all pending migrations are applied and recorded, or none is. Returns the names applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.name);
  });
}
