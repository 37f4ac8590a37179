/** The product form's rules on the server (spec 001 section 5), in the spec's order. */
import {
  PRODUCT_CATEGORIES,
  type CreateProductBody,
  type ProductCategory,
} from '@atelier/api-contract';
import type { StoredFile, StoredImage } from '../../platform/database/schema';
import { PRODUCT_FORM_MESSAGES, PRODUCT_RULE_MESSAGES } from './messages';

/** Every field of a product as saved, after defaults (section 3, form defaults). */
export interface ProductFields {
  title: string;
  description: string;
  category: string;
  subcategory: string | null;
  price: number | null;
  originalPrice: number | null;
  productType: 'ready-made' | 'custom';
  license: 'commercial' | 'personal' | 'extended';
  deliveryTime: '1-3' | '3-7' | '7-14' | '14-30' | null;
  revisions: number | null;
  requirements: string | null;
  tags: string[];
  status: 'draft' | 'published' | 'private';
  images: StoredImage[];
  /** As sent: a type sent is never saved (SavedProduct's files have their uploads' types). */
  files: (StoredImage & { type?: string })[];
}

/** Section 3's form defaults for what a create leaves out. */
export function withDefaults(body: CreateProductBody): ProductFields {
  return {
    title: body.title,
    description: body.description,
    category: body.category,
    subcategory: body.subcategory ?? null,
    price: body.price ?? null,
    originalPrice: body.originalPrice ?? null,
    productType: body.productType,
    license: body.license ?? 'commercial',
    deliveryTime: body.deliveryTime ?? '1-3',
    revisions: body.revisions ?? 3,
    requirements: body.requirements ?? null,
    tags: body.tags ?? [],
    status: body.status ?? 'draft',
    images: body.images ?? [],
    files: body.files ?? [],
  };
}

/** The trimmed text, or null when nothing is left. */
const textOrNull = (text: string | null): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const isCategory = (name: string): name is ProductCategory =>
  Object.prototype.hasOwnProperty.call(PRODUCT_CATEGORIES, name);

export type ValidProduct = ProductFields & { price: number; category: ProductCategory };

/** A valid product as saved: its uploads' own names and sizes, and each file's type. */
export type SavedProduct = Omit<ValidProduct, 'files'> & { files: StoredFile[] };

/**
 * The first failing check's message, in section 5's order, or the product as stored: texts
 * trimmed, tags trimmed without empties or duplicates (case-insensitive), the custom-only fields
 * kept for custom services only.
 */
export function validateProduct(
  fields: ProductFields,
): { ok: true; value: ValidProduct } | { ok: false; message: string } {
  const title = fields.title.trim();
  const category = fields.category.trim();
  const description = fields.description.trim();
  if (title === '') return { ok: false, message: PRODUCT_FORM_MESSAGES.title };
  if (!isCategory(category)) return { ok: false, message: PRODUCT_FORM_MESSAGES.category };
  if (description === '') return { ok: false, message: PRODUCT_FORM_MESSAGES.description };
  if (fields.price === null || fields.price <= 0) {
    return { ok: false, message: PRODUCT_FORM_MESSAGES.price };
  }
  if (fields.images.length === 0) return { ok: false, message: PRODUCT_FORM_MESSAGES.images };
  if (fields.productType === 'ready-made' && fields.files.length === 0) {
    return { ok: false, message: PRODUCT_FORM_MESSAGES.files };
  }
  const subcategory = textOrNull(fields.subcategory);
  const allowed: readonly string[] = PRODUCT_CATEGORIES[category];
  if (subcategory !== null && !allowed.includes(subcategory)) {
    return { ok: false, message: PRODUCT_RULE_MESSAGES.subcategory(category) };
  }
  if (fields.originalPrice !== null && fields.originalPrice <= fields.price) {
    return { ok: false, message: PRODUCT_RULE_MESSAGES.originalPrice };
  }
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of fields.tags) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  const custom = fields.productType === 'custom';
  return {
    ok: true,
    value: {
      ...fields,
      title,
      category,
      description,
      subcategory,
      price: fields.price,
      tags,
      deliveryTime: custom ? fields.deliveryTime : null,
      revisions: custom ? fields.revisions : null,
      requirements: custom ? textOrNull(fields.requirements) : null,
    },
  };
}
