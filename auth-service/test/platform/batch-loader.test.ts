import { createBatchLoader } from '../../src/platform/database/batch-loader';

/** A loader over a fixed table that records every query it runs. */
function loaderOver(table: Record<string, string>, maxBatchSize?: number) {
  const queries: string[][] = [];
  let fail = false;
  const load = createBatchLoader<string, string>(async (keys) => {
    queries.push(keys);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail) throw new Error('database down');
    return new Map(keys.flatMap((key) => (key in table ? [[key, table[key]!] as const] : [])));
  }, maxBatchSize);
  return { load, queries, failNext: (value: boolean) => (fail = value) };
}

describe('createBatchLoader', () => {
  it('answers look-ups made together with one query, duplicates asked once', async () => {
    const { load, queries } = loaderOver({ a: 'A', b: 'B' });
    expect(await Promise.all([load('a'), load('b'), load('a'), load('zzz')])).toEqual([
      'A',
      'B',
      'A',
      undefined,
    ]);
    expect(queries).toEqual([['a', 'b', 'zzz']]);
  });

  it('never adds a look-up to a query that has already started', async () => {
    const { load, queries } = loaderOver({ a: 'A', b: 'B', c: 'C' });
    const first = load('a');
    await new Promise((resolve) => setImmediate(resolve)); // the first query has started
    const later = [load('b'), load('c')];
    expect(await Promise.all([first, ...later])).toEqual(['A', 'B', 'C']);
    expect(queries).toEqual([['a'], ['b', 'c']]);
  });

  it('remembers nothing: asking again runs a new query', async () => {
    const { load, queries } = loaderOver({ a: 'A' });
    await load('a');
    await load('a');
    expect(queries).toEqual([['a'], ['a']]);
  });

  it('fails only the look-ups of a failed query, and recovers', async () => {
    const { load, failNext } = loaderOver({ a: 'A' });
    failNext(true);
    await expect(load('a')).rejects.toThrow('database down');
    failNext(false);
    expect(await load('a')).toBe('A');
  });

  it('splits a crowd into queries of at most maxBatchSize keys', async () => {
    const table = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, `v${i}`]));
    const { load, queries } = loaderOver(table, 2);
    expect(await Promise.all(Object.keys(table).map(load))).toEqual(Object.values(table));
    expect(queries.map((keys) => keys.length)).toEqual([2, 2, 1]);
  });
});
