/**
 * A service's option lists: the spec's request types and categories (001 sections 6 and 9) and
 * the request budget currencies, as the API checks them (api-contract's values).
 */
export {
  BUDGET_CURRENCIES as SERVICE_CURRENCIES,
  REQUEST_CATEGORIES as SERVICE_CATEGORIES,
  REQUEST_TYPES as SERVICE_TYPES,
} from '@atelier/api-contract/values';
