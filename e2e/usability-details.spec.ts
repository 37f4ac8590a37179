import { expect, test } from '@playwright/test';
import { DEMO_USER_ID, signUpAs } from './support/accounts';

// Small things users noticed (issue 26, "Wrong, and noticed"): deadlines shifted by the time
// zone, an unknown product that never redirected, My Shop opening the whole marketplace, and an
// empty inbox that spoke of a search nobody made. West of UTC a date parsed as an instant falls
// on the day before: this browser lives in Honolulu (UTC-10).
test.use({ timezoneId: 'Pacific/Honolulu' });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a job deadline shows its own day, whatever the time zone', async ({ page }) => {
  const jobs = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/jobs' && response.ok(),
  );
  await page.goto('/jobs');
  const body = (await (await jobs).json()) as { jobs: { deadline: string | null }[] };
  const deadline = body.jobs.find((job) => job.deadline !== null)?.deadline;
  expect(deadline).toBeDefined();
  const day = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(deadline ?? ''));
  await expect(page.getByText(`Apply by ${day}`).first()).toBeVisible();
});

test('an unknown product says so, then the route goes on to the marketplace', async ({ page }) => {
  await page.goto('/marketplace/product/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Marketplace' })).toBeVisible();
  await expect(page).toHaveURL(/\/marketplace-full$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
});

test("a seller's shop is the marketplace narrowed to that seller", async ({ page }) => {
  const listing = page.waitForResponse((response) =>
    response.url().includes(`/api/catalogue/products?author=${DEMO_USER_ID.freelancer}`),
  );
  await page.goto(`/marketplace-full?seller=${DEMO_USER_ID.freelancer}`);
  expect((await listing).ok()).toBe(true);
  await expect(page.getByText('Showing products by Demo Freelancer')).toBeVisible();
  await page.getByRole('button', { name: 'Show all sellers' }).click();
  await expect(page).toHaveURL(/\/marketplace-full$/);
  await expect(page.getByText(/^Showing products by/)).toHaveCount(0);
});

test('an empty inbox invites the first message; a search that finds nothing says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = stamp();
  await signUpAs(page, 'client', `Inbox Newcomer ${id}`, `inbox-${id}@demo.atelier.test`);
  await page.goto('/client/messages');
  await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  await expect(page.getByText('No conversations found')).toHaveCount(0);
  await page.getByRole('button', { name: 'Write your first message' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Search conversations' }).fill('nobody at all');
  await expect(page.getByRole('heading', { name: 'No conversations found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
});
