import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SellerOrderSummary } from '@atelier/api-contract';
import {
  Page,
  DashboardHeader,
  QuickActionsCard,
  ROUTES,
  useDashboardPreview,
  PLM_LINK_LABEL,
} from '@atelier/shared-ui';
import type { DashboardApplication, DashboardJobMatch, ViewTotals } from '../model/display';
import type { Loadable } from '../model/loadable';
import type { ProfileCompletion } from '../model/profileCompletion';
import type { SalesOverview } from '../model/salesOverview';
import { FREELANCER_DASHBOARD_TEXTS as TEXTS } from '../model/texts';
import {
  AnalyticsSummaryCard,
  JobMatchesCard,
  ProfileCompletionCard,
  ProjectEarningsCard,
  RecentApplicationsCard,
  SalesOverviewCard,
} from './DashboardCards';

export { FREELANCER_DASHBOARD_TEXTS } from '../model/texts';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;
export interface FreelancerDashboardViewProps {
  /** An active subscription: the PRO badge. */
  isPro: boolean;
  /** Whom to welcome. */
  name?: string;
  sales: Loadable<SalesOverview>;
  /** The custom orders' figures (projectEarnings). */
  projects: Loadable<SellerOrderSummary>;
  applications: Loadable<readonly DashboardApplication[]>;
  matches: Loadable<readonly DashboardJobMatch[]>;
  analytics: Loadable<ViewTotals>;
  completion: Loadable<ProfileCompletion>;
  /** The unread notifications card (the inbox's), signed in only. */
  notifications?: ReactNode;
}

/**
 * /freelancer/dashboard's cards (spec 001 section 2), from what it is given: the real dashboard
 * feeds the session and the API, /freelancer-dashboard-preview the demo figures. Inside a
 * preview every action leads to sign-up.
 */
export function FreelancerDashboardView({
  isPro,
  name,
  sales,
  projects,
  applications,
  matches,
  analytics,
  completion,
  notifications,
}: FreelancerDashboardViewProps) {
  const preview = useDashboardPreview();
  return (
    <Page aria-labelledby="freelancer-dashboard-title">
      <DashboardHeader
        title={TEXTS.title}
        titleId="freelancer-dashboard-title"
        paid={isPro}
        plan={{ paid: TEXTS.pro, free: TEXTS.starter }}
        name={name}
        welcome={TEXTS.welcome}
      />

      <QuickActionsCard
        title={TEXTS.quickActionsTitle}
        actions={[
          { to: ROUTES.freelancer.uploadProject, label: TEXTS.quickActions.uploadProject },
          { to: ROUTES.freelancer.sellProducts, label: TEXTS.quickActions.sellYourWork },
          { to: ROUTES.jobs, label: TEXTS.quickActions.browseOffers },
          { to: ROUTES.freelancer.manageProfile, label: TEXTS.quickActions.editProfile },
          // Atelier PLM (issue 38), in every role's dashboard.
          { to: ROUTES.plm.styles, label: PLM_LINK_LABEL },
        ]}
      />

      {preview === null && notifications}

      <StyledColumns>
        <JobMatchesCard state={matches} />
        <RecentApplicationsCard state={applications} />
        <SalesOverviewCard state={sales} />
        <ProjectEarningsCard state={projects} />
        <AnalyticsSummaryCard state={analytics} />
        <ProfileCompletionCard state={completion} />
      </StyledColumns>
    </Page>
  );
}
