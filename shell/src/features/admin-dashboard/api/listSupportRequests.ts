import type { SupportRequest } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/admin/support-requests`: what users sent through Contact Support, newest first. */
export const listSupportRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSupportRequests: build.query<SupportRequest[], undefined>({
      query: () => ({ url: '/admin/support-requests' }),
      transformResponse: (response: { requests: SupportRequest[] }) =>
        [...response.requests].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
      providesTags: ['SupportRequest'],
    }),
  }),
});

export const { useListSupportRequestsQuery } = listSupportRequestsApi;
