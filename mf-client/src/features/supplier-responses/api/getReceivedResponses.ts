import type { ReceivedResponsesQuery, SupplierResponses } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Every supplier response to the client's requests (`GET /api/requests/responses/received`). */
export const getReceivedResponsesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReceivedResponses: build.query<SupplierResponses, ReceivedResponsesQuery>({
      query: ({ sort }) => ({
        url: '/requests/responses/received',
        params: { sort: sort === 'newest' ? undefined : sort },
      }),
      providesTags: [{ type: 'SupplierResponse', id: 'LIST' }],
    }),
  }),
});

export const { useGetReceivedResponsesQuery } = getReceivedResponsesApi;
