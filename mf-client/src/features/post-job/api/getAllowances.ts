import type { StarterAllowances } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/me/allowances`: this month's Starter uses ('0 of 1 job post used'). */
export const getAllowancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllowances: build.query<StarterAllowances, undefined>({
      query: () => ({ url: '/me/allowances' }),
      providesTags: [{ type: 'Allowances', id: 'ME' }],
    }),
  }),
});

export const { useGetAllowancesQuery } = getAllowancesApi;
