import type { JobMatches } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { JOB_MATCHES_SHOWN } from '../model/texts';

/** `GET /api/jobs/matches`: open jobs ranked against the freelancer's profile, best first. */
export const getJobMatchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobMatches: build.query<JobMatches, undefined>({
      query: () => ({ url: `/jobs/matches?limit=${String(JOB_MATCHES_SHOWN)}` }),
    }),
  }),
});

export const { useGetJobMatchesQuery } = getJobMatchesApi;
