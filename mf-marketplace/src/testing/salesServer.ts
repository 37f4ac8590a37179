// The sales part of the in-memory auth-service (tests only): a product's purchase state and
// checkout, the buyer's purchases, and reviews. Tests set its answers (`sales.*`) and read the
// requests from the catalogue server that hosts it.
import type {
  MyReview,
  ProductCheckout,
  ProductPurchaseState,
  Purchase,
  Review,
  ReviewPage,
} from '@atelier/api-contract';
import type { ApiResponse } from '@atelier/shared-ui';

export const TEST_REVIEWS_PAGE_SIZE = 5;

export interface SalesState {
  /** `GET /api/sales/products/:id/state`, by product id (a buyable product when absent). */
  purchaseStates: Record<string, ProductPurchaseState>;
  /** What `POST .../checkout` answers: a status and body; 201 with a sandbox URL by default. */
  checkoutAnswer: { status: number; body: unknown };
  /** The caller's purchases, newest first (`GET /api/purchases` and `/api/purchases/:id`). */
  purchases: Purchase[];
  /** Every review, by product id, newest first. */
  reviews: Record<string, Review[]>;
  /** `GET .../reviews/mine`, by product id (no purchase when absent). */
  myReviews: Record<string, MyReview>;
  /** The status and message of the next PUT of a review or a reply (once), e.g. 403. */
  refuseNextWrite: { status: number; message: string } | null;
}

export const TEST_CHECKOUT: ProductCheckout = {
  purchaseId: '77777777-7777-4777-8777-777777777777',
  url: 'https://sandbox.example/checkout/cs_test_1',
};

export function createSalesState(): SalesState {
  return {
    purchaseStates: {},
    checkoutAnswer: { status: 201, body: TEST_CHECKOUT },
    purchases: [],
    reviews: {},
    myReviews: {},
    refuseNextWrite: null,
  };
}

const json = (status: number, body: unknown): ApiResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: () => Promise.resolve(body),
});

const BUYABLE: ProductPurchaseState = {
  sellerTakesOrders: true,
  isOwnProduct: false,
  ownedPurchaseId: null,
  disputedPurchaseId: null,
};

const average = (reviews: readonly Review[]) =>
  reviews.length === 0
    ? 0
    : Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) /
      10;

function reviewPage(reviews: readonly Review[], page: number): ReviewPage {
  return {
    reviews: reviews.slice((page - 1) * TEST_REVIEWS_PAGE_SIZE, page * TEST_REVIEWS_PAGE_SIZE),
    rating: average(reviews),
    reviewCount: reviews.length,
    total: reviews.length,
    page,
    pageSize: TEST_REVIEWS_PAGE_SIZE,
    totalPages: Math.ceil(reviews.length / TEST_REVIEWS_PAGE_SIZE),
  };
}

const NOW = '2026-11-27T12:00:00.000Z';

/** The sales routes' answer, or undefined for a path that is not theirs. */
export function answerSales(
  sales: SalesState,
  method: string,
  path: string,
  query: URLSearchParams,
  signedIn: boolean,
  body: unknown,
): ApiResponse | undefined {
  const unauthorized = () => json(401, { error: 'Unauthorized', message: 'Sign in.' });
  const stateMatch = /^\/api\/sales\/products\/([^/]+)\/(state|checkout)$/.exec(path);
  if (stateMatch !== null) {
    if (!signedIn) return unauthorized();
    const productId = stateMatch[1] ?? '';
    if (stateMatch[2] === 'state' && method === 'GET') {
      return json(200, sales.purchaseStates[productId] ?? BUYABLE);
    }
    if (stateMatch[2] === 'checkout' && method === 'POST') {
      return json(sales.checkoutAnswer.status, sales.checkoutAnswer.body);
    }
  }
  if (path === '/api/purchases' && method === 'GET') {
    if (!signedIn) return unauthorized();
    return json(200, { purchases: sales.purchases });
  }
  const purchaseMatch = /^\/api\/purchases\/([^/]+)$/.exec(path);
  if (purchaseMatch !== null && method === 'GET') {
    if (!signedIn) return unauthorized();
    const purchase = sales.purchases.find((candidate) => candidate.id === purchaseMatch[1]);
    return purchase === undefined
      ? json(404, { error: 'Not Found', message: 'Purchase not found.' })
      : json(200, purchase);
  }
  const reviewsMatch =
    /^\/api\/catalogue\/products\/([^/]+)\/reviews(?:\/(mine|[^/]+\/reply))?$/.exec(path);
  if (reviewsMatch === null) return undefined;
  const productId = reviewsMatch[1] ?? '';
  const reviews = (sales.reviews[productId] ??= []);
  const refusal = () => {
    const refused = sales.refuseNextWrite;
    sales.refuseNextWrite = null;
    return refused === null
      ? null
      : json(refused.status, { error: 'Refused', message: refused.message });
  };
  if (reviewsMatch[2] === undefined && method === 'GET') {
    return json(200, reviewPage(reviews, Number(query.get('page') ?? '1')));
  }
  if (!signedIn) return unauthorized();
  if (reviewsMatch[2] === 'mine') {
    const mine = sales.myReviews[productId] ?? { canReview: false, review: null };
    if (method === 'GET') return json(200, mine);
    if (method === 'PUT') {
      const refused = refusal();
      if (refused !== null) return refused;
      if (!mine.canReview) return json(403, { error: 'Forbidden', message: 'Buyers only.' });
      const { rating, comment } = body as { rating: number; comment: string };
      const review: Review =
        mine.review === null
          ? {
              id: `88888888-8888-4888-8888-${String(reviews.length + 1).padStart(12, '0')}`,
              productId,
              rating,
              comment,
              buyerName: 'Ada Lovelace',
              createdAt: NOW,
              updatedAt: NOW,
              reply: null,
            }
          : { ...mine.review, rating, comment, updatedAt: NOW };
      sales.myReviews[productId] = { canReview: true, review };
      sales.reviews[productId] = [review, ...reviews.filter((other) => other.id !== review.id)];
      return json(200, review);
    }
  }
  const replyMatch = /^([^/]+)\/reply$/.exec(reviewsMatch[2] ?? '');
  if (replyMatch !== null && method === 'PUT') {
    const refused = refusal();
    if (refused !== null) return refused;
    const review = reviews.find((candidate) => candidate.id === replyMatch[1]);
    if (review === undefined) return json(404, { error: 'Not Found', message: 'No review.' });
    if (review.reply !== null) {
      return json(409, { error: 'Conflict', message: 'You have already replied to this review.' });
    }
    const replied: Review = {
      ...review,
      reply: { comment: (body as { comment: string }).comment, createdAt: NOW },
    };
    sales.reviews[productId] = reviews.map((other) => (other.id === review.id ? replied : other));
    return json(200, replied);
  }
  return undefined;
}
