import type { MySupplierProfile } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/suppliers/me/profile`: null until the supplier saves one. */
export const getMySupplierProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySupplierProfile: build.query<MySupplierProfile, undefined>({
      query: () => ({ url: '/suppliers/me/profile' }),
      providesTags: ['SupplierProfile'],
    }),
  }),
});

export const { useGetMySupplierProfileQuery } = getMySupplierProfileApi;
