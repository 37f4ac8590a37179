import type {
  CreateProductBody,
  DELIVERY_TIMES,
  PRODUCT_LICENSES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  Product,
} from '@atelier/api-contract';

export type ProductType = (typeof PRODUCT_TYPES)[number];
export type ProductLicense = (typeof PRODUCT_LICENSES)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];

/** An image or file once its upload finished: the key the server gave it. */
export interface UploadedFile {
  key: string;
  name: string;
  size: number;
  /** MIME type; product files only. */
  type: string;
}

/** What the form holds: texts as typed (prices in dollars), uploads done so far. */
export interface ProductFormValues {
  productType: ProductType;
  title: string;
  category: string;
  description: string;
  price: string;
  originalPrice: string;
  license: ProductLicense;
  deliveryTime: DeliveryTime;
  revisions: string;
  requirements: string;
  tags: string;
  /** 'Visibility when published': what Publish makes the product (Save as Draft keeps a draft). */
  visibility: PublishedVisibility;
  images: UploadedFile[];
  files: UploadedFile[];
}

/** The statuses Publish may give a product. */
export type PublishedVisibility = Extract<ProductStatus, 'published' | 'private'>;

/** Section 3, product form defaults. */
export const PRODUCT_FORM_DEFAULTS: ProductFormValues = {
  productType: 'ready-made',
  title: '',
  category: '',
  description: '',
  price: '',
  originalPrice: '',
  license: 'commercial',
  deliveryTime: '1-3',
  revisions: '3',
  requirements: '',
  tags: '',
  // Public by default (spec section 3); never a draft, which is not one of the select's options.
  visibility: 'published',
  images: [],
  files: [],
};

/** Dollars as typed ('29.99') to US cents; null when not a number. */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

export const centsToDollars = (cents: number | null): string =>
  cents === null ? '' : (cents / 100).toFixed(2);

/** Tags typed comma-separated: trimmed, empties and repeats dropped. */
export function parseTags(text: string): string[] {
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag !== '' && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/**
 * The body sent to the server (section 5: prices as numbers, here cents; custom-only fields
 * sent only for custom products). `status` is the button's: draft or published.
 */
export function toProductBody(values: ProductFormValues, status: ProductStatus): CreateProductBody {
  const body: CreateProductBody = {
    productType: values.productType,
    title: values.title.trim(),
    category: values.category,
    description: values.description.trim(),
    price: dollarsToCents(values.price),
    originalPrice: dollarsToCents(values.originalPrice),
    license: values.license,
    tags: parseTags(values.tags),
    status,
    // The server takes names, sizes and file types from the uploads themselves.
    images: values.images.map(({ key, name, size }) => ({ key, name, size })),
    files:
      values.productType === 'ready-made'
        ? values.files.map(({ key, name, size }) => ({ key, name, size }))
        : [],
  };
  if (values.productType === 'custom') {
    body.deliveryTime = values.deliveryTime;
    body.revisions = Number(values.revisions);
    body.requirements = values.requirements;
  }
  return body;
}

/** A saved product back into the form (edit). */
export function fromProduct(product: Product): ProductFormValues {
  return {
    productType: product.productType,
    title: product.title,
    category: product.category,
    description: product.description,
    price: centsToDollars(product.price),
    originalPrice: centsToDollars(product.originalPrice),
    license: product.license,
    deliveryTime: product.deliveryTime ?? PRODUCT_FORM_DEFAULTS.deliveryTime,
    revisions:
      product.revisions === null ? PRODUCT_FORM_DEFAULTS.revisions : String(product.revisions),
    requirements: product.requirements ?? '',
    tags: product.tags.join(', '),
    // A draft was never given a visibility: Publish makes it public unless the seller says not.
    visibility: product.status === 'private' ? 'private' : 'published',
    images: product.images.map(({ key, name, size }) => ({ key, name, size, type: '' })),
    files: product.files.map(({ key, name, size, type }) => ({ key, name, size, type })),
  };
}
