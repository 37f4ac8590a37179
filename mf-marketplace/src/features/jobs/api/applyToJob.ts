import type { ApplyBody, JobApplication } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `POST /api/jobs/:id/applications`: a freelancer applies. 402 is the Starter plan's limit (its
 * message is the error's), 409 an application already sent.
 */
export const applyToJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyToJob: build.mutation<JobApplication, { jobId: string; body: ApplyBody }>({
      query: ({ jobId, body }) => ({
        url: `/jobs/${encodeURIComponent(jobId)}/applications`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_application, _error, { jobId }) => [
        { type: 'Job', id: jobId },
        { type: 'Allowances', id: 'ME' },
      ],
    }),
  }),
});

export const { useApplyToJobMutation } = applyToJobApi;
