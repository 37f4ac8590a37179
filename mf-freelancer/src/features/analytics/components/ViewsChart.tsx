import { useId } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import type { AnalyticsDay } from '@atelier/api-contract';
import { formatShortDate } from '@atelier/shared-ui';
import { ANALYTICS_TEXTS as TEXTS } from '../model/texts';
import { CHART, chartGeometry, viewsSummary } from '../model/viewsChart';

const StyledFigure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;
const StyledSvg = styled.svg`
  width: 100%;
  height: auto;
  font-size: 11px;
`;
const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
type Series = 'profile' | 'product';
/** Each series' colour: the brand's for profile views, the info colour for product views. */
const colorOf = (theme: DefaultTheme, series: Series) =>
  series === 'profile' ? theme.colors.brand : theme.colors.info;

const StyledSwatch = styled.span<{ $series: Series }>`
  display: inline-block;
  width: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.space.xs};
  margin-right: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
  background: ${({ theme, $series }) => colorOf(theme, $series)};
`;
const StyledLine = styled.polyline<{ $series: Series }>`
  fill: none;
  stroke: ${({ theme, $series }) => colorOf(theme, $series)};
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

/** '2026-03-01' (a UTC day) as the formatters show dates. */
const dayLabel = (day: string) => formatShortDate(new Date(`${day}T12:00:00.000Z`));

/**
 * Profile and product views per day as two lines. The SVG is an image described by its summary
 * (totals and the busiest day); the figures themselves are a table a screen reader or anyone
 * can open under the chart.
 */
export function ViewsChart({ days }: { days: readonly AnalyticsDay[] }) {
  const id = useId();
  const geometry = chartGeometry(days);
  const summary = viewsSummary(days);
  const description = TEXTS.chartSummary(
    days.length,
    summary.profileViews,
    summary.productViews,
    summary.busiestDay === null ? null : dayLabel(summary.busiestDay),
  );
  const series = [
    { key: 'profile', label: TEXTS.profileViews, points: geometry.profile },
    { key: 'product', label: TEXTS.productViews, points: geometry.product },
  ] as const;
  return (
    <StyledFigure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{description}</figcaption>
      <StyledSvg
        viewBox={`0 0 ${String(CHART.width)} ${String(CHART.height)}`}
        role="img"
        aria-label={TEXTS.chartTitle}
        aria-describedby={`${id}-caption`}
      >
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <StyledGridLine
              x1={CHART.left}
              x2={CHART.width - CHART.right}
              y1={tick.y}
              y2={tick.y}
            />
            <StyledAxisText x={CHART.left - 6} y={tick.y + 4} textAnchor="end">
              {Number.isInteger(tick.value) ? tick.value : ''}
            </StyledAxisText>
          </g>
        ))}
        {geometry.labels.map((label) => (
          <StyledAxisText key={label.day} x={label.x} y={CHART.height - 8} textAnchor="middle">
            {dayLabel(label.day)}
          </StyledAxisText>
        ))}
        {series.map((line) => (
          <StyledLine key={line.key} points={line.points} $series={line.key} />
        ))}
      </StyledSvg>
      <StyledLegend>
        {series.map((line) => (
          <li key={line.label}>
            <StyledSwatch $series={line.key} aria-hidden="true" />
            {line.label}
          </li>
        ))}
      </StyledLegend>
      <details>
        <summary>{TEXTS.showTable}</summary>
        <StyledTable>
          <caption>{TEXTS.chartTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXTS.day}</th>
              <th scope="col">{TEXTS.profileViews}</th>
              <th scope="col">{TEXTS.productViews}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day)}</th>
                <td>{day.profileViews}</td>
                <td>{day.productViews}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </details>
    </StyledFigure>
  );
}
