import type { JobPostingBody, PostedJob } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `PUT /api/jobs/:id`: a draft saved again or published (402: the Starter plan's job post is
 * used), or a published job changed.
 */
export const editJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    editJob: build.mutation<PostedJob, { id: string; body: JobPostingBody }>({
      query: ({ id, body }) => ({ url: `/jobs/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_posted, _error, { id }) => [
        { type: 'Listing', id: 'LIST' },
        { type: 'Listing', id },
        { type: 'Allowances', id: 'ME' },
      ],
    }),
  }),
});

export const { useEditJobMutation } = editJobApi;
