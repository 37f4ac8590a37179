import {
  DEFAULT_LISTING_QUERY,
  listingFromSearchParams,
  listingToSearchParams,
  toCatalogueQuery,
  type ListingQuery,
} from './catalogueQuery';

const listing = (overrides: Partial<ListingQuery>): ListingQuery => ({
  ...DEFAULT_LISTING_QUERY,
  ...overrides,
});

describe('toCatalogueQuery', () => {
  it.each<[string, Partial<ListingQuery>, Record<string, unknown>]>([
    ['defaults: the sort and page only', {}, { sort: 'featured', page: 1 }],
    ['the search, trimmed', { search: '  silk blazer ' }, { q: 'silk blazer' }],
    ['a blank search is no search', { search: '   ' }, {}],
    ['a category', { category: 'Business Tools' }, { category: 'Business Tools' }],
    [
      'a subcategory with its category',
      { category: 'Design Templates', subcategory: 'Tech Packs' },
      { category: 'Design Templates', subcategory: 'Tech Packs' },
    ],
    ['a minimum price, dollars to cents', { minPrice: 15 }, { minPrice: 1500 }],
    ['a maximum price, dollars to cents', { maxPrice: 42 }, { maxPrice: 4200 }],
    ['the bottom of the range sets no minimum', { minPrice: 0 }, {}],
    ['the top of the range (100 and above) sets no maximum', { maxPrice: 100 }, {}],
    ['a range of one price', { minPrice: 7, maxPrice: 7 }, { minPrice: 700, maxPrice: 700 }],
    ['every sort is sent', { sort: 'price-high' }, { sort: 'price-high' }],
    ['the page', { page: 3 }, { page: 3 }],
  ])('%s', (_name, overrides, expected) => {
    expect(toCatalogueQuery(listing(overrides))).toEqual({
      sort: 'featured',
      page: 1,
      ...expected,
    });
  });
});

describe('listingFromSearchParams', () => {
  it.each<[string, string, Partial<ListingQuery>]>([
    ['an empty query string is the default listing', '', {}],
    [
      'everything set',
      'q=blazer&category=Design+Templates&subcategory=Tech+Packs&minPrice=10&maxPrice=50&sort=newest&page=2',
      {
        search: 'blazer',
        category: 'Design Templates',
        subcategory: 'Tech Packs',
        minPrice: 10,
        maxPrice: 50,
        sort: 'newest',
        page: 2,
      },
    ],
    ['an unknown category', 'category=Shoes', {}],
    [
      'a subcategory of another category',
      'category=Business+Tools&subcategory=Tech+Packs',
      {
        category: 'Business Tools',
      },
    ],
    ['a subcategory without its category', 'subcategory=Tech+Packs', {}],
    ['an unknown sort', 'sort=cheapest', {}],
    ['relevance is not one of the listing sorts', 'sort=relevance', {}],
    ['a price out of the range', 'minPrice=-5&maxPrice=500', {}],
    ['a price that is not a whole number', 'minPrice=abc&maxPrice=1.5', {}],
    ['a range the wrong way round', 'minPrice=60&maxPrice=20', { minPrice: 20, maxPrice: 60 }],
    ['page 0', 'page=0', {}],
    ['a page that is not a number', 'page=last', {}],
  ])('%s', (_name, query, expected) => {
    expect(listingFromSearchParams(new URLSearchParams(query))).toEqual(listing(expected));
  });
});

describe('listingToSearchParams', () => {
  it.each<[string, Partial<ListingQuery>, string]>([
    ['the default listing has an empty query string', {}, ''],
    ['only what differs from the defaults', { search: 'silk', page: 2 }, 'q=silk&page=2'],
    [
      'filters and sort',
      { category: 'Business Tools', minPrice: 5, maxPrice: 80, sort: 'rating' },
      'category=Business+Tools&minPrice=5&maxPrice=80&sort=rating',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(listingToSearchParams(listing(overrides)).toString()).toBe(expected);
  });

  it('reads back what it writes', () => {
    const state = listing({
      search: 'tech pack',
      category: 'Design Templates',
      subcategory: 'Mood Boards',
      minPrice: 12,
      maxPrice: 99,
      sort: 'price-low',
      page: 4,
    });
    expect(listingFromSearchParams(listingToSearchParams(state))).toEqual(state);
  });
});
