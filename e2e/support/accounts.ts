import { expect, type Browser, type Page, type Request } from '@playwright/test';
import { followVerificationEmail } from './mail';
import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT } from '../../playwright.config';

/** The demo accounts of the local and test realm (scripts/lib/keycloak.mjs). */
export const DEMO_PASSWORD = 'atelier-demo';
export const DEMO = {
  freelancer: 'freelancer@demo.atelier.test',
  client: 'client@demo.atelier.test',
  supplier: 'supplier@demo.atelier.test',
  admin: 'admin@demo.atelier.test',
  newcomer: 'newcomer@demo.atelier.test',
} as const;

/** The demo accounts' fixed user ids (auth-service/src/demo/accounts.ts). */
export const DEMO_USER_ID = {
  freelancer: 'de300000-0000-4000-8000-000000000001',
  client: 'de300000-0000-4000-8000-000000000002',
  supplier: 'de300000-0000-4000-8000-000000000003',
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

/** Keycloak's quick-login check (1 s, the realm's `quickLoginCheckMilliSeconds`) and a margin. */
const SIGN_IN_GAP_MS = 1_500;
/** A lock older than this was left by a worker that died: it is taken over. */
const STALE_LOCK_MS = 120_000;

/**
 * Runs `work` (one sign-in of `email`) alone among this run's workers. Two simultaneous sign-ins
 * of one account make Keycloak's brute-force protection lock it ('Too many login attempts'),
 * and specs running in parallel share the demo accounts. A directory is the lock (mkdir is
 * atomic), per run (its port) and account; it is kept a moment after the sign-in.
 */
async function aloneWith<T>(email: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `atelier-e2e-${String(E2E_PORT)}-sign-in-${email}`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await new Promise((resolve) => setTimeout(resolve, SIGN_IN_GAP_MS));
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Fills the Keycloak sign-in page the app has just led to (a guarded page, Send Message...) and
 * waits until the browser is past Keycloak's pages, alone among the run's workers like `signIn`:
 * a demo account signed in by two workers at once is refused by Keycloak's brute-force checks.
 */
export async function completeSignIn(page: Page, email: string) {
  await aloneWith(email, async () => {
    await fillSignIn(page, email);
    await expect(page).not.toHaveURL(/\/auth\/realms\//, { timeout: 30_000 });
  });
}

/**
 * Signs in through /login and waits until the app is back with a session: past Keycloak's pages
 * and with the code exchanged (the shell's session hint is set then). A test that navigates
 * before the exchange would abort it and find itself signed out.
 */
export async function signIn(page: Page, email: string, path = '/login') {
  await aloneWith(email, async () => {
    await page.goto(path);
    await fillSignIn(page, email);
    await expect(page).not.toHaveURL(/\/auth\/realms\//, { timeout: 30_000 });
  });
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
  await followVerificationEmail(page, email);
  await expect(page).toHaveURL(/\/onboarding\/select-role$/, { timeout: 30_000 });
  await page.getByText(ROLE_CARDS[role]).click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
}

/** Signs in as `email` and answers the access token the signed-in app sends to `/api`. */
export function signInWithToken(page: Page, email: string): Promise<string> {
  return tokenSentDuring(page, () => signIn(page, email));
}

/**
 * A new account of `role` named `name`, signed up through Keycloak in a browser context of its
 * own (downloads accepted): its page, signed in on its dashboard.
 */
export async function newUser(browser: Browser, role: 'freelancer' | 'client', name: string) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const email = `${role}-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@e2e.atelier.test`;
  await signUpAs(page, role, name, email);
  return page;
}
