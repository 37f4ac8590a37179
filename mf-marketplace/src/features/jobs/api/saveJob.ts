import type { SavedJobs } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { getSavedJobsApi } from './getSavedJobs';

/** `PUT` (save) or `DELETE` (unsave) `/api/jobs/:id/saved`; the answer is the new list. */
export const saveJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    setJobSaved: build.mutation<SavedJobs, { jobId: string; saved: boolean }>({
      query: ({ jobId, saved }) => ({
        url: `/jobs/${encodeURIComponent(jobId)}/saved`,
        method: saved ? 'PUT' : 'DELETE',
      }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) {
          void dispatch(getSavedJobsApi.util.upsertQueryData('getSavedJobs', undefined, data));
        }
      },
    }),
  }),
});

export const { useSetJobSavedMutation } = saveJobApi;
