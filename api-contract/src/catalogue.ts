import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OneLine, StringEnum, Timestamp } from './common';

/** Marketplace categories and their subcategories (spec 001 section 9), in the spec's order. */
export const PRODUCT_CATEGORIES = {
  'Design Templates': ['Tech Packs', 'CAD Templates', 'Mood Boards', 'Presentation Templates'],
  'Patterns & Prints': [
    'Seamless Patterns',
    'Textile Prints',
    'Embroidery Designs',
    'Vector Graphics',
  ],
  'Technical Resources': ['Grading Rules', 'Size Charts', 'Construction Guides', 'Fitting Guides'],
  'Business Tools': [
    'Brand Guidelines',
    'Pricing Calculators',
    'Contracts & Templates',
    'Marketing Materials',
  ],
  'Photography & Media': [
    'Product Photos',
    'Lifestyle Photos',
    'Video Templates',
    'Social Media Templates',
  ],
  /** The product form's last choice; no subcategories. */
  Other: [],
} as const satisfies Record<string, readonly string[]>;
export type ProductCategory = keyof typeof PRODUCT_CATEGORIES;

export const PRODUCT_TYPES = ['ready-made', 'custom'] as const;
export const PRODUCT_LICENSES = ['commercial', 'personal', 'extended'] as const;
export const PRODUCT_STATUSES = ['draft', 'published', 'private'] as const;
export const DELIVERY_TIMES = ['1-3', '3-7', '7-14', '14-30'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The marketplace's sorts (section 9); `relevance` orders a search by how well products match. */
export const MARKETPLACE_SORTS = [
  'featured',
  'newest',
  'oldest',
  'price-low',
  'price-high',
  'downloads',
  'rating',
  'relevance',
] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];

/** Products per page of the marketplace (section 9). */
export const MARKETPLACE_PAGE_SIZE = 12;
/** Products in a product page's 'More from {author}'. */
export const MORE_FROM_AUTHOR_COUNT = 4;
/** The furthest page a list may ask for. */
export const MAX_PAGE = 10_000;
/** Images and files a product may hold. */
export const MAX_PRODUCT_IMAGES = 20;
export const MAX_PRODUCT_FILES = 50;

const StorageKey = Type.String({
  minLength: 1,
  maxLength: 500,
  description:
    "An upload id (`/api/uploads`): the caller's complete upload, of purpose image for images and product-file for files.",
});
const FileName = Type.String({ minLength: 1, maxLength: 255 });
const ByteSize = Type.Integer({ minimum: 0, description: 'Bytes.' });
const Cents = Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'US cents.' });

/**
 * An image or file of a product as it is sent: an upload's id as key. The name, size (and a
 * file's type) saved are the upload's own (the name sent names the upload in messages).
 */
