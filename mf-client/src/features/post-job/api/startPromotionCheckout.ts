import type { JobPromotionCheckoutBody, UrlResponse } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `POST /api/jobs/:id/promotion/checkout`: a checkout for the job's Featured and Urgent
 * promotions (issue 43, item 10); the browser goes to `url` to pay. The job is featured or
 * urgent once the payment arrives.
 */
export const startPromotionCheckoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    startPromotionCheckout: build.mutation<
      UrlResponse,
      { id: string; body: JobPromotionCheckoutBody }
    >({
      query: ({ id, body }) => ({
        url: `/jobs/${encodeURIComponent(id)}/promotion/checkout`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useStartPromotionCheckoutMutation } = startPromotionCheckoutApi;
