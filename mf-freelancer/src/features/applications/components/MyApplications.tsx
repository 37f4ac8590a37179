import { useState } from 'react';
import styled from 'styled-components';
import type { JobApplication } from '@atelier/api-contract';
import {
  Badge,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  LinkButton,
  ListFrame,
  MutedText,
  Page,
  PageHeader,
  formatShortDate,
  starterAllowanceUsage,
} from '@atelier/shared-ui';
import { PLATFORM_PATHS } from '../../../config/paths';
import { useGetAllowancesQuery } from '../api/getAllowances';
import { useGetMyApplicationsQuery } from '../api/getMyApplications';
import { useWithdrawApplicationMutation } from '../api/withdrawApplication';
import { STATUS_LABELS } from '../../../lib/applicationStatus';
import { MY_APPLICATIONS_TEXTS as TEXTS, formatInterviewTime } from '../model/applicationStatus';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: JobApplication;
  onWithdraw: () => void;
}) {
  const status = STATUS_LABELS[application.status];
  return (
    <article aria-label={application.jobTitle}>
      <Card>
        <StyledRow>
          <h2>{application.jobTitle}</h2>
          <Badge tone={status.tone}>{status.label}</Badge>
        </StyledRow>
        <MutedText>{application.company ?? TEXTS.confidentialCompany}</MutedText>
        <MutedText>{TEXTS.applied(formatShortDate(Date.parse(application.appliedAt)))}</MutedText>
        {application.status === 'interviewed' && application.interviewAt !== null && (
          <p>
            <strong>{TEXTS.interview(formatInterviewTime(application.interviewAt))}</strong>
          </p>
        )}
        {application.status === 'rejected' && application.rejectionReason !== null && (
          <p>{TEXTS.reason(application.rejectionReason)}</p>
        )}
        {application.jobStatus !== 'active' && application.withdrawable && (
          <MutedText>{TEXTS.jobClosed}</MutedText>
        )}
        {/* The API answers whether it may still be withdrawn (nothing decided yet). */}
        {application.withdrawable && (
          <StyledRow>
            <span />
            <Button
              variant="secondary"
              size="sm"
              aria-label={TEXTS.withdrawFor(application.jobTitle)}
              onClick={onWithdraw}
            >
              {TEXTS.withdraw}
            </Button>
          </StyledRow>
        )}
      </Card>
    </article>
  );
}

/**
 * /freelancer/applications: the freelancer's applications with their live status, interview
 * time and rejection reason, this month's Starter use, and Withdraw while nothing is decided.
 */
export function MyApplications() {
  const { data, isLoading, isError, refetch } = useGetMyApplicationsQuery(undefined);
  const { data: allowances } = useGetAllowancesQuery(undefined);
  const [withdraw, { isLoading: withdrawing, isError: withdrawFailed }] =
    useWithdrawApplicationMutation();
  const [confirming, setConfirming] = useState<JobApplication | null>(null);
  const usage = allowances?.allowances.find((entry) => entry.allowance === 'application');
  const applications = data?.applications ?? [];

  return (
    <Page aria-labelledby="my-applications-title" width="lg">
      <PageHeader
        title={TEXTS.heading}
        titleId="my-applications-title"
        subtitle={[TEXTS.intro, usage !== undefined && starterAllowanceUsage(usage)]}
      />
      {withdrawFailed && <Banner tone="danger" title={TEXTS.withdrawFailed} />}
      <ListFrame
        status={isLoading ? 'loading' : isError ? 'error' : 'ready'}
        loadingLabel={TEXTS.loading}
        errorTitle={TEXTS.loadError}
        retryLabel={TEXTS.retry}
        onRetry={() => void refetch()}
        isEmpty={applications.length === 0}
        empty={
          <EmptyState
            title={TEXTS.emptyTitle}
            text={TEXTS.emptyText}
            action={<LinkButton to={PLATFORM_PATHS.jobs}>{TEXTS.browseJobs}</LinkButton>}
          />
        }
      >
        <StyledList aria-label={TEXTS.heading}>
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                onWithdraw={() => setConfirming(application)}
              />
            </li>
          ))}
        </StyledList>
      </ListFrame>
      <ConfirmDialog
        open={confirming !== null}
        title={TEXTS.withdrawTitle}
        message={TEXTS.withdrawMessage}
        confirmLabel={TEXTS.withdraw}
        cancelLabel={TEXTS.cancel}
        danger
        busy={withdrawing}
        busyLabel={TEXTS.withdrawing}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming === null) return;
          void withdraw(confirming.id)
            .unwrap()
            .finally(() => setConfirming(null));
        }}
      />
    </Page>
  );
}
