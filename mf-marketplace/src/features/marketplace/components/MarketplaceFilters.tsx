import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, SelectField, TextField, mediaUp, FilterIcon } from '@atelier/shared-ui';
import { DisclosurePanel, Toolbar } from '../../../components/PageLayout';
import {
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_CATEGORY_NAMES,
  MARKETPLACE_SORTS,
  MARKETPLACE_SORT_VALUES,
  subcategoriesOf,
  type MarketplaceCategory,
} from '../model/constants';
import {
  categoryChanged,
  filtersCleared,
  hasActiveFilters,
  maxPriceChanged,
  minPriceChanged,
  searchChanged,
  sortChanged,
  subcategoryChanged,
} from '../model/marketplaceListingSlice';
import { MARKETPLACE_TEXTS } from '../model/texts';
import { PriceRangeFilter } from './PriceRangeFilter';
import { useListingQuery } from './useListingQuery';

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const StyledSearch = styled.div`
  min-width: 0;
`;

const StyledPriceRange = styled.div`
  ${mediaUp('md')} {
    grid-column: span 2;
  }
`;

const StyledPanelActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const CATEGORY_OPTIONS = [
  { value: 'all', label: MARKETPLACE_TEXTS.allCategories },
  ...MARKETPLACE_CATEGORY_NAMES.map((name) => ({ value: name, label: name })),
];

const SORT_OPTIONS = MARKETPLACE_SORTS.map(({ value, label }) => ({ value, label }));

const isCategory = (value: string): value is MarketplaceCategory =>
  (MARKETPLACE_CATEGORY_NAMES as readonly string[]).includes(value);

const sortOf = (value: string) => MARKETPLACE_SORT_VALUES.find((sort) => sort === value);

/**
 * Search, category and subcategory, sort, and the filter panel (price range). Every change
 * goes to the address (the listing's state), back to page 1; the search once typing pauses.
 */
export function MarketplaceFilters() {
  const [listing, update] = useListingQuery();
  const dispatch = update;
  const [draft, setDraft] = useState(listing.search);
  const [appliedSearch, setAppliedSearch] = useState(listing.search);
  // Back, a link or Clear All Filters change the search from outside: the field follows.
  if (listing.search !== appliedSearch) {
    setAppliedSearch(listing.search);
    setDraft(listing.search);
  }
  useEffect(() => {
    if (draft === listing.search) return undefined;
    const timer = setTimeout(() => {
      update(searchChanged(draft), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, listing.search, update]);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const subcategories = subcategoriesOf(listing.category);

  return (
    <section aria-label={MARKETPLACE_TEXTS.searchAndFilters}>
      <Toolbar selects={3}>
        <StyledSearch role="search">
          <TextField
            type="search"
            label={MARKETPLACE_TEXTS.search}
            placeholder={MARKETPLACE_TEXTS.searchPlaceholder}
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
            }}
          />
        </StyledSearch>
        <SelectField
          label={MARKETPLACE_TEXTS.category}
          options={CATEGORY_OPTIONS}
          value={listing.category}
          onChange={(event) => {
            const { value } = event.currentTarget;
            dispatch(categoryChanged(isCategory(value) ? value : 'all'));
          }}
        />
        <SelectField
          label={MARKETPLACE_TEXTS.subcategory}
          value={listing.subcategory}
          onChange={(event) => dispatch(subcategoryChanged(event.currentTarget.value))}
        >
          <option value="all">{MARKETPLACE_TEXTS.allSubcategories}</option>
          {listing.category === 'all'
            ? MARKETPLACE_CATEGORIES.map((category) => (
                <optgroup key={category.name} label={category.name}>
                  {category.subcategories.map((subcategory) => (
                    <option key={subcategory} value={subcategory}>
                      {subcategory}
                    </option>
                  ))}
                </optgroup>
              ))
            : subcategories.map((subcategory) => (
                <option key={subcategory} value={subcategory}>
                  {subcategory}
                </option>
              ))}
        </SelectField>
        <SelectField
          label={MARKETPLACE_TEXTS.sort}
          options={SORT_OPTIONS}
          value={listing.sort}
          onChange={(event) => {
            const sort = sortOf(event.currentTarget.value);
            if (sort !== undefined) dispatch(sortChanged(sort));
          }}
        />
        <Button
          variant="secondary"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <FilterIcon />
          {MARKETPLACE_TEXTS.filters}
        </Button>
      </Toolbar>
      <DisclosurePanel id={panelId} hidden={!panelOpen}>
        <StyledPriceRange>
          <PriceRangeFilter
            minPrice={listing.minPrice}
            maxPrice={listing.maxPrice}
            onMinPriceChange={(value) => {
              dispatch(minPriceChanged(value), { replace: true });
            }}
            onMaxPriceChange={(value) => {
              dispatch(maxPriceChanged(value), { replace: true });
            }}
          />
        </StyledPriceRange>
        <StyledPanelActions>
          <Button
            variant="ghost"
            disabled={!hasActiveFilters({ ...listing, search: draft })}
            onClick={() => {
              setDraft('');
              dispatch(filtersCleared());
            }}
          >
            {MARKETPLACE_TEXTS.clearAllFilters}
          </Button>
        </StyledPanelActions>
      </DisclosurePanel>
    </section>
  );
}
