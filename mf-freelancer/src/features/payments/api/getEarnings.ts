import type { EarningsSummary } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/payments/earnings`: the Overview's figures and its last 12 months. */
export const getEarningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEarnings: build.query<EarningsSummary, undefined>({
      query: () => ({ url: '/payments/earnings' }),
    }),
  }),
});

export const { useGetEarningsQuery } = getEarningsApi;
