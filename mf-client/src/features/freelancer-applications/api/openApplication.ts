import type { JobApplication } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/jobs/applications/:id`: the client opens an application, which moves a new one to
 * reviewing (so the list is refreshed).
 */
export const openApplicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    openApplication: build.mutation<JobApplication, string>({
      query: (id) => ({ url: `/jobs/applications/${encodeURIComponent(id)}` }),
      invalidatesTags: (application) =>
        application?.status === 'reviewing' ? [{ type: 'Application', id: 'LIST' }] : [],
    }),
  }),
});

export const { useOpenApplicationMutation } = openApplicationApi;
