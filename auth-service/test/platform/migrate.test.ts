import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/platform/database/database';
import {
  MIGRATIONS_DIR,
  migrate,
  readMigrations,
  type Migration,
} from '../../src/platform/database/migrate';
import { BACKENDS, type TestDatabase } from '../support/databases';

const m = (version: string, name: string, sql: string): Migration => ({
  version,
  name: `${version}_${name}.sql`,
  sql,
});

describe('readMigrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the service’s own migrations in order', async () => {
    const migrations = await readMigrations(MIGRATIONS_DIR);
    expect(migrations.map((migration) => migration.name)).toEqual([
      '0001_user_profiles.sql',
      '0002_waitlist_signups.sql',
      '0003_payments.sql',
      '0004_subscription_event_rank.sql',
      '0005_catalogue_products.sql',
      '0006_billing_starter_allowance_uses.sql',
      '0013_messaging_conversations.sql',
      '0014_notifications.sql',
      '0015_realtime_tickets.sql',
      '0016_profiles_public_profiles.sql',
      '0017_portfolio_projects.sql',
      '0020_jobs.sql',
      '0021_jobs_applications.sql',
      '0023_requests.sql',
      '0024_requests_responses.sql',
      '0025_request_attachment_downloads.sql',
      '0026_companies.sql',
      '0027_supplier_services.sql',
      '0028_account_settings.sql',
      '0029_search_indexes_without_pending_list.sql',
      '0035_public_profiles_location_search.sql',
      '0040_catalogue_product_views.sql',
      '0041_payments_and_sales.sql',
      '0043_sales_purchase_files.sql',
      '0044_account_hardening.sql',
      '0045_scheduled_work.sql',
      '0046_orders.sql',
      '0048_directory_suppliers_and_job_search.sql',
      '0049_revoked_roles.sql',
      '0050_purchase_dispute_outcome.sql',
      '0051_parked_dispute_events.sql',
      '0052_user_profile_changes.sql',
      '0053_order_disputes.sql',
      '0054_sales_email_preference.sql',
      '0055_purchase_and_review_notifications.sql',
      '0056_purchase_dispute_fee.sql',
      '0057_waitlist_plm_launch.sql',
      '0058_plm_styles.sql',
      '0059_plm_style_collaborators.sql',
      '0060_companies_catalogue_downloads.sql',
      '0061_plm_style_comments.sql',
      '0062_plm_approvals.sql',
      '0063_plm_samples.sql',
      '0064_supplier_verifications.sql',
      '0065_requests_big_orders_and_inquiries.sql',
      '0066_jobs_promotions.sql',
      '0067_plm_quotes.sql',
      '0068_plm_sample_photos.sql',
      '0069_saved_searches.sql',
      '0070_daily_viewers.sql',
    ]);
  });

  it('orders by number, not by the order files were written', async () => {
    writeFileSync(path.join(dir, '0010_later.sql'), 'SELECT 10;');
    writeFileSync(path.join(dir, '0002_earlier.sql'), 'SELECT 2;');
    const migrations = await readMigrations(dir);
    expect(migrations.map((migration) => migration.version)).toEqual(['0002', '0010']);
    expect(migrations[0]?.sql).toBe('SELECT 2;');
  });

  it.each([['notes.txt'], ['1_short.sql'], ['0003_Bad-Name.sql']])(
    'refuses a stray file %s instead of skipping it',
    async (file) => {
      writeFileSync(path.join(dir, file), '');
      await expect(readMigrations(dir)).rejects.toThrow(`Unexpected file in ${dir}: ${file}`);
    },
  );

  it('refuses two migrations with one number', async () => {
    writeFileSync(path.join(dir, '0001_a.sql'), '');
    writeFileSync(path.join(dir, '0001_b.sql'), '');
    await expect(readMigrations(dir)).rejects.toThrow('share the number 0001');
  });
});

