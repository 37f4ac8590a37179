import type { Product } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Copies one of the caller's products as a draft titled '<title> (Copy)' (201). */
export const duplicateProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    duplicateProduct: build.mutation<Product, string>({
      query: (productId) => ({
        url: `/catalogue/products/${encodeURIComponent(productId)}/duplicate`,
        method: 'POST',
      }),
      invalidatesTags: [{ type: 'MyProduct', id: 'LIST' }],
    }),
  }),
});

export const { useDuplicateProductMutation } = duplicateProductApi;
