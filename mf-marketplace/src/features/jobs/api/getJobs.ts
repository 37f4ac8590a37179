import type { JobPage, JobsQuery } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/jobs`: one page of the listed jobs that match; the server searches, filters, sorts
 * and pages (spec 001, sections 2 and 9). With a token, each job says whether the reader saved it
 * or applied.
 */
export const getJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<JobPage, JobsQuery>({
      query: (query) => ({ url: '/jobs', params: { ...query } }),
      providesTags: (page) => [
        ...(page?.jobs ?? []).map(({ id }) => ({ type: 'Job' as const, id })),
        { type: 'Job', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetJobsQuery } = getJobsApi;
