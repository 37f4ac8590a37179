import { aProduct, generateProducts } from '../../../testing/factories';
import { paginate } from '../../../lib/pagination';
import { MARKETPLACE_PAGE_SIZE, MARKETPLACE_SORT_VALUES, PRICE_RANGE } from './constants';
import {
  DEFAULT_MARKETPLACE_FILTERS,
  filterMarketplaceProducts,
  moreFromAuthor,
  sortMarketplaceProducts,
  type MarketplaceFilters,
} from './listing';
import type { MarketplaceProduct } from './marketplaceProduct';

const ids = (products: readonly MarketplaceProduct[]) => products.map((product) => product.id);

const catalogue = [
  aProduct({
    id: 'tech-pack',
    title: 'Complete Tech Pack Template',
    price: 29,
    category: 'Design Templates',
    subcategory: 'Tech Packs',
    author: 'Sarah Chen',
    tags: ['apparel'],
  }),
  aProduct({
    id: 'prints',
    title: 'Tropical Prints',
    description: 'Hand-painted RESORT motifs',
    price: 39,
    category: 'Patterns & Prints',
    subcategory: 'Textile Prints',
    author: 'Marco Rossi',
  }),
  aProduct({
    id: 'size-chart',
    title: 'Size Charts',
    price: 0,
    category: 'Technical Resources',
    subcategory: 'Size Charts',
    author: 'Lena Fischer',
    tags: ['sizing', 'conversion'],
  }),
  aProduct({
    id: 'service',
    title: 'Custom Tech Pack Service',
    price: 299,
    category: 'Design Templates',
    subcategory: 'Tech Packs',
    author: 'Sarah Chen',
  }),
  aProduct({
    id: 'cad',
    title: 'CAD Library',
    price: 100,
    category: 'Design Templates',
    subcategory: 'CAD Templates',
    author: 'Sarah Chen',
  }),
];

const filters = (change: Partial<MarketplaceFilters>): MarketplaceFilters => ({
  ...DEFAULT_MARKETPLACE_FILTERS,
  ...change,
});

describe('filterMarketplaceProducts', () => {
  it.each<[string, Partial<MarketplaceFilters>, string[]]>([
    ['no filter keeps everything', {}, ['tech-pack', 'prints', 'size-chart', 'service', 'cad']],
    ['search matches the title, any case', { search: 'tech PACK' }, ['tech-pack', 'service']],
    ['search matches the description', { search: 'resort' }, ['prints']],
    ['search matches a tag', { search: 'sizing' }, ['size-chart']],
    ['search matches the author', { search: 'marco' }, ['prints']],
    ['search matches the category', { search: 'technical resources' }, ['size-chart']],
    ['search ignores surrounding spaces', { search: '  prints  ' }, ['prints']],
    ['search with no match finds nothing', { search: 'zzz' }, []],
    ['category is exact', { category: 'Design Templates' }, ['tech-pack', 'service', 'cad']],
    [
      'subcategory narrows the category',
      { category: 'Design Templates', subcategory: 'Tech Packs' },
      ['tech-pack', 'service'],
    ],
    ['subcategory alone works across categories', { subcategory: 'Size Charts' }, ['size-chart']],
    ['the minimum price is inclusive', { minPrice: 39 }, ['prints', 'service', 'cad']],
    ['the maximum price is inclusive', { maxPrice: 39 }, ['tech-pack', 'prints', 'size-chart']],
    [
      'the top of the range has no upper limit',
      { minPrice: 50, maxPrice: PRICE_RANGE.max },
      ['service', 'cad'],
    ],
    ['a range of one price', { minPrice: 29, maxPrice: 29 }, ['tech-pack']],
    ['free products are in the default range', { maxPrice: 0 }, ['size-chart']],
    [
      'filters combine',
      { search: 'tech', category: 'Design Templates', minPrice: 30 },
      ['service'],
    ],
  ])('%s', (_case, change, expected) => {
    expect(ids(filterMarketplaceProducts(catalogue, filters(change)))).toEqual(expected);
  });
});

