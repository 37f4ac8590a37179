import type { StyleQuoteRequests } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/plm/styles/:styleId/quote-requests`: the requests made from the style (its owner side). */
export const getQuoteRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuoteRequests: build.query<StyleQuoteRequests, string>({
      query: (styleId) => ({ url: `/plm/styles/${encodeURIComponent(styleId)}/quote-requests` }),
      providesTags: (_list, _error, styleId) => [{ type: 'Style', id: styleId }],
    }),
  }),
});

export const { useGetQuoteRequestsQuery } = getQuoteRequestsApi;
