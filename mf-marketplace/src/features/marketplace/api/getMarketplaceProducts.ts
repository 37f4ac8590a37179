import type { MarketplaceQuery, ProductPage } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { fromProductSummary, type MarketplaceProduct } from '../model/marketplaceProduct';

/** A page of the marketplace as the screens show it. */
export interface MarketplacePage {
  products: MarketplaceProduct[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  /** Close spellings shown: nothing matched every word searched. */
  similar?: boolean;
}

/**
 * `GET /api/catalogue/products`: one page of the published products that match; the server
 * searches, filters, sorts and pages (spec 001, sections 2 and 9).
 */
export const getMarketplaceProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarketplaceProducts: build.query<MarketplacePage, MarketplaceQuery>({
      query: (query) => ({ url: '/catalogue/products', params: { ...query } }),
      transformResponse: (page: ProductPage): MarketplacePage => ({
        ...page,
        products: page.products.map(fromProductSummary),
      }),
      providesTags: (page) => [
        ...(page?.products ?? []).map(({ id }) => ({ type: 'MarketplaceProduct' as const, id })),
        { type: 'MarketplaceProduct', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetMarketplaceProductsQuery } = getMarketplaceProductsApi;
