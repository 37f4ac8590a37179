import styled from 'styled-components';
import {
  MutedText,
  Card,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  StatCard,
  subscriptionPathOf,
} from '@atelier/shared-ui';
import { useGetMyAnalyticsQuery } from '../api/getMyAnalytics';
import { ANALYTICS_SUMMARY_DAYS, ANALYTICS_TEXTS as TEXTS } from '../model/texts';
import { viewsSummary } from '../model/viewsChart';
import { ViewsChart } from './ViewsChart';
import { WorkspaceScreen } from '../../../lib/WorkspaceScreen';

const StyledStats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
/** Starter's card: what Pro adds (spec 000's Freelancer Pro features) and where to upgrade. */
function UpgradeCard() {
  return (
    <Card title={TEXTS.upgrade.title} headingLevel={2}>
      <p>{TEXTS.upgrade.text}</p>
      <ul>
        {TEXTS.upgrade.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div>
        <LinkButton to={subscriptionPathOf('freelancer')}>{TEXTS.upgrade.action}</LinkButton>
      </div>
    </Card>
  );
}

/**
 * /freelancer/analytics: total profile and product views for everyone; views over time as a
 * chart for a Pro member, the upgrade card on Starter (the API answers days only to Pro).
 */
export function Analytics() {
  const { data, isError, refetch } = useGetMyAnalyticsQuery({ days: ANALYTICS_SUMMARY_DAYS });
  const recent = data?.days == null ? null : viewsSummary(data.days);
  return (
    <WorkspaceScreen aria-labelledby="analytics-title">
      <header>
        <h1 id="analytics-title">{TEXTS.title}</h1>
        <MutedText>{TEXTS.intro}</MutedText>
      </header>
      {data === undefined && !isError && <LoadingState label={TEXTS.loading} />}
      {data === undefined && isError && (
        <LoadErrorBanner
          title={TEXTS.error}
          retryLabel={TEXTS.retry}
          onRetry={() => void refetch()}
        />
      )}
      {data !== undefined && (
        <>
          <StyledStats>
            <StatCard label={TEXTS.profileViews} value={data.totals.profileViews} />
            <StatCard label={TEXTS.productViews} value={data.totals.productViews} />
          </StyledStats>
          {data.days === null ? (
            <UpgradeCard />
          ) : (
            <Card title={TEXTS.chartTitle} headingLevel={2}>
              {recent !== null && recent.profileViews + recent.productViews === 0 && (
                <MutedText>{TEXTS.noViews}</MutedText>
              )}
              <ViewsChart days={data.days} />
            </Card>
          )}
        </>
      )}
    </WorkspaceScreen>
  );
}