describe.each(BACKENDS)('migrate on %s', (_name, open) => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await open();
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'));

  const tables = async () =>
    (
      await db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
      )
    ).rows.map((row) => row.table_name);

  it('applies pending migrations in order and records each', async () => {
    const applied = await migrate(db, [
      m('0001', 'a', 'CREATE TABLE a (id int PRIMARY KEY);'),
      m('0002', 'b', 'CREATE TABLE b (a_id int REFERENCES a (id)); INSERT INTO a VALUES (1);'),
    ]);
    expect(applied).toEqual(['0001_a.sql', '0002_b.sql']);
    expect(await tables()).toEqual(['a', 'b', 'schema_migrations']);
    const { rows } = await db.query<{ version: string; name: string; applied_at: Date }>(
      'SELECT version, name, applied_at FROM schema_migrations ORDER BY version',
    );
    expect(rows.map(({ version, name }) => ({ version, name }))).toEqual([
      { version: '0001', name: '0001_a.sql' },
      { version: '0002', name: '0002_b.sql' },
    ]);
    expect(rows[0]?.applied_at).toBeInstanceOf(Date);
  });

  it('applies only what is new on the next start', async () => {
    const first = m('0001', 'a', 'CREATE TABLE a (id int);');
    await migrate(db, [first]);
    expect(await migrate(db, [first])).toEqual([]);
    expect(await migrate(db, [first, m('0002', 'b', 'CREATE TABLE b (id int);')])).toEqual([
      '0002_b.sql',
    ]);
    expect(await tables()).toEqual(['a', 'b', 'schema_migrations']);
  });

  it('rolls everything back when one migration fails, naming it', async () => {
    await expect(
      migrate(db, [
        m('0001', 'a', 'CREATE TABLE a (id int);'),
        m('0002', 'broken', 'CREATE TABLE b (id int); SELECT * FROM nowhere;'),
      ]),
    ).rejects.toThrow(/^Migration 0002_broken\.sql failed: .*nowhere/);
    expect(await tables()).toEqual([]);
    // Fixed, it applies from the start.
    expect(
      await migrate(db, [m('0001', 'a', 'CREATE TABLE a (id int);'), m('0002', 'b', 'SELECT 1;')]),
    ).toEqual(['0001_a.sql', '0002_b.sql']);
  });

  it('creates the service schema from its own migrations', async () => {
    await migrate(db, await readMigrations());
    expect(await tables()).toEqual([
      'companies',
      'company_invitations',
      'company_members',
      'conversation_members',
      'conversations',
      'daily_viewers',
      'deleted_accounts',
      'job_applications',
      'job_invitations',
      'job_promotions',
      'job_saves',
      'jobs',
      'messages',
      'notification_preferences',
      'notifications',
      'orders',
      'parked_dispute_events',
      'plm_launch',
      'plm_revision_approvals',
      'plm_sample_measurements',
      'plm_sample_photos',
      'plm_samples',
      'plm_style_access_log',
      'plm_style_collaborators',
      'plm_style_comments',
      'plm_style_ndas',
      'plm_style_quoted_prices',
      'plm_style_requests',
      'plm_style_revisions',
      'plm_styles',
      'portfolio_projects',
      'portfolio_testimonials',
      'processed_stripe_events',
      'product_favourites',
      'product_reviews',
      'product_views',
      'products',
      'profile_views',
      'public_profiles',
      'purchase_downloads',
      'purchases',
      'realtime_tickets',
      'request_attachment_downloads',
      'request_invitations',
      'request_responses',
      'revoked_roles',
      'saved_search_sent_items',
      'saved_searches',
      'scheduled_work',
      'schema_migrations',
      'seller_accounts',
      'service_order_events',
      'service_orders',
      'starter_allowance_uses',
      'stripe_customers',
      'subscription_payments',
      'subscriptions',
      'supplier_catalogue_downloads',
      'supplier_profiles',
      'supplier_requests',
      'supplier_services',
      'supplier_verifications',
      'support_requests',
      'user_profiles',
      'waitlist_signups',
    ]);
  });
});

