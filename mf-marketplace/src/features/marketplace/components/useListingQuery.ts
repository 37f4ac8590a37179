import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  listingFromSearchParams,
  listingToSearchParams,
  type ListingQuery,
} from '../model/catalogueQuery';
import { marketplaceListingSlice } from '../model/marketplaceListingSlice';

export interface ListingUpdateOptions {
  /** Replace the current history entry (typing, dragging) instead of adding one. */
  replace?: boolean;
}

/**
 * The listing's search, filters, sort and page, kept in the address' query string so that Back
 * finds them and a link shares them. Changes are the listing slice's actions, applied by its
 * reducer (every filter change returns to page 1) to the state read from the address.
 */
export function useListingQuery(): [
  ListingQuery,
  (action: UnknownAction, options?: ListingUpdateOptions) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const listing = useMemo(() => listingFromSearchParams(searchParams), [searchParams]);
  const update = useCallback(
    (action: UnknownAction, options: ListingUpdateOptions = {}) => {
      setSearchParams(
        (current) =>
          listingToSearchParams(
            marketplaceListingSlice.reducer(
              { ...listingFromSearchParams(current), view: 'grid' },
              action,
            ),
          ),
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );
  return [listing, update];
}
