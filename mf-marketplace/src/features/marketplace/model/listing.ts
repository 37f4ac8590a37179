import { normalizeSearch } from '../../../lib/text';
import { PRICE_RANGE, type MarketplaceCategory, type MarketplaceSort } from './constants';
import type { MarketplaceProduct } from './marketplaceProduct';

/** What narrows the listing. */
export interface MarketplaceFilters {
  /** Free text; matched case-insensitively against title, description, tags, author, category. */
  search: string;
  category: MarketplaceCategory | 'all';
  /** A subcategory of `category`, or 'all'. */
  subcategory: string;
  /** Lowest price shown, in dollars. */
  minPrice: number;
  /** Highest price shown, in dollars; the top of the range means no upper limit. */
  maxPrice: number;
}

export const DEFAULT_MARKETPLACE_FILTERS: MarketplaceFilters = {
  search: '',
  category: 'all',
  subcategory: 'all',
  minPrice: PRICE_RANGE.min,
  maxPrice: PRICE_RANGE.max,
};

// The spec leaves marketplace search open ("not specified beyond filters"); a buyer expects to
// find a product by any word they can see on its card.
const searchableText = (product: MarketplaceProduct): string =>
  normalizeSearch(
    [
      product.title,
      product.description,
      product.author,
      product.category,
      product.subcategory,
      ...product.tags,
    ].join('\n'),
  );

/** The products that pass every filter, in their original order. */
export function filterMarketplaceProducts(
  products: readonly MarketplaceProduct[],
  filters: MarketplaceFilters,
): MarketplaceProduct[] {
  const query = normalizeSearch(filters.search);
  const noUpperLimit = filters.maxPrice >= PRICE_RANGE.max;
  return products.filter(
    (product) =>
      (filters.category === 'all' || product.category === filters.category) &&
      (filters.subcategory === 'all' || product.subcategory === filters.subcategory) &&
      product.price >= filters.minPrice &&
      (noUpperLimit || product.price <= filters.maxPrice) &&
      (query === '' || searchableText(product).includes(query)),
  );
}

type Compare = (a: MarketplaceProduct, b: MarketplaceProduct) => number;

const byNumber =
  (key: (product: MarketplaceProduct) => number, direction: 1 | -1): Compare =>
  (a, b) =>
    direction * (key(a) - key(b));

const byFlag =
  (key: (product: MarketplaceProduct) => boolean): Compare =>
  (a, b) =>
    Number(key(b)) - Number(key(a));

const then =
  (...compares: Compare[]): Compare =>
  (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

const created = (product: MarketplaceProduct): number => Date.parse(product.createdAt);

/** How each sort orders two products; ties keep the catalogue's order (the sort is stable). */
const COMPARES: Record<MarketplaceSort, Compare> = {
  featured: then(
    byFlag((product) => product.isFeatured),
    byFlag((product) => product.isBestseller),
    byNumber((product) => product.downloads, -1),
  ),
  newest: byNumber(created, -1),
  oldest: byNumber(created, 1),
  'price-low': byNumber((product) => product.price, 1),
  'price-high': byNumber((product) => product.price, -1),
  downloads: byNumber((product) => product.downloads, -1),
  rating: byNumber((product) => product.rating, -1),
};

/** A sorted copy of `products`; the input is left as it is. */
export function sortMarketplaceProducts(
  products: readonly MarketplaceProduct[],
  sort: MarketplaceSort,
): MarketplaceProduct[] {
  if (sort === 'newest' || sort === 'oldest') {
    // Dates are parsed once per product, not once per comparison.
    const direction = sort === 'newest' ? -1 : 1;
    return products
      .map((product, index) => ({ product, index, time: created(product) }))
      .sort((a, b) => direction * (a.time - b.time) || a.index - b.index)
      .map(({ product }) => product);
  }
  return [...products].sort(COMPARES[sort]);
}

/** Other products of `product`'s author, at most `limit`, in catalogue order. */
export function moreFromAuthor(
  products: readonly MarketplaceProduct[],
  product: MarketplaceProduct,
  limit: number,
): MarketplaceProduct[] {
  const others: MarketplaceProduct[] = [];
  for (const candidate of products) {
    if (others.length >= limit) break;
    if (candidate.author === product.author && candidate.id !== product.id) others.push(candidate);
  }
  return others;
}
