import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, newUser, signIn, signUpAs } from './support/accounts';
import { STYLE_TABS } from '@atelier/api-contract/values';
import { PNG } from './support/files';
import { PHONE, expectFitsThePhone } from './support/phone';
import { subscribeToBrandPro } from './support/plans';
import { costSheet, fillBomRow } from './support/plm';

// Atelier PLM (issue 38) as a new user walks it: a brand subscribes to Pro, creates a style,
// sketches with callouts, a BOM whose cost sheet shows the expected cents, points of measure from
// the tops template graded in cm and inches, saves, changes a BOM row, compares the two
// revisions, downloads the PDF and the XLSX; a second tab saving meanwhile gets the conflict and
// keeps its input. A Starter account sees what PLM is and the upgrade link.

/** The text of each page of a PDF, read by a real parser (PDF.js's serverless build). */
async function pdfText(bytes: Buffer): Promise<string> {
  const { extractText } = await import('unpdf');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

test('a Pro brand builds a tech pack, revises it, compares, exports; a second tab gets the conflict', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await newUser(browser, 'client', 'Ines Tech');
  await subscribeToBrandPro(page);

  // PLM from the account menu.
  await page.goto('/client/dashboard');
  await page.getByRole('button', { name: 'Ines Tech' }).click();
  await page.getByRole('menuitem', { name: 'PLM' }).click();
  await expect(page).toHaveURL(/\/plm$/);
  await page.getByRole('link', { name: 'New style' }).first().click();
  await page.getByLabel('Style number').fill('IT-2001');
  await page.getByLabel('Style name').fill('Poplin shirt');
  await page.getByLabel('Season').fill('SS27');
  await page.getByRole('button', { name: 'Create style' }).click();
  await expect(page).toHaveURL(/\/plm\/styles\/[0-9a-f-]+\/overview$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'IT-2001 · Poplin shirt' })).toBeVisible();
  const styleUrl = page.url();

  // A second tab of the same account opens the style now: it will save after the first.
  const second = await page.context().newPage();
  await second.goto(styleUrl);
  await expect(second.getByRole('heading', { name: 'IT-2001 · Poplin shirt' })).toBeVisible({
    timeout: 30_000,
  });

  // Sketches: a front flat and two callouts.
  await page.getByRole('tab', { name: 'Sketches' }).click();
  await expect(page).toHaveURL(/\/sketches$/);
  await page.getByLabel('Upload a front sketch').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const canvas = page.getByRole('button', { name: /Front sketch 1: click to add a callout/ });
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await canvas.click({ position: { x: 20, y: 20 } });
  await page.getByLabel('Note for callout 1').fill('Collar band 3.5 cm');
  await canvas.click({ position: { x: 40, y: 60 } });
  await page.getByLabel('Note for callout 2').fill('Chest pocket');
  await expect(page.getByRole('button', { name: 'Callout 2', exact: true })).toBeVisible();
  // A marker moves by keyboard too (1% a press).
  const first = page.getByRole('button', { name: 'Callout 1', exact: true });
  const before = await first.getAttribute('style');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(first).not.toHaveAttribute('style', before ?? '');

  // BOM: three rows; the cost sheet in cents (1.8 m × 1.05 × $4.50 = $8.505, rounded half up).
  await page.getByRole('tab', { name: 'BOM & costs' }).click();
  for (let index = 0; index < 3; index++) {
    await page.getByRole('button', { name: 'Add a material' }).click();
  }
  await fillBomRow(page, 0, {
    type: 'Fabric',
    name: 'Cotton poplin',
    quantity: '1.8',
    unit: 'm (metres)',
    cost: '4.50',
    wastage: '5',
  });
  await fillBomRow(page, 1, {
    type: 'Trim',
    name: 'Corozo button',
    quantity: '7',
    unit: 'pcs (pieces)',
    cost: '0.12',
    wastage: '0',
  });
  await fillBomRow(page, 2, {
    type: 'Label',
    name: 'Main label',
    quantity: '1',
    unit: 'pcs (pieces)',
    cost: '0.25',
    wastage: '0',
  });
  await expect(costSheet(page).getByRole('row', { name: /Cotton poplin/ })).toContainText('$8.51');
  await expect(costSheet(page).getByRole('row', { name: /Corozo button/ })).toContainText('$0.84');
  await expect(costSheet(page).getByRole('row', { name: /^Materials/ })).toContainText('$9.60');

  // Specs: the tops template (chest 52 cm at M, 2.5 cm a size), in cm and in inches.
  await page.getByRole('tab', { name: 'Specs' }).click();
  await page.getByRole('button', { name: 'Add points from the Tops template' }).click();
  await expect(page.getByLabel('CH at L')).toHaveValue('54.5');
  await expect(page.getByLabel('CH at XL')).toHaveValue('57');
  await page.getByRole('radio', { name: 'Inches (in)' }).check();
  await expect(page.getByLabel('CH at L')).toHaveValue('21 1/2');
  await expect(page.getByLabel('CH at XL')).toHaveValue('22 1/2');
  await page.getByRole('radio', { name: 'Centimetres (cm)' }).check();
  await expect(page.getByLabel('CH at L')).toHaveValue('54.5');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Revision 2 ·')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes' })).toBeVisible();

  // A change to one BOM row, saved as revision 3.
  await page.getByRole('tab', { name: 'BOM & costs' }).click();
  await page.getByLabel('Unit cost (USD)').nth(0).fill('5.00');
  await expect(costSheet(page).getByRole('row', { name: /^Materials/ })).toContainText('$10.54');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Revision 3 ·')).toBeVisible({ timeout: 20_000 });

  // History: revision 2 against 3, the change highlighted.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history$/);
  const changed = page.getByRole('row', { name: /Cotton poplin/ });
  await expect(changed).toContainText('$4.50');
  await expect(changed.locator('del')).toHaveText('$4.50');
  await expect(changed.locator('ins')).toHaveText('$5.00');

  // The PDF and the BOM spreadsheet of revision 3.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tech pack (PDF)' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('IT-2001-rev3-tech-pack.pdf');
  const text = await pdfText(await readFile(await pdf.path()));
  expect(text).toContain('IT-2001');
  expect(text).toContain('Revision 3');
  expect(text).toContain('54.5');
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'BOM (XLSX)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe('IT-2001-rev3-bom.xlsx');
  expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');

  // The second tab, still on revision 1, renames the style and saves: refused, input kept.
  await second.getByLabel('Style name').fill('Poplin shirt, boxy');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = second
    .getByRole('alert')
    .filter({ hasText: 'Someone saved this style since you opened it' });
  await expect(conflict).toBeVisible({ timeout: 20_000 });
  await expect(conflict).toContainText('Cotton poplin');
  await expect(second.getByLabel('Style name')).toHaveValue('Poplin shirt, boxy');
  await conflict.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(second.getByText('Revision 4 ·')).toBeVisible({ timeout: 20_000 });
  await expect(second.getByRole('heading', { name: 'IT-2001 · Poplin shirt, boxy' })).toBeVisible();

  // Every PLM screen fits a 390 px phone, the style's tabs included (its tables scroll inside
  // their own boxes).
  await page.setViewportSize(PHONE);
  for (const tab of STYLE_TABS) {
    await expectFitsThePhone(page, styleUrl.replace(/overview$/, tab), { header: true });
  }
  await expectFitsThePhone(page, '/plm', { header: true });
  await expectFitsThePhone(page, '/plm/styles/new', { header: true });
});

