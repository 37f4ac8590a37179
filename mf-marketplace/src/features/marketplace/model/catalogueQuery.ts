import type { MarketplaceQuery } from '@atelier/api-contract';
import { MARKETPLACE_SELLER_PARAM } from '@atelier/shared-ui';
import {
  DEFAULT_MARKETPLACE_SORT,
  MARKETPLACE_CATEGORY_NAMES,
  MARKETPLACE_SORT_VALUES,
  PRICE_RANGE,
  subcategoriesOf,
  type MarketplaceCategory,
  type MarketplaceSort,
} from './constants';
import { DEFAULT_MARKETPLACE_FILTERS, type MarketplaceFilters } from './listing';

/** What the listing asks the server for: search, filters, sort and page (from 1). */
export interface ListingQuery extends MarketplaceFilters {
  sort: MarketplaceSort;
  page: number;
}

export const DEFAULT_LISTING_QUERY: ListingQuery = {
  ...DEFAULT_MARKETPLACE_FILTERS,
  sort: DEFAULT_MARKETPLACE_SORT,
  page: 1,
};

const CENTS_PER_DOLLAR = 100;

/**
 * The catalogue's query (`GET /api/catalogue/products`) for what the listing shows. Defaults are
 * left out; prices go from the sliders' dollars to cents, and the top of the range (100 and
 * above) sets no upper limit.
 */
export function toCatalogueQuery(listing: ListingQuery): MarketplaceQuery {
  const q = listing.search.trim();
  return {
    ...(q === '' ? {} : { q }),
    ...(listing.category === 'all' ? {} : { category: listing.category }),
    ...(listing.subcategory === 'all' ? {} : { subcategory: listing.subcategory }),
    ...(listing.minPrice <= PRICE_RANGE.min
      ? {}
      : { minPrice: Math.round(listing.minPrice * CENTS_PER_DOLLAR) }),
    ...(listing.maxPrice >= PRICE_RANGE.max
      ? {}
      : { maxPrice: Math.round(listing.maxPrice * CENTS_PER_DOLLAR) }),
    ...(listing.seller === '' ? {} : { author: listing.seller }),
    sort: listing.sort,
    page: listing.page,
  };
}

/** The names the listing's state has in the page's address (a link to share, Back). */
const URL_KEYS = {
  search: 'q',
  category: 'category',
  subcategory: 'subcategory',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  seller: MARKETPLACE_SELLER_PARAM,
  sort: 'sort',
  page: 'page',
} as const;

const isCategory = (value: string | null): value is MarketplaceCategory =>
  (MARKETPLACE_CATEGORY_NAMES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is MarketplaceSort =>
  (MARKETPLACE_SORT_VALUES as readonly (string | null)[]).includes(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const wholeNumberIn = (raw: string | null, min: number, max: number): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
};

/**
 * The listing's state from the address' query string. Anything missing or not valid (a hand-edited
 * link) falls back to its default, a subcategory only counts under its own category, and a
 * range that crosses itself is put the right way round.
 */
export function listingFromSearchParams(params: URLSearchParams): ListingQuery {
  const rawCategory = params.get(URL_KEYS.category);
  const category = isCategory(rawCategory) ? rawCategory : 'all';
  const rawSubcategory = params.get(URL_KEYS.subcategory);
  const subcategory =
    rawSubcategory !== null &&
    (subcategoriesOf(category) as readonly string[]).includes(rawSubcategory)
      ? rawSubcategory
      : 'all';
  const min = wholeNumberIn(params.get(URL_KEYS.minPrice), PRICE_RANGE.min, PRICE_RANGE.max);
  const max = wholeNumberIn(params.get(URL_KEYS.maxPrice), PRICE_RANGE.min, PRICE_RANGE.max);
  const minPrice = min ?? PRICE_RANGE.min;
  const maxPrice = max ?? PRICE_RANGE.max;
  const rawSort = params.get(URL_KEYS.sort);
  const rawSeller = params.get(URL_KEYS.seller) ?? '';
  return {
    search: params.get(URL_KEYS.search) ?? '',
    category,
    subcategory,
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice: Math.max(minPrice, maxPrice),
    seller: UUID.test(rawSeller) ? rawSeller.toLowerCase() : '',
    sort: isSort(rawSort) ? rawSort : DEFAULT_MARKETPLACE_SORT,
    page: wholeNumberIn(params.get(URL_KEYS.page), 1, Number.MAX_SAFE_INTEGER) ?? 1,
  };
}

/** The query string for the listing's state: only what differs from the defaults. */
export function listingToSearchParams(listing: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(URL_KEYS) as (keyof typeof URL_KEYS)[]) {
    const value = listing[key];
    if (value !== DEFAULT_LISTING_QUERY[key]) params.set(URL_KEYS[key], String(value));
  }
  return params;
}
