import Keycloak from 'keycloak-js';
import { ensureKeycloakAnswers } from './identityService';

/**
 * The one keycloak-js instance of the page, in a chunk of its own (identity.ts loads it when a
 * session may exist or the visitor signs in). Created at module level, outside React, so that
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

/** Rejects at once when Keycloak does not answer; when it does, lets the session check decide. */
async function keycloakAnswers(): Promise<never> {
  await ensureKeycloakAnswers();
  return new Promise<never>(() => undefined);
}

let initialization: Promise<boolean> | null = null;

/**
 * Initialises keycloak-js once per page (later calls share the first one's answer) and resolves
 * whether a Keycloak session exists, PKCE S256. Keycloak's answer in the address (back from its
 * pages) is always processed; otherwise `checkSession` asks Keycloak through a silent check-sso
 * on a same-origin page, and without it the answer is no at once.
 */
export function initKeycloak({ checkSession }: { checkSession: boolean }): Promise<boolean> {
  initialization ??= initialize(checkSession).catch((error: unknown) => {
    initialization = null;
    throw error;
  });
  return initialization;
}

async function initialize(checkSession: boolean): Promise<boolean> {
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
        ...(checkSession
          ? {
              onLoad: 'check-sso',
              silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
            }
          : {}),
        pkceMethod: 'S256',
        checkLoginIframe: false,
      }),
      ...(checkSession ? [keycloakAnswers()] : []),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