test('a Starter account sees what PLM is and the way to upgrade', async ({ page }) => {
  // A new supplier: the demo supplier reviews styles other specs share with them (plm-samples,
  // plm-team), so their PLM is a list, not the introduction.
  await signUpAs(page, 'supplier', 'Sita Starter', `plm-starter-${String(Date.now())}@example.com`);
  // PLM is in every role's dashboard.
  await page.goto('/supplier/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'PLM', exact: true }).click();
  await expect(page).toHaveURL(/\/plm$/);
  await expect(page.getByRole('heading', { name: 'Atelier PLM', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Future PLM integration')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/supplier/subscription',
  );
  await expect(page.getByRole('link', { name: 'New style' })).toHaveCount(0);
});

test('a style shared with a reviewer: they read it, cannot change it, and lose it when removed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await newUser(browser, 'client', 'Rita Share');
  await subscribeToBrandPro(owner);
  await owner.goto('/plm/styles/new');
  await owner.getByLabel('Style number').fill('RS-1');
  await owner.getByLabel('Style name').fill('Rib tank');
  await owner.getByLabel('Season').fill('FW27');
  await owner.getByRole('button', { name: 'Create style' }).click();
  await expect(owner).toHaveURL(/\/overview$/);
  const styleUrl = owner.url();

  await owner.getByRole('tab', { name: 'Sharing' }).click();
  await owner.getByLabel('Search freelancers and suppliers by name').fill('Demo Freelancer');
  await owner.getByRole('button', { name: 'Add Demo Freelancer as reviewer' }).click();
  const sharedWith = owner.getByRole('list', { name: 'Shared with' });
  await expect(sharedWith).toContainText('Demo Freelancer');

  const reviewer = await (await browser.newContext()).newPage();
  await signIn(reviewer, DEMO.freelancer);
  await reviewer.goto('/plm');
  await reviewer.getByRole('link', { name: 'RS-1 · Rib tank' }).click();
  await expect(reviewer.getByText('You review this style')).toBeVisible();
  await expect(reviewer.getByText('Shared with you by Rita Share')).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(reviewer.getByLabel('Style name')).toBeDisabled();

  // Removed: their next visit finds nothing.
  await sharedWith.getByRole('button', { name: 'Remove Demo Freelancer' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(owner.getByText('Not shared with anyone yet.')).toBeVisible();
  await reviewer.goto(styleUrl);
  await expect(reviewer.getByRole('heading', { name: 'Style not found' })).toBeVisible();
});
