import { NotificationsCard } from '@atelier/inbox';
import styled from 'styled-components';
import { Badge, Card, LinkButton, ROUTES, useSession } from '@atelier/shared-ui';

// The first slice of /client/dashboard (spec 001, section 2): the premium/free badge and the
// premium-features card with Upgrade Now, shown only when not subscribed. The quick actions,
// recommended profiles, applications overview and analytics come with the client workspace.

export const CLIENT_DASHBOARD_TEXTS = {
  title: 'Client Dashboard',
  premium: 'Premium',
  free: 'Free Plan',
  premiumFeaturesTitle: 'Premium features',
  premiumFeatures:
    'Unlimited job posts and contacts, dashboard and shortlist tools, AI-powered matches and priority support.',
  upgradeNow: 'Upgrade Now',
} as const;

const StyledScreen = styled.main`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledHeading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export function ClientDashboard() {
  const session = useSession();
  const isPremium = session.status === 'signedIn' && session.isPremium;
  return (
    <StyledScreen aria-labelledby="client-dashboard-title">
      <StyledHeading>
        <h1 id="client-dashboard-title">{CLIENT_DASHBOARD_TEXTS.title}</h1>
        <Badge tone={isPremium ? 'success' : 'neutral'}>
          {isPremium ? CLIENT_DASHBOARD_TEXTS.premium : CLIENT_DASHBOARD_TEXTS.free}
        </Badge>
      </StyledHeading>
      {!isPremium && (
        <Card title={CLIENT_DASHBOARD_TEXTS.premiumFeaturesTitle} headingLevel={2}>
          <p>{CLIENT_DASHBOARD_TEXTS.premiumFeatures}</p>
          <LinkButton to={ROUTES.client.subscription}>
            {CLIENT_DASHBOARD_TEXTS.upgradeNow}
          </LinkButton>
        </Card>
      )}
      <NotificationsCard workspace="client" />
    </StyledScreen>
  );
}
