import type { ResponseBody, SupplierResponse } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * Responds to a request with a quote (`POST /api/requests/:id/responses`, counted against the
 * Starter reply allowance), or revises the supplier's quote (`PUT /api/requests/responses/:id`).
 */
export const sendResponseApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendResponse: build.mutation<
      SupplierResponse,
      { requestId: string; responseId: string | null; body: ResponseBody }
    >({
      query: ({ requestId, responseId, body }) =>
        responseId === null
          ? { url: `/requests/${encodeURIComponent(requestId)}/responses`, method: 'POST', body }
          : { url: `/requests/responses/${encodeURIComponent(responseId)}`, method: 'PUT', body },
      invalidatesTags: [
        { type: 'SupplierRequest', id: 'LIST' },
        { type: 'MyResponse', id: 'LIST' },
        { type: 'Allowances', id: 'MINE' },
      ],
    }),
  }),
});

export const { useSendResponseMutation } = sendResponseApi;
