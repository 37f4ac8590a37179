import type { AnalyticsDay } from '@atelier/api-contract';
import { LineChart, formatDateOnly } from '@atelier/shared-ui';
import { ANALYTICS_TEXTS as TEXTS } from '../model/texts';
import { viewsSummary } from '../model/viewsChart';

/** '2026-03-01' (a UTC day) as 'Mar 1, 2026', whatever the user's time zone. */
const dayLabel = (day: string) => formatDateOnly(day);

/**
 * Profile and product views per day as two lines, described by its summary (totals and the
 * busiest day), with the figures as a table under it.
 */
export function ViewsChart({ days }: { days: readonly AnalyticsDay[] }) {
  const summary = viewsSummary(days);
  return (
    <LineChart
      title={TEXTS.chartTitle}
      summary={TEXTS.chartSummary(
        days.length,
        summary.profileViews,
        summary.productViews,
        summary.busiestDay === null ? null : dayLabel(summary.busiestDay),
      )}
      points={days.map((day) => dayLabel(day.day))}
      pointHeader={TEXTS.day}
      series={[
        {
          label: TEXTS.profileViews,
          values: days.map((day) => day.profileViews),
          tone: 'brand',
        },
        {
          label: TEXTS.productViews,
          values: days.map((day) => day.productViews),
          tone: 'info',
        },
      ]}
      showTableLabel={TEXTS.showTable}
    />
  );
}
