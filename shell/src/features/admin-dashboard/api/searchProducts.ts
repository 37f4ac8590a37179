import type { ProductPage } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/catalogue/products?q=`: the marketplace's first page, featured first. */
export const searchProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<ProductPage, string>({
      query: (q) => {
        const trimmed = q.trim();
        return {
          url: '/catalogue/products',
          params: trimmed === '' ? { sort: 'featured' } : { q: trimmed },
        };
      },
      providesTags: ['MarketplaceProduct'],
    }),
  }),
});

export const { useSearchProductsQuery } = searchProductsApi;
