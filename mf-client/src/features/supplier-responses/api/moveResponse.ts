import type { ResponseStatusBody, SupplierResponse } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Shortlist, in discussion, accept or decline (with a reason) a response. */
export const moveResponseApi = api.injectEndpoints({
  endpoints: (build) => ({
    moveResponse: build.mutation<SupplierResponse, { id: string } & ResponseStatusBody>({
      query: ({ id, ...body }) => ({
        url: `/requests/responses/${encodeURIComponent(id)}/status`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'SupplierResponse', id: 'LIST' }],
    }),
  }),
});

export const { useMoveResponseMutation } = moveResponseApi;
