import type { JobInvitation } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `POST /api/jobs/:id/invitations` with the freelancer's id: Invite to Project (an invite-only job
 * becomes readable to them; they are notified).
 */
export const inviteToJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    inviteToJob: build.mutation<JobInvitation, { jobId: string; userId: string }>({
      query: ({ jobId, userId }) => ({
        url: `/jobs/${encodeURIComponent(jobId)}/invitations`,
        method: 'POST',
        body: { userId },
      }),
    }),
  }),
});

export const { useInviteToJobMutation } = inviteToJobApi;
