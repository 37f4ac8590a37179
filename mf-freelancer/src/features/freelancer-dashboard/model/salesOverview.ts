import type { Product } from '@atelier/api-contract';
import { productStats } from '../../manage-products/model/manageProducts';

export type SalesProduct = Pick<
  Product,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'tags'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'revenue'
  | 'totalSales'
  | 'rating'
  | 'downloads'
  | 'views'
>;

export interface SalesOverview {
  /** US cents. */
  totalRevenue: number;
  productsSold: number;
  downloads: number;
  views: number;
  totalProducts: number;
  /** The product with the most sales (the first of a tie), none before a first sale. */
  topSellingProduct: string | null;
}

/**
 * The dashboard's sales overview from the freelancer's products (spec 001 section 3's
 * marketplaceSales): revenue and sales as Manage Products counts them, downloads and views added
 * up, the best seller. Pure.
 */
export function salesOverview(products: readonly SalesProduct[]): SalesOverview {
  const { totalRevenue, totalSales } = productStats(products);
  const top = products.reduce<SalesProduct | null>(
    (best, product) =>
      product.totalSales > 0 && (best === null || product.totalSales > best.totalSales)
        ? product
        : best,
    null,
  );
  return {
    totalRevenue,
    productsSold: totalSales,
    downloads: products.reduce((sum, product) => sum + product.downloads, 0),
    views: products.reduce((sum, product) => sum + product.views, 0),
    totalProducts: products.length,
    topSellingProduct: top?.title ?? null,
  };
}
