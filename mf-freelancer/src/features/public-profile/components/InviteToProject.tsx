import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { PublicProfile } from '@atelier/api-contract';
import {
  Banner,
  Button,
  Dialog,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  ROUTES,
  SelectField,
} from '@atelier/shared-ui';
import { useGetMyJobsQuery } from '../api/getMyJobs';
import { useInviteToJobMutation } from '../api/inviteToJob';
import { INVITE_TEXTS, PUBLIC_PROFILE_TEXTS as T } from '../model/texts';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Invite to Project for a signed-in client (spec 001 section 2): picks one of their open jobs and
 * invites the freelancer to it (`POST /api/jobs/:id/invitations`; the freelancer is notified and
 * may then read an invite-only job).
 */
export function InviteToProject({ profile }: { profile: PublicProfile }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setSent(null);
          setOpen(true);
        }}
      >
        {T.inviteToProject}
      </Button>
      {sent !== null && <Banner tone="success" title={sent} />}
      {open && (
        <InviteDialog
          profile={profile}
          onClose={() => setOpen(false)}
          onSent={(job) => {
            setOpen(false);
            setSent(INVITE_TEXTS.sent(profile.fullName, job));
          }}
        />
      )}
    </>
  );
}

function InviteDialog({
  profile,
  onClose,
  onSent,
}: {
  profile: PublicProfile;
  onClose: () => void;
  onSent: (jobTitle: string) => void;
}) {
  const jobs = useGetMyJobsQuery(undefined);
  const [invite, invitation] = useInviteToJobMutation();
  const [jobId, setJobId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const openJobs = (jobs.data?.listings ?? []).filter((job) => job.status === 'active');

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const job = openJobs.find((candidate) => candidate.id === jobId);
    if (job === undefined) {
      setError(INVITE_TEXTS.required);
      return;
    }
    setError(null);
    const result = await invite({ jobId: job.id, userId: profile.userId });
    if ('error' in result) {
      const failure = result.error;
      setError(typeof failure === 'object' && 'message' in failure ? String(failure.message) : '');
      return;
    }
    onSent(job.title);
  };

  let body;
  if (jobs.isLoading) body = <LoadingState label={INVITE_TEXTS.loading} />;
  else if (jobs.isError) {
    body = (
      <LoadErrorBanner
        title={INVITE_TEXTS.loadError}
        retryLabel={INVITE_TEXTS.retry}
        onRetry={() => void jobs.refetch()}
      />
    );
  } else if (openJobs.length === 0) {
    body = (
      <>
        <p>{INVITE_TEXTS.noOpenJobs}</p>
        <div>
          <LinkButton to={ROUTES.client.postJob}>{INVITE_TEXTS.postJob}</LinkButton>
        </div>
      </>
    );
  } else {
    body = (
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={INVITE_TEXTS.job}
          placeholder={INVITE_TEXTS.chooseJob}
          options={openJobs.map((job) => ({ value: job.id, label: job.title }))}
          value={jobId}
          onChange={(event) => {
            setJobId(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <StyledActions>
          <Button type="submit" busy={invitation.isLoading} busyLabel={INVITE_TEXTS.sending}>
            {INVITE_TEXTS.send}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {INVITE_TEXTS.cancel}
          </Button>
        </StyledActions>
      </StyledForm>
    );
  }

  return (
    <Dialog open onClose={onClose} title={INVITE_TEXTS.title(profile.fullName)}>
      {body}
    </Dialog>
  );
}
