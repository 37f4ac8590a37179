import type { ListingSummary } from '@atelier/api-contract';
import { api } from '../../../lib/api';

type ListingRef = Pick<ListingSummary, 'id' | 'type'>;

/** `/api/jobs/...` or `/api/requests/...`: each kind is its own module's. */
const baseOf = ({ id, type }: ListingRef) =>
  `/${type === 'job' ? 'jobs' : 'requests'}/${encodeURIComponent(id)}`;

/**
 * Manage Listings' actions: Close Listing (`POST .../close`), Reactivate Listing
 * (`POST .../reopen`; a job's reopening is a job post of the month: 402 on Starter when it is
 * used), Delete.
 */
export const changeListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    closeListing: build.mutation<ListingSummary, ListingRef>({
      query: (listing) => ({ url: `${baseOf(listing)}/close`, method: 'POST' }),
      invalidatesTags: [{ type: 'Listing', id: 'LIST' }],
    }),
    reopenListing: build.mutation<ListingSummary, ListingRef>({
      query: (listing) => ({ url: `${baseOf(listing)}/reopen`, method: 'POST' }),
      invalidatesTags: [
        { type: 'Listing', id: 'LIST' },
        { type: 'Allowances', id: 'ME' },
      ],
    }),
    deleteListing: build.mutation<null, ListingRef>({
      query: (listing) => ({ url: baseOf(listing), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Listing', id: 'LIST' }],
    }),
    inviteToJob: build.mutation<unknown, { jobId: string; user: string }>({
      query: ({ jobId, user }) => ({
        url: `/jobs/${encodeURIComponent(jobId)}/invitations`,
        method: 'POST',
        body: { user },
      }),
    }),
  }),
});

export const {
  useCloseListingMutation,
  useReopenListingMutation,
  useDeleteListingMutation,
  useInviteToJobMutation,
} = changeListingApi;
