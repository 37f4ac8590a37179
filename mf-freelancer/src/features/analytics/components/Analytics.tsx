import {
  Card,
  LoadErrorBanner,
  LoadingState,
  MutedText,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
  UpgradeCard,
  subscriptionPathOf,
} from '@atelier/shared-ui';
import { useGetMyAnalyticsQuery } from '../api/getMyAnalytics';
import { ANALYTICS_SUMMARY_DAYS, ANALYTICS_TEXTS as TEXTS } from '../model/texts';
import { viewsSummary } from '../model/viewsChart';
import { ViewsChart } from './ViewsChart';

/**
 * /freelancer/analytics: total profile and product views for everyone; views over time as a
 * chart for a Pro member, the upgrade card on Starter (the API answers days only to Pro).
 */
export function Analytics() {
  const { data, isError, refetch } = useGetMyAnalyticsQuery({ days: ANALYTICS_SUMMARY_DAYS });
  const recent = data?.days == null ? null : viewsSummary(data.days);
  return (
    <Page aria-labelledby="analytics-title">
      <PageHeader title={TEXTS.title} titleId="analytics-title" subtitle={TEXTS.intro} />
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
          <StatGrid>
            <StatCard label={TEXTS.profileViews} value={data.totals.profileViews} />
            <StatCard label={TEXTS.productViews} value={data.totals.productViews} />
          </StatGrid>
          {data.days === null ? (
            <UpgradeCard
              title={TEXTS.upgrade.title}
              text={TEXTS.upgrade.text}
              to={subscriptionPathOf('freelancer')}
              label={TEXTS.upgrade.action}
            >
              <ul>
                {TEXTS.upgrade.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </UpgradeCard>
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
    </Page>
  );
}
