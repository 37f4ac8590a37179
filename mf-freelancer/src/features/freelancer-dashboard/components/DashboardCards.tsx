import styled from 'styled-components';
import type { SellerOrderSummary } from '@atelier/api-contract';
import { JOB_TYPE_LABELS } from '@atelier/api-contract/values';
import {
  MutedText,
  Badge,
  LinkButton,
  ROUTES,
  StatCard,
  TagList,
  formatPriceFromCents,
  formatShortDate,
  jobPath,
} from '@atelier/shared-ui';
import { STATUS_LABELS } from '../../../lib/applicationStatus';
import type { DashboardApplication, DashboardJobMatch, ViewTotals } from '../model/display';
import type { Loadable } from '../model/loadable';
import type { ProfileCompletion } from '../model/profileCompletion';
import type { SalesOverview } from '../model/salesOverview';
import {
  FREELANCER_DASHBOARD_TEXTS as TEXTS,
  JOB_MATCHES_SHOWN,
  RECENT_APPLICATIONS_SHOWN,
} from '../model/texts';
import { DashboardCard } from './DashboardCard';

const StyledStats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const StyledProgress = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space.sm};
  accent-color: ${({ theme }) => theme.colors.brand};
`;
const StyledMissing = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
`;

/** Where a card's link leads: its screen, or sign-up inside a preview. */
type To = (path: string) => string;

export function SalesOverviewCard({ state, to }: { state: Loadable<SalesOverview>; to: To }) {
  const texts = TEXTS.sales;
  return (
    <DashboardCard
      title={texts.title}
      state={state}
      loadingLabel={texts.loading}
      errorTitle={texts.error}
    >
      {(sales) =>
        sales.totalProducts === 0 ? (
          <>
            <MutedText>{texts.empty}</MutedText>
            <div>
              <LinkButton to={to(ROUTES.freelancer.sellProducts)} variant="secondary">
                {TEXTS.quickActions.sellYourWork}
              </LinkButton>
            </div>
          </>
        ) : (
          <>
            <StyledStats>
              <StatCard
                label={texts.totalRevenue}
                value={formatPriceFromCents(sales.totalRevenue)}
                {...(sales.monthlyGrowth !== null && {
                  trend: sales.monthlyGrowth,
                  trendLabel: texts.vsLastMonth,
                })}
              />
              <StatCard label={texts.productsSold} value={sales.productsSold} />
              <StatCard label={texts.downloads} value={sales.downloads} />
              <StatCard label={texts.views} value={sales.views} />
            </StyledStats>
            <MutedText>
              {texts.products(sales.totalProducts)}
              {sales.topSellingProduct !== null &&
                ` · ${texts.topSelling(sales.topSellingProduct)}`}
            </MutedText>
            <div>
              <LinkButton to={to(ROUTES.freelancer.manageProducts)} variant="secondary">
                {texts.manage}
              </LinkButton>
            </div>
          </>
        )
      }
    </DashboardCard>
  );
}

/**
 * The custom orders' figures (spec 001 section 3, projectEarnings; issue 22): completed orders
 * and what they brought, the pending payments (paid orders not completed yet), active and late
 * orders, and the way to the orders.
 */
export function ProjectEarningsCard({
  state,
  to,
}: {
  state: Loadable<SellerOrderSummary>;
  to: To;
}) {
  const texts = TEXTS.projects;
  return (
    <DashboardCard
      title={texts.title}
      state={state}
      loadingLabel={texts.loading}
      errorTitle={texts.error}
    >
      {(projects) =>
        projects.completedOrders + projects.pendingOrders === 0 ? (
          <MutedText>{texts.empty}</MutedText>
        ) : (
          <>
            <StyledStats>
              <StatCard
                label={texts.totalIncome}
                value={formatPriceFromCents(projects.completedEarnings)}
              />
              <StatCard label={texts.completedProjects} value={projects.completedOrders} />
              <StatCard
                label={texts.pendingPayments}
                value={formatPriceFromCents(projects.pendingPayments)}
              />
              <StatCard label={texts.activeOrders} value={projects.activeOrders} />
            </StyledStats>
            <MutedText>
              {texts.pendingOrders(projects.pendingOrders)}
              {projects.lateOrders > 0 && (
                <>
                  {' · '}
                  <Badge tone="danger">{texts.late(projects.lateOrders)}</Badge>
                </>
              )}
            </MutedText>
            <div>
              <LinkButton to={to(ROUTES.freelancer.orders)} variant="secondary">
                {texts.view}
              </LinkButton>
            </div>
          </>
        )
      }
    </DashboardCard>
  );
}

