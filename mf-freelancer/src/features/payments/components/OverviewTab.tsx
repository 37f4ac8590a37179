import styled from 'styled-components';
import { MutedText, EmptyState, LineChart, StatCard, mediaUp } from '@atelier/shared-ui';
import { useGetEarningsQuery } from '../api/getEarnings';
import {
  earningsChartSummary,
  formatAxisMoney,
  formatMoney,
  growthLabel,
  monthLabel,
} from '../model/earnings';
import { OVERVIEW_TEXTS as TEXTS } from '../model/texts';
import { LoadOrError } from './LoadOrError';

// Seven figures in rows that never leave one alone (issue 37: auto-fit put six and one at
// 1280 px): two a row on a phone, the seventh across both; four then three from md up.
const StyledStats = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  & > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${mediaUp('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    & > :last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`;
const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
/**
 * Overview: the seller's earnings from their completed sales (spec 001 section 3's Earnings
 * summary), Stripe's fees and the platform's (always $0.00) on lines of their own, and the last
 * 12 months as a chart with its figures.
 */
export function OverviewTab() {
  const { data, isError, refetch } = useGetEarningsQuery(undefined);
  if (data === undefined) {
    return (
      <LoadOrError
        failed={isError}
        loadingLabel={TEXTS.loading}
        errorTitle={TEXTS.error}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <StyledStack>
      <StyledStats>
        <StatCard label={TEXTS.totalEarnings} value={formatMoney(data.totalEarnings)} />
        <StatCard label={TEXTS.fees} value={formatMoney(data.totalFees)} />
        <StatCard label={TEXTS.platformFee} value={formatMoney(data.platformFees)} />
        <StatCard label={TEXTS.netEarnings} value={formatMoney(data.netEarnings)} />
        <StatCard label={TEXTS.transactions} value={data.transactionCount} />
        <StatCard label={TEXTS.average} value={formatMoney(data.averageTransaction)} />
        <StatCard label={TEXTS.monthlyGrowth} value={growthLabel(data)} />
      </StyledStats>
      <MutedText size="sm">{TEXTS.feesNote}</MutedText>
      {data.transactionCount === 0 ? (
        <EmptyState title={TEXTS.empty} text={TEXTS.emptyText} headingLevel={3} />
      ) : (
        <LineChart
          title={TEXTS.chartTitle}
          summary={earningsChartSummary(data.months)}
          points={data.months.map((month) => monthLabel(month.month))}
          pointHeader={TEXTS.month}
          series={[
            {
              label: TEXTS.earnings,
              values: data.months.map((month) => month.earnings),
              tone: 'brand',
            },
            { label: TEXTS.net, values: data.months.map((month) => month.net), tone: 'info' },
          ]}
          formatValue={formatMoney}
          formatTick={formatAxisMoney}
          showTableLabel={TEXTS.showTable}
        />
      )}
    </StyledStack>
  );
}
