import type { SavedJobs } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/jobs/saved`: the signed-in user's saved jobs (the hearts). */
export const getSavedJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedJobs: build.query<SavedJobs, undefined>({
      query: () => ({ url: '/jobs/saved' }),
      providesTags: [{ type: 'SavedJobs', id: 'LIST' }],
    }),
  }),
});

export const { useGetSavedJobsQuery } = getSavedJobsApi;
