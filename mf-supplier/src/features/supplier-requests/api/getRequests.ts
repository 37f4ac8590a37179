import type { RequestPage, RequestsQuery } from '@atelier/api-contract';
import { api } from '../../../lib/api';

export type RequestFilters = Partial<Omit<RequestsQuery, 'page'>> & { page: number };

/** Open requests this supplier may see, filtered (`GET /api/requests`). */
export const getRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRequests: build.query<RequestPage, RequestFilters>({
      query: (filters) => {
        const params = new URLSearchParams();
        // Filters left unset are absent from the object (exact optional properties).
        for (const [name, value] of Object.entries(filters)) params.set(name, String(value));
        return { url: `/requests?${params.toString()}` };
      },
      providesTags: [{ type: 'SupplierRequest', id: 'LIST' }],
    }),
  }),
});

export const { useGetRequestsQuery } = getRequestsApi;
