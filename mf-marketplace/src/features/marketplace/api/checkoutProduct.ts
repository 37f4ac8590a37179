import type { ProductCheckout } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `POST /api/sales/products/:id/checkout`: a pending purchase and where the browser goes to pay
 * (Stripe Checkout, or the sandbox's page). 403 is one's own product, 404 a product not for sale,
 * 409 one already owned or a seller not taking orders: then the product's state is read again.
 */
export const checkoutProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutProduct: build.mutation<ProductCheckout, string>({
      query: (productId) => ({
        url: `/sales/products/${encodeURIComponent(productId)}/checkout`,
        method: 'POST',
      }),
      invalidatesTags: (_checkout, error, productId) =>
        error?.status === 409 ? [{ type: 'PurchaseState', id: productId }] : [],
    }),
  }),
});

export const { useCheckoutProductMutation } = checkoutProductApi;
