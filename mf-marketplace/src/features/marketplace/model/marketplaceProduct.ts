import type { DELIVERY_TIMES, PRODUCT_TYPES, Product, ProductSummary } from '@atelier/api-contract';
import { formatFileSize } from '@atelier/shared-ui';
import type { License } from './constants';

/**
 * A product as the marketplace's screens show it (spec 001, section 3: marketplace listing
 * product), read from auth-service's catalogue: prices in dollars, the file size as a text.
 */
export interface MarketplaceProduct {
  id: string;
  title: string;
  description: string;
  /** In US dollars. */
  price: number;
  /** The price before a discount, in US dollars; none when the product is not discounted. */
  originalPrice?: number;
  category: string;
  /** None for the category Other. */
  subcategory: string | null;
  authorId: string;
  /** The seller's display name. */
  author: string;
  /** URL of the seller's picture; the catalogue has none yet. */
  authorAvatar: string | null;
  /** URL of the card image; none when the product has no image. */
  thumbnail: string | null;
  /** URLs of the gallery images, first one first. */
  images: string[];
  downloads: number;
  /** Average rating, 0 to 5. */
  rating: number;
  reviewCount: number;
  tags: string[];
  isFeatured: boolean;
  isBestseller: boolean;
  isNew: boolean;
  /** ISO 8601 date-time. */
  createdAt: string;
  /** File formats delivered, e.g. 'AI', 'PDF'. */
  fileTypes: string[];
  /** Download size as shown to buyers, e.g. '24.5 MB'. */
  fileSize: string;
  license: License;
  /** A ready-made product is bought and downloaded; a custom service is ordered. */
  productType: (typeof PRODUCT_TYPES)[number];
  /** A custom service's terms (issue 22): none on a ready-made product, nor on a card. */
  custom: CustomTerms | null;
}

/** What a custom service's buyer orders (spec 001, section 3: custom only). */
export interface CustomTerms {
  /** The delivery time, a range of days ('3-7'). */
  deliveryTime: (typeof DELIVERY_TIMES)[number];
  /** Revisions included, 0 to 10. */
  revisions: number;
  /** What the seller needs from the buyer to start (free text, may be empty). */
  requirements: string;
}

const CENTS_PER_DOLLAR = 100;

/** Cents of the API as the dollars the screens show. */
export const dollarsFromCents = (cents: number): number => cents / CENTS_PER_DOLLAR;

/** A card of the listing (or of 'More from {author}') from the catalogue's summary. */
export function fromProductSummary(summary: ProductSummary): MarketplaceProduct {
  return {
    id: summary.id,
    title: summary.title,
    description: summary.description,
    price: dollarsFromCents(summary.price),
    ...(summary.originalPrice === null
      ? {}
      : { originalPrice: dollarsFromCents(summary.originalPrice) }),
    category: summary.category,
    subcategory: summary.subcategory,
    authorId: summary.authorId,
    author: summary.authorName,
    authorAvatar: null,
    thumbnail: summary.thumbnail,
    images: summary.thumbnail === null ? [] : [summary.thumbnail],
    downloads: summary.downloads,
    rating: summary.rating,
    reviewCount: summary.reviewCount,
    tags: summary.tags,
    isFeatured: summary.isFeatured,
    isBestseller: summary.isBestseller,
    isNew: summary.isNew,
    createdAt: summary.createdAt,
    fileTypes: summary.fileTypes,
    fileSize: formatFileSize(summary.fileSize),
    license: summary.license,
    productType: summary.productType,
    custom: null,
  };
}

/** A product page's product: the summary's fields plus every image, from their URLs. */
export function fromProduct(product: Product): MarketplaceProduct {
  return {
    ...fromProductSummary(product),
    images: product.images.map((image) => image.url),
    custom:
      product.productType === 'custom' && product.deliveryTime !== null
        ? {
            deliveryTime: product.deliveryTime,
            revisions: product.revisions ?? 0,
            requirements: product.requirements ?? '',
          }
        : null,
  };
}

/** Whether the text shown for a category has a subcategory after it. */
export const categoryLine = (product: Pick<MarketplaceProduct, 'category' | 'subcategory'>) =>
  product.subcategory === null ? product.category : `${product.category} · ${product.subcategory}`;
