import { expect, test } from '@playwright/test';
import { newUser, signUpAs } from './support/accounts';
import { subscribeToBrandPro } from './support/plans';
import { costSheet } from './support/plm';

// Quotes from a style (issue 39) as new users walk it: a Pro brand's approved revision asks for
// quotes (a request prepared from the style, completed and published in Post a Request); a new
// supplier quotes; the brand shares the style with them from the quote (they open it as a
// reviewer), accepts the quote, and the style's cost sheet shows its price as the FOB.

test('request quotes from an approved revision, share the style with the supplier who quoted, accept: the cost sheet takes the price', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = String(Date.now()).slice(-6);
  const styleNumber = `QT-${stamp}`;
  const brand = await newUser(browser, 'client', 'Quinn Quotes');
  await subscribeToBrandPro(brand);

  // A style, its first revision submitted and approved.
  await brand.goto('/plm/styles/new');
  await brand.getByLabel('Style number').fill(styleNumber);
  await brand.getByLabel('Style name').fill('Boxy overshirt');
  await brand.getByLabel('Season').fill('FW27');
  await brand.getByRole('button', { name: 'Create style' }).click();
  await expect(brand).toHaveURL(/\/plm\/styles\/[0-9a-f-]+\/overview$/, { timeout: 30_000 });
  const styleUrl = brand.url();
  await brand.getByRole('tab', { name: 'History' }).click();
  await brand.getByRole('button', { name: 'Submit for approval' }).click();
  await brand.getByRole('button', { name: 'Approve', exact: true }).click();

  // 'Request quotes' on the approved revision: Post a Request opens on the prepared draft.
  await brand.getByRole('button', { name: 'Request quotes' }).click();
  const dialog = brand.getByRole('dialog', { name: 'Request quotes for revision 1' });
  await dialog.getByLabel('Quantity (units)').fill('1,000');
  await dialog.getByLabel('Quotes needed by').fill('2099-06-30');
  await dialog.getByRole('button', { name: 'Prepare the request' }).click();
  await expect(brand).toHaveURL(/\/client\/post-request\?edit=/, { timeout: 30_000 });
  const title = `Quotes for ${styleNumber} Boxy overshirt (revision 1)`;
  await expect(brand.getByRole('textbox', { name: 'Request Title' })).toHaveValue(title, {
    timeout: 30_000,
  });
  await expect(brand.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1000 units');
  await expect(brand.getByRole('list', { name: 'Attachments' })).toContainText(
    `${styleNumber}-rev1-tech-pack.pdf`,
  );
  await brand.getByLabel('Location (delivery destination)').fill('Lisbon, Portugal');
  await brand.getByRole('button', { name: 'Publish Request' }).click();
  await expect(brand.getByText('Request posted successfully!')).toBeVisible({ timeout: 30_000 });

  // A new supplier quotes $4.50 a unit from 500.
  const supplier = await (await browser.newContext()).newPage();
  await signUpAs(
    supplier,
    'supplier',
    'Sol Supplier',
    `supplier-${String(Date.now())}@e2e.atelier.test`,
  );
  await supplier.goto('/supplier/requests');
  await supplier.getByRole('searchbox', { name: 'Search requests' }).fill(styleNumber);
  const request = supplier.getByRole('article', { name: title });
  await expect(request).toBeVisible({ timeout: 30_000 });
  await request.getByRole('button', { name: 'Respond' }).click();
  const form = supplier.getByRole('form', { name: `Quote for ${title}` });
  await form.getByLabel('Tier 1: from quantity').fill('500');
  await form.getByLabel('Tier 1: unit price (USD)').fill('4.50');
  await form.getByLabel('Minimum order quantity (MOQ)').fill('500');
  await form.getByLabel('Production lead time (days)').fill('35');
  await form.getByLabel('Quote valid until').fill('2099-12-31');
  await form.getByLabel('Message to the client').fill('Made to your tech pack in five weeks.');
  await form.getByLabel('I accept the standard NDA').check();
  await form.getByRole('button', { name: 'Send Quote' }).click();
  await expect(supplier.getByText('Your quote has been sent.')).toBeVisible({ timeout: 30_000 });

  // The brand shares the style with the supplier from the quote.
  await brand.goto('/client/applications/suppliers');
  await brand.getByRole('searchbox', { name: 'Search responses' }).fill(styleNumber);
  await brand.getByRole('button', { name: new RegExp(styleNumber) }).click();
  await expect(brand.getByText('Made to your tech pack in five weeks.')).toBeVisible({
    timeout: 30_000,
  });
  await brand.getByRole('button', { name: 'Share a style' }).click();
  const share = brand.getByRole('dialog', { name: 'Share a style with Sol Supplier' });
  await share.getByRole('checkbox', { name: `${styleNumber} · Boxy overshirt` }).check();
  await share.getByRole('button', { name: 'Share as reviewer' }).click();
  await expect(share.getByText('Sol Supplier is now a reviewer of 1 style.')).toBeVisible();
  await share.getByRole('button', { name: 'Close', exact: true }).first().click();

  // The supplier opens it as a reviewer.
  await supplier.goto(styleUrl);
  await expect(
    supplier.getByRole('heading', { name: `${styleNumber} · Boxy overshirt` }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(supplier.getByText(/You review this style/)).toBeVisible();

  // The brand accepts the quote: the cost sheet's FOB is its price, from that quote.
  await brand.getByRole('button', { name: 'Shortlist' }).click();
  await brand.getByRole('button', { name: 'Mark In Discussion' }).click();
  await brand.getByRole('button', { name: 'Accept Quote' }).click();
  await expect(
    brand.getByRole('button', { name: new RegExp(`^Sol Supplier .*${styleNumber}.* Accepted`) }),
  ).toBeVisible({ timeout: 30_000 });
  await brand.goto(styleUrl.replace(/overview$/, 'bom'));
  await expect(costSheet(brand).getByRole('row', { name: /FOB \(accepted quote\)/ })).toContainText(
    '$4.50',
    { timeout: 30_000 },
  );
  await expect(costSheet(brand)).toContainText(`From Sol Supplier's quote on ${title}`);

  // The style lists its request on the Sharing tab.
  await brand.getByRole('tab', { name: 'Sharing' }).click();
  await expect(brand.getByRole('region', { name: 'Quote requests' })).toContainText(title);
});