describe.each(BACKENDS)('Database on %s', (_name, open) => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await open();
    db = testDb.db;
    await db.exec(
      'CREATE TABLE items (name text PRIMARY KEY, created_at timestamptz DEFAULT now())',
    );
  });
  afterAll(() => testDb.drop());

  it('returns rows with parameters, timestamps as Date, and counts', async () => {
    const inserted = await db.query('INSERT INTO items (name) VALUES ($1), ($2)', ['x', 'y']);
    expect(inserted.rowCount).toBe(2);
    const { rows, rowCount } = await db.query<{ name: string; created_at: Date }>(
      'SELECT name, created_at FROM items WHERE name = $1',
      ['x'],
    );
    expect(rowCount).toBe(1);
    expect(rows[0]?.name).toBe('x');
    expect(rows[0]?.created_at).toBeInstanceOf(Date);
  });

  it('commits a transaction that resolves', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (name) VALUES ($1)', ['committed']);
      return 'done';
    });
    expect(result).toBe('done');
    expect((await db.query('SELECT 1 FROM items WHERE name = $1', ['committed'])).rowCount).toBe(1);
  });

  it('rolls back a transaction that throws, and rethrows', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items (name) VALUES ($1)', ['rolled-back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query('SELECT 1 FROM items WHERE name = $1', ['rolled-back'])).rowCount).toBe(
      0,
    );
  });

  it('stays usable after a failed statement', async () => {
    await expect(db.query('SELECT * FROM nowhere')).rejects.toThrow(/nowhere/);
    expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
  });

  it('reports a constraint violation with its code, and the same statement works afterwards', async () => {
    const insert = 'INSERT INTO items (name) VALUES ($1)';
    await db.query(insert, ['unique']);
    await expect(db.query(insert, ['unique'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'items_pkey',
    });
    expect((await db.query(insert, ['unique-2'])).rowCount).toBe(1);
  });

  it('counts changed rows of statements without RETURNING', async () => {
    await db.query('INSERT INTO items (name) VALUES ($1), ($2), ($3)', [
      'count-1',
      'count-2',
      'count-3',
    ]);
    const update = await db.query('UPDATE items SET created_at = $1 WHERE name LIKE $2', [
      new Date('2026-01-02T03:04:05.678Z'),
      'count-%',
    ]);
    expect(update).toEqual({ rows: [], rowCount: 3 });
    const { rows } = await db.query<{ created_at: Date }>(
      'SELECT created_at FROM items WHERE name = $1',
      ['count-2'],
    );
    expect(rows[0]?.created_at.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect((await db.query('DELETE FROM items WHERE name LIKE $1', ['count-%'])).rowCount).toBe(3);
  });

  it('runs a statement outside a transaction only after the open transaction ends', async () => {
    let outside: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (name) VALUES ($1)', ['in-flight']);
      outside = db
        .query('SELECT 1 FROM items WHERE name = $1', ['in-flight'])
        .then((result) => result.rowCount);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('DELETE FROM items WHERE name = $1', ['in-flight']);
    });
    expect(await outside).toBe(0);
  });

  it('answers a statement again after its table was changed under it', async () => {
    await db.exec('CREATE TABLE changing (id int, label text)');
    await db.query('INSERT INTO changing VALUES ($1, $2)', [1, 'one']);
    const select = 'SELECT * FROM changing WHERE id = $1';
    expect((await db.query(select, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
    await db.exec('ALTER TABLE changing ALTER COLUMN label TYPE int USING length(label)');
    expect((await db.query(select, [1])).rows).toEqual([{ id: 1, label: 3 }]);
    await db.exec('DROP TABLE changing');
  });

  it('answers many distinct statements, each with its own parameters', async () => {
    const texts = Array.from({ length: 300 }, (_, index) => `SELECT $1::int + ${index} AS n`);
    for (const [index, text] of texts.entries()) {
      expect((await db.query<{ n: number }>(text, [1000])).rows).toEqual([{ n: 1000 + index }]);
    }
    expect((await db.query<{ n: number }>(texts[0] ?? '', [1])).rows).toEqual([{ n: 1 }]);
  });
});
