import type { QuoteRequestBody, QuoteRequestCreated } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `POST /api/plm/styles/:styleId/revisions/:revision/quote-requests`: a draft supplier request
 * prefilled from an approved revision, its tech pack PDF attached (issue 39). The style reloads:
 * its page lists the request.
 */
export const requestQuotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestQuotes: build.mutation<
      QuoteRequestCreated,
      { styleId: string; revision: number; body: QuoteRequestBody }
    >({
      query: ({ styleId, revision, body }) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}/revisions/${String(revision)}/quote-requests`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_created, _error, { styleId }) => [{ type: 'Style', id: styleId }],
    }),
  }),
});

export const { useRequestQuotesMutation } = requestQuotesApi;
