import { expect, type Page, type Request } from '@playwright/test';

/** The demo accounts of the local and test realm (scripts/lib/keycloak.mjs). */
export const DEMO_PASSWORD = 'atelier-demo';
export const DEMO = {
  freelancer: 'freelancer@demo.atelier.test',
  client: 'client@demo.atelier.test',
  supplier: 'supplier@demo.atelier.test',
  admin: 'admin@demo.atelier.test',
  newcomer: 'newcomer@demo.atelier.test',
} as const;

/**
 * An address no account has: Keycloak answers it with the same wrong-credentials message. Tests
 * that only need that message use it, because wrong passwords on a demo account count towards
 * Keycloak's brute-force protection (two within a second lock the account for a minute), which
 * would lock that account for the tests signing in with it at the same time.
 */
export const UNKNOWN_ACCOUNT = 'nobody@demo.atelier.test';

/** Fills Keycloak's (themed) sign-in page, which the app has just redirected to. */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  // The session check and Keycloak's page can be slow on a loaded machine.
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/, {
    timeout: 30_000,
  });
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
}

/**
 * Signs in through /login and waits until the app is back with a session: past Keycloak's pages
 * and with the code exchanged (the shell's session hint is set then). A test that navigates
 * before the exchange would abort it and find itself signed out.
 */
export async function signIn(page: Page, email: string, path = '/login') {
  await page.goto(path);
  await fillSignIn(page, email);
  await expect(page).not.toHaveURL(/\/auth\/realms\//, { timeout: 30_000 });
  await page.waitForFunction(() => localStorage.getItem('atelier:session-hint') !== null, null, {
    timeout: 30_000,
  });
}

/**
 * The access token the signed-in app sends to `/api` while `action` runs (the shell reads the
 * profile, `/api/me`, as soon as the session is known): a sign-in, or a reload of a signed-in page.
 */
export async function tokenSentDuring(page: Page, action: () => Promise<unknown>): Promise<string> {
  // A holder rather than a variable: the listener sets it, which flow analysis cannot see.
  const found: { token: string | null } = { token: null };
  const readToken = (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    // `headers()` may leave out security-related headers such as Authorization. Requests still
    // in flight when the page closes are of no interest.
    request
      .allHeaders()
      .then(({ authorization }) => {
        if (authorization?.startsWith('Bearer ') === true) {
          found.token = authorization.slice('Bearer '.length);
        }
      })
      .catch(() => undefined);
  };
  page.on('request', readToken);
  try {
    await action();
    await expect.poll(() => found.token, { timeout: 30_000 }).not.toBeNull();
  } finally {
    page.off('request', readToken);
  }
  return found.token ?? '';
}

/** Signs in as `email` and answers the access token the signed-in app sends to `/api`. */
export function signInWithToken(page: Page, email: string): Promise<string> {
  return tokenSentDuring(page, () => signIn(page, email));
}
