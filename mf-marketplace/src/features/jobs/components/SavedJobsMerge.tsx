import { useSessionOrSignedOut } from '@atelier/shared-ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMergeIntoAccount } from '../../../lib/mergeIntoAccount';
import { useMergeSavedJobsMutation } from '../api/mergeSavedJobs';
import { savedJobsCleared, selectSavedJobIds } from '../model/savedJobsSlice';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Job ids only (the former sample jobs' are dropped), at most 500. */
const mergeable = (ids: readonly string[]) => ids.filter((id) => UUID.test(id)).slice(0, 500);

/**
 * Renders nothing. When a user is signed in and this browser holds a visitor's saved jobs, they
 * join the account once (`/jobs/saved/merge`), then are cleared here; a failed merge keeps them
 * for the next visit. Ids that are not job ids (the former sample jobs') are dropped.
 */
export function SavedJobsMerge() {
  const dispatch = useAppDispatch();
  const [mergeSavedJobs] = useMergeSavedJobsMutation();
  useMergeIntoAccount({
    signedIn: useSessionOrSignedOut().status === 'signedIn',
    localIds: useAppSelector(selectSavedJobIds),
    mergeable,
    merge: (jobIds) => mergeSavedJobs({ jobIds }).unwrap(),
    clear: () => dispatch(savedJobsCleared()),
    failure: 'Could not keep the browser’s saved jobs in the account',
  });
  return null;
}
