/**
 * Coalesces concurrent look-ups by key into one query (the DataLoader idea, without a cache):
 * look-ups made while the event loop handles one round of I/O go together in one query, started
 * right after that round (setImmediate). A query never takes look-ups made after it started, so
 * each answer reflects every write that finished before it was asked, and nothing is remembered
 * afterwards. Under load this turns N profile reads into one `WHERE id = ANY($1)`: a round trip
 * to PostgreSQL costs about as much as an HTTP request, and PGlite runs one query at a time.
 */
export function createBatchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  maxBatchSize = 100,
): (key: K) => Promise<V | undefined> {
  interface Waiting {
    key: K;
    resolve: (value: V | undefined) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];

  async function run(batch: Waiting[]) {
    try {
      const found = await loadMany([...new Set(batch.map((waiting) => waiting.key))]);
      for (const waiting of batch) waiting.resolve(found.get(waiting.key));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  function flush() {
    const waiting = queue;
    queue = [];
    for (let start = 0; start < waiting.length; start += maxBatchSize) {
      void run(waiting.slice(start, start + maxBatchSize));
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ key, resolve, reject });
    });
}
