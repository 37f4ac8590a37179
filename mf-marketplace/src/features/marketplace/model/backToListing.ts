/**
 * 'Back to Marketplace' returns to the listing as it was left (search, filters, sort, page): a
 * card's link carries the listing's address in the history state, and a product opened from
 * 'More from {author}' passes it on. Anything else in the state (a link from elsewhere, a
 * hand-made state) goes to the plain listing.
 */
export interface ListingLinkState {
  backTo: string;
}

/** The address 'Back to Marketplace' goes to, from the product page's history state. */
export function backToListing(state: unknown, listingPath: string): string {
  if (typeof state !== 'object' || state === null || !('backTo' in state)) return listingPath;
  const { backTo } = state;
  return typeof backTo === 'string' &&
    (backTo === listingPath || backTo.startsWith(`${listingPath}?`))
    ? backTo
    : listingPath;
}

/** The state a product link carries, from where it is shown. */
export function listingLinkState(
  location: { pathname: string; search: string; state: unknown },
  listingPath: string,
): ListingLinkState {
  return {
    backTo:
      location.pathname === listingPath
        ? `${location.pathname}${location.search}`
        : backToListing(location.state, listingPath),
  };
}
