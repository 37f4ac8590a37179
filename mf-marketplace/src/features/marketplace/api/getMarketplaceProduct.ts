import type { ProductDetail } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import {
  fromProduct,
  fromProductSummary,
  type MarketplaceProduct,
} from '../model/marketplaceProduct';

/** A product page: the product, and a few more of its author's. */
export interface MarketplaceProductPage {
  product: MarketplaceProduct;
  moreFromAuthor: MarketplaceProduct[];
}

/**
 * `GET /api/catalogue/products/:id` (counts a view). An unknown id, or one that is not a product
 * id at all, is null: the 'Product Not Found' page rather than an error.
 */
export const getMarketplaceProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarketplaceProduct: build.query<MarketplaceProductPage | null, string>({
      queryFn: async (productId, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: `/catalogue/products/${encodeURIComponent(productId)}`,
        });
        if (result.error !== undefined) {
          const { status } = result.error;
          return status === 404 || status === 400 ? { data: null } : { error: result.error };
        }
        const detail = result.data as ProductDetail;
        return {
          data: {
            product: fromProduct(detail.product),
            moreFromAuthor: detail.moreFromAuthor.map(fromProductSummary),
          },
        };
      },
      providesTags: (_page, _error, productId) => [{ type: 'MarketplaceProduct', id: productId }],
    }),
  }),
});

export const { useGetMarketplaceProductQuery } = getMarketplaceProductApi;
