import type { Review, ReviewReplyBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

export interface ReplyToReviewArgs {
  productId: string;
  reviewId: string;
  body: ReviewReplyBody;
}

/**
 * `PUT /api/catalogue/products/:id/reviews/:reviewId/reply`: the seller answers a review, once
 * (409 the second time); the list is read again either way.
 */
export const replyToReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    replyToReview: build.mutation<Review, ReplyToReviewArgs>({
      query: ({ productId, reviewId, body }) => ({
        url: `/catalogue/products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}/reply`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_review, error, { productId }) =>
        error === undefined || error.status === 409 ? [{ type: 'Reviews', id: productId }] : [],
    }),
  }),
});

export const { useReplyToReviewMutation } = replyToReviewApi;
