import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SellerOrderSummary } from '@atelier/api-contract';
import {
  MutedText,
  Badge,
  Card,
  LinkButton,
  ROUTES,
  useDashboardPreview,
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

const StyledScreen = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;
const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  & > h1 {
    margin: 0;
  }
`;
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
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
  const to = (path: string) => (preview === null ? path : ROUTES.signup);
  return (
    <StyledScreen aria-labelledby="freelancer-dashboard-title">
      <StyledHeading>
        <h1 id="freelancer-dashboard-title">{TEXTS.title}</h1>
        <Badge tone={isPro ? 'success' : 'neutral'}>{isPro ? TEXTS.pro : TEXTS.starter}</Badge>
      </StyledHeading>
      {name !== undefined && name !== '' && <MutedText>{TEXTS.welcome(name)}</MutedText>}

      <Card title={TEXTS.quickActionsTitle} headingLevel={2}>
        <StyledActions>
          <LinkButton to={to(ROUTES.freelancer.uploadProject)}>
            {TEXTS.quickActions.uploadProject}
          </LinkButton>
          <LinkButton to={to(ROUTES.freelancer.sellProducts)} variant="secondary">
            {TEXTS.quickActions.sellYourWork}
          </LinkButton>
          <LinkButton to={to(ROUTES.jobs)} variant="secondary">
            {TEXTS.quickActions.browseOffers}
          </LinkButton>
          <LinkButton to={to(ROUTES.freelancer.manageProfile)} variant="secondary">
            {TEXTS.quickActions.editProfile}
          </LinkButton>
        </StyledActions>
      </Card>

      {preview === null && notifications}

      <StyledColumns>
        <JobMatchesCard state={matches} to={to} />
        <RecentApplicationsCard state={applications} to={to} />
        <SalesOverviewCard state={sales} to={to} />
        <ProjectEarningsCard state={projects} to={to} />
        <AnalyticsSummaryCard state={analytics} to={to} />
        <ProfileCompletionCard state={completion} to={to} />
      </StyledColumns>
    </StyledScreen>
  );
}
