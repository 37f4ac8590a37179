import { NAV_PATHS } from '@atelier/shared-ui';

/** Every path this remote owns (spec 000, section 2; spec 001, section 2). */
export const PATHS = {
  marketplace: '/marketplace-full',
  productDetail: '/marketplace/product/:productId',
  /** A product path without its id: the spec sends it back to the listing. */
  productWithoutId: '/marketplace/product',
  jobs: '/jobs',
} as const;

/** Unknown paths under these prefixes are this area's to redirect to `/`. */
export const AREA_PREFIXES: readonly string[] = ['/marketplace/'];

/** The page of one product of the listing. */
export const productPath = (productId: string): string =>
  `/marketplace/product/${encodeURIComponent(productId)}`;

/** Paths of other areas that these screens link to. */
export const PLATFORM_PATHS = {
  home: '/',
  login: '/login',
  postJob: NAV_PATHS.client.postJob,
  sellYourWork: NAV_PATHS.freelancer.sellProducts,
} as const;

/** Sign-in, coming back to `returnTo` afterwards (the shell reads `redirect`). */
export const loginPath = (returnTo: string): string =>
  `${PLATFORM_PATHS.login}?redirect=${encodeURIComponent(returnTo)}`;
