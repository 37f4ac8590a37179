import type { ServiceCategory, ServiceCurrency, ServiceType } from '@atelier/api-contract';

/** The spec's request types (001 section 6): what kind of supplier offers the service. */
export const SERVICE_TYPES = [
  'Fabric / Material Supplier',
  'Print / Embroidery Service',
  'Garment Manufacturer',
  'Testing / Certification Lab',
  'Logistic or Fulfillment Partner',
  'Other',
] as const satisfies readonly ServiceType[];

/** The spec's request categories (001 section 9). */
export const SERVICE_CATEGORIES = [
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
] as const satisfies readonly ServiceCategory[];

export const SERVICE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
] as const satisfies readonly ServiceCurrency[];
