import { createListTotals, LIST_TOTAL_TTL_MS } from '../../src/platform/database/list-totals';

/** A count that answers when told to, recording each call. */
function controlledCount() {
  const calls: ((total: number) => void)[] = [];
  const count = () =>
    new Promise<number>((resolve) => {
      calls.push(resolve);
    });
  return { count, calls };
}

describe('createListTotals', () => {
  it('keeps a total for LIST_TOTAL_TTL_MS, then counts again', async () => {
    let time = 0;
    const totals = createListTotals(() => time);
    let counted = 0;
    const count = () => Promise.resolve(++counted * 10);
    expect(await totals.of('all', count)).toBe(10);
    time = LIST_TOTAL_TTL_MS - 1;
    expect(await totals.of('all', count)).toBe(10);
    time = LIST_TOTAL_TTL_MS + 1;
    expect(await totals.of('all', count)).toBe(20);
    expect(counted).toBe(2);
  });

  it('counts once for requests that ask while the count runs', async () => {
    const totals = createListTotals(() => 0);
    const { count, calls } = controlledCount();
    const asked = Array.from({ length: 20 }, () => totals.of('all', count));
    expect(calls).toHaveLength(1);
    calls[0]?.(42);
    expect(await Promise.all(asked)).toEqual(Array.from({ length: 20 }, () => 42));
    expect(await totals.of('all', count)).toBe(42);
    expect(calls).toHaveLength(1);
  });

  it('counts each key on its own', async () => {
    const totals = createListTotals(() => 0);
    const { count, calls } = controlledCount();
    const a = totals.of('a', count);
    const b = totals.of('b', count);
    expect(calls).toHaveLength(2);
    calls[0]?.(1);
    calls[1]?.(2);
    expect([await a, await b]).toEqual([1, 2]);
  });

  it('after a write, neither keeps nor shares a count started before it', async () => {
    const totals = createListTotals(() => 0);
    const { count, calls } = controlledCount();
    const before = totals.of('all', count);
    totals.forget();
    const after = totals.of('all', count);
    expect(calls).toHaveLength(2);
    calls[1]?.(6);
    expect(await after).toBe(6);
    calls[0]?.(5); // the count from before the write ends last
    expect(await before).toBe(5);
    expect(await totals.of('all', count)).toBe(6);
    expect(calls).toHaveLength(2);
  });

  it('a failed count is not kept: the next request counts again', async () => {
    const totals = createListTotals(() => 0);
    await expect(totals.of('all', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await totals.of('all', () => Promise.resolve(3))).toBe(3);
  });
});
