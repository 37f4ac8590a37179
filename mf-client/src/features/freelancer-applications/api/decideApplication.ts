import type { ApplicationDecisionBody, JobApplication } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Shortlist, Schedule Interview, Reject, Hire (`POST .../decision`; 409 for an illegal move). */
export const decideApplicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    decideApplication: build.mutation<
      JobApplication,
      { id: string; decision: ApplicationDecisionBody }
    >({
      query: ({ id, decision }) => ({
        url: `/jobs/applications/${encodeURIComponent(id)}/decision`,
        method: 'POST',
        body: decision,
      }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
  }),
});

export const { useDecideApplicationMutation } = decideApplicationApi;
