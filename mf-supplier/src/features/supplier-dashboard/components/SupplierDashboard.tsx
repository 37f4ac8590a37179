import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SupplierDashboard } from '@atelier/api-contract';
import {
  MutedText,
  Badge,
  Card,
  LinkButton,
  LoadErrorBanner,
  ROUTES,
  StatCard,
  TagList,
  subscriptionPathOf,
  useDashboardPreview,
} from '@atelier/shared-ui';
import {
  REQUEST_STATE_ACTIONS,
  REQUEST_STATE_LABELS,
  SUPPLIER_DASHBOARD_TEXTS as TEXTS,
  type DashboardService,
} from '../model/texts';

export { SUPPLIER_DASHBOARD_TEXTS } from '../model/texts';

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
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
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
const StyledStats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const number = new Intl.NumberFormat('en-US');

/** How many services the overview names. */
export const OVERVIEW_SERVICES = 3;

export interface SupplierDashboardViewProps {
  isPro: boolean;
  /** The supplier's services; undefined while loading. */
  services: readonly DashboardService[] | undefined;
  /** The company (or person) to welcome. */
  name?: string;
  /** Recent client requests and analytics; undefined while loading. */
  cards?: SupplierDashboard | undefined;
  /** Asks for the cards again after they failed to load. */
  onRetry?: (() => void) | undefined;
  /** The unread notifications card (the inbox's), signed in only. */
  notifications?: ReactNode;
}

/**
 * /supplier/dashboard's cards (spec 001 section 2), from what it is given: the real dashboard
 * feeds the session, the services and GET /api/dashboards/supplier, /supplier-dashboard-preview
 * the demo figures. Inside a
 * preview every action leads to sign-up.
 */
export function SupplierDashboardView({
  isPro,
  services,
  name,
  cards,
  onRetry,
  notifications,
}: SupplierDashboardViewProps) {
  const preview = useDashboardPreview();
  const to = (path: string) => (preview === null ? path : ROUTES.signup);
  const categories = [...new Set(services?.flatMap((service) => service.categories) ?? [])];
  return (
    <StyledScreen aria-labelledby="supplier-dashboard-title">
      <StyledHeading>
        <h1 id="supplier-dashboard-title">{TEXTS.title}</h1>
        <Badge tone={isPro ? 'success' : 'neutral'}>{isPro ? TEXTS.pro : TEXTS.starter}</Badge>
      </StyledHeading>
      {name !== undefined && name !== '' && <MutedText>{TEXTS.welcome(name)}</MutedText>}

      <Card title={TEXTS.quickActionsTitle} headingLevel={2}>
        <StyledRow>
          <LinkButton to={to(ROUTES.supplier.services)}>{TEXTS.quickActions.addService}</LinkButton>
          <LinkButton to={to(ROUTES.supplier.requests)} variant="secondary">
            {TEXTS.quickActions.requests}
          </LinkButton>
          <LinkButton to={to(ROUTES.supplier.profile)} variant="secondary">
            {TEXTS.quickActions.profile}
          </LinkButton>
          <LinkButton to={to(ROUTES.supplier.messages)} variant="secondary">
            {TEXTS.quickActions.messages}
          </LinkButton>
        </StyledRow>
      </Card>

      {services !== undefined && (
        <Card title={TEXTS.servicesTitle} headingLevel={2}>
          {services.length === 0 ? (
            <MutedText>{TEXTS.servicesEmpty}</MutedText>
          ) : (
            <>
              <p>{TEXTS.servicesCount(services.length)}</p>
              <StyledList aria-label={TEXTS.servicesTitle}>
                {services.slice(0, OVERVIEW_SERVICES).map((service) => (
                  <StyledItem key={service.id}>
                    <strong>{service.title}</strong>
                    <Badge tone="brand">{service.type}</Badge>
                  </StyledItem>
                ))}
              </StyledList>
              <TagList tags={categories} label={TEXTS.categoriesCovered} />
            </>
          )}
          <div>
            <LinkButton to={to(ROUTES.supplier.services)} variant="secondary">
              {TEXTS.manageServices}
            </LinkButton>
          </div>
        </Card>
      )}

      {onRetry !== undefined && (
        <LoadErrorBanner title={TEXTS.loadError} retryLabel={TEXTS.retry} onRetry={onRetry} />
      )}
      {cards !== undefined && (
        <>
          <Card title={TEXTS.requestsTitle} headingLevel={2}>
            {cards.recentRequests.length === 0 ? (
              <MutedText>{TEXTS.requestsEmpty}</MutedText>
            ) : (
              <StyledList aria-label={TEXTS.requestsTitle}>
                {cards.recentRequests.map((request) => (
                  <StyledItem key={request.id}>
                    <span>
                      <strong>{request.title}</strong>{' '}
                      <MutedText inline>{request.client ?? TEXTS.confidential}</MutedText>
                    </span>
                    <StyledRow>
                      {request.urgent && <Badge tone="danger">{TEXTS.urgent}</Badge>}
                      <Badge tone="info">{REQUEST_STATE_LABELS[request.state]}</Badge>
                    </StyledRow>
                    <LinkButton size="sm" variant="secondary" to={to(ROUTES.supplier.requests)}>
                      {REQUEST_STATE_ACTIONS[request.state]}
                    </LinkButton>
                  </StyledItem>
                ))}
              </StyledList>
            )}
            <div>
              <LinkButton to={to(ROUTES.supplier.requests)} variant="secondary">
                {TEXTS.viewAllRequests}
              </LinkButton>
            </div>
          </Card>

          <Card title={TEXTS.analyticsTitle} headingLevel={2}>
            <StyledStats>
              <StatCard
                label={TEXTS.analytics.openRequests}
                value={number.format(cards.openRequests)}
              />
              <StatCard
                label={TEXTS.analytics.quotesSent}
                value={number.format(cards.analytics.totalResponses)}
              />
              <StatCard
                label={TEXTS.analytics.inDiscussion}
                value={number.format(
                  cards.analytics.responses.shortlisted + cards.analytics.responses.interviewed,
                )}
              />
              <StatCard
                label={TEXTS.analytics.accepted}
                value={number.format(cards.analytics.responses.hired)}
              />
              {cards.analytics.profileViews !== null && (
                <StatCard
                  label={TEXTS.analytics.profileViews}
                  value={number.format(cards.analytics.profileViews)}
                />
              )}
            </StyledStats>
          </Card>
        </>
      )}

      {!isPro && (
        <Card title={TEXTS.premiumFeaturesTitle} headingLevel={2}>
          <p>{TEXTS.premiumFeatures}</p>
          <div>
            <LinkButton to={to(subscriptionPathOf('supplier'))}>{TEXTS.upgradeNow}</LinkButton>
          </div>
        </Card>
      )}
      {preview === null && notifications}
    </StyledScreen>
  );
}
