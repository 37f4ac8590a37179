import { matchesRoutePattern } from './route-pattern';

/**
 * Who owns which route (ARCHITECTURE.md, "The parts"; spec 000, section 2). The shell decides
 * which area is active from this table alone; inside its area a remote routes with its own
 * router, so a team adds a screen under its prefix without touching the shell.
 */
export type AreaName =
  'mf_landing' | 'mf_marketplace' | 'mf_freelancer' | 'mf_client' | 'mf_supplier';

export const SHELL_AREA = 'shell';

export type Owner = AreaName | typeof SHELL_AREA;

export interface AreaDefinition {
  name: AreaName;
  /** What users call the area, for loading and fallback messages. */
  label: string;
  /** react-router patterns; `/freelancer/:screen/*` owns every path below `/freelancer/`. */
  routes: readonly string[];
}

/** Routes the shell renders itself: identity and billing screens. */
export const SHELL_ROUTES: readonly string[] = [
  '/login',
  '/signup',
  '/onboarding/select-role',
  '/checkout/success',
  '/checkout/cancel',
  '/freelancer/subscription',
  '/client/subscription',
  '/supplier/subscription',
  '/admin/dashboard',
];

export const AREAS: readonly AreaDefinition[] = [
  {
    name: 'mf_landing',
    label: 'Home',
    routes: ['/', '/privacy-policy', '/terms-of-service', '/cookie-policy'],
  },
  {
    name: 'mf_marketplace',
    label: 'Marketplace',
    routes: ['/marketplace-full', '/marketplace/:section/*', '/jobs'],
  },
  {
    name: 'mf_freelancer',
    label: 'Freelancer workspace',
    routes: ['/freelancer/:screen/*', '/portfolio/:username', '/freelancer-dashboard-preview'],
  },
  {
    name: 'mf_client',
    label: 'Client workspace',
    routes: ['/client/:screen/*', '/explore', '/client-dashboard-preview'],
  },
  {
    name: 'mf_supplier',
    label: 'Supplier workspace',
    routes: ['/supplier/:screen/*', '/supplier-dashboard-preview'],
  },
];

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchesRoutePattern(pattern, pathname));

/** The owner of a path, or null when nobody owns it (the spec: redirect to `/`). */
export function ownerOf(pathname: string): Owner | null {
  if (matchesAny(SHELL_ROUTES, pathname)) return SHELL_AREA;
  return AREAS.find((area) => matchesAny(area.routes, pathname))?.name ?? null;
}

export function areaDefinition(name: AreaName): AreaDefinition {
  const area = AREAS.find((candidate) => candidate.name === name);
  if (area === undefined) throw new Error(`Unknown area ${name}`);
  return area;
}
