import { expect, test, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DEMO, signIn, signUpAs } from './support/accounts';
import { PNG } from './support/files';

// What users tripped over in the workspaces (issue 26), each where it was seen: suppliers missing
// from Talent & Suppliers, job drafts that could not be finished, jobs that could not be opened
// or found by company or place, banners nobody saw.

/**
 * Screenshots of the screens this spec touches, at 1280 and 390 px, for the before/after
 * comparison of issue 26: test-results/usability-screens/<ATELIER_SHOTS or 'latest'>/.
 */
async function shoot(page: Page, name: string) {
  const folder = path.join(
    'test-results',
    'usability-screens',
    process.env.ATELIER_SHOTS ?? 'latest',
  );
  await mkdir(folder, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(folder, `${name}-${String(width)}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(size);
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a supplier who saves a profile is listed and found on Talent & Suppliers', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const word = `Loomwerk${stamp()}`;
  const supplierContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  await signUpAs(supplier, 'supplier', 'Ines Duarte', `supplier-${word.toLowerCase()}@example.com`);
  await supplier.goto('/supplier/profile');
  const form = supplier.getByRole('form', { name: 'Supplier Profile' });
  await form.getByLabel('Company Name').fill(`${word} Mills`);
  await form.getByLabel('Capabilities').fill('Knitting, Dyeing');
  await form.getByLabel('Europe').check();
  await form.getByLabel('Location').fill('Porto, Portugal');
  await form.getByLabel('Description').fill('Circular knitting for fashion brands.');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(supplier.getByText('Profile updated successfully!')).toBeVisible();
  await supplierContext.close();

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, DEMO.client, '/explore');
  await client.goto('/explore');
  await client.getByLabel('Role').selectOption({ label: 'Suppliers' });
  await client.getByRole('searchbox', { name: 'Search by profession, name or skill' }).fill(word);
  const card = client.getByRole('article', { name: `${word} Mills` });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Porto, Portugal');
  await expect(card).toContainText('Knitting');
  await shoot(client, 'explore-suppliers');
  // A supplier has no portfolio: the card opens a conversation with them.
  await expect(card.getByRole('link', { name: /Send Message/ })).toHaveAttribute(
    'href',
    /\/client\/messages\?with=/,
  );
  await clientContext.close();
});

test('a job saved as a draft is completed and published from Manage Listings, then edited', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const word = stamp();
  const title = `Draft knit lead ${word}`;
  await signUpAs(page, 'client', 'Clara Novak', `client-${word}@example.com`);
  await page.goto('/client/post-job');
  await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();

  await page.goto('/client/manage-listings');
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await shoot(page, 'manage-listings-actions');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  // The draft opens in its form, as it was saved.
  await expect(page).toHaveURL(/\/client\/post-job\?edit=/);
  await expect(page.getByRole('textbox', { name: 'Job Title' })).toHaveValue(title);
  await page.getByRole('textbox', { name: 'Company Name' }).fill('Atelier Nord');
  await page.getByRole('textbox', { name: 'Location' }).fill('Lyon, France');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Design');
  await page.getByRole('textbox', { name: 'Description' }).fill('Lead our winter knitwear.');
  await page.getByRole('textbox', { name: 'Requirement 1' }).fill('Knitwear portfolio');
  await page.getByRole('textbox', { name: 'Add a skill' }).fill('Shima Seiki');
  await page.getByRole('textbox', { name: 'Add a skill' }).press('Enter');
  await shoot(page, 'post-job-edit-draft');
  await page.getByRole('button', { name: 'Publish Job' }).click();
  await expect(page.getByText('Job posted successfully!')).toBeVisible({ timeout: 30_000 });
  // Pressed at the bottom of the long form, the banner at its top is brought into view.
  await expect(
    page.getByRole('status').filter({ hasText: 'Job posted successfully!' }),
  ).toBeInViewport();

  // Back in Manage Listings (the banner links there): active, and editable.
  await page.getByRole('link', { name: 'Back to Manage Listings' }).click();
  await expect(page).toHaveURL(/\/client\/manage-listings$/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Active')).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Atelier Nord');
  await expect(page.getByRole('button', { name: 'Save as Draft' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Job Title' }).fill(`${title} (senior)`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Job updated successfully!')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Back to Manage Listings' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${title} \\(senior\\)`) })).toBeVisible();
});

