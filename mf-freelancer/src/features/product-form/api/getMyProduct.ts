import type { Product, ProductDetail } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/catalogue/products/:id`: the owner sees it in any status; others a 404. */
export const getMyProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProduct: build.query<Product, string>({
      query: (id) => ({ url: `/catalogue/products/${encodeURIComponent(id)}` }),
      transformResponse: (detail: ProductDetail) => detail.product,
      providesTags: (_product, _error, id) => [{ type: 'MyProduct', id }],
    }),
  }),
});

export const { useGetMyProductQuery } = getMyProductApi;
