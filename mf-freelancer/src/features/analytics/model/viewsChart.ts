import type { AnalyticsDay } from '@atelier/api-contract';

/** The window's sums and its busiest day (most views of both kinds; the first of a tie). */
export function viewsSummary(days: readonly AnalyticsDay[]) {
  let busiest: AnalyticsDay | null = null;
  for (const day of days) {
    const views = day.profileViews + day.productViews;
    if (views > 0 && (busiest === null || views > busiest.profileViews + busiest.productViews)) {
      busiest = day;
    }
  }
  return {
    profileViews: days.reduce((sum, day) => sum + day.profileViews, 0),
    productViews: days.reduce((sum, day) => sum + day.productViews, 0),
    busiestDay: busiest?.day ?? null,
  };
}
