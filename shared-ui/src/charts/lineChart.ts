/**
 * A line chart's geometry, in the SVG's own units: one polyline per series, a y axis rounded up
 * to a readable maximum with its ticks, and the first, middle and last points labelled on the x
 * axis. Pure, so the drawing is tested without a browser.
 *
 * `width` is the chart's width as drawn (its container's, in CSS pixels) so that one unit is one
 * pixel and the axis text keeps its size on a phone (issue 37: a 640-unit drawing squeezed into
 * 358 px made it about 6 px); the default is for before the container is measured.
 */
export const CHART = { width: 640, height: 240, left: 56, right: 12, top: 12, bottom: 28 } as const;

/** Narrower than this, the plot would have no room: the drawing scales down instead. */
export const CHART_MIN_WIDTH = 240;

/** How an x label sits on its point: the first starts there, the last ends there (never cut). */
export type LabelAnchor = 'start' | 'middle' | 'end';

/** The smallest of 1, 2, 5 x 10^n at or above `value` (at least 1): the y axis's top. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

export interface ChartGeometry {
  /** The drawing's width (the viewBox's). */
  width: number;
  /** The y axis's top. */
  max: number;
  /** Values and heights of the y axis's lines: 0, half, max. */
  ticks: { value: number; y: number }[];
  /** `x,y x,y ...` for each series, in the order given (an SVG polyline's points). */
  lines: string[];
  /** The indexes of the first, middle and last points with their x and anchor, for the axis labels. */
  labels: { index: number; x: number; anchor: LabelAnchor }[];
}

/** `series` holds one list of values per line, all as long as `count` (the points on x). */
export function chartGeometry(
  count: number,
  series: readonly (readonly number[])[],
  drawnWidth: number = CHART.width,
): ChartGeometry {
  const { height, left, right, top, bottom } = CHART;
  const width = Math.max(CHART_MIN_WIDTH, Math.round(drawnWidth));
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const max = niceCeiling(Math.max(0, ...series.flat()));
  const xOf = (index: number) =>
    left + (count <= 1 ? plotWidth / 2 : (index / (count - 1)) * plotWidth);
  const yOf = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const round = (value: number) => Math.round(value * 10) / 10;
  const labelled = [...new Set([0, Math.floor((count - 1) / 2), count - 1])].filter(
    (index) => index >= 0 && index < count,
  );
  return {
    max,
    ticks: [0, max / 2, max].map((value) => ({ value, y: round(yOf(value)) })),
    lines: series.map((values) =>
      values
        .map((value, index) => `${String(round(xOf(index)))},${String(round(yOf(value)))}`)
        .join(' '),
    ),
    labels: labelled.map((index) => ({
      index,
      x: round(xOf(index)),
      anchor:
        count > 1 && index === 0 ? 'start' : count > 1 && index === count - 1 ? 'end' : 'middle',
    })),
    width,
  };
}
