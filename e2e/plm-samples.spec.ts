import { expect, test } from '@playwright/test';
import { DEMO, newUser, signIn } from './support/accounts';
import { PNG } from './support/files';
import { subscribeToBrandPro } from './support/plans';

// Atelier PLM's samples (issue 39) as new users walk them: a Pro brand shares a style with a
// supplier as reviewer and requests a Fit sample; the supplier finds the round in their own
// Samples list (mf-supplier), moves it to Received, enters a chest width out of tolerance and adds
// a photo; the brand's open round shows the value flagged, in words, and the photo without reload.

test('a supplier measures a Fit sample from their Samples list, with a photo; the brand sees both live', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const number = `SP-${String(Date.now()).slice(-6)}`;
  const styleName = 'Sample shirt';
  const brand = await newUser(browser, 'client', 'Nora Samples');
  await subscribeToBrandPro(brand);

  // A style with the tops template's points (chest 52 cm at M, ± 1 cm), saved.
  await brand.goto('/plm/styles/new');
  await brand.getByLabel('Style number').fill(number);
  await brand.getByLabel('Style name').fill(styleName);
  await brand.getByLabel('Season').fill('SS27');
  await brand.getByRole('button', { name: 'Create style' }).click();
  await expect(brand).toHaveURL(/\/overview$/, { timeout: 30_000 });
  await brand.getByRole('tab', { name: 'Specs' }).click();
  await brand.getByRole('button', { name: 'Add points from the Tops template' }).click();
  await brand.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(brand.getByText('Revision 2 ·')).toBeVisible({ timeout: 20_000 });

  // Shared with the supplier as reviewer, who is asked for a Fit sample in M.
  await brand.getByRole('tab', { name: 'Sharing' }).click();
  await brand.getByLabel('Search freelancers and suppliers by name').fill('Demo Supplier');
  await brand.getByRole('button', { name: /^Add Demo Supplier.* as reviewer$/ }).click();
  await expect(brand.getByRole('list', { name: 'Shared with' })).toContainText('Demo Supplier');
  await brand.getByRole('tab', { name: 'Samples' }).click();
  await brand.getByLabel('Type', { exact: true }).selectOption('Fit');
  // The directory names a supplier by their company; the option, by the collaborator's name.
  const supplierField = brand.getByLabel('Supplier', { exact: true });
  const supplierOption = supplierField.locator('option', { hasText: 'Demo Supplier' }).first();
  await expect(supplierOption).toBeAttached();
  await supplierField.selectOption({ label: (await supplierOption.textContent()) ?? '' });
  await brand.getByLabel('Size', { exact: true }).selectOption('M');
  await brand.getByRole('button', { name: 'Request sample' }).click();
  await expect(brand.getByRole('heading', { name: 'Fit sample · size M' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(brand.getByText('No photos of this sample yet.')).toBeVisible();

  // The supplier's Samples, from their account menu: the round, Requested.
  const supplier = await (await browser.newContext()).newPage();
  await signIn(supplier, DEMO.supplier);
  await supplier.goto('/supplier/dashboard');
  await supplier
    .getByRole('banner')
    .getByRole('button', { name: /Demo Supplier/ })
    .click();
  await supplier.getByRole('menuitem', { name: 'Samples' }).click();
  await expect(supplier).toHaveURL(/\/supplier\/samples$/);
  const card = supplier.getByRole('region', { name: `${number} ${styleName}` });
  await expect(card).toContainText('Requested', { timeout: 30_000 });
  await expect(card).toContainText('Fit sample · size M');
  await card.getByRole('link', { name: /^Open sample/ }).click();

  // In the style's round: made, shipped, received.
  await expect(supplier.getByRole('heading', { name: 'Fit sample · size M' })).toBeVisible({
    timeout: 30_000,
  });
  for (const status of ['In work', 'Shipped', 'Received']) {
    await supplier.getByRole('button', { name: `Mark ${status}` }).click();
    await expect(supplier.getByRole('button', { name: `Mark ${status}` })).toHaveCount(0, {
      timeout: 20_000,
    });
  }

  // Back in their list, the round is Received: 'Enter measurements'.
  await supplier.goto('/supplier/samples');
  await expect(card).toContainText('Received', { timeout: 30_000 });
  await card.getByRole('link', { name: /^Enter measurements/ }).click();
  const chest = supplier.getByLabel('Measured: CH Chest width (1/2)');
  await expect(chest).toBeEditable({ timeout: 30_000 });
  await chest.fill('54.8');
  await supplier.getByLabel('Fit comment: CH Chest width (1/2)').fill('Full at chest');
  await supplier.getByRole('button', { name: 'Save measurements' }).click();
  await expect(supplier.getByText('Measurements saved.')).toBeVisible({ timeout: 20_000 });
  await supplier.getByLabel('Add photos').setInputFiles({
    name: 'fit-front.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const supplierPhotos = supplier.getByRole('list', { name: 'Photos of this sample' });
  await expect(supplierPhotos.getByRole('img', { name: /^Photo 1, added by / })).toBeVisible({
    timeout: 30_000,
  });

  // The brand's open round, never reloaded: Received, the chest flagged in words, the photo.
  const row = brand.getByRole('row', { name: /CH Chest width/ });
  await expect(row).toContainText('Out of tolerance', { timeout: 30_000 });
  await expect(row).toContainText('+2.8');
  // The owner's side may measure too: the supplier's values are in its fields.
  await expect(brand.getByLabel('Measured: CH Chest width (1/2)')).toHaveValue('54.8');
  await expect(brand.getByLabel('Fit comment: CH Chest width (1/2)')).toHaveValue('Full at chest');
  await expect(brand.getByText('Received', { exact: true })).toBeVisible();
  const photo = brand
    .getByRole('list', { name: 'Photos of this sample' })
    .getByRole('img', { name: /^Photo 1, added by / });
  await expect(photo).toBeVisible({ timeout: 30_000 });
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await brand.getByRole('button', { name: 'Back to all rounds' }).click();
  await expect(brand.getByRole('list', { name: 'Sample rounds of this style' })).toContainText(
    '1 point out of tolerance',
  );
});
