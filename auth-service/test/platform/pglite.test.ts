import { PGlite } from '@electric-sql/pglite';
import { MEMORY_DATA_DIR } from '../../src/config';
import type { Database } from '../../src/platform/database/database';
import { MAX_PREPARED_STATEMENTS, openPglite } from '../../src/platform/database/pglite';

/**
 * The PGlite adapter runs statements as prepared statements and reads the answers itself
 * (src/platform/database/pglite.ts); these tests hold its results to PGlite's own `query()` on the same data.
 */
describe('PGlite adapter', () => {
  let db: Database;
  let reference: PGlite;

  const schema = `
    CREATE TABLE samples (
      id uuid PRIMARY KEY,
      label text,
      count int,
      big bigint,
      ratio numeric,
      real_value double precision,
      flag boolean,
      at timestamptz,
      day date,
      doc jsonb,
      tags text[],
      ids uuid[]
    );
    CREATE FUNCTION noisy(n int) RETURNS int LANGUAGE plpgsql AS $$
      BEGIN RAISE NOTICE 'noisy %', n; RETURN n * 2; END $$;`;
  const rows: unknown[][] = [
    [
      '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
      'Ada ✂︎ “Lovelace”',
      42,
      '9007199254740993',
      '12.345',
      0.25,
      true,
      new Date('2026-11-21T01:02:03.456Z'),
      '2026-11-21',
      { nested: { list: [1, 'two', null] } },
      ['a', 'b c', 'd,e'],
      ['0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4'],
    ],
    [
      '1c7e2d3f-4e5b-4c6d-9e7f-8091a2b3c4d5',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ],
  ];
  const insert =
    'INSERT INTO samples VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *';

  beforeAll(async () => {
    db = await openPglite(MEMORY_DATA_DIR);
    reference = await PGlite.create(MEMORY_DATA_DIR);
    await db.exec(schema);
    await reference.exec(schema);
  });
  afterAll(async () => {
    await db.close();
    await reference.close();
  });

  it('inserts, returns and reads every type as PGlite’s query() does', async () => {
    for (const row of rows) {
      const ours = await db.query(insert, row);
      const theirs = await reference.query(insert, row);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.rowCount).toBe(1);
    }
    const select = 'SELECT * FROM samples WHERE id = ANY($1::uuid[]) ORDER BY id';
    const ids = rows.map((row) => row[0]);
    const ours = await db.query(select, [ids]);
    expect(ours.rows).toEqual((await reference.query(select, [ids])).rows);
    expect(ours.rows).toHaveLength(2);
    expect((ours.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it('reads an answer that carries a notice', async () => {
    const { rows: answer } = await db.query<{ doubled: number }>(
      'SELECT noisy($1) AS doubled',
      [21],
    );
    expect(answer).toEqual([{ doubled: 42 }]);
  });

  it('throws PGlite’s database error, naming the statement and its parameters', async () => {
    const text = 'SELECT count FROM samples WHERE id = $1';
    await expect(db.query(text, ['not-a-uuid'])).rejects.toMatchObject({
      code: '22P02',
      query: text,
      params: ['not-a-uuid'],
    });
  });

  it('aborts a transaction on an error inside it, as PostgreSQL does', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE samples SET count = $1 WHERE id = $2', [7, rows[0]?.[0]]);
        await tx.query('SELECT 1 / $1::int', [0]).catch(() => undefined);
        await tx.query('SELECT 1');
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    const { rows: after } = await db.query<{ count: number }>(
      'SELECT count FROM samples WHERE id = $1',
      [rows[0]?.[0]],
    );
    expect(after).toEqual([{ count: 42 }]);
  });

  it('keeps working beyond the prepared statements it remembers', async () => {
    for (let index = 0; index < MAX_PREPARED_STATEMENTS + 20; index++) {
      const { rows: answer } = await db.query<{ n: number }>(`SELECT $1::int * ${index} AS n`, [2]);
      expect(answer).toEqual([{ n: 2 * index }]);
    }
  });

  it('refuses statements once closed, as PGlite does', async () => {
    const closing = await openPglite(MEMORY_DATA_DIR);
    await closing.query('SELECT $1::int', [1]);
    await closing.close();
    await expect(closing.query('SELECT $1::int', [1])).rejects.toThrow('PGlite is closed');
  });
});
