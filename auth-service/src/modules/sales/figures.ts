/** The sales figures' arithmetic (pure; table-tested). */

/** Rounded to one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * This period against the last, percent with one decimal: 100 when the last had nothing and this
 * one something, 0 when neither had anything.
 */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return oneDecimal(((current - previous) / previous) * 100);
}

/**
 * A product's trend: as `growthPercent`, but null when the last period had nothing and this one
 * something (issue 37: shown 'New this month' rather than '+100%').
 */
export function trendPercent(current: number, previous: number): number | null {
  return previous === 0 && current > 0 ? null : growthPercent(current, previous);
}

export const BESTSELLER_WINDOW_DAYS = 30;
export const BESTSELLER_MIN_SALES = 3;

/**
 * The Bestseller rule: a product with at least 3 paid sales in the last 30 days of which fewer
 * than a tenth (rounded up) of its category's published products sold more. Ties share the
 * badge. `sales` holds the window's paid sales of the category's products (absent: none).
 */
export function bestsellersOf(categorySize: number, sales: ReadonlyMap<string, number>): string[] {
  const places = Math.ceil(categorySize / 10);
  const counts = [...sales.values()].sort((a, b) => b - a);
  return [...sales]
    .filter(([, count]) => {
      if (count < BESTSELLER_MIN_SALES) return false;
      const sellingMore = counts.findIndex((other) => other <= count);
      return sellingMore < places;
    })
    .map(([productId]) => productId);
}

/** The last `count` UTC months, oldest first, as YYYY-MM. */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}
