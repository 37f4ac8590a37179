/**
 * The days of views over time: every day of the window, oldest first, zero on a day nobody
 * looked (the tables hold only days with views). Pure; dates are UTC calendar days (YYYY-MM-DD).
 */
import type { AnalyticsDay } from '@atelier/api-contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (UTC) of `date`. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of a window of `days` days ending on `today`'s day. */
export const firstDayOf = (today: Date, days: number) =>
  dayOf(new Date(today.getTime() - (days - 1) * DAY_MS));

interface DayViews {
  day: string;
  views: number;
}

export function fillDays(
  today: Date,
  days: number,
  profileViews: readonly DayViews[],
  productViews: readonly DayViews[],
): AnalyticsDay[] {
  const profile = new Map(profileViews.map((row) => [row.day, row.views]));
  const product = new Map(productViews.map((row) => [row.day, row.views]));
  const first = new Date(`${firstDayOf(today, days)}T00:00:00.000Z`).getTime();
  return Array.from({ length: days }, (_, index) => {
    const day = dayOf(new Date(first + index * DAY_MS));
    return { day, profileViews: profile.get(day) ?? 0, productViews: product.get(day) ?? 0 };
  });
}
