import { ROUTES } from '@atelier/shared-ui';

/** Every path this remote owns (spec 000, section 2), from the platform route table. */
export const PATHS = {
  landing: ROUTES.home,
  privacyPolicy: ROUTES.privacyPolicy,
  termsOfService: ROUTES.termsOfService,
  cookiePolicy: ROUTES.cookiePolicy,
} as const;

/** Paths of other areas that the landing and legal pages link to. */
export const PLATFORM_PATHS = {
  login: ROUTES.login,
  signup: ROUTES.signup,
  marketplace: ROUTES.marketplace,
  jobs: ROUTES.jobs,
  /** Atelier PLM's first page (its styles), linked once PLM is launched. */
  plm: ROUTES.plm.styles,
  freelancerDashboardPreview: ROUTES.freelancerDashboardPreview,
  clientDashboardPreview: ROUTES.clientDashboardPreview,
  supplierDashboardPreview: ROUTES.supplierDashboardPreview,
} as const;
