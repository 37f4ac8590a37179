import type { SupplierResponses } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** The supplier's own responses with their status (`GET /api/requests/responses/mine`). */
export const getMyResponsesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyResponses: build.query<SupplierResponses, undefined>({
      query: () => ({ url: '/requests/responses/mine' }),
      providesTags: [{ type: 'MyResponse', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyResponsesQuery } = getMyResponsesApi;
