import type { Product } from '@atelier/api-contract';

export type SalesProduct = Pick<
  Product,
  'title' | 'revenue' | 'totalSales' | 'downloads' | 'views'
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
 * marketplaceSales): revenue, sales, downloads and views added up over every product (one taken
 * back to draft keeps what it earned, as on Manage Products), and the best seller. Pure.
 */
export function salesOverview(products: readonly SalesProduct[]): SalesOverview {
  const top = products.reduce<SalesProduct | null>(
    (best, product) =>
      product.totalSales > 0 && (best === null || product.totalSales > best.totalSales)
        ? product
        : best,
    null,
  );
  return {
    totalRevenue: products.reduce((sum, product) => sum + product.revenue, 0),
    productsSold: products.reduce((sum, product) => sum + product.totalSales, 0),
    downloads: products.reduce((sum, product) => sum + product.downloads, 0),
    views: products.reduce((sum, product) => sum + product.views, 0),
    totalProducts: products.length,
    topSellingProduct: top?.title ?? null,
  };
}
