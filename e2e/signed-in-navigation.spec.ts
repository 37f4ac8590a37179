import { expect, test, type Page } from '@playwright/test';

// Issue 15: what a signed-in user sees and where Back takes them once the session exists.

const areaOf = (page: Page, name: string) => page.locator(`[data-area="${name}"]`);

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
