import type { MyVerification } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/suppliers/me/verification`: the latest application and whether the badge shows. */
export const getMyVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyVerification: build.query<MyVerification, undefined>({
      query: () => ({ url: '/suppliers/me/verification' }),
      providesTags: ['SupplierProfile'],
    }),
  }),
});

export const { useGetMyVerificationQuery } = getMyVerificationApi;
