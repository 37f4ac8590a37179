import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCount, lazily } from '../core';

/**
 * The figure's font size as a share of its box's width: '$12,345.67' (10 characters of about
 * 0.6em) fits the box's content width.
 */
const VALUE_SHARE_OF_BOX = '14cqi';

const StyledStatCard = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  /* The figure's size follows the box's width (below). */
  container-type: inline-size;
`;

const StyledList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const StyledLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  /* A figure is read whole: never broken inside ('$2,847.' over '50'); in a narrow box it is
     drawn smaller (a share of the box's width) rather than overflow it. */
  overflow-wrap: normal;
  font-size: clamp(
    ${({ theme }) => theme.fontSizes.md},
    ${VALUE_SHARE_OF_BOX},
    ${({ theme }) => theme.fontSizes.xxl}
  );
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledTrend = styled.dd<{ $direction: TrendDirection }>`
  margin: 0;
  color: ${({ theme, $direction }) =>
    $direction === 'up'
      ? theme.colors.success
      : $direction === 'down'
        ? theme.colors.danger
        : theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledIcon = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

type TrendDirection = 'up' | 'down' | 'flat';

const percent = lazily(
  () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
);

/** '+12.5%', '-3%', '0%'. */
export const formatTrend = (trendPercent: number): string => `${percent().format(trendPercent)}%`;

export interface StatCardProps {
  /** What is measured, e.g. 'Total Revenue'. */
  label: ReactNode;
  /** The figure: a count (shown grouped, '4,890') or a formatted value ('$1,234.50'). */
  value: ReactNode;
  /** Change in percent over the period; positive shows as up, negative as down. */
  trend?: number;
  /** What the trend compares with, e.g. 'vs last month'. */
  trendLabel?: string;
  /**
   * Shown in place of the percentage, e.g. 'New this month' when the period before had nothing
   * to compare with (a rise from $0 is no percentage).
   */
  trendText?: string;
  /** A decorative icon, hidden from assistive technology. */
  icon?: ReactNode;
}

/** One key figure with its label and an optional trend, as a description list. */
export function StatCard({ label, value, trend, trendLabel, trendText, icon }: StatCardProps) {
  const direction: TrendDirection =
    trend === undefined || trend === 0 ? 'flat' : trend > 0 ? 'up' : 'down';
  return (
    <StyledStatCard>
      <StyledList>
        <StyledLabel>{label}</StyledLabel>
        <StyledValue>{typeof value === 'number' ? formatCount(value) : value}</StyledValue>
        {trend !== undefined && (
          <StyledTrend $direction={direction}>
            {direction !== 'flat' && (
              <span aria-hidden="true">{direction === 'up' ? '▲ ' : '▼ '}</span>
            )}
            {trendText ?? formatTrend(trend)}
            {trendLabel !== undefined && ` ${trendLabel}`}
          </StyledTrend>
        )}
      </StyledList>
      {icon !== undefined && <StyledIcon aria-hidden="true">{icon}</StyledIcon>}
    </StyledStatCard>
  );
}
