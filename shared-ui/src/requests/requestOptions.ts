/**
 * Supplier requests' option lists (spec 001 sections 6 and 9), as the screens of clients and
 * suppliers offer them: api-contract's values, the lists the API's schemas are made of.
 */
export {
  BUDGET_CURRENCIES,
  LISTING_VISIBILITIES as VISIBILITIES,
  REQUEST_CATEGORIES,
  REQUEST_REGIONS,
  REQUEST_TYPES,
} from '@atelier/api-contract/values';
