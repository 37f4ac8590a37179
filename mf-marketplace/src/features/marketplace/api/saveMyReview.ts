import type { Review, ReviewBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `PUT /api/catalogue/products/:id/reviews/mine`: writes or edits the caller's review (a buyer
 * with a paid purchase; 403 otherwise). The list, the caller's review and Purchases' 'Edit your
 * review' are read again.
 */
export const saveMyReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveMyReview: build.mutation<Review, { productId: string; body: ReviewBody }>({
      query: ({ productId, body }) => ({
        url: `/catalogue/products/${encodeURIComponent(productId)}/reviews/mine`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (review, _error, { productId }) =>
        review === undefined
          ? []
          : [
              { type: 'Reviews', id: productId },
              { type: 'MyReview', id: productId },
              { type: 'Purchases', id: 'LIST' },
            ],
    }),
  }),
});

export const { useSaveMyReviewMutation } = saveMyReviewApi;
