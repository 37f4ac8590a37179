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
  /** Sales this month against last, percent (Payments' earnings); null until known. */
  monthlyGrowth: number | null;
  /** This month sold and last month nothing: 'New this month' in place of a percent. */
  newThisMonth: boolean;
}

/**
 * The dashboard's sales overview from the freelancer's products (spec 001 section 3's
 * marketplaceSales): revenue, sales, downloads and views added up over every product (one taken
 * back to draft keeps what it earned, as on Manage Products), the best seller, and the monthly
 * growth of the seller's earnings when Payments has answered. Pure.
 */
export function salesOverview(
  products: readonly SalesProduct[],
  monthlyGrowth: number | null = null,
  newThisMonth = false,
): SalesOverview {
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
    monthlyGrowth,
    newThisMonth,
  };
}
