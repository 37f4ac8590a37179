/** One page of a list, and where it sits in the whole. */
export interface Page<T> {
  /** The items of this page. */
  items: T[];
  /** The page shown, from 1, clamped to the pages that exist. */
  page: number;
  /** How many pages there are (at least 1, so an empty list still has page 1). */
  pageCount: number;
  /** How many items there are in all. */
  total: number;
  /** Position of the first and last item shown, from 1 (0 and 0 when there are none). */
  first: number;
  last: number;
}

/**
 * Cuts `items` into pages of `pageSize` and returns page `page`. A page beyond the last (after a
 * filter removed items, or from a stale link) shows the last page; one below 1 shows the first.
 * Only the page is copied, so it stays cheap on long lists.
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(pageCount, Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1));
  const start = (current - 1) * size;
  const pageItems = items.slice(start, start + size);
  return {
    items: pageItems,
    page: current,
    pageCount,
    total: items.length,
    first: pageItems.length === 0 ? 0 : start + 1,
    last: start + pageItems.length,
  };
}

/** The page (from 1) on which the item at `index` of the whole list appears. */
export const pageOfIndex = (index: number, pageSize: number): number =>
  Math.floor(Math.max(0, index) / Math.max(1, Math.floor(pageSize))) + 1;