export function RecentApplicationsCard({
  state,
  to,
}: {
  state: Loadable<readonly DashboardApplication[]>;
  to: To;
}) {
  const texts = TEXTS.applications;
  return (
    <DashboardCard
      title={texts.title}
      state={state}
      loadingLabel={texts.loading}
      errorTitle={texts.error}
    >
      {(applications) => (
        <>
          {applications.length === 0 ? (
            <MutedText>{texts.empty}</MutedText>
          ) : (
            <StyledList aria-label={texts.title}>
              {applications.slice(0, RECENT_APPLICATIONS_SHOWN).map((application) => (
                <StyledItem key={application.id}>
                  <StyledStack>
                    <strong>{application.jobTitle}</strong>
                    <MutedText>
                      {application.company ?? texts.confidentialCompany} ·{' '}
                      {formatShortDate(new Date(application.appliedAt))}
                    </MutedText>
                  </StyledStack>
                  <Badge tone={STATUS_LABELS[application.status].tone}>
                    {STATUS_LABELS[application.status].label}
                  </Badge>
                </StyledItem>
              ))}
            </StyledList>
          )}
          <div>
            <LinkButton
              to={to(applications.length === 0 ? ROUTES.jobs : ROUTES.freelancer.applications)}
              variant="secondary"
            >
              {applications.length === 0 ? TEXTS.quickActions.browseOffers : texts.viewAll}
            </LinkButton>
          </div>
        </>
      )}
    </DashboardCard>
  );
}

export function JobMatchesCard({
  state,
  to,
}: {
  state: Loadable<readonly DashboardJobMatch[]>;
  to: To;
}) {
  const texts = TEXTS.matches;
  return (
    <DashboardCard
      title={texts.title}
      state={state}
      loadingLabel={texts.loading}
      errorTitle={texts.error}
    >
      {(matches) =>
        matches.length === 0 ? (
          <>
            <MutedText>{texts.empty}</MutedText>
            <div>
              <LinkButton to={to(ROUTES.freelancer.manageProfile)} variant="secondary">
                {TEXTS.quickActions.editProfile}
              </LinkButton>
            </div>
          </>
        ) : (
          <StyledList aria-label={texts.title}>
            {matches.slice(0, JOB_MATCHES_SHOWN).map(({ job, matchScore, matched }) => (
              <StyledItem key={job.id}>
                <StyledStack>
                  <strong>{job.title}</strong>
                  <MutedText>
                    {[
                      job.company ?? texts.confidentialCompany,
                      job.location,
                      JOB_TYPE_LABELS[job.type],
                      ...(job.remote ? [texts.remote] : []),
                    ].join(' · ')}
                  </MutedText>
                  <TagList tags={matched} label={texts.matchedSkills} />
                </StyledStack>
                <Badge tone="success">{texts.score(matchScore)}</Badge>
                <LinkButton
                  size="sm"
                  variant="secondary"
                  to={to(jobPath(job.id))}
                  aria-label={texts.viewFor(job.title)}
                >
                  {texts.view}
                </LinkButton>
              </StyledItem>
            ))}
          </StyledList>
        )
      }
    </DashboardCard>
  );
}

export function AnalyticsSummaryCard({ state, to }: { state: Loadable<ViewTotals>; to: To }) {
  const texts = TEXTS.analytics;
  return (
    <DashboardCard
      title={texts.title}
      state={state}
      loadingLabel={texts.loading}
      errorTitle={texts.error}
    >
      {(totals) => (
        <>
          <StyledStats>
            <StatCard label={texts.profileViews} value={totals.profileViews} />
            <StatCard label={texts.productViews} value={totals.productViews} />
          </StyledStats>
          <div>
            <LinkButton to={to(ROUTES.freelancer.analytics)} variant="secondary">
              {texts.view}
            </LinkButton>
          </div>
        </>
      )}
    </DashboardCard>
  );
}

export function ProfileCompletionCard({
  state,
  to,
}: {
  state: Loadable<ProfileCompletion>;
  to: To;
}) {
  const texts = TEXTS.completion;
  return (
    <DashboardCard
      title={texts.title}
      state={state}
      loadingLabel={texts.loading}
      errorTitle={texts.error}
    >
      {({ percent, missing }) => (
        <>
          <StyledStack>
            <strong>{texts.percent(percent)}</strong>
            <StyledProgress max={100} value={percent} aria-label={texts.label}>
              {texts.percent(percent)}
            </StyledProgress>
          </StyledStack>
          {missing.length === 0 ? (
            <MutedText>{texts.complete}</MutedText>
          ) : (
            <>
              <MutedText>{texts.missing}</MutedText>
              <StyledMissing>
                {missing.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </StyledMissing>
              <div>
                <LinkButton to={to(ROUTES.freelancer.manageProfile)} variant="secondary">
                  {texts.completeAction}
                </LinkButton>
              </div>
            </>
          )}
        </>
      )}
    </DashboardCard>
  );
}
