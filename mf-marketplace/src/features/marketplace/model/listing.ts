import { PRICE_RANGE, type MarketplaceCategory } from './constants';

/** What narrows the listing. */
export interface MarketplaceFilters {
  /** Free text; the server matches it (full text, typos tolerated). */
  search: string;
  category: MarketplaceCategory | 'all';
  /** A subcategory of `category`, or 'all'. */
  subcategory: string;
  /** Lowest price shown, in dollars. */
  minPrice: number;
  /** Highest price shown, in dollars; the top of the range means no upper limit. */
  maxPrice: number;
  /** One seller's user id (a public profile's My Shop), or '' for every seller. */
  seller: string;
}

export const DEFAULT_MARKETPLACE_FILTERS: MarketplaceFilters = {
  search: '',
  category: 'all',
  subcategory: 'all',
  minPrice: PRICE_RANGE.min,
  maxPrice: PRICE_RANGE.max,
  seller: '',
};
