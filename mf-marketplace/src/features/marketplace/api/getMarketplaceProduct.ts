import { api, simulatedLoad } from '../../../lib/api';
import { MARKETPLACE_PRODUCTS } from '../../../fixtures/sampleData';
import type { MarketplaceProduct } from '../model/marketplaceProduct';

/** One product of the listing by id; null when there is none (the 'Product Not Found' page). */
export const getMarketplaceProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarketplaceProduct: build.query<MarketplaceProduct | null, string>({
      queryFn: async (productId, { extra }) => {
        await simulatedLoad(extra);
        return { data: MARKETPLACE_PRODUCTS.find((product) => product.id === productId) ?? null };
      },
      providesTags: (_product, _error, productId) => [
        { type: 'MarketplaceProduct', id: productId },
      ],
    }),
  }),
});

export const { useGetMarketplaceProductQuery } = getMarketplaceProductApi;
