import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, signUpAs } from './support/accounts';

// Plans, checkout through the offline sandbox provider (real signed webhooks into auth-service)
// and the subscription pages. The freelancer test signs a new freelancer up and goes from the free
// plan to Pro and back to 'Cancels at end of period' (the demo freelancer stays on Starter: the
// hiring loop counts on its one application a month); the others sign in a demo account.

const planCard = (page: Page, name: string) => page.getByRole('article', { name });

test('a freelancer subscribes to Pro through the sandbox and can cancel at period end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'freelancer', 'Pro To Be', `pro-${String(Date.now())}@example.test`);
  await page.goto('/freelancer/subscription');
  await expect(page).toHaveURL(/\/freelancer\/subscription$/);
  await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available Plans' })).toBeVisible();

  const pro = planCard(page, 'Freelancer Pro');
  await expect(pro).toContainText('$5.99');
  await pro.getByRole('button', { name: 'Subscribe Now' }).click();

  // The sandbox's hosted checkout page, served by the platform.
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await expect(page.getByText('Freelancer Pro')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Freelancer Pro' })).toBeVisible();
  await expect(page.getByText('$5.99/month')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);

  await page.goto('/freelancer/subscription');
  await expect(page.getByText('VISA •••• 4242')).toBeVisible();
  await expect(planCard(page, 'Freelancer Pro').getByText('Current Plan')).toBeVisible();
  await expect(
    planCard(page, 'Freelancer Pro').getByRole('button', { name: 'Subscribe Now' }),
  ).toBeDisabled();

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Cancels at end of period')).toBeVisible();
});

test('cancelling at the sandbox checkout reaches Payment Cancelled', async ({ page }) => {
  await signIn(page, DEMO.supplier, '/supplier/subscription');
  const pro = planCard(page, 'Supplier Pro');
  await expect(pro).toContainText('$15.99');
  await pro.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/cancel$/);
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
    'href',
    '/supplier/subscription',
  );
});

test("the free plan's 'Current Plan' badge is compact, not as wide as the card", async ({
  page,
}) => {
  await signIn(page, DEMO.client, '/client/subscription');
  const free = planCard(page, 'Brand Starter');
  const badge = free.getByText('Current Plan', { exact: true });
  await expect(badge).toBeVisible();
  const [badgeBox, cardBox] = await Promise.all([badge.boundingBox(), free.boundingBox()]);
  expect(badgeBox).not.toBeNull();
  expect(cardBox).not.toBeNull();
  // A badge hugs its text: well under half the card, on a phone and on a desktop alike.
  expect(badgeBox!.width).toBeLessThan(cardBox!.width / 2);
});
