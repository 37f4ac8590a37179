import { api, simulatedLoad } from '../../../lib/api';
import { JOBS } from '../../../fixtures/sampleData';
import type { Job } from '../model/job';

/** Every job of the board; the screen filters, sorts and pages them (spec 001, section 7). */
export const getJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<readonly Job[], undefined>({
      queryFn: async (_arg, { extra }) => {
        await simulatedLoad(extra);
        return { data: JOBS };
      },
      providesTags: (jobs = []) => [
        ...jobs.map(({ id }) => ({ type: 'Job' as const, id })),
        { type: 'Job', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetJobsQuery } = getJobsApi;
