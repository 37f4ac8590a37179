/**
 * Supplier requests' option lists (spec 001 sections 6 and 9), written once: the API's schemas
 * (api-contract's requests, listings and companies), the screens of clients and suppliers
 * (shared-ui's requestOptions) and a supplier's services speak the same words.
 */

/** Section 6: what kind of supplier a request looks for (and a service is from). */
export const REQUEST_TYPES = [
  'Fabric / Material Supplier',
  'Print / Embroidery Service',
  'Garment Manufacturer',
  'Testing / Certification Lab',
  'Logistic or Fulfillment Partner',
  'Other',
] as const;

/** Section 9. */
export const REQUEST_CATEGORIES = [
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
] as const;

/** Where a client prefers its suppliers, and where suppliers work. */
export const REQUEST_REGIONS = [
  'North America',
  'South America',
  'Europe',
  'Asia - China',
  'Asia - India',
  'Asia - Southeast',
  'Africa',
  'Australia/Oceania',
] as const;

/** A request's budget currencies (and a service's price range's). */
export const BUDGET_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/** Who sees a listing (a job or a request). */
export const LISTING_VISIBILITIES = ['public', 'confidential', 'invite-only'] as const;

/** A structured quote's delivery terms (Incoterms 2020). */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