describe('sortMarketplaceProducts', () => {
  const products = [
    aProduct({
      id: 'a',
      price: 30,
      downloads: 100,
      rating: 4.5,
      createdAt: '2025-02-01T00:00:00.000Z',
      isBestseller: true,
    }),
    aProduct({
      id: 'b',
      price: 10,
      downloads: 900,
      rating: 4.9,
      createdAt: '2025-03-01T00:00:00.000Z',
    }),
    aProduct({
      id: 'c',
      price: 50,
      downloads: 50,
      rating: 3.8,
      createdAt: '2024-12-01T00:00:00.000Z',
      isFeatured: true,
    }),
    aProduct({
      id: 'd',
      price: 20,
      downloads: 400,
      rating: 4.1,
      createdAt: '2025-01-01T00:00:00.000Z',
      isFeatured: true,
      isBestseller: true,
    }),
    aProduct({
      id: 'e',
      price: 20,
      downloads: 400,
      rating: 4.1,
      createdAt: '2025-01-01T00:00:00.000Z',
    }),
  ];

  it.each([
    // featured first, then bestseller, then downloads
    ['featured', ['d', 'c', 'a', 'b', 'e']],
    ['newest', ['b', 'a', 'd', 'e', 'c']],
    ['oldest', ['c', 'd', 'e', 'a', 'b']],
    ['price-low', ['b', 'd', 'e', 'a', 'c']],
    ['price-high', ['c', 'a', 'd', 'e', 'b']],
    ['downloads', ['b', 'd', 'e', 'a', 'c']],
    ['rating', ['b', 'a', 'd', 'e', 'c']],
  ] as const)('%s orders %p', (sort, expected) => {
    expect(ids(sortMarketplaceProducts(products, sort))).toEqual(expected);
  });

  it('keeps the catalogue order for ties, and leaves its input alone', () => {
    const input = [...products];
    sortMarketplaceProducts(input, 'price-low');
    expect(ids(input)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('has a rule for each of the seven sorts', () => {
    expect(MARKETPLACE_SORT_VALUES).toHaveLength(7);
    for (const sort of MARKETPLACE_SORT_VALUES) {
      expect(sortMarketplaceProducts(products, sort)).toHaveLength(products.length);
    }
  });
});

describe('moreFromAuthor', () => {
  it("lists the author's other products, up to the limit", () => {
    const [techPack] = catalogue;
    expect(ids(moreFromAuthor(catalogue, techPack!, 4))).toEqual(['service', 'cad']);
    expect(ids(moreFromAuthor(catalogue, techPack!, 1))).toEqual(['service']);
  });

  it('is empty when the author has nothing else', () => {
    expect(moreFromAuthor(catalogue, catalogue[1]!, 4)).toEqual([]);
  });
});

describe('on 10,000 products', () => {
  const products = generateProducts(10_000);

  it('filters exactly the products that match every rule', () => {
    const rule = filters({
      search: 'SILK',
      category: 'Patterns & Prints',
      minPrice: 20,
      maxPrice: 80,
    });
    const result = filterMarketplaceProducts(products, rule);
    const expected = products.filter(
      (product) =>
        product.category === 'Patterns & Prints' &&
        product.price >= 20 &&
        product.price <= 80 &&
        [product.title, product.description, ...product.tags]
          .join(' ')
          .toLowerCase()
          .includes('silk'),
    );
    expect(result.length).toBeGreaterThan(0);
    expect(ids(result)).toEqual(ids(expected));
  });

  it.each(MARKETPLACE_SORT_VALUES)('sorts by %s into a correct order', (sort) => {
    const sorted = sortMarketplaceProducts(products, sort);
    expect(sorted).toHaveLength(products.length);
    expect(new Set(ids(sorted)).size).toBe(products.length);
    const key = (p: MarketplaceProduct): number[] => {
      switch (sort) {
        case 'featured':
          return [-Number(p.isFeatured), -Number(p.isBestseller), -p.downloads];
        case 'newest':
          return [-Date.parse(p.createdAt)];
        case 'oldest':
          return [Date.parse(p.createdAt)];
        case 'price-low':
          return [p.price];
        case 'price-high':
          return [-p.price];
        case 'downloads':
          return [-p.downloads];
        case 'rating':
          return [-p.rating];
      }
    };
    const outOfOrder: string[] = [];
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = key(sorted[i - 1]!);
      const current = key(sorted[i]!);
      const order = previous.findIndex((value, k) => value !== current[k]);
      if (order !== -1 && previous[order]! > current[order]!) outOfOrder.push(sorted[i]!.id);
    }
    expect(outOfOrder).toEqual([]);
  });

  it('pages the sorted results by 12 without losing or repeating any', () => {
    const sorted = sortMarketplaceProducts(products, 'featured');
    const { pageCount } = paginate(sorted, 1, MARKETPLACE_PAGE_SIZE);
    expect(pageCount).toBe(Math.ceil(10_000 / 12));
    const seen: string[] = [];
    for (let page = 1; page <= pageCount; page += 1) {
      const { items } = paginate(sorted, page, MARKETPLACE_PAGE_SIZE);
      expect(items.length).toBe(page < pageCount ? 12 : 10_000 % 12);
      seen.push(...ids(items));
    }
    expect(seen).toEqual(ids(sorted));
  });
});
