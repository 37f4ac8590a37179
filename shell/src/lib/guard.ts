import type { Role, SessionSnapshot } from '@atelier/shared-ui';
// The route table by its own path, not through the shared-ui singleton: the guard runs before the
// share scope is ready (see preloadPublicArea in federatedAreaLoader.ts).
import { DASHBOARD_OF, ROUTES, SECTIONS } from '@atelier/shared-ui/routes';
import { matchesRoutePattern } from './routePattern';

/**
 * The route guard (spec 000, section 4), a pure function of the path and the session, applied
 * before every navigation: single-spa mounts an area only when the guard allows its path, and the
 * shell's own area carries out the redirects and the loading state.
 */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'loading' }
  /** The profile could not be loaded (auth-service unreachable): say so, offer a retry. */
  | { kind: 'profileUnavailable' }
  | { kind: 'redirect'; to: string; rememberPath?: string };

const SELECT_ROLE_PATH = ROUTES.selectRole;

/** Routes that need a signed-in user, and the role each needs (null: any signed-in user). */
const GUARDED_ROUTES: readonly { pattern: string; role: Role | null }[] = [
  { pattern: SECTIONS.freelancer.pattern, role: 'freelancer' },
  { pattern: SECTIONS.client.pattern, role: 'client' },
  { pattern: SECTIONS.supplier.pattern, role: 'supplier' },
  { pattern: ROUTES.explore, role: 'client' },
  { pattern: ROUTES.admin.dashboard, role: 'admin' },
  // The buyer's library and checkout's return page (mf-marketplace): any role may buy.
  { pattern: ROUTES.purchases, role: null },
  { pattern: ROUTES.purchase, role: null },
  // A custom order's page, its buyer's and its seller's (issue 22): the API answers anyone else 404.
  { pattern: ROUTES.order, role: null },
  // Atelier PLM (issue 38): every role; the API says what each may do.
  { pattern: ROUTES.plm.styles, role: null },
  { pattern: SECTIONS.plm.pattern, role: null },
  { pattern: SELECT_ROLE_PATH, role: null },
];

export function requirementOf(pathname: string): { role: Role | null } | null {
  const route = GUARDED_ROUTES.find(({ pattern }) => matchesRoutePattern(pattern, pathname));
  return route === undefined ? null : { role: route.role };
}

export function guardRoute(pathname: string, session: SessionSnapshot): GuardDecision {
  const requirement = requirementOf(pathname);
  if (requirement === null) return { kind: 'allow' };
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status === 'signedOut') {
    return { kind: 'redirect', to: ROUTES.login, rememberPath: pathname };
  }
  if (session.profile === null) return { kind: 'profileUnavailable' };
  const { role } = session.profile;
  if (pathname === SELECT_ROLE_PATH) {
    // A user whose profile already has a role goes straight to that dashboard.
    return role === null ? { kind: 'allow' } : { kind: 'redirect', to: DASHBOARD_OF[role] };
  }
  if (role === null) return { kind: 'redirect', to: SELECT_ROLE_PATH };
  if (requirement.role !== null && role !== requirement.role) {
    return { kind: 'redirect', to: DASHBOARD_OF[role] };
  }
  return { kind: 'allow' };
}
