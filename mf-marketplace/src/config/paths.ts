import { ROUTES, SECTIONS, productPath } from '@atelier/shared-ui';

export {
  SHARED_JOB_PARAM,
  jobPath,
  loginPath,
  orderPath,
  productPath,
  purchasePath,
  sellProductPath,
} from '@atelier/shared-ui';

/** Every path this remote owns (spec 000, section 2; spec 001, section 2), from the route table. */
export const PATHS = {
  marketplace: ROUTES.marketplace,
  productDetail: ROUTES.product,
  /** A product path without its id: the spec sends it back to the listing. */
  productWithoutId: ROUTES.productWithoutId,
  /** The buyer's library (signed in: the shell's guard sends a visitor to sign in first). */
  purchases: ROUTES.purchases,
  /** One purchase: checkout's return page. */
  purchase: ROUTES.purchase,
  /** A custom order's page, its buyer's and its seller's (signed in). */
  order: ROUTES.order,
  jobs: ROUTES.jobs,
  job: ROUTES.job,
} as const;

/** The query parameter of a product page that opens one of its tabs. */
export const PRODUCT_TAB_PARAM = 'tab';
/** The product page's tab of reviews. */
export const REVIEWS_TAB = 'reviews';

/** A product's page opened on its Reviews tab (Purchases' 'Write a review'). */
export const productReviewsPath = (productId: string): string =>
  `${productPath(productId)}?${PRODUCT_TAB_PARAM}=${REVIEWS_TAB}`;

/** Unknown paths under these prefixes are this area's to redirect to `/`. */
export const AREA_PREFIXES: readonly string[] = [SECTIONS.marketplace.prefix];

/** Paths of other areas that these screens link to. */
export const PLATFORM_PATHS = {
  home: ROUTES.home,
  login: ROUTES.login,
  postJob: ROUTES.client.postJob,
  sellYourWork: ROUTES.freelancer.sellProducts,
  myApplications: ROUTES.freelancer.applications,
  /** The seller's custom orders: an order page's way back for its seller. */
  sellerOrders: ROUTES.freelancer.orders,
} as const;
