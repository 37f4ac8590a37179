import type { AnalyticsDay } from '@atelier/api-contract';

/**
 * The views-over-time chart's geometry, in the SVG's own units: one polyline per series, a y
 * axis rounded up to a readable maximum with its ticks, and the days labelled on the x axis.
 * Pure, so the drawing is tested without a browser.
 */
export const CHART = { width: 640, height: 240, left: 40, right: 12, top: 12, bottom: 28 } as const;

/** The smallest of 1, 2, 5 x 10^n at or above `value` (at least 1): the y axis's top. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

export interface ChartGeometry {
  /** The y axis's top. */
  max: number;
  /** Values and heights of the y axis's lines: 0, half, max. */
  ticks: { value: number; y: number }[];
  /** `x,y x,y ...` for each series (an SVG polyline's points). */
  profile: string;
  product: string;
  /** The first, middle and last days with their x, for the axis labels. */
  labels: { day: string; x: number }[];
}

export function chartGeometry(days: readonly AnalyticsDay[]): ChartGeometry {
  const { width, height, left, right, top, bottom } = CHART;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const highest = Math.max(0, ...days.flatMap((day) => [day.profileViews, day.productViews]));
  const max = niceCeiling(highest);
  const xOf = (index: number) =>
    left + (days.length <= 1 ? plotWidth / 2 : (index / (days.length - 1)) * plotWidth);
  const yOf = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const round = (value: number) => Math.round(value * 10) / 10;
  const line = (pick: (day: AnalyticsDay) => number) =>
    days
      .map((day, index) => `${String(round(xOf(index)))},${String(round(yOf(pick(day))))}`)
      .join(' ');
  const labelled = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])].filter(
    (index) => index >= 0 && index < days.length,
  );
  return {
    max,
    ticks: [0, max / 2, max].map((value) => ({ value, y: round(yOf(value)) })),
    profile: line((day) => day.profileViews),
    product: line((day) => day.productViews),
    labels: labelled.map((index) => ({ day: days[index]?.day ?? '', x: round(xOf(index)) })),
  };
}

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
