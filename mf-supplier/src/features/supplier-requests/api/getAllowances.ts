import type { StarterAllowances } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** This month's Starter allowances of the caller (`GET /api/me/allowances`). */
export const getAllowancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllowances: build.query<StarterAllowances, undefined>({
      query: () => ({ url: '/me/allowances' }),
      providesTags: [{ type: 'Allowances', id: 'MINE' }],
    }),
  }),
});

export const { useGetAllowancesQuery } = getAllowancesApi;
