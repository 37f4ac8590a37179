import type { RequestDraftBody, SupplierRequest } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * Saves the Post a Request form: a new request (`POST /api/requests`), or the draft saved before
 * (`PUT /api/requests/:id`), as a draft or published (`status`).
 */
export const saveRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveRequest: build.mutation<SupplierRequest, { id: string | null; body: RequestDraftBody }>({
      query: ({ id, body }) =>
        id === null
          ? { url: '/requests', method: 'POST', body }
          : { url: `/requests/${encodeURIComponent(id)}`, method: 'PUT', body },
      invalidatesTags: [{ type: 'MyRequest', id: 'LIST' }],
    }),
  }),
});

export const { useSaveRequestMutation } = saveRequestApi;
