/** How long a list's total is reused, and how many totals are kept. */
export const LIST_TOTAL_TTL_MS = 5_000;
const LIST_TOTAL_ENTRIES = 1_000;

/**
 * Totals of recent public lists (the marketplace, the directory, the job board). Counting
 * thousands of matching rows costs more than reading the page itself, and a visitor paging or
 * re-sorting asks for the same total again: it is kept for a few seconds and forgotten at once on
 * any write through this instance (another instance's writes, and jobs expiring, show in the total
 * within LIST_TOTAL_TTL_MS; the page's rows are always read fresh).
 *
 * One count per key at a time: the requests that find a total missing or expired while it is
 * being counted wait for that count instead of starting their own (at 20 concurrent requests,
 * twenty counts of most of a table, one after another on PGlite's one connection, were the p95 of
 * the request that came after them). A count started before a write is not kept after it, and
 * nobody asking after the write waits for it.
 */
export function createListTotals(now: () => number = Date.now) {
  const totals = new Map<string, { total: number; at: number }>();
  const counting = new Map<string, Promise<number>>();
  /** Moves on at every write: a count started under an older generation is not kept. */
  let generation = 0;
  return {
    of(key: string, count: () => Promise<number>): Promise<number> {
      const kept = totals.get(key);
      if (kept !== undefined && now() - kept.at < LIST_TOTAL_TTL_MS) {
        return Promise.resolve(kept.total);
      }
      const pending = counting.get(key);
      if (pending !== undefined) return pending;
      const startedIn = generation;
      const counted = count().then(
        (total) => {
          if (counting.get(key) === counted) counting.delete(key);
          if (startedIn === generation) {
            if (totals.size >= LIST_TOTAL_ENTRIES) totals.clear();
            totals.set(key, { total, at: now() });
          }
          return total;
        },
        (error: unknown) => {
          if (counting.get(key) === counted) counting.delete(key);
          throw error;
        },
      );
      counting.set(key, counted);
      return counted;
    },
    forget() {
      generation++;
      totals.clear();
      counting.clear();
    },
  };
}
