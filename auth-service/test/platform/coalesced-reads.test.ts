import { coalescedReads } from '../../src/platform/database/coalesced-reads';

/** A read over a fixed table that records every read it runs. */
function readsOver(table: Record<string, string>) {
  const reads: { page: string }[] = [];
  const read = coalescedReads(async (args: { page: string }) => {
    reads.push(args);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!(args.page in table)) throw new Error(`no page ${args.page}`);
    return { rows: [table[args.page]] };
  });
  return { read, reads };
}

describe('coalescedReads', () => {
  it('answers the same read asked together with one read, and different ones each', async () => {
    const { read, reads } = readsOver({ a: 'A', b: 'B' });
    const answers = await Promise.all([
      read({ page: 'a' }),
      read({ page: 'b' }),
      read({ page: 'a' }),
      read({ page: 'a' }),
    ]);
    expect(answers).toEqual([{ rows: ['A'] }, { rows: ['B'] }, { rows: ['A'] }, { rows: ['A'] }]);
    expect(reads).toEqual([{ page: 'a' }, { page: 'b' }]);
  });

  it('never joins a read that has started: asked later, read again', async () => {
    const { read, reads } = readsOver({ a: 'A' });
    const first = read({ page: 'a' });
    await new Promise((resolve) => setImmediate(resolve)); // the first read has started
    const later = read({ page: 'a' });
    expect(await Promise.all([first, later])).toEqual([{ rows: ['A'] }, { rows: ['A'] }]);
    expect(reads).toHaveLength(2);
  });

  it('a failed read fails only its own asks', async () => {
    const { read } = readsOver({ a: 'A' });
    const [ok, failed] = await Promise.allSettled([read({ page: 'a' }), read({ page: 'zzz' })]);
    expect(ok).toEqual({ status: 'fulfilled', value: { rows: ['A'] } });
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('no page zzz') });
  });
});
