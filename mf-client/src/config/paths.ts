import { ROUTES, SECTIONS } from '@atelier/shared-ui';

/**
 * Every path this remote owns (spec 000, section 2; spec 001, section 2), from the platform route
 * table. The client's subscription page belongs to the shell.
 */
export const PATHS = {
  ...ROUTES.client,
  explore: ROUTES.explore,
  supplierProfile: ROUTES.supplierProfile,
  dashboardPreview: ROUTES.clientDashboardPreview,
} as const;

/** Unknown paths under these prefixes are this area's to redirect to `/`. */
export const AREA_PREFIXES: readonly string[] = [SECTIONS.client.prefix];
