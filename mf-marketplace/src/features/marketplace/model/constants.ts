// The marketplace's business constants (spec 001, section 9). Numbers here are requirements.

/** Products per page of the listing. */
export const MARKETPLACE_PAGE_SIZE = 12;

/** Tags a listing card shows at most. */
export const MARKETPLACE_CARD_TAG_COUNT = 3;

/** Products in the 'More from {author}' section of a product page. */
export const MORE_FROM_AUTHOR_COUNT = 4;

/**
 * The price range sliders, in US dollars. The spec's range stops at 100 while some products
 * (custom services) cost more; the top of the range therefore means "100 and above", so the
 * default range hides nothing.
 */
export const PRICE_RANGE = { min: 0, max: 100, step: 1 } as const;

/** The five categories and their subcategories, in the spec's order. */
export const MARKETPLACE_CATEGORIES = [
  {
    name: 'Design Templates',
    subcategories: ['Tech Packs', 'CAD Templates', 'Mood Boards', 'Presentation Templates'],
  },
  {
    name: 'Patterns & Prints',
    subcategories: ['Seamless Patterns', 'Textile Prints', 'Embroidery Designs', 'Vector Graphics'],
  },
  {
    name: 'Technical Resources',
    subcategories: ['Grading Rules', 'Size Charts', 'Construction Guides', 'Fitting Guides'],
  },
  {
    name: 'Business Tools',
    subcategories: [
      'Brand Guidelines',
      'Pricing Calculators',
      'Contracts & Templates',
      'Marketing Materials',
    ],
  },
  {
    name: 'Photography & Media',
    subcategories: [
      'Product Photos',
      'Lifestyle Photos',
      'Video Templates',
      'Social Media Templates',
    ],
  },
] as const;

export type MarketplaceCategory = (typeof MARKETPLACE_CATEGORIES)[number]['name'];
export type MarketplaceSubcategory =
  (typeof MARKETPLACE_CATEGORIES)[number]['subcategories'][number];

export const MARKETPLACE_CATEGORY_NAMES: readonly MarketplaceCategory[] =
  MARKETPLACE_CATEGORIES.map((category) => category.name);

/** The subcategories of `category`, or none for 'all'. */
export function subcategoriesOf(
  category: MarketplaceCategory | 'all',
): readonly MarketplaceSubcategory[] {
  return MARKETPLACE_CATEGORIES.find((entry) => entry.name === category)?.subcategories ?? [];
}

/** The seven sorts; `featured` is the default. */
export const MARKETPLACE_SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'downloads', label: 'Most Downloaded' },
  { value: 'rating', label: 'Highest Rated' },
] as const;

export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number]['value'];

export const MARKETPLACE_SORT_VALUES: readonly MarketplaceSort[] = MARKETPLACE_SORTS.map(
  (sort) => sort.value,
);

export const DEFAULT_MARKETPLACE_SORT: MarketplaceSort = 'featured';

/** Licenses a product is sold under. */
export const LICENSE_LABELS = {
  commercial: 'Commercial license',
  personal: 'Personal license',
  extended: 'Extended license',
} as const;

export type License = keyof typeof LICENSE_LABELS;

/**
 * The intrinsic size of listing images (4:3). Images carry it as width and height attributes so
 * the page keeps its layout while they load.
 */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** The intrinsic size of author avatars. */
export const AVATAR_SIZE = { width: 96, height: 96 } as const;

/** Where the favourite products are kept in local storage. */
export const FAVOURITES_STORAGE_KEY = 'atelier.marketplace.favourites';
