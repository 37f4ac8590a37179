import { createBatchLoader } from './batch-loader';

type Settled<V> = { ok: true; value: V } | { ok: false; error: unknown };

/**
 * A read whose identical asks, made in one round of I/O, are answered by one read (the batch
 * loader's rule: started right after that round, never joined once started, so each answer
 * reflects every write that finished before it was asked; nothing is remembered afterwards).
 * For the public lists: at 20 concurrent requests the same page is asked many times over while
 * PGlite runs one query at a time, and each read was the larger part of a request's cost.
 * `args` must survive JSON (plain objects, strings, numbers, booleans): it is the key, and
 * different asks of one round are read side by side, each failing on its own.
 */
export function coalescedReads<A, V>(read: (args: A) => Promise<V>): (args: A) => Promise<V> {
  const load = createBatchLoader<string, Settled<V>>(
    async (keys) =>
      new Map(
        await Promise.all(
          keys.map(async (key): Promise<[string, Settled<V>]> => {
            try {
              return [key, { ok: true, value: await read(JSON.parse(key) as A) }];
            } catch (error) {
              return [key, { ok: false, error }];
            }
          }),
        ),
      ),
  );
  return async (args) => {
    const settled = await load(JSON.stringify(args));
    if (settled === undefined) throw new Error('coalescedReads: no answer for a key');
    if (!settled.ok) throw settled.error;
    return settled.value;
  };
}
