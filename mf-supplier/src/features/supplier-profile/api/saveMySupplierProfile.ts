import type { SupplierProfile, SupplierProfileBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `PUT /api/suppliers/me/profile`. */
export const saveMySupplierProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveMySupplierProfile: build.mutation<SupplierProfile, SupplierProfileBody>({
      query: (body) => ({ url: '/suppliers/me/profile', method: 'PUT', body }),
      invalidatesTags: ['SupplierProfile'],
    }),
  }),
});

export const { useSaveMySupplierProfileMutation } = saveMySupplierProfileApi;
