/**
 * Supplier requests' option lists (spec 001 sections 6 and 9), as the screens of clients and
 * suppliers offer them. api-contract holds the same lists for the API's schemas; the apps import
 * only types from it, so the browser's copy lives here (a test keeps the two equal).
 */
import type {
  BudgetCurrency,
  ListingVisibility,
  RequestCategory,
  RequestRegion,
  RequestType,
} from '@atelier/api-contract';

export const REQUEST_TYPES: readonly RequestType[] = [
  'Fabric / Material Supplier',
  'Print / Embroidery Service',
  'Garment Manufacturer',
  'Testing / Certification Lab',
  'Logistic or Fulfillment Partner',
  'Other',
];
export const REQUEST_CATEGORIES: readonly RequestCategory[] = [
  'Activewear',
  'Swimwear',
  'Denim',
  'Outerwear',
  'Knitwear',
  'Accessories',
  'Footwear',
  'Sustainable',
  'Luxury',
  'Streetwear',
  'Other',
];
export const REQUEST_REGIONS: readonly RequestRegion[] = [
  'North America',
  'South America',
  'Europe',
  'Asia - China',
  'Asia - India',
  'Asia - Southeast',
  'Africa',
  'Australia/Oceania',
];
export const BUDGET_CURRENCIES: readonly BudgetCurrency[] = ['USD', 'EUR', 'GBP'];
export const VISIBILITIES: readonly ListingVisibility[] = ['public', 'confidential', 'invite-only'];
