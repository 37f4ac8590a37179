import type { Product } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/catalogue/me/products/:id`: one of the caller's own products in any status, for the
 * edit form. Anyone else's product (even a published one) is a 404 like an unknown id, so the
 * form never holds another user's data; no view is counted.
 */
export const getMyProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProduct: build.query<Product, string>({
      query: (id) => ({ url: `/catalogue/me/products/${encodeURIComponent(id)}` }),
      providesTags: (_product, _error, id) => [{ type: 'MyProduct', id }],
    }),
  }),
});

export const { useGetMyProductQuery } = getMyProductApi;
