import { expect, test } from '@playwright/test';
import { DEMO, signInWithToken } from './support/accounts';
import { createPublishedProduct } from './support/catalogue';

// /freelancer/manage-products in the built platform, against the real auth-service: a product
// made through the API is listed, duplicated (the copy is a draft '<title> (Copy)') and the copy
// deleted after the confirmation; another user gets 404 from the owner-only routes.

const TEXTS = {
  duplicated: 'Product duplicated successfully! You can find it in your drafts.',
  deleteConfirm: 'Are you sure you want to delete this product? This action cannot be undone.',
};

test('a freelancer sees, duplicates and deletes their products; others get 404', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await signInWithToken(page, DEMO.freelancer);
  const title = `E2E Manage ${String(Date.now())}`;
  const { id } = await createPublishedProduct(page.request, token, {
    title,
    description: 'Made by the manage-products browser test.',
    price: 1500,
  });

  await page.goto('/freelancer/manage-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your Products \(\d+\)$/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(title);
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Performance')).toBeVisible();
  await expect(card.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
    'href',
    `/freelancer/sell-products/${id}`,
  );

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const copy = page.getByRole('article', { name: `${title} (Copy)`, exact: true });
  await expect(copy).toBeVisible();
  await expect(copy.getByText('Draft', { exact: true })).toBeVisible();
  await expect(copy.getByLabel('Performance')).toHaveCount(0);
  expect(alerts).toEqual([TEXTS.duplicated]);

  await copy.getByRole('button', { name: `More actions for ${title} (Copy)` }).click();
  await page.getByRole('menuitem', { name: 'Delete Product' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Product' });
  await expect(dialog).toContainText(TEXTS.deleteConfirm);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(copy).toHaveCount(0);
  await expect(card).toBeVisible();

  // Another user (the demo client): the owner-only routes answer 404 for the product.
  const other = await browser.newPage();
  const asOther = {
    headers: { authorization: `Bearer ${await signInWithToken(other, DEMO.client)}` },
  };
  const attempts = await Promise.all([
    other.request.patch(`/api/catalogue/products/${id}`, { ...asOther, data: { title: 'Taken' } }),
    other.request.post(`/api/catalogue/products/${id}/duplicate`, asOther),
    other.request.delete(`/api/catalogue/products/${id}`, asOther),
  ]);
  expect(attempts.map((response) => response.status())).toEqual([404, 404, 404]);
  await other.close();

  // Clean up what the test made.
  const removed = await page.request.delete(`/api/catalogue/products/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(204);
});
