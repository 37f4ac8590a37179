/**
 * Back after sign-up. Keycloak's answer to a sign-up lands on /onboarding/select-role, and the
 * history entry before it is Keycloak's registration page (`.../openid-connect/registrations?...`).
 * Going back there is not harmless: Keycloak answers a registration request by ending the
 * browser's session (it expires its identity cookie before showing the form), so the new user
 * would see the sign-up form again and be signed out. A page cannot remove another page's
 * history entry, so the entry of role selection becomes a guard: it takes the dashboard's
 * address and a marker, and the dashboard gets an entry of its own after it. Back from the
 * dashboard reaches the guard, which goes forward again: the user stays on their dashboard and
 * role selection is never shown again (the spec's "replacing history").
 *
 * The guard is written while the user chooses the role (a click), so the browser keeps it as an
 * entry that Back stops at; entries added without a user gesture may be skipped by Back.
 */

const RETURN_GUARD_KEY = 'atelierReturnGuard';

type HistoryLike = Pick<History, 'state' | 'pushState' | 'replaceState' | 'forward'>;

/** Whether a history entry's state marks the guard in front of Keycloak's pages. */
export function isReturnGuard(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[RETURN_GUARD_KEY] === true
  );
}

/** Leaves role selection for `dashboard`, leaving the guard behind (see above). */
export function leaveRoleSelection(dashboard: string, history: HistoryLike = window.history): void {
  history.replaceState({ [RETURN_GUARD_KEY]: true }, '', dashboard);
  history.pushState(null, '', dashboard);
}

/**
 * Goes forward whenever the browser arrives on the guard: by Back within the page (popstate), or
 * by Back from another document (the page then starts on the guard). Returns the clean-up.
 */
export function installReturnGuard(target: Window = window): () => void {
  const bounce = () => {
    if (isReturnGuard(target.history.state)) target.history.forward();
  };
  // single-spa announces the app's own pushState and replaceState with synthetic popstate
  // events; only the browser's (trusted) ones are a move through history.
  const onPopState = (event: PopStateEvent) => {
    if (event.isTrusted) bounce();
  };
  bounce();
  target.addEventListener('popstate', onPopState);
  return () => target.removeEventListener('popstate', onPopState);
}
