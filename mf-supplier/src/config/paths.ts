import { ROUTES, SECTIONS } from '@atelier/shared-ui';

/**
 * Every path this remote owns (spec 000, section 2; spec 001, section 2), from the platform route
 * table. The supplier's subscription page (also at /supplier/billing) belongs to the shell.
 */
export const PATHS = {
  dashboard: ROUTES.supplier.dashboard,
  messages: ROUTES.supplier.messages,
  notifications: ROUTES.supplier.notifications,
  services: ROUTES.supplier.services,
  requests: ROUTES.supplier.requests,
  samples: ROUTES.supplier.samples,
  savedSearches: ROUTES.supplier.savedSearches,
  profile: ROUTES.supplier.profile,
  settings: ROUTES.supplier.settings,
  dashboardPreview: ROUTES.supplierDashboardPreview,
} as const;

/** Unknown paths under these prefixes are this area's to redirect to `/`. */
export const AREA_PREFIXES: readonly string[] = [SECTIONS.supplier.prefix];
