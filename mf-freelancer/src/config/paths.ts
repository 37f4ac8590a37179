import { ROUTES, SECTIONS } from '@atelier/shared-ui';

/**
 * Every path this remote owns (spec 000, section 2; spec 001, section 2), from the platform route
 * table. The freelancer's subscription page belongs to the shell.
 */
export const PATHS = {
  ...ROUTES.freelancer,
  publicPortfolio: ROUTES.portfolio,
  dashboardPreview: ROUTES.freelancerDashboardPreview,
} as const;

/** Unknown paths under these prefixes are this area's to redirect to `/`. */
export const AREA_PREFIXES: readonly string[] = [SECTIONS.freelancer.prefix];

/** Paths of other areas these screens link to. */
export const PLATFORM_PATHS = {
  jobs: ROUTES.jobs,
} as const;
