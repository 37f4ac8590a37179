import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ClientDashboard, Company } from '@atelier/api-contract';
import {
  MutedText,
  Card,
  DashboardAction,
  LoadErrorBanner,
  Page,
  DashboardHeader,
  QuickActionsCard,
  ROUTES,
  UpgradeCard,
  useDashboardPreview,
  PLM_LINK_LABEL,
} from '@atelier/shared-ui';
import { CLIENT_DASHBOARD_TEXTS } from '../model/texts';
import { ApplicationsOverview } from './ApplicationsOverview';
import { BrandAnalytics } from './BrandAnalytics';
import { RecommendedProfiles } from './RecommendedProfiles';

export { CLIENT_DASHBOARD_TEXTS } from '../model/texts';

const TEXTS = CLIENT_DASHBOARD_TEXTS;

const StyledCompany = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledLogo = styled.img`
  width: ${({ theme }) => theme.space.xxxl};
  height: ${({ theme }) => theme.space.xxxl};
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: contain;
`;
export interface ClientDashboardViewProps {
  isPremium: boolean;
  /** The client's company; null before its profile is saved, undefined while loading. */
  company: Company | null | undefined;
  /** Recommended profiles, applications and analytics; undefined while loading. */
  cards?: ClientDashboard | undefined;
  /** Asks for the cards again after they failed to load. */
  onRetry?: (() => void) | undefined;
  /** Whom to welcome when there is no company yet. */
  userName?: string;
  /** The unread notifications card (the inbox's), signed in only. */
  notifications?: ReactNode;
}

/**
 * /client/dashboard's cards (spec 001 section 2), from what it is given: the real dashboard feeds
 * the session, the company profile and GET /api/dashboards/client, /client-dashboard-preview the
 * demo figures. Inside a
 * preview every action leads to sign-up.
 */
export function ClientDashboardView({
  isPremium,
  company,
  cards,
  onRetry,
  userName,
  notifications,
}: ClientDashboardViewProps) {
  const preview = useDashboardPreview();
  const name = company?.name ?? userName;
  return (
    <Page aria-labelledby="client-dashboard-title">
      <DashboardHeader
        title={TEXTS.title}
        titleId="client-dashboard-title"
        paid={isPremium}
        plan={{ paid: TEXTS.premium, free: TEXTS.free }}
        name={name}
        welcome={TEXTS.welcome}
      />

      <QuickActionsCard
        title={TEXTS.quickActionsTitle}
        actions={[
          { to: ROUTES.client.postJob, label: TEXTS.quickActions.postJob },
          { to: ROUTES.client.postRequest, label: TEXTS.quickActions.postRequest },
          { to: ROUTES.explore, label: TEXTS.quickActions.explore },
          { to: ROUTES.client.manageListings, label: TEXTS.quickActions.manageListings },
          { to: ROUTES.client.team, label: TEXTS.quickActions.team },
          // Atelier PLM (issue 38), in every role's dashboard.
          { to: ROUTES.plm.styles, label: PLM_LINK_LABEL },
        ]}
      />

      {company !== undefined && (
        <Card title={TEXTS.companyTitle} headingLevel={2}>
          {company === null ? (
            <MutedText>{TEXTS.companyEmpty}</MutedText>
          ) : (
            <StyledCompany>
              {company.logo !== null && <StyledLogo src={company.logo.thumbnailUrl} alt="" />}
              <div>
                <strong>{company.name}</strong>
                {company.location !== null && <MutedText>{company.location}</MutedText>}
              </div>
            </StyledCompany>
          )}
          <DashboardAction to={ROUTES.client.profile}>
            {company === null ? TEXTS.companySetUp : TEXTS.companyEdit}
          </DashboardAction>
        </Card>
      )}

      {onRetry !== undefined && (
        <LoadErrorBanner title={TEXTS.loadError} retryLabel={TEXTS.retry} onRetry={onRetry} />
      )}
      {cards !== undefined && (
        <>
          <RecommendedProfiles profiles={cards.recommendedProfiles} openJobs={cards.openJobs} />
          <ApplicationsOverview applications={cards.applications} />
          <BrandAnalytics analytics={cards.analytics} />
        </>
      )}

      {!isPremium && (
        <UpgradeCard
          title={TEXTS.premiumFeaturesTitle}
          text={TEXTS.premiumFeatures}
          to={ROUTES.client.subscription}
          label={TEXTS.upgradeNow}
        />
      )}
      {preview === null && notifications}
    </Page>
  );
}
