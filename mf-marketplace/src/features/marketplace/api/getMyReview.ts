import type { MyReview } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/catalogue/products/:id/reviews/mine` (signed in): whether the caller may review the
 * product (a paid purchase) and their review, if written.
 */
export const getMyReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyReview: build.query<MyReview, string>({
      query: (productId) => ({
        url: `/catalogue/products/${encodeURIComponent(productId)}/reviews/mine`,
      }),
      providesTags: (_review, _error, productId) => [{ type: 'MyReview', id: productId }],
    }),
  }),
});

export const { useGetMyReviewQuery } = getMyReviewApi;