export const ProductImageInput = Type.Object(
  { key: StorageKey, name: FileName, size: ByteSize },
  { additionalProperties: false },
);
export const ProductFileInput = Type.Object(
  {
    key: StorageKey,
    name: FileName,
    size: ByteSize,
    type: Type.Optional(
      Type.String({
        maxLength: 255,
        description:
          "Not needed, and never saved: a file's type (MIME) is the upload's own, by its content, then its name.",
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * `POST /api/catalogue/products` (and, every field optional, `PATCH .../:id`). Texts may be
 * empty here: the server answers the product form's own messages (section 5) in its order.
 */
const productFields = {
  title: OneLine(200),
  description: Type.String({ maxLength: 5000 }),
  category: Type.String({ maxLength: 100, description: 'A category name, or Other.' }),
  subcategory: Nullable(Type.String({ maxLength: 100 })),
  price: Nullable(
    Type.Integer({
      minimum: -100_000_000,
      maximum: 100_000_000,
      description: 'US cents; above 0.',
    }),
  ),
  originalPrice: Nullable(Cents),
  productType: StringEnum(PRODUCT_TYPES),
  license: StringEnum(PRODUCT_LICENSES),
  deliveryTime: Nullable(StringEnum(DELIVERY_TIMES, { description: 'Custom only (days).' })),
  revisions: Nullable(Type.Integer({ minimum: 0, maximum: 10, description: 'Custom only.' })),
  requirements: Nullable(Type.String({ maxLength: 5000, description: 'Custom only.' })),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 20 }),
  status: StringEnum(PRODUCT_STATUSES),
  images: Type.Array(ProductImageInput, { maxItems: MAX_PRODUCT_IMAGES }),
  files: Type.Array(ProductFileInput, { maxItems: MAX_PRODUCT_FILES }),
};

export const CreateProductBody = Type.Object(
  {
    ...productFields,
    subcategory: Type.Optional(productFields.subcategory),
    price: Type.Optional(productFields.price),
    originalPrice: Type.Optional(productFields.originalPrice),
    license: Type.Optional(productFields.license),
    deliveryTime: Type.Optional(productFields.deliveryTime),
    revisions: Type.Optional(productFields.revisions),
    requirements: Type.Optional(productFields.requirements),
    tags: Type.Optional(productFields.tags),
    status: Type.Optional(productFields.status),
    images: Type.Optional(productFields.images),
    files: Type.Optional(productFields.files),
  },
  { additionalProperties: false },
);
export type CreateProductBody = Static<typeof CreateProductBody>;

export const UpdateProductBody = Type.Partial(Type.Object(productFields), {
  additionalProperties: false,
});
export type UpdateProductBody = Static<typeof UpdateProductBody>;

export const ProductImage = Type.Object(
  {
    key: Type.String(),
    name: Type.String(),
    size: Type.Integer(),
    url: Type.String({ description: 'The display size (1280 px wide, WebP).' }),
  },
  { additionalProperties: false },
);
export const ProductFile = Type.Object(
  {
    key: Type.String(),
    name: Type.String(),
    size: Type.Integer(),
    type: Type.String(),
    url: Type.String({
      description: 'Where its owner downloads it: a redirect to a 60-second link.',
    }),
  },
  { additionalProperties: false },
);

/** What a marketplace card shows (section 3, marketplace listing product). */
const summaryFields = {
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  description: Type.String(),
  price: Type.Integer({ description: 'US cents.' }),
  originalPrice: Nullable(Type.Integer({ description: 'US cents; set when discounted.' })),
  currency: Type.String(),
  category: Type.String(),
  subcategory: Nullable(Type.String()),
  productType: StringEnum(PRODUCT_TYPES),
  license: StringEnum(PRODUCT_LICENSES),
  authorId: Type.String({ format: 'uuid' }),
  authorName: Type.String(),
  thumbnail: Nullable(
    Type.String({ description: 'URL of the first image, its thumbnail size (320 px, WebP).' }),
  ),
  tags: Type.Array(Type.String()),
  downloads: Type.Integer(),
  rating: Type.Number(),
  reviewCount: Type.Integer(),
  isFeatured: Type.Boolean({ description: 'Chosen by an admin.' }),
  isBestseller: Type.Boolean({
    description:
      'At least 3 paid sales in the last 30 days, and fewer than a tenth (rounded up) of the published products of its category sold more (recomputed after each sale and hourly).',
  }),
  isNew: Type.Boolean({ description: 'First published in the last 14 days.' }),
  fileTypes: Type.Array(Type.String(), { description: 'Extensions of its files, e.g. AI, PDF.' }),
  fileSize: Type.Integer({ description: 'Bytes of all its files.' }),
  createdAt: Timestamp,
};

export const ProductSummary = Type.Object(summaryFields, { additionalProperties: false });
export type ProductSummary = Static<typeof ProductSummary>;

/** A whole product: its owner's view, and the product page. */
export const Product = Type.Object(
  {
    ...summaryFields,
    status: StringEnum(PRODUCT_STATUSES),
    deliveryTime: Nullable(StringEnum(DELIVERY_TIMES)),
    revisions: Nullable(Type.Integer()),
    requirements: Nullable(Type.String()),
    images: Type.Array(ProductImage),
    files: Type.Array(ProductFile, { description: 'Only the owner sees the files.' }),
    views: Type.Integer(),
    totalSales: Type.Integer({ description: 'Paid sales (refunded and disputed ones leave).' }),
    revenue: Type.Integer({ description: 'What the seller received: gross minus refunds, cents.' }),
    conversionRate: Type.Number({
      description: 'Paid sales per view, percent, one decimal (0 without views).',
    }),
    monthlyTrend: Nullable(
      Type.Number({
        description:
          'Paid sales this month (UTC) against last month, percent, one decimal: null when last month had none and this month some (new this month: no percentage compares with nothing), 0 when neither.',
      }),
    ),
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type Product = Static<typeof Product>;

export const ProductIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type ProductIdParams = Static<typeof ProductIdParams>;

export const AuthorIdParams = Type.Object(
  { authorId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type AuthorIdParams = Static<typeof AuthorIdParams>;

const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });

/** `GET /api/catalogue/products`: published products only. */
export const MarketplaceQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Search words; typos tolerated.' }),
    ),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    subcategory: Type.Optional(Type.String({ maxLength: 100 })),
    minPrice: Type.Optional(Type.Integer({ minimum: 0, description: 'US cents, inclusive.' })),
    maxPrice: Type.Optional(Type.Integer({ minimum: 0, description: 'US cents, inclusive.' })),
    author: Type.Optional(
      Type.String({
        format: 'uuid',
        description: "Only this seller's products (a public profile's My Shop).",
      }),
    ),
    sort: Type.Optional(
      StringEnum(MARKETPLACE_SORTS, {
        description: 'Default: relevance with q, else featured.',
      }),
    ),
    page: Page,
  },
  { additionalProperties: false },
);
export type MarketplaceQuery = Static<typeof MarketplaceQuery>;

export const PageQuery = Type.Object({ page: Page }, { additionalProperties: false });
export type PageQuery = Static<typeof PageQuery>;

export const ProductPage = Type.Object(
  {
    products: Type.Array(ProductSummary),
    total: Type.Integer({ description: 'Every matching product.' }),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalPages: Type.Integer(),
    similar: Type.Optional(
      Type.Boolean({
        description:
          'true when nothing matched every word of q: the list shows close spellings instead (the page says so).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductPage = Static<typeof ProductPage>;

export const MyProducts = Type.Object(
  { products: Type.Array(Product), total: Type.Integer() },
  { additionalProperties: false },
);
export type MyProducts = Static<typeof MyProducts>;

export const ProductDetail = Type.Object(
  {
    product: Product,
    moreFromAuthor: Type.Array(ProductSummary, {
      description: "The author's other published products, a few.",
    }),
  },
  { additionalProperties: false },
);
export type ProductDetail = Static<typeof ProductDetail>;

export const Favourites = Type.Object(
  {
    productIds: Type.Array(Type.String({ format: 'uuid' })),
    products: Type.Array(ProductSummary, {
      description: 'The favourites the caller may see, newest favourite first.',
    }),
  },
  { additionalProperties: false },
);
export type Favourites = Static<typeof Favourites>;

/** `POST /api/catalogue/me/favourites/merge`: the browser's favourites, kept at sign-in. */
export const MergeFavouritesBody = Type.Object(
  {
    productIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 500, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type MergeFavouritesBody = Static<typeof MergeFavouritesBody>;

export const FavouriteParams = Type.Object(
  { productId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type FavouriteParams = Static<typeof FavouriteParams>;
