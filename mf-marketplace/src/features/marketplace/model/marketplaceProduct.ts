import type { License, MarketplaceCategory, MarketplaceSubcategory } from './constants';

/** A product of the marketplace listing (spec 001, section 3: marketplace listing product). */
export interface MarketplaceProduct {
  id: string;
  title: string;
  description: string;
  /** In US dollars. */
  price: number;
  /** The price before a discount, in US dollars; none when the product is not discounted. */
  originalPrice?: number;
  category: MarketplaceCategory;
  subcategory: MarketplaceSubcategory;
  /** The seller's display name. */
  author: string;
  /** URL of the seller's picture. */
  authorAvatar: string;
  /** URL of the card image. */
  thumbnail: string;
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
}
