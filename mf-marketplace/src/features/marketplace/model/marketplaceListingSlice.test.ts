import type { UnknownAction } from '@reduxjs/toolkit';
import {
  categoryChanged,
  filtersCleared,
  sellerCleared,
  hasActiveFilters,
  initialMarketplaceListingState,
  marketplaceListingSlice,
  maxPriceChanged,
  minPriceChanged,
  pageChanged,
  searchChanged,
  sortChanged,
  subcategoryChanged,
  viewChanged,
  type MarketplaceListingState,
} from './marketplaceListingSlice';

const reduce = (state: MarketplaceListingState, action: UnknownAction) =>
  marketplaceListingSlice.reducer(state, action);

const onPage3: MarketplaceListingState = { ...initialMarketplaceListingState, page: 3 };

describe('the listing slice', () => {
  it('starts on page 1, sorted by featured, as a grid, with the full price range and every seller', () => {
    expect(initialMarketplaceListingState).toEqual({
      search: '',
      category: 'all',
      subcategory: 'all',
      minPrice: 0,
      maxPrice: 100,
      seller: '',
      sort: 'featured',
      page: 1,
      view: 'grid',
    });
  });

  it.each<[string, UnknownAction]>([
    ['clearing the seller', sellerCleared()],
    ['a search', searchChanged('prints')],
    ['a category', categoryChanged('Business Tools')],
    ['a subcategory', subcategoryChanged('Tech Packs')],
    ['a minimum price', minPriceChanged(10)],
    ['a maximum price', maxPriceChanged(50)],
    ['a sort', sortChanged('price-low')],
    ['Clear All Filters', filtersCleared()],
  ])('returns to page 1 on %s (spec 001, section 4)', (_case, action) => {
    expect(reduce(onPage3, action).page).toBe(1);
  });

  it('keeps the page when only the layout changes', () => {
    expect(reduce(onPage3, viewChanged('list'))).toMatchObject({ page: 3, view: 'list' });
  });

  it('moves to the page asked for, never below 1', () => {
    expect(reduce(initialMarketplaceListingState, pageChanged(2)).page).toBe(2);
    expect(reduce(initialMarketplaceListingState, pageChanged(0)).page).toBe(1);
  });

  it.each<[string, string, MarketplaceListingState['category'], string]>([
    ['drops a subcategory of another category', 'Tech Packs', 'Business Tools', 'all'],
    ['keeps a subcategory of the new category', 'Tech Packs', 'Design Templates', 'Tech Packs'],
    ['keeps the subcategory when going back to all', 'Tech Packs', 'all', 'Tech Packs'],
  ])('a category change %s', (_case, subcategory, category, expected) => {
    const state = { ...initialMarketplaceListingState, subcategory };
    expect(reduce(state, categoryChanged(category)).subcategory).toBe(expected);
  });

  it.each<[string, UnknownAction, number, number]>([
    ['a minimum above the maximum lifts the maximum', minPriceChanged(60), 60, 60],
    ['a maximum below the minimum lowers the minimum', maxPriceChanged(10), 10, 10],
    ['prices outside the range are clamped', maxPriceChanged(500), 20, 100],
    ['negative prices are clamped', minPriceChanged(-5), 0, 40],
  ])('the price range never crosses: %s', (_case, action, min, max) => {
    const state = { ...initialMarketplaceListingState, minPrice: 20, maxPrice: 40 };
    expect(reduce(state, action)).toMatchObject({ minPrice: min, maxPrice: max });
  });

  it('Clear All Filters resets search, categories, price and seller but keeps sort and layout', () => {
    const busy: MarketplaceListingState = {
      search: 'x',
      category: 'Business Tools',
      subcategory: 'Brand Guidelines',
      minPrice: 10,
      maxPrice: 20,
      seller: '22222222-2222-4222-8222-222222222222',
      sort: 'rating',
      page: 4,
      view: 'list',
    };
    expect(reduce(busy, filtersCleared())).toEqual({
      ...initialMarketplaceListingState,
      sort: 'rating',
      view: 'list',
    });
  });

  it.each<[string, Partial<MarketplaceListingState>, boolean]>([
    ['nothing', {}, false],
    ['only a sort', { sort: 'rating' }, false],
    ['blank search', { search: '   ' }, false],
    ['a search', { search: 'x' }, true],
    ['a category', { category: 'Business Tools' }, true],
    ['a seller', { seller: '22222222-2222-4222-8222-222222222222' }, true],
    ['a subcategory', { subcategory: 'Tech Packs' }, true],
    ['a minimum price', { minPrice: 1 }, true],
    ['a maximum price', { maxPrice: 99 }, true],
  ])('hasActiveFilters with %s is %p', (_case, change, expected) => {
    expect(hasActiveFilters({ ...initialMarketplaceListingState, ...change })).toBe(expected);
  });
});
