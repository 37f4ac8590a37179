import type { MyListings } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/jobs/mine`: a signed-in client's jobs, to invite a freelancer to an open one. */
export const getMyJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyJobs: build.query<MyListings, undefined>({
      query: () => ({ url: '/jobs/mine' }),
    }),
  }),
});

export const { useGetMyJobsQuery } = getMyJobsApi;
