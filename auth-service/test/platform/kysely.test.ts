import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/platform/database/database';
import { createKysely } from '../../src/platform/database/kysely';
import { migrate, readMigrations } from '../../src/platform/database/migrate';
import type { DB } from '../../src/platform/database/schema';
import { BACKENDS, type TestDatabase } from '../support/databases';

describe.each(BACKENDS)('Kysely over the service database on %s', (_name, open) => {
  let testDb: TestDatabase;
  let db: Database;
  let kysely: Kysely<DB>;

  beforeAll(async () => {
    testDb = await open();
    db = testDb.db;
    await migrate(db, await readMigrations());
    kysely = createKysely<DB>(db);
  });
  afterAll(() => testDb.drop());

  const newProduct = (title: string) => ({
    author_id: randomUUID(),
    author_name: 'Grace Hopper',
    title,
    description: 'A product.',
    category: 'Design Templates',
    subcategory: 'Tech Packs',
    price_cents: 2900,
    original_price_cents: null,
    product_type: 'ready-made' as const,
    delivery_time: null,
    revisions: null,
    requirements: null,
    tags: ['tech pack'],
    images: '[]',
    files: '[]',
  });

  it('runs typed selects and reports changed rows of writes', async () => {
    const inserted = await kysely
      .insertInto('products')
      .values(newProduct('Denim Jacket Tech Pack'))
      .returning(['id', 'created_at', 'tags'])
      .executeTakeFirstOrThrow();
    expect(inserted.created_at).toBeInstanceOf(Date);
    expect(inserted.tags).toEqual(['tech pack']);

    const updated = await kysely
      .updateTable('products')
      .set({ title: 'Denim Jacket Tech Pack v2' })
      .where('id', '=', inserted.id)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);

    const row = await kysely
      .selectFrom('products')
      .select(['title', 'images'])
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Denim Jacket Tech Pack v2', images: [] });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const committed = await kysely.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('products')
        .values(newProduct('Committed'))
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
    let rolledBack: string | undefined;
    await expect(
      kysely.transaction().execute(async (trx) => {
        ({ id: rolledBack } = await trx
          .insertInto('products')
          .values(newProduct('Rolled back'))
          .returning('id')
          .executeTakeFirstOrThrow());
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    const titles = await kysely
      .selectFrom('products')
      .select('title')
      .where('id', 'in', [committed, rolledBack ?? committed])
      .execute();
    expect(titles).toEqual([{ title: 'Committed' }]);
    // The database is usable afterwards (on PGlite, the one connection was given back).
    await expect(sql`SELECT 1 AS one`.execute(kysely)).resolves.toMatchObject({
      rows: [{ one: 1 }],
    });
  });

  it('finds products by full-text search and by trigram similarity (a typo)', async () => {
    await kysely
      .insertInto('products')
      .values(newProduct('Oversized Wool Blazer Pattern'))
      .execute();
    const fullText = await kysely
      .selectFrom('products')
      .select('title')
      .where(sql<boolean>`search_document @@ websearch_to_tsquery('english', ${'blazers'})`)
      .execute();
    expect(fullText).toEqual([{ title: 'Oversized Wool Blazer Pattern' }]);

    const typo = await kysely
      .selectFrom('products')
      .select('title')
      .where(sql<boolean>`${'blazr'} <% search_words`)
      .execute();
    expect(typo).toEqual([{ title: 'Oversized Wool Blazer Pattern' }]);
  });
});
