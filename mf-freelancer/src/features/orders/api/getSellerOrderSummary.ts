import type { SellerOrderSummary } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/orders/selling/summary`: the dashboard's custom-order figures: completed orders and
 * what they brought, active and late ones, and the pending payments (paid, not completed yet).
 */
export const getSellerOrderSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerOrderSummary: build.query<SellerOrderSummary, undefined>({
      query: () => ({ url: '/orders/selling/summary' }),
      providesTags: [{ type: 'SellerOrders', id: 'SUMMARY' }],
    }),
  }),
});

export const { useGetSellerOrderSummaryQuery } = getSellerOrderSummaryApi;
