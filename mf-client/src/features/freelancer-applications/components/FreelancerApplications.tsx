import { useState } from 'react';
import styled from 'styled-components';
import type {
  ApplicationAction,
  ApplicationStatus,
  JobApplication,
  RejectionReason,
} from '@atelier/api-contract';
import { SendMessageButton } from '@atelier/inbox';
import {
  APPLICATION_SORTS,
  APPLICATION_SORT_LABELS,
  APPLICATION_STATUSES,
  REJECTION_REASONS,
  type ApplicationSort,
} from '@atelier/api-contract/values';
import { MutedText, Page, mediaUp } from '@atelier/shared-ui';
import {
  Badge,
  Banner,
  Button,
  Card,
  EmptyState,
  ListFrame,
  SelectField,
  TextField,
  downloadUploadedFile,
  formatApplicationAge,
  formatFileSize,
  usePlatform,
} from '@atelier/shared-ui';
import { ApplicationsTabs } from '../../../components/ApplicationsTabs';
import { useDecideApplicationMutation } from '../api/decideApplication';
import { useGetJobApplicationsQuery } from '../api/getJobApplications';
import { useOpenApplicationMutation } from '../api/openApplication';
import { ADD_TO_STYLE_TEXTS } from '../model/addToStyle';
import { TESTIMONIAL_TEXTS } from '../model/testimonial';
import { AddToStyleDialog } from './AddToStyleDialog';
import { TestimonialDialog } from './TestimonialDialog';
import {
  APPLICATIONS_TEXTS as TEXTS,
  CLIENT_STATUS_LABELS,
  interviewInstant,
} from '../model/applications';

// The list (its filters above it) in the narrow column, the open application in the wide one;
// one column on a phone.
const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  ${mediaUp('md')} {
    grid-template-columns: minmax(16rem, 1fr) minmax(0, 2fr);
  }
`;

const StyledListColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  ${mediaUp('sm')} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    width: 100%;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    text-align: left;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLetter = styled.p`
  white-space: pre-wrap;
