import type { ProductPage } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** My Shop: the freelancer's published products, featured first (the catalogue's author lookup). */
export const getShopProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopProducts: build.query<ProductPage, string>({
      query: (authorId) => ({ url: `/catalogue/authors/${encodeURIComponent(authorId)}/products` }),
    }),
  }),
});

export const { useGetShopProductsQuery } = getShopProductsApi;
