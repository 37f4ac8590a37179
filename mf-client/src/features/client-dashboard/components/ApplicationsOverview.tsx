import styled from 'styled-components';
import type {
  ApplicationStatus,
  ClientDashboard,
  DashboardApplication,
} from '@atelier/api-contract';
import {
  Badge,
  Card,
  DashboardAction,
  ItemList,
  ItemRow,
  LinkButton,
  MutedText,
  ROUTES,
  useDashboardLink,
} from '@atelier/shared-ui';
import { CLIENT_STATUS_LABELS, QUOTE_STATUS_LABELS } from '../../../lib/statusLabels';
import { APPLICATION_STATUS_ACTIONS, CLIENT_DASHBOARD_TEXTS as TEXTS } from '../model/texts';

const StyledCounts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** An application's status in the words of its screen (View Applications, supplier quotes). */
const labelOf = (application: DashboardApplication) =>
  application.kind === 'job'
    ? CLIENT_STATUS_LABELS[application.status]
    : QUOTE_STATUS_LABELS[application.status];

/** The statuses in the hiring loop's order (the labels' keys). */
const STATUSES = Object.keys(CLIENT_STATUS_LABELS) as ApplicationStatus[];

const screenOf = (application: DashboardApplication) =>
  application.kind === 'job'
    ? ROUTES.client.freelancerApplications
    : ROUTES.client.supplierApplications;

/**
 * Applications to the client's jobs and quotes to their requests (spec 001 sections 2 and 4): how
 * many in each status, and the latest with their status's action.
 */
export function ApplicationsOverview({
  applications,
}: {
  applications: ClientDashboard['applications'];
}) {
  const to = useDashboardLink();
  return (
    <Card title={TEXTS.applicationsTitle} headingLevel={2}>
      {applications.total === 0 ? (
        <p>{TEXTS.applicationsEmpty}</p>
      ) : (
        <>
          <p>{TEXTS.applicationsTotal(applications.total)}</p>
          <StyledCounts aria-label={TEXTS.applicationsByStatus}>
            {STATUSES.map((status) => (
              <div key={status}>
                <dt>{CLIENT_STATUS_LABELS[status]}</dt>
                <dd>{applications.counts[status]}</dd>
              </div>
            ))}
          </StyledCounts>
          <ItemList aria-label={TEXTS.recentApplications}>
            {applications.recent.map((application) => (
              <ItemRow key={application.id}>
                <span>
                  <strong>{application.name}</strong>{' '}
                  <MutedText inline>{application.listingTitle}</MutedText>
                </span>
                <Badge tone="info">{labelOf(application)}</Badge>
                <LinkButton size="sm" variant="secondary" to={to(screenOf(application))}>
                  {APPLICATION_STATUS_ACTIONS[application.status]}
                </LinkButton>
              </ItemRow>
            ))}
          </ItemList>
        </>
      )}
      <DashboardAction to={ROUTES.client.applications}>{TEXTS.viewAllApplications}</DashboardAction>
    </Card>
  );
}
