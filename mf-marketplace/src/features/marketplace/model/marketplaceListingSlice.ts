import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ViewMode } from '@atelier/shared-ui';
import {
  DEFAULT_MARKETPLACE_SORT,
  PRICE_RANGE,
  subcategoriesOf,
  type MarketplaceCategory,
  type MarketplaceSort,
} from './constants';
import { DEFAULT_MARKETPLACE_FILTERS, type MarketplaceFilters } from './listing';

/**
 * What the listing shows: search, filters, sort, page and layout. Client state of this mount:
 * coming back from a product page finds the listing as it was left.
 */
export interface MarketplaceListingState extends MarketplaceFilters {
  sort: MarketplaceSort;
  /** From 1. */
  page: number;
  view: ViewMode;
}

export const initialMarketplaceListingState: MarketplaceListingState = {
  ...DEFAULT_MARKETPLACE_FILTERS,
  sort: DEFAULT_MARKETPLACE_SORT,
  page: 1,
  view: 'grid',
};

const clampPrice = (value: number): number =>
  Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, Math.round(value)));

/** Every change of search, filter or sort returns to page 1 (spec 001, section 4). */
export const marketplaceListingSlice = createSlice({
  name: 'marketplaceListing',
  initialState: initialMarketplaceListingState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.page = 1;
    },
    /** A subcategory that is not one of the new category's is dropped. */
    categoryChanged(state, action: PayloadAction<MarketplaceCategory | 'all'>) {
      const kept: readonly string[] = subcategoriesOf(action.payload);
      if (action.payload !== 'all' && !kept.includes(state.subcategory)) state.subcategory = 'all';
      state.category = action.payload;
      state.page = 1;
    },
    subcategoryChanged(state, action: PayloadAction<string>) {
      state.subcategory = action.payload;
      state.page = 1;
    },
    /** The range never crosses itself: the other end follows the one the user moved. */
    minPriceChanged(state, action: PayloadAction<number>) {
      state.minPrice = clampPrice(action.payload);
      if (state.maxPrice < state.minPrice) state.maxPrice = state.minPrice;
      state.page = 1;
    },
    maxPriceChanged(state, action: PayloadAction<number>) {
      state.maxPrice = clampPrice(action.payload);
      if (state.minPrice > state.maxPrice) state.minPrice = state.maxPrice;
      state.page = 1;
    },
    sortChanged(state, action: PayloadAction<MarketplaceSort>) {
      state.sort = action.payload;
      state.page = 1;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = Math.max(1, Math.floor(action.payload));
    },
    /** The layout is not a filter: the page stays. */
    viewChanged(state, action: PayloadAction<ViewMode>) {
      state.view = action.payload;
    },
    /** Show every seller's products again (after a profile's My Shop). */
    sellerCleared(state) {
      state.seller = '';
      state.page = 1;
    },
    /** Clear All Filters: search, categories, price and seller back to their defaults; sort and layout stay. */
    filtersCleared(state) {
      Object.assign(state, DEFAULT_MARKETPLACE_FILTERS);
      state.page = 1;
    },
  },
  selectors: {
    selectMarketplaceListing: (state) => state,
  },
});

export const {
  searchChanged,
  categoryChanged,
  subcategoryChanged,
  minPriceChanged,
  maxPriceChanged,
  sortChanged,
  pageChanged,
  viewChanged,
  sellerCleared,
  filtersCleared,
} = marketplaceListingSlice.actions;
export const { selectMarketplaceListing } = marketplaceListingSlice.selectors;

/** Whether any search or filter narrows the listing. */
export function hasActiveFilters(state: MarketplaceFilters): boolean {
  const d = DEFAULT_MARKETPLACE_FILTERS;
  return (
    state.search.trim() !== d.search ||
    state.category !== d.category ||
    state.subcategory !== d.subcategory ||
    state.minPrice !== d.minPrice ||
    state.maxPrice !== d.maxPrice ||
    state.seller !== d.seller
  );
}
