import { HeartIcon, useSessionOrSignedOut } from '@atelier/shared-ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useGetSavedJobsQuery } from '../api/getSavedJobs';
import { useSetJobSavedMutation } from '../api/saveJob';
import { jobSaveToggled, selectIsJobSaved } from '../model/savedJobsSlice';
import { JOB_TEXTS } from '../model/texts';
import { JobIconButton } from './JobIconButton';

export interface SaveJobButtonProps {
  jobId: string;
  /** The job's title, for the button's accessible name. */
  title: string;
}

/**
 * The heart of a job. A signed-in user's saved jobs are kept on the server; a visitor's in this
 * browser (merged into the account at sign-in by SavedJobsMerge).
 */
export function SaveJobButton({ jobId, title }: SaveJobButtonProps) {
  const dispatch = useAppDispatch();
  const { status } = useSessionOrSignedOut();
  const signedIn = status === 'signedIn';
  const savedLocally = useAppSelector((state) => selectIsJobSaved(state, jobId));
  const { data: savedJobs } = useGetSavedJobsQuery(undefined, { skip: !signedIn });
  const [setSaved, { isLoading }] = useSetJobSavedMutation();
  const saved = signedIn ? (savedJobs?.jobIds.includes(jobId) ?? false) : savedLocally;

  const toggle = () => {
    if (!signedIn) dispatch(jobSaveToggled(jobId));
    else void setSaved({ jobId, saved: !saved });
  };

  return (
    <JobIconButton
      type="button"
      aria-label={JOB_TEXTS.save(title)}
      aria-pressed={saved}
      aria-busy={isLoading}
      // Until the session is known, a click could not tell where the job is saved.
      disabled={status === 'loading' || (signedIn && (savedJobs === undefined || isLoading))}
      onClick={toggle}
    >
      <HeartIcon filled={saved} />
    </JobIconButton>
  );
}
