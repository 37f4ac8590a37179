/** How long a list's total is reused, and how many totals are kept. */
export const LIST_TOTAL_TTL_MS = 5_000;
const LIST_TOTAL_ENTRIES = 1_000;

/**
 * Totals of recent lists (the marketplace, the directory). Counting thousands of matching rows costs more than reading
 * the page itself, and a visitor paging or re-sorting asks for the same total again: it is kept
 * for a few seconds and forgotten at once on any write through this instance (another instance's
 * writes show in the total within LIST_TOTAL_TTL_MS; the page's rows are always read fresh).
 */
export function createListTotals(now: () => number = Date.now) {
  const totals = new Map<string, { total: number; at: number }>();
  return {
    async of(key: string, count: () => Promise<number>): Promise<number> {
      const kept = totals.get(key);
      if (kept !== undefined && now() - kept.at < LIST_TOTAL_TTL_MS) return kept.total;
      const total = await count();
      if (totals.size >= LIST_TOTAL_ENTRIES) totals.clear();
      totals.set(key, { total, at: now() });
      return total;
    },
    forget() {
      totals.clear();
    },
  };
}
