import styled from 'styled-components';
import {
  Badge,
  Card,
  LinkButton,
  ROUTES,
  TagList,
  subscriptionPathOf,
  useDashboardPreview,
} from '@atelier/shared-ui';
import {
  REQUEST_STATUS_ACTIONS,
  SUPPLIER_DASHBOARD_TEXTS as TEXTS,
  type DashboardClientRequest,
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
const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** How many services the overview names. */
export const OVERVIEW_SERVICES = 3;

export interface SupplierDashboardViewProps {
  isPro: boolean;
  /** The supplier's services; undefined while loading. */
  services: readonly DashboardService[] | undefined;
  /** The company (or person) to welcome. */
  name?: string;
  /** Recent client requests; the card shows only when there is a source. */
  requests?: readonly DashboardClientRequest[];
}

/**
 * /supplier/dashboard's cards (spec 001 section 2), from what it is given: the real dashboard
 * feeds the session and the services, /supplier-dashboard-preview the demo figures. Inside a
 * preview every action leads to sign-up.
 */
export function SupplierDashboardView({
  isPro,
  services,
  name,
  requests,
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
      {name !== undefined && name !== '' && <StyledMuted>{TEXTS.welcome(name)}</StyledMuted>}

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
            <StyledMuted>{TEXTS.servicesEmpty}</StyledMuted>
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

      {requests !== undefined && (
        <Card title={TEXTS.requestsTitle} headingLevel={2}>
          <StyledList>
            {requests.map((request) => (
              <StyledItem key={request.id}>
                <span>
                  <strong>{request.title}</strong>{' '}
                  <StyledMuted as="span">{request.client}</StyledMuted>
                </span>
                <StyledRow>
                  {request.urgent && <Badge tone="danger">{TEXTS.urgent}</Badge>}
                  <Badge tone="info">{request.status}</Badge>
                </StyledRow>
                <LinkButton size="sm" variant="secondary" to={to(ROUTES.supplier.requests)}>
                  {REQUEST_STATUS_ACTIONS[request.status]}
                </LinkButton>
              </StyledItem>
            ))}
          </StyledList>
        </Card>
      )}

      {!isPro && (
        <Card title={TEXTS.premiumFeaturesTitle} headingLevel={2}>
          <p>{TEXTS.premiumFeatures}</p>
          <div>
            <LinkButton to={to(subscriptionPathOf('supplier'))}>{TEXTS.upgradeNow}</LinkButton>
          </div>
        </Card>
      )}
    </StyledScreen>
  );
}
