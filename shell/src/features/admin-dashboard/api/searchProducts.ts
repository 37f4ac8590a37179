import type { ProductPage } from '@atelier/api-contract';
import { authServiceApi } from '../../../lib/authServiceApi';

/** `GET /api/catalogue/products?q=`: the marketplace's first page, featured first. */
export const searchProductsApi = authServiceApi.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<ProductPage, string>({
      query: (q) => {
        const trimmed = q.trim();
        return trimmed === ''
          ? '/catalogue/products?sort=featured'
          : `/catalogue/products?q=${encodeURIComponent(trimmed)}`;
      },
      providesTags: ['MarketplaceProduct'],
    }),
  }),
});

export const { useSearchProductsQuery } = searchProductsApi;
