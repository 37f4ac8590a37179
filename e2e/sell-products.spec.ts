import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { PDF, PNG } from './support/files';

// The product form (mf-freelancer, /freelancer/sell-products) in the built platform: uploads
// through tus to the real auth-service, a publish, then the product in the catalogue's search.

test('a freelancer publishes a ready-made product with two images and a file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = `seamwork${String(Date.now())}`;
  await signIn(page, DEMO.freelancer);
  await page.goto('/freelancer/sell-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Products' })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByLabel('Product Title').fill('E2E tech pack');
  await page.getByLabel('Category').selectOption('Design Templates');
  await page.getByLabel('Description').fill(`A tech pack template ${word} for testing.`);
  await page.getByLabel('Price (USD)').fill('19.99');

  // Hold the first data request back a moment so that the progress bar can be seen.
  let held = false;
  await page.route('**/api/uploads/**', async (route) => {
    if (!held && route.request().method() === 'PATCH') {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await page.getByLabel('Preview Images', { exact: true }).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await page
    .getByLabel('Product Files', { exact: true })
    .setInputFiles({ name: 'pack.pdf', mimeType: 'application/pdf', buffer: PDF });

  const images = page.getByRole('list', { name: 'Uploaded preview images' }).getByRole('listitem');
  await expect(images).toHaveCount(2);
  await expect(
    page.getByRole('list', { name: 'Uploaded product files' }).getByRole('listitem'),
  ).toHaveCount(1);

  await page.getByRole('button', { name: 'Publish Product' }).click();
  await expect(page.getByText('Product uploaded successfully!')).toBeVisible();
  await expect(page.getByText('Your product is now available in the marketplace.')).toBeVisible();
  await expect(page).toHaveURL(/\/freelancer\/manage-products$/, { timeout: 10_000 });

  // The catalogue's search finds it by a word of its description.
  await expect(async () => {
    const response = await request.get(`/api/catalogue/products?q=${word}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { products: { title: string; price: number }[] };
    expect(body.products).toEqual([
      expect.objectContaining({ title: 'E2E tech pack', price: 1999 }),
    ]);
  }).toPass({ timeout: 15_000 });
});

test("a new product's 'Visibility when published' shows Public", async ({ page }) => {
  // Issue 37, item 3: the select was blank (no option selected) on a new product.
  await signIn(page, DEMO.freelancer);
  await page.goto('/freelancer/sell-products');
  const visibility = page.getByLabel('Visibility when published');
  await expect(visibility).toBeVisible({ timeout: 30_000 });
  await expect(visibility).toHaveValue('published');
  expect(await visibility.evaluate((select: HTMLSelectElement) => select.selectedIndex)).toBe(0);
  await expect(visibility.locator('option:checked')).toHaveText(
    'Public: listed in the marketplace',
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await visibility.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`visibility-${String(width)}.png`) });
  }
});
