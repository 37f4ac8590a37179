import type { DeliveryTime, ProductLicense, ProductType } from './productForm';

/**
 * Section 9: the product form's categories, a flat list of the marketplace's category names plus
 * Other. Copied (api-contract is imported type-only); `satisfies` keeps them in step with it.
 */
export const PRODUCT_FORM_CATEGORIES = [
  'Design Templates',
  'Patterns & Prints',
  'Technical Resources',
  'Business Tools',
  'Photography & Media',
  'Other',
] as const satisfies readonly import('@atelier/api-contract').ProductCategory[];

export const PRODUCT_TYPE_OPTIONS: readonly { value: ProductType; label: string; hint: string }[] =
  [
    { value: 'ready-made', label: 'Ready-made', hint: 'A digital file buyers download.' },
    { value: 'custom', label: 'Custom', hint: 'A service you deliver to order.' },
  ];

export const LICENSE_OPTIONS: readonly { value: ProductLicense; label: string }[] = [
  { value: 'commercial', label: 'Commercial' },
  { value: 'personal', label: 'Personal' },
  { value: 'extended', label: 'Extended' },
];

/** Section 9: delivery times of a custom product. */
export const DELIVERY_TIME_OPTIONS: readonly { value: DeliveryTime; label: string }[] = [
  { value: '1-3', label: '1-3 days' },
  { value: '3-7', label: '3-7 days' },
  { value: '7-14', label: '1-2 weeks' },
  { value: '14-30', label: '2-4 weeks' },
];

export const REVISIONS_MIN = 0;
export const REVISIONS_MAX = 10;

export const TIPS: readonly string[] = [
  'Use clear preview images that show what buyers get.',
  'Describe the contents, formats and sizes of your files.',
  'Add tags buyers are likely to search for.',
];
