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
 * Signs in as `email` and answers the access token the signed-in app sends to `/api` (the shell
 * reads the profile, `/api/me`, as soon as the session is known), for tests that then call the
 * API as that user.
 */
export async function signInWithToken(page: Page, email: string): Promise<string> {
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
    await signIn(page, email);
    await expect.poll(() => found.token, { timeout: 30_000 }).not.toBeNull();
  } finally {
    page.off('request', readToken);
  }
  return found.token ?? '';
}

/** The onboarding's role cards (shell's select-role). */
const ROLE_CARDS = {
  freelancer: 'Freelancer / Designer',
  client: 'Brand / Client',
  supplier: 'Supplier / Manufacturer',
} as const;

/**
 * Signs a new account up through Keycloak's registration page and chooses its role: for tests
 * that change an account for good (a subscription), so that the demo accounts keep the Starter
 * plan other specs count on, whatever the order.
 */
export async function signUpAs(
  page: Page,
  role: keyof typeof ROLE_CARDS,
  fullName: string,
  email: string,
) {
  await page.goto('/signup');
  await page.locator('#fullName').fill(fullName);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('secret-42');
  await page.locator('#password-confirm').fill('secret-42');
  await page.locator('#kc-register-form [type="submit"]').click();
  await expect(page).toHaveURL(/\/onboarding\/select-role$/, { timeout: 30_000 });
  await page.getByText(ROLE_CARDS[role]).click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
}
