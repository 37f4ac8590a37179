import {
  DEFAULT_QUERY,
  formatConversion,
  PRODUCT_SORTS,
  filterProducts,
  formatRating,
  productStats,
  showsPerformance,
  sortProducts,
  visibleProducts,
  type ManagedProduct,
  type ProductSort,
} from './manageProducts';

const product = (overrides: Partial<ManagedProduct>): ManagedProduct => ({
  id: 'p',
  title: 'Product',
  description: '',
  category: 'Design Templates',
  tags: [],
  status: 'published',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  revenue: 0,
  totalSales: 0,
  rating: 0,
  ...overrides,
});

const techPack = product({
  id: 'a',
  title: 'Tech Pack Template',
  description: 'A complete tech pack',
  tags: ['techpack'],
  createdAt: '2025-01-02T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
  revenue: 2900,
  totalSales: 1,
  rating: 4,
});
const prints = product({
  id: 'b',
  title: 'textile prints',
  category: 'Patterns & Prints',
  tags: ['Floral'],
  createdAt: '2025-01-03T00:00:00.000Z',
  updatedAt: '2025-02-01T00:00:00.000Z',
  revenue: 7800,
  totalSales: 2,
  rating: 5,
});
const draft = product({
  id: 'c',
  title: 'Swimwear Service',
  status: 'draft',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
});
const privateOne = product({ id: 'd', title: 'Private Kit', status: 'private', revenue: 100 });

describe('productStats', () => {
  it.each([
    ['no products', [], { totalRevenue: 0, totalSales: 0, publishedProducts: 0, averageRating: 0 }],
    [
      'unrated products do not pull the average down',
      [techPack, prints, draft],
      { totalRevenue: 10700, totalSales: 3, publishedProducts: 2, averageRating: 4.5 },
    ],
    [
      'only unrated products',
      [draft],
      { totalRevenue: 0, totalSales: 0, publishedProducts: 0, averageRating: 0 },
    ],
    [
      'a private product keeps its revenue but is not published',
      [techPack, privateOne],
      { totalRevenue: 3000, totalSales: 1, publishedProducts: 1, averageRating: 4 },
    ],
  ])('%s', (_name, products, expected) => {
    expect(productStats(products)).toEqual(expected);
  });
});

describe('showsPerformance', () => {
  it.each([
    ['published', true],
    ['draft', false],
    ['private', false],
  ] as const)('%s: %s', (status, expected) => {
    expect(showsPerformance({ status })).toBe(expected);
  });
});

describe('filterProducts', () => {
  const all = [techPack, prints, draft, privateOne];
  it.each([
    ['everything by default', '', 'all', ['a', 'b', 'c', 'd']],
    ['title, ignoring case', 'TECH PACK', 'all', ['a']],
    ['description', 'complete', 'all', ['a']],
    ['category', 'patterns', 'all', ['b']],
    ['a tag', 'floral', 'all', ['b']],
    ['surrounding spaces ignored', '  swimwear ', 'all', ['c']],
    ['a status', '', 'draft', ['c']],
    ['search and status together', 'kit', 'published', []],
    ['private', '', 'private', ['d']],
    ['no match', 'nothing like this', 'all', []],
  ] as const)('%s', (_name, search, status, ids) => {
    expect(filterProducts(all, { search, status }).map(({ id }) => id)).toEqual(ids);
  });
});

describe('sortProducts', () => {
  const all = [techPack, prints, draft];
  it.each([
    ['updated', ['c', 'a', 'b']],
    ['created', ['b', 'a', 'c']],
    ['title', ['c', 'a', 'b']],
    ['revenue', ['b', 'a', 'c']],
    ['sales', ['b', 'a', 'c']],
    ['rating', ['b', 'a', 'c']],
  ] as const)('%s', (sort, ids) => {
    expect(sortProducts(all, sort).map(({ id }) => id)).toEqual(ids);
  });

  it('offers the six sorts of section 9, in its order', () => {
    expect(PRODUCT_SORTS.map(({ value }) => value)).toEqual<ProductSort[]>([
      'updated',
      'created',
      'title',
      'revenue',
      'sales',
      'rating',
    ]);
  });

  it('keeps ties in the given order and leaves the input alone', () => {
    const input = [draft, privateOne];
    expect(sortProducts(input, 'revenue').map(({ id }) => id)).toEqual(['d', 'c']);
    expect(
      sortProducts(
        [draft, techPack].map((p) => ({ ...p, revenue: 1 })),
        'revenue',
      ).map(({ id }) => id),
    ).toEqual(['c', 'a']);
    expect(input.map(({ id }) => id)).toEqual(['c', 'd']);
  });
});

describe('visibleProducts', () => {
  it('filters, then sorts', () => {
    expect(
      visibleProducts([techPack, prints, draft], {
        ...DEFAULT_QUERY,
        status: 'published',
        sort: 'title',
      }).map(({ id }) => id),
    ).toEqual(['a', 'b']);
  });
});

describe('formatRating', () => {
  it.each([
    [0, '0.0'],
    [4.5, '4.5'],
    [4.666, '4.7'],
  ])('%s is %s', (rating, text) => {
    expect(formatRating(rating)).toBe(text);
  });
});

describe('formatConversion', () => {
  it.each([
    [0, '0.0%'],
    [2.5, '2.5%'],
    [12, '12.0%'],
    [33.333, '33.3%'],
  ])('%s is %s', (rate, text) => {
    expect(formatConversion(rate)).toBe(text);
  });
});
