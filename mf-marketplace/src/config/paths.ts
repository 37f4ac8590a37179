import { ROUTES, SECTIONS } from '@atelier/shared-ui';

export { jobPath, loginPath, productPath } from '@atelier/shared-ui';

/** Every path this remote owns (spec 000, section 2; spec 001, section 2), from the route table. */
export const PATHS = {
  marketplace: ROUTES.marketplace,
  productDetail: ROUTES.product,
  /** A product path without its id: the spec sends it back to the listing. */
  productWithoutId: ROUTES.productWithoutId,
  jobs: ROUTES.jobs,
} as const;

/** Unknown paths under these prefixes are this area's to redirect to `/`. */
export const AREA_PREFIXES: readonly string[] = [SECTIONS.marketplace.prefix];

/** Paths of other areas that these screens link to. */
export const PLATFORM_PATHS = {
  home: ROUTES.home,
  login: ROUTES.login,
  postJob: ROUTES.client.postJob,
  sellYourWork: ROUTES.freelancer.sellProducts,
  myApplications: ROUTES.freelancer.applications,
} as const;
