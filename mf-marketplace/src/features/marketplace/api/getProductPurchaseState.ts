import type { ProductPurchaseState } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/sales/products/:id/state` (signed in): what Buy Now shows the caller: their own
 * product, one they already own, or a seller who cannot take charges yet.
 */
export const getProductPurchaseStateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductPurchaseState: build.query<ProductPurchaseState, string>({
      query: (productId) => ({ url: `/sales/products/${encodeURIComponent(productId)}/state` }),
      providesTags: (_state, _error, productId) => [{ type: 'PurchaseState', id: productId }],
    }),
  }),
});

export const { useGetProductPurchaseStateQuery } = getProductPurchaseStateApi;
