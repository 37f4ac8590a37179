import type { ListingSummary, MyListings } from '@atelier/api-contract';
import { authServiceBaseQuery } from '@atelier/shared-ui';
import { api } from '../../../lib/api';

/**
 * The client's jobs (`GET /api/jobs/mine`) and supplier requests (`GET /api/requests/mine`)
 * merged, newest first. Until the requests module is merged, its 404 means "no requests yet";
 * any other failure fails the list.
 */
export const getMyListingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyListings: build.query<ListingSummary[], undefined>({
      queryFn: async (_arg, queryApi, extraOptions) => {
        const [jobs, requests] = await Promise.all([
          authServiceBaseQuery({ url: '/jobs/mine' }, queryApi, extraOptions),
          authServiceBaseQuery({ url: '/requests/mine' }, queryApi, extraOptions),
        ]);
        if (jobs.error !== undefined) return { error: jobs.error };
        if (requests.error !== undefined && requests.error.status !== 404) {
          return { error: requests.error };
        }
        const listings = [
          ...(jobs.data as MyListings).listings,
          ...(requests.error === undefined ? (requests.data as MyListings).listings : []),
        ];
        listings.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        return { data: listings };
      },
      providesTags: [{ type: 'Listing', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyListingsQuery } = getMyListingsApi;
