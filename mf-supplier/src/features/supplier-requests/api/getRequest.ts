import type { SupplierRequest } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** One request this supplier may see (`GET /api/requests/:id`): the one an alert linked to. */
export const getRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRequest: build.query<SupplierRequest, string>({
      query: (id) => ({ url: `/requests/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'SupplierRequest', id }],
    }),
  }),
});

export const { useGetRequestQuery } = getRequestApi;
