import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ClientDashboard, Company } from '@atelier/api-contract';
import {
  MutedText,
  Badge,
  Card,
  LinkButton,
  LoadErrorBanner,
  ROUTES,
  useDashboardPreview,
} from '@atelier/shared-ui';
import { CLIENT_DASHBOARD_TEXTS } from '../model/texts';
import { ApplicationsOverview } from './ApplicationsOverview';
import { BrandAnalytics } from './BrandAnalytics';
import { RecommendedProfiles } from './RecommendedProfiles';

export { CLIENT_DASHBOARD_TEXTS } from '../model/texts';

const TEXTS = CLIENT_DASHBOARD_TEXTS;

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
  const to = (path: string) => (preview === null ? path : ROUTES.signup);
  const name = company?.name ?? userName;
  return (
    <StyledScreen aria-labelledby="client-dashboard-title">
      <StyledHeading>
        <h1 id="client-dashboard-title">{TEXTS.title}</h1>
        <Badge tone={isPremium ? 'success' : 'neutral'}>
          {isPremium ? TEXTS.premium : TEXTS.free}
        </Badge>
      </StyledHeading>
      {name !== undefined && name !== '' && <MutedText>{TEXTS.welcome(name)}</MutedText>}

      <Card title={TEXTS.quickActionsTitle} headingLevel={2}>
        <StyledActions>
          <LinkButton to={to(ROUTES.client.postJob)}>{TEXTS.quickActions.postJob}</LinkButton>
          <LinkButton to={to(ROUTES.client.postRequest)} variant="secondary">
            {TEXTS.quickActions.postRequest}
          </LinkButton>
          <LinkButton to={to(ROUTES.explore)} variant="secondary">
            {TEXTS.quickActions.explore}
          </LinkButton>
          <LinkButton to={to(ROUTES.client.manageListings)} variant="secondary">
            {TEXTS.quickActions.manageListings}
          </LinkButton>
          <LinkButton to={to(ROUTES.client.team)} variant="secondary">
            {TEXTS.quickActions.team}
          </LinkButton>
        </StyledActions>
      </Card>

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
          <div>
            <LinkButton to={to(ROUTES.client.profile)} variant="secondary">
              {company === null ? TEXTS.companySetUp : TEXTS.companyEdit}
            </LinkButton>
          </div>
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
        <Card title={TEXTS.premiumFeaturesTitle} headingLevel={2}>
          <p>{TEXTS.premiumFeatures}</p>
          <div>
            <LinkButton to={to(ROUTES.client.subscription)}>{TEXTS.upgradeNow}</LinkButton>
          </div>
        </Card>
      )}
      {preview === null && notifications}
    </StyledScreen>
  );
}
