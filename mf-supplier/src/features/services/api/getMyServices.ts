import type { MyServices, SupplierService } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/suppliers/me/services`: the caller's services, last changed first. */
export const getMyServicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyServices: build.query<SupplierService[], undefined>({
      query: () => ({ url: '/suppliers/me/services' }),
      transformResponse: (response: MyServices) => response.services,
      providesTags: ['Service'],
    }),
  }),
});

export const { useGetMyServicesQuery } = getMyServicesApi;
