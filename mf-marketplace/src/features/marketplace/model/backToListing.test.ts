import { backToListing, listingLinkState } from './backToListing';

const LISTING = '/marketplace-full';

describe('backToListing', () => {
  it.each<[string, unknown, string]>([
    ['no state', null, LISTING],
    [
      'the listing with its query string',
      { backTo: '/marketplace-full?q=silk&page=2' },
      '/marketplace-full?q=silk&page=2',
    ],
    ['the plain listing', { backTo: LISTING }, LISTING],
    ['another path', { backTo: '/admin' }, LISTING],
    ['a path that only starts like the listing', { backTo: '/marketplace-fullish' }, LISTING],
    ['not a string', { backTo: 42 }, LISTING],
  ])('%s', (_name, state, expected) => {
    expect(backToListing(state, LISTING)).toBe(expected);
  });
});

describe('listingLinkState', () => {
  it.each<[string, { pathname: string; search: string; state: unknown }, string]>([
    [
      'on the listing: its address',
      { pathname: LISTING, search: '?q=silk', state: null },
      '/marketplace-full?q=silk',
    ],
    [
      'on a product page: the listing it came from',
      {
        pathname: '/marketplace/product/1',
        search: '',
        state: { backTo: '/marketplace-full?page=3' },
      },
      '/marketplace-full?page=3',
    ],
    [
      'on a product page opened from a link',
      { pathname: '/marketplace/product/1', search: '', state: null },
      LISTING,
    ],
  ])('%s', (_name, location, expected) => {
    expect(listingLinkState(location, LISTING)).toEqual({ backTo: expected });
  });
});
