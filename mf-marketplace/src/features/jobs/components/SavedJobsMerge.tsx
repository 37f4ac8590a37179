import { useEffect, useRef } from 'react';
import { useSessionOrSignedOut } from '@atelier/shared-ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMergeSavedJobsMutation } from '../api/mergeSavedJobs';
import { savedJobsCleared, selectSavedJobIds } from '../model/savedJobsSlice';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Renders nothing. When a user is signed in and this browser holds a visitor's saved jobs, they
 * join the account once (`/jobs/saved/merge`), then are cleared here; a failed merge keeps them
 * for the next visit. Ids that are not job ids (the former sample jobs') are dropped.
 */
export function SavedJobsMerge() {
  const dispatch = useAppDispatch();
  const signedIn = useSessionOrSignedOut().status === 'signedIn';
  const localIds = useAppSelector(selectSavedJobIds);
  const [mergeSavedJobs] = useMergeSavedJobsMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!signedIn) {
      started.current = false;
      return;
    }
    if (started.current || localIds.length === 0) return;
    started.current = true;
    const jobIds = localIds.filter((id) => UUID.test(id)).slice(0, 500);
    if (jobIds.length === 0) {
      dispatch(savedJobsCleared());
      return;
    }
    void mergeSavedJobs({ jobIds })
      .unwrap()
      .then(
        () => dispatch(savedJobsCleared()),
        (error: unknown) => {
          console.error('Could not keep the browser’s saved jobs in the account', error);
        },
      );
  }, [signedIn, localIds, mergeSavedJobs, dispatch]);

  return null;
}
