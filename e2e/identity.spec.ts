import { expect, test } from '@playwright/test';
import { followVerificationEmail } from './support/mail';
import { E2E_ACCESS_TOKEN_LIFESPAN } from '../playwright.config';
import { DEMO, UNKNOWN_ACCOUNT, completeSignIn, fillSignIn, signIn } from './support/accounts';
import { seriousAxeViolations, textContrast } from './support/layout';

const areaOf = (page: import('@playwright/test').Page, name: string) =>
  page.locator(`[data-area="${name}"]`);

test('signed out, a guarded page leads to sign-in and back to it', async ({ page }) => {
  await page.goto('/supplier/dashboard');
  await completeSignIn(page, DEMO.supplier);
  await expect(page).toHaveURL(/\/supplier\/dashboard$/);
  await expect(
    areaOf(page, 'mf_supplier').getByRole('heading', { level: 1, name: 'Supplier Dashboard' }),
  ).toBeVisible();
});

test('a sign-in redirect that is not a clean same-origin path counts as absent', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // URLSearchParams decodes %09 to a tab, which the URL parser drops: `//evil.example`.
  await page.goto('/login?redirect=/%09/evil.example');
  await completeSignIn(page, DEMO.client);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/client\/dashboard$/);
  await expect(
    areaOf(page, 'mf_client').getByRole('heading', { level: 1, name: 'Client Dashboard' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a wrong password shows the spec message and the way to sign up', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, UNKNOWN_ACCOUNT, 'not-the-password');
  await expect(
    page.getByText(
      'The email or password you entered is incorrect. Please check your credentials and try again.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Need an account?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up here' })).toBeVisible();
});

test('another role lands on the user’s own dashboard', async ({ page }) => {
  await signIn(page, DEMO.client);
  for (const path of ['/freelancer/dashboard', '/supplier/messages', '/admin/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  }
  await page.goto('/client/applications');
  await expect(page).toHaveURL(/\/client\/applications\/freelancers$/);
});

test('the newcomer is sent to role selection from every guarded route', async ({ page }) => {
  await signIn(page, DEMO.newcomer);
  for (const path of [
    '/freelancer/dashboard',
    '/client/post-job',
    '/supplier/dashboard',
    '/admin/dashboard',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/onboarding\/select-role$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Dashboard' })).toBeDisabled();
  }
});

test('a new visitor signs up, chooses Brand / Client and works as a client', async ({ page }) => {
  const email = `new-${Date.now()}@example.test`;
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/.*registration/);
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await page.locator('#fullName').fill('New Brand');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('secret-42');
  await page.locator('#password-confirm').fill('secret-42');
  await page.locator('#kc-register-form [type="submit"]').click();
  await followVerificationEmail(page, email);

  await expect(page).toHaveURL(/\/onboarding\/select-role$/);
  await page.getByText('Brand / Client').click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(
    areaOf(page, 'mf_client').getByRole('heading', { level: 1, name: 'Client Dashboard' }),
  ).toBeVisible();

  await page.goto('/freelancer/dashboard');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
});

test('tokens are refreshed silently; sign-out lands on / and needs sign-in again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/protocol/openid-connect/token')) {
      const body = request.postData() ?? '';
      if (body.includes('grant_type=refresh_token')) refreshes.push(request.url());
    }
  });
  await signIn(page, DEMO.freelancer, '/freelancer/dashboard');
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);

  // Longer than a token lives: the shell refreshes it before it expires.
  await page.waitForTimeout(E2E_ACCESS_TOKEN_LIFESPAN * 1000 + 2_000);
  expect(refreshes.length).toBeGreaterThan(0);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/freelancer/portfolio');
  });
  await expect(page).toHaveURL(/\/freelancer\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();

  await page.goto('/freelancer/dashboard');
  await page.getByRole('button', { name: 'Demo Freelancer' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/freelancer/dashboard');
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/);
});

