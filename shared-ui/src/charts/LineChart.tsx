import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { CHART, chartGeometry } from './lineChart';

/** A line's colour: the brand's for the first series, the info colour for the second. */
export type LineChartTone = 'brand' | 'info';

const colorOf = (theme: DefaultTheme, tone: LineChartTone) =>
  tone === 'brand' ? theme.colors.brand : theme.colors.info;

const StyledFigure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;
const StyledSvg = styled.svg`
  width: 100%;
  height: auto;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledSwatch = styled.span<{ $tone: LineChartTone }>`
  display: inline-block;
  width: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.space.xs};
  margin-right: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
  background: ${({ theme, $tone }) => colorOf(theme, $tone)};
`;
const StyledLine = styled.polyline<{ $tone: LineChartTone }>`
  fill: none;
  stroke: ${({ theme, $tone }) => colorOf(theme, $tone)};
  stroke-width: 2;
  stroke-linejoin: round;
`;
const StyledGridLine = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
`;
const StyledAxisText = styled.text`
  fill: ${({ theme }) => theme.colors.textMuted};
`;
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: ${({ theme }) => theme.space.xs};
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & th:first-child,
  & td:first-child {
    text-align: left;
  }
`;

/** One line of the chart. */
export interface LineChartSeries {
  /** Its name, in the legend and the table's header, e.g. 'Profile Views'. */
  label: string;
  /** One value per point, as many as `points`. */
  values: readonly number[];
  /** Its colour. */
  tone: LineChartTone;
}

export interface LineChartProps {
  /** The chart's name: the image's accessible name and the table's caption. */
  title: string;
  /** What the chart shows in a sentence (totals, the best point): its caption and description. */
  summary: ReactNode;
  /** The x axis's points, in order, as shown ('Mar 10, 2026', 'Mar 2026'). */
  points: readonly string[];
  /** The header of the table's first column, e.g. 'Day'. */
  pointHeader: string;
  /** The lines (one or two). */
  series: readonly LineChartSeries[];
  /** How a value reads on the axis and in the table; whole numbers as they are by default. */
  formatValue?: (value: number) => string;
  /** How a value reads on the y axis, when shorter than in the table ('$1,200'). */
  formatTick?: (value: number) => string;
  /** The text that opens the table of figures, e.g. 'Show the figures'. */
  showTableLabel: string;
}

/**
 * The width the chart is shown at, in CSS pixels (its figure's), followed as it changes: the
 * drawing takes it as its own so that its text keeps its size; the default width until measured
 * (and where the browser cannot measure).
 */
function useDrawnWidth(figureRef: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState<number>(CHART.width);
  useEffect(() => {
    const figure = figureRef.current;
    if (figure === null || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width ?? 0;
      if (measured > 0) setWidth(Math.round(measured));
    });
    observer.observe(figure);
    return () => observer.disconnect();
  }, [figureRef]);
  return width;
}

const plain = (value: number) => (Number.isInteger(value) ? String(value) : '');

/**
 * Values over time as lines. The SVG is an image described by its summary; the figures
 * themselves are a table that a screen reader, or anyone, can open under the chart.
 */
export function LineChart({
  title,
  summary,
  points,
  pointHeader,
  series,
  formatValue = plain,
  formatTick = formatValue,
  showTableLabel,
}: LineChartProps) {
  const id = useId();
  const figureRef = useRef<HTMLElement>(null);
  const drawnWidth = useDrawnWidth(figureRef);
  const geometry = chartGeometry(
    points.length,
    series.map((line) => line.values),
    drawnWidth,
  );
  return (
    <StyledFigure ref={figureRef} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{summary}</figcaption>
      <StyledSvg
        viewBox={`0 0 ${String(geometry.width)} ${String(CHART.height)}`}
        role="img"
        aria-label={title}
        aria-describedby={`${id}-caption`}
      >
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <StyledGridLine
              x1={CHART.left}
              x2={geometry.width - CHART.right}
              y1={tick.y}
              y2={tick.y}
            />
            <StyledAxisText x={CHART.left - 6} y={tick.y + 4} textAnchor="end">
              {formatTick(tick.value)}
            </StyledAxisText>
          </g>
        ))}
        {geometry.labels.map((label) => (
          <StyledAxisText
            key={label.index}
            x={label.x}
            y={CHART.height - 8}
            textAnchor={label.anchor}
          >
            {points[label.index]}
          </StyledAxisText>
        ))}
        {series.map((line, index) => (
          <StyledLine key={line.label} points={geometry.lines[index]} $tone={line.tone} />
        ))}
      </StyledSvg>
      <StyledLegend>
        {series.map((line) => (
          <li key={line.label}>
            <StyledSwatch $tone={line.tone} aria-hidden="true" />
            {line.label}
          </li>
        ))}
      </StyledLegend>
      <details>
        <summary>{showTableLabel}</summary>
        <StyledTable>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{pointHeader}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={point}>
                <th scope="row">{point}</th>
                {series.map((line) => (
                  <td key={line.label}>{formatValue(line.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </details>
    </StyledFigure>
  );
}
