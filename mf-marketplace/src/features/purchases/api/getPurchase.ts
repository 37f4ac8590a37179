import type { Purchase } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/purchases/:purchaseId`: one of the caller's purchases (404 for anyone else's); the
 * confirmation page polls it while the payment is pending.
 */
export const getPurchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchase: build.query<Purchase, string>({
      query: (purchaseId) => ({ url: `/purchases/${encodeURIComponent(purchaseId)}` }),
      providesTags: (_purchase, _error, purchaseId) => [{ type: 'Purchases', id: purchaseId }],
    }),
  }),
});

export const { useGetPurchaseQuery } = getPurchaseApi;
