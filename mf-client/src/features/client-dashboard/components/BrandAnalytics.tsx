import styled from 'styled-components';
import type { ClientDashboard } from '@atelier/api-contract';
import { Card, StatCard } from '@atelier/shared-ui';
import { CLIENT_DASHBOARD_TEXTS as TEXTS } from '../model/texts';

const StyledStats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** The client's listings at a glance (spec 001 section 2, brand analytics). */
export function BrandAnalytics({ analytics }: { analytics: ClientDashboard['analytics'] }) {
  return (
    <Card title={TEXTS.analyticsTitle} headingLevel={2}>
      <StyledStats>
        {(Object.keys(TEXTS.analytics) as (keyof typeof TEXTS.analytics)[]).map((key) => (
          <StatCard key={key} label={TEXTS.analytics[key]} value={analytics[key]} />
        ))}
      </StyledStats>
    </Card>
  );
}