test('Keycloak unreachable: public pages work and signing in says so', async ({ page }) => {
  await page.route('**/auth/**', (route) => route.abort('connectionrefused'));
  await page.goto('/jobs');
  await expect(areaOf(page, 'mf_marketplace').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('alert')).toContainText(
    'We could not reach the sign-in service. Please wait a few minutes and try again.',
  );
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('auth-service unreachable: guarded pages say so and offer a retry', async ({ page }) => {
  await signIn(page, DEMO.supplier);
  await page.route('**/api/me', (route) => route.abort('connectionrefused'));
  await page.goto('/supplier/dashboard');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('Your profile could not be loaded');
  await page.unroute('**/api/me');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier Dashboard' })).toBeVisible();
});

test('a visitor who never signed in is not checked with Keycloak', async ({ page }) => {
  const keycloakRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/auth/')) keycloakRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('#atelier-prerendered')).toHaveCount(0);
  await page.goto('/jobs');
  await expect(areaOf(page, 'mf_marketplace').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(keycloakRequests).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('atelier:session-hint'))).toBeNull();
});

test.describe("Keycloak's themed pages", () => {
  const WRONG_CREDENTIALS =
    'The email or password you entered is incorrect. Please check your credentials and try again.';

  /** The texts that describe a field (its aria-describedby), joined. */
  const descriptionOf = (field: import('@playwright/test').Locator) =>
    field.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent.trim() ?? '')
        .join(' '),
    );

  const openSignIn = async (page: import('@playwright/test').Page) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/, {
      timeout: 30_000,
    });
    await expect(page.locator('#kc-login')).toBeVisible();
  };

  test('the ATELIER brand is readable on the page (contrast at least 4.5:1)', async ({ page }) => {
    await openSignIn(page);
    const brand = page.locator('#kc-header-wrapper');
    await expect(brand).toHaveText(/atelier/i);
    expect(await textContrast(brand)).toBeGreaterThanOrEqual(4.5);
  });

  test('sign-in and sign-up each have their own tab title', async ({ page }) => {
    await openSignIn(page);
    await expect(page).toHaveTitle('Sign in to Atelier');
    await page.getByRole('link', { name: 'Sign up here' }).click();
    await expect(page.locator('#kc-register-form')).toBeVisible();
    await expect(page).toHaveTitle('Create your Atelier account');
  });

  test('sign-in: Email is an email field, both fields are required, an empty form is not sent', async ({
    page,
  }) => {
    await openSignIn(page);
    const email = page.locator('#username');
    const password = page.locator('#password');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveJSProperty('required', true);
    await expect(password).toHaveJSProperty('required', true);

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.locator('#kc-login').click();
    const validity = (field: import('@playwright/test').Locator) =>
      field.evaluate((input: HTMLInputElement) => ({
        valueMissing: input.validity.valueMissing,
        typeMismatch: input.validity.typeMismatch,
      }));
    expect((await validity(email)).valueMissing).toBe(true);
    await email.fill('not-an-email');
    await page.locator('#kc-login').click();
    expect((await validity(email)).typeMismatch).toBe(true);
    await email.fill(DEMO.client);
    await page.locator('#kc-login').click();
    expect((await validity(password)).valueMissing).toBe(true);
    await expect(page.locator('#kc-login')).toBeEnabled();
    expect(posts.filter((url) => url.includes('/login-actions/'))).toEqual([]);
  });

  test('sign-in: the error message is tied to the fields it is about', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, UNKNOWN_ACCOUNT, 'not-the-password');
    await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();
    for (const field of [page.locator('#username'), page.locator('#password')]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await descriptionOf(field)).toContain(WRONG_CREDENTIALS);
    }
  });

  for (const [name, open] of [
    ['sign-in', async (page: import('@playwright/test').Page) => openSignIn(page)],
    [
      'sign-in with an error',
      async (page: import('@playwright/test').Page) => {
        await page.goto('/login');
        await fillSignIn(page, UNKNOWN_ACCOUNT, 'not-the-password');
        await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();
      },
    ],
    [
      'sign-up',
      async (page: import('@playwright/test').Page) => {
        await page.goto('/signup');
        await expect(page.locator('#kc-register-form')).toBeVisible({ timeout: 30_000 });
      },
    ],
    [
      'reset-password',
      async (page: import('@playwright/test').Page) => {
        await openSignIn(page);
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await expect(page.locator('#kc-reset-password-form')).toBeVisible();
      },
    ],
    [
      'error',
      async (page: import('@playwright/test').Page) => {
        await page.goto(
          '/auth/realms/atelier/protocol/openid-connect/auth?client_id=no-such-client&response_type=code&redirect_uri=http%3A%2F%2Flocalhost%2F',
        );
        await expect(page.locator('#kc-error-message')).toBeVisible();
      },
    ],
  ] as const) {
    test(`axe finds no serious or critical violation on Keycloak's ${name} page`, async ({
      page,
    }) => {
      await open(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
