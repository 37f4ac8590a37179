import type { Job } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/jobs/:id`: the client's own job (any state), opened in Post a Job to edit it. */
export const getOwnJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnJob: build.query<Job, string>({
      query: (id) => ({ url: `/jobs/${encodeURIComponent(id)}` }),
      providesTags: (_job, _error, id) => [{ type: 'Listing', id }],
    }),
  }),
});

export const { useGetOwnJobQuery } = getOwnJobApi;
