import { expect, test, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DEMO, signIn, signUpAs } from './support/accounts';

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
  // A supplier has no portfolio: the card opens a conversation with them.
  await expect(card.getByRole('link', { name: /Send Message/ })).toHaveAttribute(
    'href',
    /\/client\/messages\?with=/,
  );
  await shoot(client, 'explore-suppliers');
  await clientContext.close();
});
