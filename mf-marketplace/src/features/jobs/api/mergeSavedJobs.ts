import type { MergeSavedJobsBody, SavedJobs } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { getSavedJobsApi } from './getSavedJobs';

/** `POST /api/jobs/saved/merge`: a visitor's saved jobs join the account at sign-in. */
export const mergeSavedJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    mergeSavedJobs: build.mutation<SavedJobs, MergeSavedJobsBody>({
      query: (body) => ({ url: '/jobs/saved/merge', method: 'POST', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) {
          void dispatch(getSavedJobsApi.util.upsertQueryData('getSavedJobs', undefined, data));
        }
      },
    }),
  }),
});

export const { useMergeSavedJobsMutation } = mergeSavedJobsApi;
