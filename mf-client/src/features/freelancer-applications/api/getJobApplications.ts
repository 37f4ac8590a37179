import type { ClientApplicationsQuery, JobApplications } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/jobs/applications`: applications to the client's jobs, searched and filtered. */
export const getJobApplicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobApplications: build.query<JobApplications, ClientApplicationsQuery>({
      query: (query) => {
        const params = new URLSearchParams();
        if (query.q !== undefined && query.q.trim() !== '') params.set('q', query.q.trim());
        if (query.status !== undefined) params.set('status', query.status);
        if (query.sort !== undefined) params.set('sort', query.sort);
        const search = params.toString();
        return { url: `/jobs/applications${search === '' ? '' : `?${search}`}` };
      },
      providesTags: [{ type: 'Application', id: 'LIST' }],
    }),
  }),
});

export const { useGetJobApplicationsQuery } = getJobApplicationsApi;
