import type { SellerAccount } from '@atelier/api-contract';
import { api } from './api';

/**
 * `GET /api/payments/account`: the freelancer's Stripe connected account as Stripe last reported
 * it. Read by Payments & Earnings and by the product form (publishing needs an account that can
 * take charges), so it lives here rather than in one feature.
 */
export const getSellerAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerAccount: build.query<SellerAccount, undefined>({
      query: () => ({ url: '/payments/account' }),
      providesTags: ['SellerAccount'],
    }),
  }),
});

export const { useGetSellerAccountQuery } = getSellerAccountApi;
