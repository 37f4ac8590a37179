// Pure logic of Manage Products (spec 001, sections 2, 3 and 9): the stat cards, the search with
// the status filter, and the six sorts.
import type { Product, ProductStatus } from '@atelier/api-contract';
import { formatPercent } from '@atelier/shared-ui';

/** The product fields this logic reads; the API's `Product` has them all. */
export type ManagedProduct = Pick<
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
>;

export interface ProductStats {
  /** US cents. */
  totalRevenue: number;
  totalSales: number;
  publishedProducts: number;
  /** Over rated products only; 0 when none is rated. */
  averageRating: number;
}

/** Performance numbers count only for published products (section 2). */
export const showsPerformance = (product: Pick<Product, 'status'>): boolean =>
  product.status === 'published';

/**
 * The four stat cards. Revenue and sales add up every product (a product taken back to draft or
 * private keeps what it earned); the average rating counts only rated products (section 2).
 */
export function productStats(products: readonly ManagedProduct[]): ProductStats {
  const rated = products.filter((product) => product.rating > 0);
  return {
    totalRevenue: products.reduce((sum, product) => sum + product.revenue, 0),
    totalSales: products.reduce((sum, product) => sum + product.totalSales, 0),
    publishedProducts: products.filter(showsPerformance).length,
    averageRating:
      rated.length === 0
        ? 0
        : rated.reduce((sum, product) => sum + product.rating, 0) / rated.length,
  };
}

export const STATUS_FILTERS = [
  { value: 'all', label: 'All Status' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'private', label: 'Private' },
] as const satisfies readonly { value: ProductStatus | 'all'; label: string }[];
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** Section 9: updated, created, title, revenue, sales, rating. */
export const PRODUCT_SORTS = [
  { value: 'updated', label: 'Last Updated' },
  { value: 'created', label: 'Date Created' },
  { value: 'title', label: 'Title' },
  { value: 'revenue', label: 'Revenue' },
  { value: 'sales', label: 'Sales' },
  { value: 'rating', label: 'Rating' },
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

export interface ProductQuery {
  search: string;
  status: StatusFilter;
  sort: ProductSort;
}

export const DEFAULT_QUERY: ProductQuery = { search: '', status: 'all', sort: 'updated' };

/** Search matches title, description, category or a tag, ignoring case; then the status. */
export function filterProducts<T extends ManagedProduct>(
  products: readonly T[],
  { search, status }: Pick<ProductQuery, 'search' | 'status'>,
): T[] {
  const needle = search.trim().toLowerCase();
  return products.filter(
    (product) =>
      (status === 'all' || product.status === status) &&
      (needle === '' ||
        [product.title, product.description, product.category, ...product.tags].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}

const time = (iso: string) => Date.parse(iso);
const titleOrder = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

const COMPARE: Record<ProductSort, (a: ManagedProduct, b: ManagedProduct) => number> = {
  updated: (a, b) => time(b.updatedAt) - time(a.updatedAt),
  created: (a, b) => time(b.createdAt) - time(a.createdAt),
  title: (a, b) => titleOrder.compare(a.title, b.title),
  revenue: (a, b) => b.revenue - a.revenue,
  sales: (a, b) => b.totalSales - a.totalSales,
  rating: (a, b) => b.rating - a.rating,
};

/** A conversion rate (percent, one decimal): '2.5%', '0.0%'. */
export const formatConversion = (rate: number): string => formatPercent(rate);

/** Newest, A to Z, or highest first; ties keep the API's order (last changed first). */
export function sortProducts<T extends ManagedProduct>(
  products: readonly T[],
  sort: ProductSort,
): T[] {
  return [...products].sort(COMPARE[sort]);
}

/** The list as the screen shows it. */
export const visibleProducts = <T extends ManagedProduct>(
  products: readonly T[],
  query: ProductQuery,
): T[] => sortProducts(filterProducts(products, query), query.sort);

/** '4.5' (one decimal). */
export const formatRating = (rating: number): string => rating.toFixed(1);
