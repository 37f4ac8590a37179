import type { Job } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/jobs/:id`: one job (a shared link's, or the one applied to); counts a view. */
export const getJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJob: build.query<Job, string>({
      query: (jobId) => ({ url: `/jobs/${encodeURIComponent(jobId)}` }),
      providesTags: (_job, _error, jobId) => [{ type: 'Job', id: jobId }],
    }),
  }),
});

export const { useGetJobQuery } = getJobApi;