test('the job board finds a job by its place or company, and each job opens on its own address', async ({
  page,
}) => {
  await page.goto('/jobs');
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await search.fill('Portland');
  const title = 'Technical Designer - Activewear';
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'jobs-search-place');
  await search.fill('Pulse Athletics');
  await expect(link).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const address = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const section of ['Requirements', 'Required Skills']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByText('Knit and stretch fabric expertise')).toBeVisible();
  await expect(page.getByRole('button', { name: `Apply Now for ${title}` })).toBeVisible();
  await shoot(page, 'job-detail');

  // The address is the job's: shared, it opens the same page; so does a card's older `?job=` link.
  const id = address.split('/').pop() ?? '';
  await page.goto(`/jobs?job=${id}`);
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a custom service with 12 revisions is refused next to the field, in view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.freelancer);
  await page.goto('/freelancer/sell-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Products' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: /^Custom/ }).check();
  await page.getByLabel('Product Title').fill(`E2E custom swimwear ${stamp()}`);
  await page.getByLabel('Category').selectOption('Design Templates');
  await page.getByLabel('Description').fill('A custom swimwear design service.');
  await page.getByLabel('Price (USD)').fill('299');
  await page
    .getByLabel('Preview Images', { exact: true })
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByRole('list', { name: 'Uploaded preview images' }).getByRole('listitem'),
  ).toHaveCount(1);
  const revisions = page.getByRole('spinbutton', { name: 'Revisions' });
  await revisions.fill('12');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  // The spec's limit (revisions 0 to 10), under the field, which has the focus.
  await expect(
    page.getByText('Revisions must be a whole number from 0 to 10.').first(),
  ).toBeVisible();
  await expect(revisions).toHaveAttribute('aria-invalid', 'true');
  await expect(revisions).toBeFocused();
  await shoot(page, 'sell-products-revisions');
  await revisions.fill('10');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Product uploaded successfully!' });
  await expect(saved).toBeInViewport({ timeout: 30_000 });
});

test("product images keep the seller's order, the first is the cover, and they reorder from the keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.freelancer);
  await page.goto('/freelancer/sell-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Products' })).toBeVisible({
    timeout: 30_000,
  });
  // The first image finishes last (its first data request is held back): it stays first.
  let held = false;
  await page.route('**/api/uploads/**', async (route) => {
    if (!held && route.request().method() === 'PATCH') {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    await route.continue();
  });
  await page.getByLabel('Preview Images', { exact: true }).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const images = page.getByRole('list', { name: 'Uploaded preview images' }).getByRole('listitem');
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toContainText('front.png');
  await expect(images.nth(0)).toContainText('Cover');
  await expect(images.nth(1)).toContainText('back.png');
  await expect(images.nth(0).getByRole('img')).toBeVisible();
  await shoot(page, 'sell-products-images');

  await page.getByRole('button', { name: 'Move back.png earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(images.nth(0)).toContainText('back.png');
  await expect(images.nth(0)).toContainText('Cover');
  await expect(images.nth(1)).toContainText('front.png');
  // The focus follows the moved image.
  await expect(page.getByRole('button', { name: 'Move back.png later' })).toBeFocused();
});

test('a newcomer finds the demo supplier and a few more on Talent & Suppliers (issue 37)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAs(page, 'client', 'Nora Newcomer', `newcomer-${stamp()}@example.com`);
  await page.goto('/explore');
  await page.getByLabel('Role').selectOption({ label: 'Suppliers' });
  const demoSupplier = page.getByRole('article', { name: 'Demo Supplier Textiles' });
  await expect(demoSupplier).toBeVisible({ timeout: 30_000 });
  await expect(demoSupplier).toContainText('Porto, Portugal');
  await expect(demoSupplier).toContainText('Fabric / Material Supplier');
  for (const name of ['Marlow Sewing Works', 'Inkwell Print Studio', 'Indigo Mill Co.']) {
    await expect(page.getByRole('article', { name })).toBeVisible();
  }
  await expect(page.getByText('No profiles found')).toHaveCount(0);
  await shoot(page, 'explore-demo-suppliers');
});
