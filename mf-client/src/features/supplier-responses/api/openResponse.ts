import type { SupplierResponse } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * Opens one response (`GET /api/requests/responses/:id`): the API moves a new response to
 * reviewing when its request's owner opens it, so the list is read again.
 */
export const openResponseApi = api.injectEndpoints({
  endpoints: (build) => ({
    openResponse: build.mutation<SupplierResponse, string>({
      query: (responseId) => ({ url: `/requests/responses/${encodeURIComponent(responseId)}` }),
      invalidatesTags: [{ type: 'SupplierResponse', id: 'LIST' }],
    }),
  }),
});

export const { useOpenResponseMutation } = openResponseApi;
