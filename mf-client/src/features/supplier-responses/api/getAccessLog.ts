import type { AttachmentAccessLog } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Who opened which attachment of one of the client's requests, and when. */
export const getAccessLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccessLog: build.query<AttachmentAccessLog, string>({
      query: (requestId) => ({ url: `/requests/${encodeURIComponent(requestId)}/access-log` }),
      providesTags: (_result, _error, requestId) => [{ type: 'AccessLog', id: requestId }],
    }),
  }),
});

export const { useGetAccessLogQuery } = getAccessLogApi;
