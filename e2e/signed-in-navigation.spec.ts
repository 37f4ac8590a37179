import { expect, test, type Page } from '@playwright/test';
import { followVerificationEmail } from './support/mail';
import { DEMO, signIn } from './support/accounts';

// Issue 15: what a signed-in user sees and where Back takes them once the session exists.

const areaOf = (page: Page, name: string) => page.locator(`[data-area="${name}"]`);

/** The header's navigation landmark (the landing page's and the public pages' alike). */
const headerOf = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const PUBLIC_PAGES = ['/', '/marketplace-full', '/marketplace/product/p-1', '/jobs'];

const clientDashboardHeading = (page: Page) =>
  areaOf(page, 'mf_client').getByRole('heading', { level: 1, name: 'Client Dashboard' });

test('after choosing a role, Back keeps the new user signed in on their dashboard', async ({
  page,
}) => {
  const email = `back-${Date.now()}@example.test`;
  await page.goto('/');
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/.*registration/, { timeout: 30_000 });
  await page.locator('#fullName').fill('Back Button Brand');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('secret-42');
  await page.locator('#password-confirm').fill('secret-42');
  await page.locator('#kc-register-form [type="submit"]').click();
  await followVerificationEmail(page, email);

  await expect(page).toHaveURL(/\/onboarding\/select-role$/, { timeout: 30_000 });
  await page.getByText('Brand / Client').click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(clientDashboardHeading(page)).toBeVisible();

  // Whatever Back does, even twice, it settles on the dashboard, not on Keycloak's form.
  for (let press = 1; press <= 2; press += 1) {
    await page.goBack();
    await page.waitForLoadState('networkidle');
    await expect(page).not.toHaveURL(/\/auth\/realms\//);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(clientDashboardHeading(page)).toBeVisible();
  }

  // The session survived: a fresh visit to the dashboard does not ask to sign in.
  await page.goto('/client/dashboard');
  await expect(clientDashboardHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/client\/dashboard$/);
});

test('signed in, the landing page and the public pages lead to the dashboard and the account menu', async ({
  page,
}) => {
  await signIn(page, DEMO.client);
  // Signed in once the app has its session (a page left earlier would not remember it).
  await expect(clientDashboardHeading(page)).toBeVisible({ timeout: 30_000 });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const header = headerOf(page);
    await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    await expect(header.getByRole('button', { name: 'Demo Client' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'GET STARTED' })).toHaveCount(0);
  }

  // The account menu works from the keyboard and ends with Log out, which signs out.
  await page.goto('/jobs');
  const account = headerOf(page).getByRole('button', { name: 'Demo Client' });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(headerOf(page).getByRole('link', { name: 'GET STARTED' })).toBeVisible();
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/);
});

test('on a phone, signed in, the header fits and the account menu is in its menu', async ({
  page,
}) => {
  await signIn(page, DEMO.client);
  await expect(clientDashboardHeading(page)).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 375, height: 700 });
  for (const path of ['/', '/jobs']) {
    await page.goto(path);
    const header = headerOf(page);
    // Once the header knows the session and has what it shows a signed-in user.
    await expect(header.getByText(/^(Sign In|GET STARTED)$/)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const menuButton = header.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeInViewport({ ratio: 1 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await menuButton.click();
    await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    await header.getByRole('button', { name: 'Demo Client' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  }
});

test('signed out, the landing page and the public pages offer Sign In and GET STARTED', async ({
  page,
}) => {
  await page.goto('/');
  await expect(headerOf(page).getByRole('link', { name: 'GET STARTED' })).toBeVisible();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(areaOf(page, path === '/' ? 'mf_landing' : 'mf_marketplace')).not.toBeEmpty();
    await expect(headerOf(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(headerOf(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(
      0,
    );
    await expect(headerOf(page).getByRole('button', { name: 'Account' })).toHaveCount(0);
  }
});

test('the admin dashboard has the platform navbar, and its Log out signs out', async ({ page }) => {
  await signIn(page, DEMO.admin, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const header = headerOf(page);
  await expect(header.getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
    'href',
    '/marketplace-full',
  );
  await header.getByRole('button', { name: 'Demo Admin' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/);
});
