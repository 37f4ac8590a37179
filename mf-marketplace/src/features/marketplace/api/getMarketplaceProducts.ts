import { api, simulatedLoad } from '../../../lib/api';
import { MARKETPLACE_PRODUCTS } from '../../../fixtures/sampleData';
import type { MarketplaceProduct } from '../model/marketplaceProduct';

/** The whole marketplace listing; the screen filters, sorts and pages it (spec 001, section 7). */
export const getMarketplaceProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarketplaceProducts: build.query<readonly MarketplaceProduct[], undefined>({
      queryFn: async (_arg, { extra }) => {
        await simulatedLoad(extra);
        return { data: MARKETPLACE_PRODUCTS };
      },
      providesTags: (products = []) => [
        ...products.map(({ id }) => ({ type: 'MarketplaceProduct' as const, id })),
        { type: 'MarketplaceProduct', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetMarketplaceProductsQuery } = getMarketplaceProductsApi;