`;

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * One application: the applicant's letter, rate and attachments (downloaded through short-lived
 * signed links, which only the job's client and the applicant get), Send Message (the one
 * conversation with the applicant) and the status machine's actions.
 */
function ApplicationDetail({
  application,
  now,
}: {
  application: JobApplication;
  /** The time ages are measured from ('Today', 'Yesterday', 'n days ago'). */
  now: number;
}) {
  const { getAccessToken } = usePlatform();
  const [decide, { isLoading, isError, reset }] = useDecideApplicationMutation();
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);
  const download = async (file: { key: string; name: string }) => {
    setDownloadFailed(null);
    try {
      await downloadUploadedFile(file, getAccessToken);
    } catch {
      setDownloadFailed(file.name);
    }
  };
  const [step, setStep] = useState<'none' | 'interview' | 'reject'>('none');
  const [interviewAt, setInterviewAt] = useState('');
  const [reason, setReason] = useState<RejectionReason>(REJECTION_REASONS[0].value);
  const [writingTestimonial, setWritingTestimonial] = useState(false);
  const [addingToStyle, setAddingToStyle] = useState(false);
  // Told at once, before the applications are read again (which then say so).
  const [justWritten, setJustWritten] = useState(false);
  const testimonialWritten = application.testimonialWritten || justWritten;
  const status = application.status;
  // The actions the status machine allows now, as the API answers them (it refuses others, 409).
  const canTake = (action: ApplicationAction) => application.allowedActions.includes(action);
  const act = async (decision: Parameters<typeof decide>[0]['decision']) => {
    reset();
    const result = await decide({ id: application.id, decision });
    if (!('error' in result)) setStep('none');
  };
  const instant = interviewInstant(interviewAt);

  return (
    <Card>
      <article aria-label={application.freelancerName}>
        <h2>{application.freelancerName}</h2>
        {application.applicantIsPro && <Badge tone="brand">{TEXTS.pro}</Badge>}
        <MutedText>{TEXTS.appliedTo(application.jobTitle)}</MutedText>
        <MutedText>{formatApplicationAge(Date.parse(application.appliedAt), now)}</MutedText>
        <p>
          <Badge tone="info">{CLIENT_STATUS_LABELS[status]}</Badge>
        </p>
        {status === 'interviewed' && application.interviewAt !== null && (
          <p>
            <strong>{TEXTS.interview(formatTime(application.interviewAt))}</strong>
          </p>
        )}
        {status === 'rejected' && application.rejectionReason !== null && (
          <p>{TEXTS.rejectedFor(application.rejectionReason)}</p>
        )}
        {application.ndaAcceptedAt !== null && <MutedText>{TEXTS.ndaAccepted}</MutedText>}
        <h3>{TEXTS.coverLetter}</h3>
        <StyledLetter>{application.coverLetter}</StyledLetter>
        {application.rate !== null && (
          <p>
            {TEXTS.rate}: {application.rate.amount} {application.rate.currency} /{' '}
            {application.rate.period}
          </p>
        )}
        {application.attachments.length > 0 && (
          <>
            <h3>{TEXTS.attachments}</h3>
            <ul>
              {application.attachments.map((file) => (
                <li key={file.key}>
                  <Button variant="ghost" size="sm" onClick={() => void download(file)}>
                    {TEXTS.download(file.name)}
                  </Button>{' '}
                  <MutedText inline>{formatFileSize(file.size)}</MutedText>
                </li>
              ))}
            </ul>
            {downloadFailed !== null && (
              <Banner tone="danger" title={TEXTS.downloadFailed(downloadFailed)} />
            )}
          </>
        )}
        {isError && <Banner tone="danger" title={TEXTS.actionFailed} />}
        {status === 'hired' && testimonialWritten && (
          <Banner tone="success" title={TESTIMONIAL_TEXTS.written(application.freelancerName)} />
        )}
        <StyledActions>
          <SendMessageButton userId={application.freelancerId} />
          {status === 'hired' && !testimonialWritten && (
            <Button onClick={() => setWritingTestimonial(true)}>{TESTIMONIAL_TEXTS.write}</Button>
          )}
          {status === 'hired' && (
            <Button variant="secondary" onClick={() => setAddingToStyle(true)}>
              {ADD_TO_STYLE_TEXTS.open}
            </Button>
          )}
          <Button
            disabled={isLoading || !canTake('shortlist')}
            onClick={() => void act({ action: 'shortlist' })}
          >
            {TEXTS.shortlist}
          </Button>
          <Button
            disabled={isLoading || !canTake('schedule-interview')}
            onClick={() => setStep('interview')}
          >
            {TEXTS.scheduleInterview}
          </Button>
          <Button
            disabled={isLoading || !canTake('hire')}
            onClick={() => void act({ action: 'hire' })}
          >
            {TEXTS.hire}
          </Button>
          <Button
            variant="secondary"
            disabled={isLoading || !canTake('reject')}
            onClick={() => setStep('reject')}
          >
            {TEXTS.reject}
          </Button>
        </StyledActions>
        {step === 'interview' && (
          <StyledActions>
            <TextField
              label={TEXTS.interviewAt}
              type="datetime-local"
              value={interviewAt}
              onChange={(event) => setInterviewAt(event.target.value)}
            />
            <Button
              disabled={isLoading || instant === null}
              onClick={() =>
                instant !== null && void act({ action: 'schedule-interview', interviewAt: instant })
              }
            >
              {TEXTS.confirmInterview}
            </Button>
            <Button variant="secondary" onClick={() => setStep('none')}>
              {TEXTS.cancel}
            </Button>
          </StyledActions>
        )}
        {step === 'reject' && (
          <StyledActions>
            <SelectField
              label={TEXTS.rejectReason}
              value={reason}
              options={REJECTION_REASONS.map((entry) => ({
                value: entry.value,
                label: entry.label,
              }))}
              onChange={(event) => setReason(event.target.value as RejectionReason)}
            />
            <Button disabled={isLoading} onClick={() => void act({ action: 'reject', reason })}>
              {TEXTS.confirmReject}
            </Button>
            <Button variant="secondary" onClick={() => setStep('none')}>
              {TEXTS.cancel}
            </Button>
          </StyledActions>
        )}
        {addingToStyle && (
          <AddToStyleDialog application={application} onClose={() => setAddingToStyle(false)} />
        )}
        {writingTestimonial && (
          <TestimonialDialog
            application={application}
            onClose={() => setWritingTestimonial(false)}
            onWritten={() => {
              setWritingTestimonial(false);
              setJustWritten(true);
            }}
          />
        )}
      </article>
    </Card>
  );
}

/**
 * /client/applications/freelancers (spec 001, View Applications): applications to the client's
 * jobs with search and status filter, and a detail panel. Opening one moves a new application to
 * reviewing; the actions follow the status machine and change the application for both sides.
 */
export function FreelancerApplications() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ApplicationStatus | 'all'>('all');
  const [sort, setSort] = useState<ApplicationSort>('newest');
  const { data, isLoading, isError, refetch } = useGetJobApplicationsQuery({
    q: search,
    ...(status !== 'all' && { status }),
    ...(sort !== 'newest' && { sort }),
  });
  const [open] = useOpenApplicationMutation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const applications = data?.applications ?? [];
  const selected = applications.find((application) => application.id === selectedId);

  const select = (application: JobApplication) => {
    setSelectedId(application.id);
    void open(application.id);
  };

  return (
    <Page width="xl">
      <ApplicationsTabs />
      <StyledColumns>
        <StyledListColumn>
          <ListFrame
            status={isLoading ? 'loading' : isError ? 'error' : 'ready'}
            loadingLabel={TEXTS.loading}
            errorTitle={TEXTS.loadError}
            retryLabel={TEXTS.retry}
            onRetry={() => void refetch()}
            toolbar={
              <StyledFilters>
                <TextField
                  label={TEXTS.search}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
                <SelectField
                  label={TEXTS.status}
                  value={status}
                  options={[
                    { value: 'all', label: TEXTS.allStatuses },
                    ...APPLICATION_STATUSES.map((value) => ({
                      value,
                      label: CLIENT_STATUS_LABELS[value],
                    })),
                  ]}
                  onChange={(event) => setStatus(event.target.value as ApplicationStatus | 'all')}
                />
                <SelectField
                  label={TEXTS.sort}
                  value={sort}
                  options={APPLICATION_SORTS.map((value) => ({
                    value,
                    label: APPLICATION_SORT_LABELS[value],
                  }))}
                  onChange={(event) => setSort(event.target.value as ApplicationSort)}
                />
              </StyledFilters>
            }
            isEmpty={applications.length === 0}
            empty={<EmptyState title={TEXTS.emptyTitle} text={TEXTS.emptyText} />}
          >
            <StyledList aria-label={TEXTS.list}>
              {applications.map((application) => (
                <li key={application.id}>
                  <button
                    type="button"
                    aria-pressed={application.id === selectedId}
                    onClick={() => select(application)}
                  >
                    <strong>{application.freelancerName}</strong>
                    {application.applicantIsPro && (
                      <>
                        {' '}
                        <Badge tone="brand">{TEXTS.pro}</Badge>
                      </>
                    )}
                    <br />
                    {application.jobTitle}
                    <br />
                    <Badge>{CLIENT_STATUS_LABELS[application.status]}</Badge>{' '}
                    {formatApplicationAge(Date.parse(application.appliedAt), now)}
                  </button>
                </li>
              ))}
            </StyledList>
          </ListFrame>
        </StyledListColumn>
        {selected === undefined ? (
          <MutedText>{TEXTS.selectOne}</MutedText>
        ) : (
          <ApplicationDetail key={selected.id} application={selected} now={now} />
        )}
      </StyledColumns>
    </Page>
  );
}
