/**
 * Buying products (issue 20): checkout (a direct charge on the seller's connected account, no
 * application fee), the buyer's Purchases with their downloads, and reviews from verified
 * buyers. Money is integer US cents, fixed in the purchase at the moment of checkout.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';
import { PurchaseOrder } from './orders';
import { PURCHASE_STATUSES } from './values/orders';

/** `POST /api/sales/products/:id/checkout` answers where the browser goes to pay. */
export const ProductCheckout = Type.Object(
  {
    purchaseId: Type.String({ format: 'uuid' }),
    url: Type.String({ description: 'Stripe Checkout (or the sandbox page).' }),
  },
  { additionalProperties: false },
);
export type ProductCheckout = Static<typeof ProductCheckout>;

export const PurchaseFile = Type.Object(
  {
    key: Type.String(),
    name: Type.String(),
    size: Type.Integer(),
    type: Type.String(),
    url: Type.String({
      description: 'GET it (signed in): records the download, redirects to a 60-second link.',
    }),
  },
  { additionalProperties: false },
);
export type PurchaseFile = Static<typeof PurchaseFile>;

export const Purchase = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    productId: Type.String({ format: 'uuid' }),
    title: Type.String({ description: 'As sold.' }),
    thumbnail: Nullable(Type.String()),
    sellerName: Type.String(),
    amount: Type.Integer({ description: 'Paid, US cents.' }),
    refunded: Type.Integer({ description: 'Refunded, cents.' }),
    currency: Type.String(),
    status: StringEnum(PURCHASE_STATUSES),
    createdAt: Timestamp,
    paidAt: Nullable(Timestamp),
    receiptUrl: Nullable(Type.String()),
    files: Type.Array(PurchaseFile, { description: 'Only while paid (access kept).' }),
    /** Whether the product can still be reviewed by the buyer (paid) and their review, if any. */
    reviewed: Type.Boolean(),
    /**
     * Issue 22: a custom product's purchase is an order; its status, due date and 'Late' (absent
     * for a digital product, and until the payment has created the order).
     */
    order: Type.Optional(PurchaseOrder),
  },
  { additionalProperties: false },
);
export type Purchase = Static<typeof Purchase>;

/** `GET /api/purchases`: the caller's purchases (paid, refunded, disputed), newest first. */
export const Purchases = Type.Object(
  { purchases: Type.Array(Purchase) },
  { additionalProperties: false },
);
export type Purchases = Static<typeof Purchases>;

export const PurchaseIdParams = Type.Object(
  { purchaseId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/**
 * `GET /api/sales/products/:id/state`: what the product page shows the signed-in caller (Buy Now,
 * 'You already own this product', the seller not taking orders yet, their own product).
 */
export const ProductPurchaseState = Type.Object(
  {
    sellerTakesOrders: Type.Boolean(),
    isOwnProduct: Type.Boolean(),
    ownedPurchaseId: Nullable(Type.String({ format: 'uuid' })),
    /**
     * The caller's purchase of this digital product under an open dispute (issue 36): it cannot
     * be bought again until the dispute closes; null when none.
     */
    disputedPurchaseId: Nullable(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type ProductPurchaseState = Static<typeof ProductPurchaseState>;

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 5;

export const ReviewReply = Type.Object(
  { comment: Type.String(), createdAt: Timestamp },
  { additionalProperties: false },
);

export const Review = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    productId: Type.String({ format: 'uuid' }),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.String(),
    buyerName: Type.String(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    reply: Nullable(ReviewReply),
  },
  { additionalProperties: false },
);
export type Review = Static<typeof Review>;

/** `GET /api/catalogue/products/:id/reviews?page=`: newest first. */
export const ReviewPage = Type.Object(
  {
    reviews: Type.Array(Review),
    rating: Type.Number({ description: 'The average, one decimal.' }),
    reviewCount: Type.Integer(),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type ReviewPage = Static<typeof ReviewPage>;

/** `GET /api/catalogue/products/:id/reviews/mine`: whether the caller may review, and theirs. */
export const MyReview = Type.Object(
  { canReview: Type.Boolean(), review: Nullable(Review) },
  { additionalProperties: false },
);
export type MyReview = Static<typeof MyReview>;

/** `PUT /api/catalogue/products/:id/reviews/mine`: create or edit (a paid purchase needed). */
export const ReviewBody = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.String({ maxLength: REVIEW_COMMENT_MAX }),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBody>;

/** `PUT /api/catalogue/products/:id/reviews/:reviewId/reply`: the seller, once. */
export const ReviewReplyBody = Type.Object(
  { comment: Type.String({ minLength: 1, maxLength: REVIEW_COMMENT_MAX }) },
  { additionalProperties: false },
);
export type ReviewReplyBody = Static<typeof ReviewReplyBody>;
