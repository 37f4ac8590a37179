import type { EarningsMonth, EarningsSummary } from '@atelier/api-contract';
import { formatPercent, formatUsd } from '@atelier/shared-ui';
import { OVERVIEW_TEXTS } from './texts';

/** Monthly Growth: one decimal with its sign, '+12.5%', '-3.0%', '0.0%'. */
export const formatGrowth = (percent: number): string => formatPercent(percent, { signed: true });

/**
 * The Overview's Monthly Growth: 'New this month' when last month earned nothing and this one
 * something (the API's 100% compares with $0, which no percentage does), else the signed percent.
 */
export function growthLabel(summary: Pick<EarningsSummary, 'monthlyGrowth' | 'months'>): string {
  return isNewThisMonth(summary)
    ? OVERVIEW_TEXTS.newThisMonth
    : formatGrowth(summary.monthlyGrowth);
}

/** Whether this month earned something and last month nothing (no growth percent then). */
export function isNewThisMonth(summary: Pick<EarningsSummary, 'months'>): boolean {
  const thisMonth = summary.months.at(-1)?.earnings ?? 0;
  const lastMonth = summary.months.at(-2)?.earnings ?? 0;
  return lastMonth === 0 && thisMonth > 0;
}

/** Cents as the spec's money (USD, US formatting, 2 decimals): 123456 is '$1,234.56'. */
export const formatMoney = (cents: number): string => formatUsd(cents, { cents: true });

/** The chart's axis: whole dollars ('$1,200'), the table keeps the cents. */
export const formatAxisMoney = (cents: number): string =>
  formatUsd(cents, { cents: true, wholeDollars: true });

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-03' as 'Mar 2026'. */
export const monthLabel = (month: string): string =>
  monthFormat.format(new Date(`${month}-15T12:00:00.000Z`));

/** The chart's description: the period's gross and net and its best month. */
export function earningsChartSummary(months: readonly EarningsMonth[]): string {
  const gross = months.reduce((sum, month) => sum + month.earnings, 0);
  const net = months.reduce((sum, month) => sum + month.net, 0);
  const best = months.reduce<EarningsMonth | null>(
    (top, month) =>
      month.earnings > 0 && (top === null || month.earnings > top.earnings) ? month : top,
    null,
  );
  return `Earnings per month over the last ${String(months.length)} months: ${formatMoney(
    gross,
  )} earned, ${formatMoney(net)} net${
    best === null ? '' : `; the best month was ${monthLabel(best.month)}`
  }.`;
}
