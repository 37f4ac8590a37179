import styled from 'styled-components';
import type { SellerOrderSummary } from '@atelier/api-contract';
import { JOB_TYPE_LABELS } from '@atelier/api-contract/values';
import {
  MutedText,
  Badge,
  DashboardAction,
  ItemList,
  ItemRow,
  LinkButton,
  ROUTES,
  StatCard,
  StatGrid,
  TagList,
  formatPriceFromCents,
  formatShortDate,
  jobPath,
  useDashboardLink,
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

export function SalesOverviewCard({ state }: { state: Loadable<SalesOverview> }) {
  const texts = TEXTS.sales;
  return (
    <DashboardCard texts={texts} state={state}>
      {(sales) =>
        sales.totalProducts === 0 ? (
          <>
            <MutedText>{texts.empty}</MutedText>
            <DashboardAction to={ROUTES.freelancer.sellProducts}>
              {TEXTS.quickActions.sellYourWork}
            </DashboardAction>
          </>
        ) : (
          <>
            <StatGrid>
              <StatCard
                label={texts.totalRevenue}
                value={formatPriceFromCents(sales.totalRevenue)}
                {...(sales.monthlyGrowth !== null &&
                  (sales.newThisMonth
                    ? { trend: sales.monthlyGrowth, trendText: texts.newThisMonth }
                    : { trend: sales.monthlyGrowth, trendLabel: texts.vsLastMonth }))}
              />
              <StatCard label={texts.productsSold} value={sales.productsSold} />
              <StatCard label={texts.downloads} value={sales.downloads} />
              <StatCard label={texts.views} value={sales.views} />
            </StatGrid>
            <MutedText>
              {texts.products(sales.totalProducts)}
              {sales.topSellingProduct !== null &&
                ` · ${texts.topSelling(sales.topSellingProduct)}`}
            </MutedText>
            <DashboardAction to={ROUTES.freelancer.manageProducts}>{texts.manage}</DashboardAction>
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
export function ProjectEarningsCard({ state }: { state: Loadable<SellerOrderSummary> }) {
  const texts = TEXTS.projects;
  return (
    <DashboardCard texts={texts} state={state}>
      {(projects) =>
        projects.completedOrders + projects.pendingOrders === 0 ? (
          <MutedText>{texts.empty}</MutedText>
        ) : (
          <>
            <StatGrid>
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
            </StatGrid>
            <MutedText>
              {texts.pendingOrders(projects.pendingOrders)}
              {projects.lateOrders > 0 && (
                <>
                  {' · '}
                  <Badge tone="danger">{texts.late(projects.lateOrders)}</Badge>
                </>
              )}
            </MutedText>
            <DashboardAction to={ROUTES.freelancer.orders}>{texts.view}</DashboardAction>
          </>
        )
      }
    </DashboardCard>
  );
}

export function RecentApplicationsCard({
  state,
}: {
  state: Loadable<readonly DashboardApplication[]>;
}) {
  const texts = TEXTS.applications;
  return (
    <DashboardCard texts={texts} state={state}>
      {(applications) => (
        <>
          {applications.length === 0 ? (
            <MutedText>{texts.empty}</MutedText>
          ) : (
            <ItemList aria-label={texts.title}>
              {applications.slice(0, RECENT_APPLICATIONS_SHOWN).map((application) => (
                <ItemRow key={application.id}>
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
                </ItemRow>
              ))}
            </ItemList>
          )}
          <DashboardAction
            to={applications.length === 0 ? ROUTES.jobs : ROUTES.freelancer.applications}
          >
            {applications.length === 0 ? TEXTS.quickActions.browseOffers : texts.viewAll}
          </DashboardAction>
        </>
      )}
    </DashboardCard>
  );
}

export function JobMatchesCard({ state }: { state: Loadable<readonly DashboardJobMatch[]> }) {
  const texts = TEXTS.matches;
  const to = useDashboardLink();
  return (
    <DashboardCard texts={texts} state={state}>
      {(matches) =>
        matches.length === 0 ? (
          <>
            <MutedText>{texts.empty}</MutedText>
            <DashboardAction to={ROUTES.freelancer.manageProfile}>
              {TEXTS.quickActions.editProfile}
            </DashboardAction>
          </>
        ) : (
          <ItemList aria-label={texts.title}>
            {matches.slice(0, JOB_MATCHES_SHOWN).map(({ job, matchScore, matched }) => (
              <ItemRow key={job.id}>
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
              </ItemRow>
            ))}
          </ItemList>
        )
      }
    </DashboardCard>
  );
}

export function AnalyticsSummaryCard({ state }: { state: Loadable<ViewTotals> }) {
  const texts = TEXTS.analytics;
  return (
    <DashboardCard texts={texts} state={state}>
      {(totals) => (
        <>
          <StatGrid>
            <StatCard label={texts.profileViews} value={totals.profileViews} />
            <StatCard label={texts.productViews} value={totals.productViews} />
          </StatGrid>
          <DashboardAction to={ROUTES.freelancer.analytics}>{texts.view}</DashboardAction>
        </>
      )}
    </DashboardCard>
  );
}

export function ProfileCompletionCard({ state }: { state: Loadable<ProfileCompletion> }) {
  const texts = TEXTS.completion;
  return (
    <DashboardCard texts={texts} state={state}>
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
              <DashboardAction to={ROUTES.freelancer.manageProfile}>
                {texts.completeAction}
              </DashboardAction>
            </>
          )}
        </>
      )}
    </DashboardCard>
  );
}
