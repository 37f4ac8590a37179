import type { JobApplications } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/jobs/applications/mine`: the freelancer's applications with their live status. */
export const getMyApplicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyApplications: build.query<JobApplications, undefined>({
      query: () => ({ url: '/jobs/applications/mine' }),
      providesTags: [{ type: 'MyApplication', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyApplicationsQuery } = getMyApplicationsApi;
