import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SupplierDashboard } from '@atelier/api-contract';
import {
  MutedText,
  Badge,
  Card,
  DashboardAction,
  ItemList,
  ItemRow,
  LinkButton,
  LoadErrorBanner,
  Page,
  DashboardHeader,
  QuickActionsCard,
  ROUTES,
  StatCard,
  StatGrid,
  TagList,
  UpgradeCard,
  subscriptionPathOf,
  useDashboardLink,
  useDashboardPreview,
  PLM_LINK_LABEL,
} from '@atelier/shared-ui';
import {
  REQUEST_STATE_ACTIONS,
  REQUEST_STATE_LABELS,
  SUPPLIER_DASHBOARD_TEXTS as TEXTS,
  type DashboardService,
} from '../model/texts';

export { SUPPLIER_DASHBOARD_TEXTS } from '../model/texts';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const number = new Intl.NumberFormat('en-US');

/** How many services the overview names. */
export const OVERVIEW_SERVICES = 3;

export interface SupplierDashboardViewProps {
  isPro: boolean;
  /** An admin verified the business and the supplier is Pro: the Verified Supplier badge. */
  verified?: boolean;
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
  verified = false,
  services,
  name,
  cards,
  onRetry,
  notifications,
}: SupplierDashboardViewProps) {
  const preview = useDashboardPreview();
  const to = useDashboardLink();
  const categories = [...new Set(services?.flatMap((service) => service.categories) ?? [])];
  return (
    <Page aria-labelledby="supplier-dashboard-title">
      <DashboardHeader
        title={TEXTS.title}
        titleId="supplier-dashboard-title"
        paid={isPro}
        plan={{ paid: verified ? TEXTS.verified : TEXTS.pro, free: TEXTS.starter }}
        name={name}
        welcome={TEXTS.welcome}
      />

      <QuickActionsCard
        title={TEXTS.quickActionsTitle}
        actions={[
          { to: ROUTES.supplier.services, label: TEXTS.quickActions.addService },
          { to: ROUTES.supplier.requests, label: TEXTS.quickActions.requests },
          { to: ROUTES.supplier.profile, label: TEXTS.quickActions.profile },
          { to: ROUTES.supplier.messages, label: TEXTS.quickActions.messages },
          // Atelier PLM (issue 38), in every role's dashboard.
          { to: ROUTES.plm.styles, label: PLM_LINK_LABEL },
        ]}
      />

      {services !== undefined && (
        <Card title={TEXTS.servicesTitle} headingLevel={2}>
          {services.length === 0 ? (
            <MutedText>{TEXTS.servicesEmpty}</MutedText>
          ) : (
            <>
              <p>{TEXTS.servicesCount(services.length)}</p>
              <ItemList aria-label={TEXTS.servicesTitle}>
                {services.slice(0, OVERVIEW_SERVICES).map((service) => (
                  <ItemRow key={service.id}>
                    <strong>{service.title}</strong>
                    <Badge tone="brand">{service.type}</Badge>
                  </ItemRow>
                ))}
              </ItemList>
              <TagList tags={categories} label={TEXTS.categoriesCovered} />
            </>
          )}
          <DashboardAction to={ROUTES.supplier.services}>{TEXTS.manageServices}</DashboardAction>
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
              <ItemList aria-label={TEXTS.requestsTitle}>
                {cards.recentRequests.map((request) => (
                  <ItemRow key={request.id}>
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
                  </ItemRow>
                ))}
              </ItemList>
            )}
            <DashboardAction to={ROUTES.supplier.requests}>{TEXTS.viewAllRequests}</DashboardAction>
          </Card>

          <Card title={TEXTS.analyticsTitle} headingLevel={2}>
            <StatGrid>
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
            </StatGrid>
          </Card>
        </>
      )}

      {!isPro && (
        <UpgradeCard
          title={TEXTS.premiumFeaturesTitle}
          text={TEXTS.premiumFeatures}
          to={subscriptionPathOf('supplier')}
          label={TEXTS.upgradeNow}
        />
      )}
      {preview === null && notifications}
    </Page>
  );
}
