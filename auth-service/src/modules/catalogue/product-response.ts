import type { Product, ProductSummary } from '@atelier/api-contract';
import { toIsoTimestamp } from '../../platform/schemas';
import type { ProductFilesPort } from './files-port';
import type { ProductCardRow, ProductRow } from './repository';

/** isNew: first published within the last 14 days. */
export const NEW_FOR_MS = 14 * 24 * 60 * 60 * 1000;

function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? undefined : name.slice(dot + 1).toUpperCase();
}

export function toProductSummary(row: ProductCardRow, files: ProductFilesPort): ProductSummary {
  const first = row.images[0];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price_cents,
    originalPrice: row.original_price_cents,
    currency: row.currency,
    category: row.category,
    subcategory: row.subcategory,
    productType: row.product_type,
    license: row.license,
    authorId: row.author_id,
    authorName: row.author_name,
    thumbnail: first === undefined ? null : files.imageUrl(first.key, 'thumbnail'),
    tags: row.tags,
    downloads: row.downloads,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    isFeatured: row.is_featured,
    isBestseller: row.is_bestseller,
    isNew: row.published_at !== null && Date.now() - row.published_at.getTime() < NEW_FOR_MS,
    fileTypes: [
      ...new Set(
        row.files.map((file) => extensionOf(file.name)).filter((ext) => ext !== undefined),
      ),
    ],
    fileSize: row.files.reduce((sum, file) => sum + file.size, 0),
    createdAt: toIsoTimestamp(row.created_at),
  };
}

/** Paid sales per view, percent, one decimal. */
export const conversionRateOf = (row: Pick<ProductRow, 'total_sales' | 'views'>) =>
  row.views <= 0 ? 0 : Math.round((row.total_sales / row.views) * 1000) / 10;

/**
 * The whole product; `files` (with their download URLs) only for its owner. `monthlyTrend` comes
 * from the sales module (sales-port.ts), asked only for the owner's views and the product page.
 */
export function toProduct(
  row: ProductRow,
  files: ProductFilesPort,
  isOwner: boolean,
  monthlyTrend: number | null = 0,
): Product {
  return {
    ...toProductSummary(row, files),
    status: row.status,
    deliveryTime: row.delivery_time,
    revisions: row.revisions,
    requirements: row.requirements,
    images: row.images.map((image) => ({ ...image, url: files.imageUrl(image.key, 'display') })),
    // Buyers download theirs from Purchases (what they bought, kept with the purchase).
    files: isOwner ? row.files.map((file) => ({ ...file, url: files.downloadUrl(file.key) })) : [],
    views: row.views,
    totalSales: row.total_sales,
    revenue: Number(row.revenue_cents),
    conversionRate: conversionRateOf(row),
    monthlyTrend,
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}
