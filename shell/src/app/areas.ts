// The route table by its own path, not through the shared-ui singleton: this module runs before
// the share scope is ready (see preloadPublicArea in federatedAreaLoader.ts).
import { ROUTES, SECTIONS } from '@atelier/shared-ui/routes';
import { matchesRoutePattern } from '../lib/routePattern';

/**
 * Who owns which route (docs/architecture.md, "Areas and owners"; spec 000, section 2). The shell
 * decides which area is active from this table alone; inside its area a remote routes with its own
 * router, so a team adds a screen under its prefix without touching the shell.
 */
export type AreaName =
  'mf_landing' | 'mf_marketplace' | 'mf_freelancer' | 'mf_client' | 'mf_supplier' | 'mf_plm';

export const SHELL_AREA = 'shell';

export type Owner = AreaName | typeof SHELL_AREA;

export interface AreaDefinition {
  name: AreaName;
  /** What users call the area, for loading and fallback messages. */
  label: string;
  /** react-router patterns; `/freelancer/:screen/*` owns every path below `/freelancer/`. */
  routes: readonly string[];
  /**
   * Screens whose loading message names them rather than the area (issue 37: Purchases loads
   * as 'Loading Purchases...', not 'Loading Marketplace...').
   */
  screens?: readonly { route: string; label: string }[];
}

/** Routes the shell renders itself: identity and billing screens. */
export const SHELL_ROUTES: readonly string[] = [
  ROUTES.login,
  ROUTES.signup,
  ROUTES.selectRole,
  ROUTES.checkoutSuccess,
  ROUTES.checkoutCancel,
  ROUTES.freelancer.subscription,
  ROUTES.client.subscription,
  ROUTES.supplier.subscription,
  // The supplier's account menu says Billing (spec 001, section 2): the same subscription page.
  ROUTES.supplier.billing,
  ROUTES.admin.dashboard,
];

export const AREAS: readonly AreaDefinition[] = [
  {
    name: 'mf_landing',
    label: 'Home',
    routes: [ROUTES.home, ROUTES.privacyPolicy, ROUTES.termsOfService, ROUTES.cookiePolicy],
  },
  {
    name: 'mf_marketplace',
    label: 'Marketplace',
    routes: [ROUTES.marketplace, SECTIONS.marketplace.pattern, ROUTES.jobs, ROUTES.job],
    screens: [
      { route: ROUTES.purchases, label: 'Purchases' },
      { route: ROUTES.purchase, label: 'your purchase' },
    ],
  },
  {
    name: 'mf_freelancer',
    label: 'Freelancer workspace',
    routes: [SECTIONS.freelancer.pattern, ROUTES.portfolio, ROUTES.freelancerDashboardPreview],
  },
  {
    name: 'mf_client',
    label: 'Client workspace',
    // A supplier's public page lives beside /explore, where brands find suppliers (issue 43).
    routes: [
      SECTIONS.client.pattern,
      ROUTES.explore,
      ROUTES.supplierProfile,
      ROUTES.clientDashboardPreview,
    ],
  },
  {
    name: 'mf_supplier',
    label: 'Supplier workspace',
    routes: [SECTIONS.supplier.pattern, ROUTES.supplierDashboardPreview],
  },
  {
    name: 'mf_plm',
    label: 'Atelier PLM',
    routes: [ROUTES.plm.styles, SECTIONS.plm.pattern],
  },
];

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchesRoutePattern(pattern, pathname));

/** The owner of a path, or null when nobody owns it (the spec: redirect to `/`). */
export function ownerOf(pathname: string): Owner | null {
  if (matchesAny(SHELL_ROUTES, pathname)) return SHELL_AREA;
  return AREAS.find((area) => matchesAny(area.routes, pathname))?.name ?? null;
}

/** What the loading message names at `pathname`: the screen when it has a label, else the area. */
export function loadingLabelOf(area: AreaDefinition, pathname: string): string {
  return (
    area.screens?.find(({ route }) => matchesRoutePattern(route, pathname))?.label ?? area.label
  );
}

export function areaDefinition(name: AreaName): AreaDefinition {
  const area = AREAS.find((candidate) => candidate.name === name);
  if (area === undefined) throw new Error(`Unknown area ${name}`);
  return area;
}
