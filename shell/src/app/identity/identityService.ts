/**
 * What the shell knows about the identity service (Keycloak) without loading keycloak-js: whether
 * this browser may have a session to look for, whether the page is Keycloak's answer coming back,
 * and whether Keycloak answers at all. keycloak-js is loaded only when one of them says it is
 * needed, so a visitor who never signs in never downloads it.
 */

/**
 * Set in local storage while this browser has signed in and not signed out (the same idea as
 * other OIDC clients' "is authenticated" hint). Without it there is no session to look for: the
 * page skips the silent check (no hidden frames, no requests to Keycloak) until the visitor
 * chooses to sign in. It holds no personal data (the cookie policy lists it).
 */
const SESSION_HINT_KEY = 'atelier:session-hint';

export const sessionHint = {
  present: (): boolean => localStorage.getItem(SESSION_HINT_KEY) !== null,
  set: (): void => localStorage.setItem(SESSION_HINT_KEY, '1'),
  clear: (): void => localStorage.removeItem(SESSION_HINT_KEY),
};

/**
 * Whether the address carries Keycloak's answer to a sign-in or sign-up (keycloak-js asks for it
 * in the fragment: `#state=...&code=...`, or `#error=...`).
 */
export function isKeycloakCallback(location: Pick<Location, 'hash' | 'search'>): boolean {
  const parameters = new URLSearchParams(location.hash.slice(1) || location.search.slice(1));
  return parameters.has('state') && (parameters.has('code') || parameters.has('error'));
}

/** Rejects when Keycloak does not answer (stopped, or the gateway says 502), else resolves. */
export async function ensureKeycloakAnswers(): Promise<void> {
  const response = await fetch(
    `${window.location.origin}/auth/realms/atelier/.well-known/openid-configuration`,
  );
  // Only the status matters; an unread body would keep the request open.
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The identity service answered ${response.status}`);
}
