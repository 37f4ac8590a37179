import type { Product, UpdateProductBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `PATCH /api/catalogue/products/:id`. */
export const updateProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProduct: build.mutation<Product, { id: string; body: UpdateProductBody }>({
      query: ({ id, body }) => ({
        url: `/catalogue/products/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_product, _error, { id }) => [{ type: 'MyProduct', id }],
    }),
  }),
});

export const { useUpdateProductMutation } = updateProductApi;
