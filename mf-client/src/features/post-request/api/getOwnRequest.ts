import type { SupplierRequest } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/requests/:id`: the client's own draft, opened in Post a Request to complete it. */
export const getOwnRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnRequest: build.query<SupplierRequest, string>({
      query: (id) => ({ url: `/requests/${encodeURIComponent(id)}` }),
      providesTags: (_request, _error, id) => [{ type: 'MyRequest', id }],
    }),
  }),
});

export const { useGetOwnRequestQuery } = getOwnRequestApi;
