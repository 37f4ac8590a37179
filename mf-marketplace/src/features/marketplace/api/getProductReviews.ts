import type { ReviewPage } from '@atelier/api-contract';
import { api } from '../../../lib/api';

export interface ProductReviewsArgs {
  productId: string;
  /** From 1. */
  page: number;
}

/** `GET /api/catalogue/products/:id/reviews?page=` (public): newest first, with the average. */
export const getProductReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ReviewPage, ProductReviewsArgs>({
      query: ({ productId, page }) => ({
        url: `/catalogue/products/${encodeURIComponent(productId)}/reviews`,
        params: { page },
      }),
      providesTags: (_page, _error, { productId }) => [{ type: 'Reviews', id: productId }],
    }),
  }),
});

export const { useGetProductReviewsQuery } = getProductReviewsApi;
