import type { SupplierProfile } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `PUT /api/suppliers/me/catalogue` (Pro) and `DELETE` to remove it. */
export const serviceCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    setServiceCatalogue: build.mutation<SupplierProfile, string>({
      query: (key) => ({ url: '/suppliers/me/catalogue', method: 'PUT', body: { key } }),
      invalidatesTags: ['SupplierProfile'],
    }),
    removeServiceCatalogue: build.mutation<SupplierProfile, undefined>({
      query: () => ({ url: '/suppliers/me/catalogue', method: 'DELETE' }),
      invalidatesTags: ['SupplierProfile'],
    }),
  }),
});

export const { useSetServiceCatalogueMutation, useRemoveServiceCatalogueMutation } =
  serviceCatalogueApi;
