import type { ListingStatus, ListingSummary } from '@atelier/api-contract';
import { formatDateOnly } from '@atelier/shared-ui';

export type ListingTypeFilter = 'all' | ListingSummary['type'];
export type ListingStatusFilter = 'all' | ListingStatus;

export interface ListingFilters {
  search: string;
  type: ListingTypeFilter;
  status: ListingStatusFilter;
}

export const DEFAULT_LISTING_FILTERS: ListingFilters = { search: '', type: 'all', status: 'all' };

/** The listings whose title holds the search (any case) and that match the type and status. */
export function filterListings(
  listings: readonly ListingSummary[],
  { search, type, status }: ListingFilters,
): ListingSummary[] {
  const words = search.trim().toLowerCase();
  return listings.filter(
    (listing) =>
      (words === '' || listing.title.toLowerCase().includes(words)) &&
      (type === 'all' || listing.type === type) &&
      (status === 'all' || listing.status === status),
  );
}

/** Section 2: 'Manually closed', 'Expired: date', else 'Expires: date' (a draft has none). */
export function expiryLabel(listing: ListingSummary): string {
  if (listing.status === 'closed') return 'Manually closed';
  if (listing.expiresAt === null) return 'Not published';
  // The last day a listing is open: the end of its deadline's UTC day (or 30 days on), a date.
  const date = formatDateOnly(listing.expiresAt);
  return listing.status === 'expired' ? `Expired: ${date}` : `Expires: ${date}`;
}

/**
 * 'Edit' opens the listing in its form: any job (a draft to complete and publish, or a
 * published one to change), and a request while it is a draft (a published request's quotes
 * answer what it said then).
 */
export const editable = (listing: ListingSummary): boolean =>
  listing.type === 'job' || listing.status === 'draft';

export const MANAGE_LISTINGS_TEXTS = {
  heading: 'Manage Listings',
  intro: 'Your jobs and supplier requests: edit, close, reactivate or delete them.',
  loading: 'Loading Listings',
  loadError: 'Your listings could not be loaded.',
  retry: 'Try again',
  search: 'Search listings',
  type: 'Type',
  types: { all: 'All Types', job: 'Job', request: 'Request' },
  status: 'Status',
  statuses: {
    all: 'All Statuses',
    active: 'Active',
    draft: 'Draft',
    closed: 'Closed',
    expired: 'Expired',
  },
  emptyTitle: 'No listings found',
  emptyText: 'Try adjusting your search or filter criteria.',
  table: 'Your listings',
  columns: {
    title: 'Title',
    type: 'Type',
    status: 'Status',
    expiry: 'Expiry',
    responses: 'Responses',
    views: 'Views',
    actions: 'Actions',
  },
  actionsFor: (title: string) => `Actions for ${title}`,
  edit: 'Edit',
  close: 'Close Listing',
  reactivate: 'Reactivate Listing',
  invite: 'Invite',
  delete: 'Delete',
  deleteTitle: 'Delete listing',
  deleteConfirm: 'Are you sure you want to delete this listing? This action cannot be undone.',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  actionFailed: 'The listing could not be changed. Please try again.',
  inviteTitle: (title: string) => `Invite to ${title}`,
  inviteWho: 'Email or full name',
  inviteSend: 'Send Invitation',
  invited: (name: string) => `${name} is invited.`,
} as const;
