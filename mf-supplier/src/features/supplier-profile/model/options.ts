import type { SupplierRegion } from '@atelier/api-contract';

/** The spec's regions (001 section 9), as the API checks them. */
export const SUPPLIER_REGIONS = [
  'North America',
  'South America',
  'Europe',
  'Asia - China',
  'Asia - India',
  'Asia - Southeast',
  'Africa',
  'Australia/Oceania',
] as const satisfies readonly SupplierRegion[];
