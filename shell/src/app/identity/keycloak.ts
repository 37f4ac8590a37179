import Keycloak from 'keycloak-js';

/**
 * The one keycloak-js instance of the page. Created at module level, outside React, so that
 * StrictMode's double effects cannot initialise it twice. Keycloak is served by the gateway on
 * the app's own origin (`/auth`), so silent checks and cookies are first-party.
 */
export const keycloak = new Keycloak({
  url: `${window.location.origin}/auth`,
  realm: 'atelier',
  clientId: 'atelier-web',
});

/** How long a silent session check may take before Keycloak is treated as unreachable. */
const SILENT_CHECK_TIMEOUT_MS = 20_000;

/** Rejects at once when Keycloak does not answer (stopped, or the gateway says 502). */
async function keycloakAnswers(): Promise<never> {
  const response = await fetch(
    `${window.location.origin}/auth/realms/atelier/.well-known/openid-configuration`,
  );
  // Only the status matters; an unread body would keep the request open.
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The identity service answered ${response.status}`);
  // Up: let the session check decide.
  return new Promise<never>(() => undefined);
}

/**
 * Resolves whether a Keycloak session exists (check-sso through a same-origin silent page, PKCE
 * S256). Keycloak being unreachable counts as signed out: public pages keep working.
 */
export async function initKeycloak(): Promise<boolean> {
  // keycloak-js waits for the silent check's answer without a time limit; when Keycloak is down
  // the answer never comes. A quick probe says so at once, a time limit covers the rest.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error('The silent session check timed out'));
    }, SILENT_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      keycloak.init({
        onLoad: 'check-sso',
        silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
        pkceMethod: 'S256',
        checkLoginIframe: false,
      }),
      keycloakAnswers(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
