import styled from 'styled-components';
import { Badge, Card, LinkButton, ROUTES, useDashboardPreview } from '@atelier/shared-ui';
import {
  APPLICATION_STATUS_ACTIONS,
  CLIENT_DASHBOARD_TEXTS as TEXTS,
  type DashboardApplicationStatus,
} from '../model/texts';

export interface DashboardApplication {
  id: string;
  name: string;
  listingTitle: string;
  status: DashboardApplicationStatus;
}

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
const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Applications to the client's listings, with each status's action (spec 001 section 4). */
export function ApplicationsOverview({
  applications,
}: {
  applications: readonly DashboardApplication[];
}) {
  const preview = useDashboardPreview();
  return (
    <Card title={TEXTS.applicationsTitle} headingLevel={2}>
      <StyledList>
        {applications.map((application) => (
          <StyledItem key={application.id}>
            <span>
              <strong>{application.name}</strong>{' '}
              <StyledMuted>{application.listingTitle}</StyledMuted>
            </span>
            <Badge tone="info">{application.status}</Badge>
            <LinkButton
              size="sm"
              variant="secondary"
              to={preview === null ? ROUTES.client.applications : ROUTES.signup}
            >
              {APPLICATION_STATUS_ACTIONS[application.status]}
            </LinkButton>
          </StyledItem>
        ))}
      </StyledList>
    </Card>
  );
}
