import type { JobPostingBody, PostedJob } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `POST /api/jobs`: a draft, or a published job (402: the Starter plan's job post is used). */
export const postJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    postJob: build.mutation<PostedJob, JobPostingBody>({
      query: (body) => ({ url: '/jobs', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Listing', id: 'LIST' },
        { type: 'Allowances', id: 'ME' },
      ],
    }),
  }),
});

export const { usePostJobMutation } = postJobApi;
