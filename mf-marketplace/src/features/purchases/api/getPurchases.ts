import type { Purchases } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/purchases`: the caller's purchases (paid, refunded, disputed), newest first. */
export const getPurchasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchases: build.query<Purchases, undefined>({
      query: () => ({ url: '/purchases' }),
      providesTags: [{ type: 'Purchases', id: 'LIST' }],
    }),
  }),
});

export const { useGetPurchasesQuery } = getPurchasesApi;
