import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { newUser, tokenSentDuring } from './support/accounts';
import { PDF, PNG } from './support/files';

// Issue 20's money loop as new users live it, in the built platform with the payments sandbox
// (the same signed-webhook path as Stripe): a new freelancer connects a payout account and
// publishes a product with a file; a new client buys it through checkout, downloads the file
// from Purchases and reviews it; the seller sees the sale with Stripe's fee and a platform fee
// of 0, exports it, and a refund from the seller's (sandbox) dashboard takes the buyer's access.

const PRICE = '19.99';
// The sandbox's fee is Stripe's standard card fee: 2.9% + 30 cents (1999 -> 58 + 30 = 88).
const FEE = '$0.88';
const NET = '$19.11';

/** The figure a `dt` labels on the Overview (its value is the next `dd`). */
const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a new freelancer sells a product to a new client, who downloads and reviews it; a refund takes the access back', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const word = `selling${String(Date.now())}`;
  const title = `Tech pack ${word}`;

  // The seller connects a payout account through the sandbox's hosted onboarding.
  const seller = await newUser(browser, 'freelancer', 'Sofia Seller');
  await seller.goto('/freelancer/payments');
  await expect(seller.getByRole('heading', { level: 1, name: 'Payments & Earnings' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(seller.getByText('No Payment Methods Connected')).toBeHidden();
  await seller.getByRole('button', { name: 'Connect with Stripe' }).click();
  await expect(
    seller.getByRole('heading', { name: 'Atelier sandbox: connect a payout account' }),
  ).toBeVisible();
  await seller.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(seller).toHaveURL(/\/freelancer\/payments/);
  await expect(seller.getByText('Connected with Stripe')).toBeVisible({ timeout: 30_000 });
  await seller.getByRole('tab', { name: 'Payment Methods' }).click();
  await expect(seller.getByText(/ending in 6789/)).toBeVisible();

  // ... and publishes a ready-made product with a file.
  await seller.goto('/freelancer/sell-products');
  await expect(seller.getByRole('heading', { level: 1, name: 'Sell Your Products' })).toBeVisible({
    timeout: 30_000,
  });
  await seller.getByLabel('Product Title').fill(title);
  await seller.getByLabel('Category').selectOption('Design Templates');
  await seller.getByLabel('Description').fill(`A tech pack template ${word}.`);
  await seller.getByLabel('Price (USD)').fill(PRICE);
  await seller
    .getByLabel('Preview Images', { exact: true })
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await seller
    .getByLabel('Product Files', { exact: true })
    .setInputFiles({ name: 'pack.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(
    seller.getByRole('list', { name: 'Uploaded product files' }).getByRole('listitem'),
  ).toHaveCount(1);
  await seller.getByRole('button', { name: 'Publish Product' }).click();
  await expect(seller.getByText('Product uploaded successfully!')).toBeVisible();

  const buyer = await newUser(browser, 'client', 'Bruno Buyer');
  let productId = '';
  await expect(async () => {
    const response = await buyer.request.get(`/api/catalogue/products?q=${word}`);
    const body = (await response.json()) as { products: { id: string }[] };
    expect(body.products).toHaveLength(1);
    productId = body.products[0]?.id ?? '';
  }).toPass({ timeout: 15_000 });

  // The client buys it: Buy Now, the sandbox's checkout page, back to the confirmation.
  await buyer.goto(`/marketplace/product/${productId}`);
  await buyer.getByRole('button', { name: `Buy Now for $${PRICE}` }).click();
  await expect(buyer.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    buyer.getByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
  ).toBeVisible({ timeout: 30_000 });

  // Purchases: the file downloads with the buyer's token.
  const buyerToken = await tokenSentDuring(buyer, () => buyer.goto('/marketplace/purchases'));
  const auth = { authorization: `Bearer ${buyerToken}` };
  const listed = await buyer.request.get('/api/purchases', { headers: auth });
  const [bought] = (
    (await listed.json()) as { purchases: { status: string; files: { url: string }[] }[] }
  ).purchases;
  expect(bought?.status).toBe('paid');
  const fileUrl = bought?.files[0]?.url ?? '';
  const signed = await buyer.request.get(fileUrl, { headers: auth, maxRedirects: 0 });
  expect(signed.status()).toBe(302);
  const purchase = buyer.getByRole('article', { name: title });
  await expect(purchase.getByText('Paid', { exact: true })).toBeVisible({ timeout: 30_000 });
  const downloading = buyer.waitForEvent('download');
  await purchase.getByRole('button', { name: 'Download pack.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pack.pdf');
  expect(await readFile(await download.path())).toEqual(PDF);

  // A second purchase is refused: the product page says it is owned.
  await buyer.goto(`/marketplace/product/${productId}`);
  await expect(buyer.getByText('You already own this product')).toBeVisible({ timeout: 30_000 });

  // A 5-star review, shown on the product page with the rating.
  await buyer.getByRole('tab', { name: 'Reviews (0)' }).click();
  await buyer.getByRole('radio', { name: '5 stars' }).check();
  await buyer
    .getByRole('textbox', { name: 'Your review' })
    .fill('Clean, complete, saved me a day.');
  await buyer.getByRole('button', { name: 'Submit Review' }).click();
  await expect(buyer.getByText('Thank you: your review is published.')).toBeVisible();
  await buyer.reload();
  await buyer.getByRole('tab', { name: 'Reviews (1)' }).click();
  const review = buyer.getByRole('article', { name: 'Review by Bruno Buyer' });
  await expect(review.getByText('Clean, complete, saved me a day.')).toBeVisible();
  await expect(review.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();

  // The seller's Payments & Earnings: the sale, Stripe's fee, a platform fee of 0, the net.
  await seller.goto('/freelancer/payments');
  await expect(figure(seller, 'Total Earnings')).toHaveText(`$${PRICE}`, { timeout: 30_000 });
  await expect(figure(seller, 'Fees')).toHaveText(FEE);
  await expect(figure(seller, 'Platform Fee')).toHaveText('$0.00');
  await expect(figure(seller, 'Net Earnings')).toHaveText(NET);
  await seller.getByRole('tab', { name: 'Payment History' }).click();
  const history = seller.getByRole('table', { name: 'Payment History' });
  const row = history.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(FEE);
  await expect(row).toContainText(NET);
  const exporting = seller.waitForEvent('download');
  await seller.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await exporting).path(), 'utf8');
  expect(csv).toContain(title);
  expect(csv).toContain('19.99');

  // Manage Products: 1 sale and its revenue.
  await seller.goto('/freelancer/manage-products');
  const card = seller.getByRole('article', { name: title });
  await expect(card.getByText('Sales', { exact: true }).locator('..')).toContainText('1', {
    timeout: 30_000,
  });
  await expect(card.getByText('Revenue', { exact: true }).locator('..')).toContainText(`$${PRICE}`);

  // A full refund from the seller's dashboard (the sandbox's) takes the buyer's access back.
  const sellerToken = await tokenSentDuring(seller, () => seller.reload());
  const account = await seller.request.get('/api/payments/account', {
    headers: { authorization: `Bearer ${sellerToken}` },
  });
  const { dashboardUrl } = (await account.json()) as { dashboardUrl: string };
  await seller.goto(dashboardUrl);
  await seller.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(seller.getByText(/Refunded/).first()).toBeVisible();

  await buyer.goto('/marketplace/purchases');
  await expect(
    buyer.getByRole('article', { name: title }).getByText('Refunded', { exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  // The token may have been refreshed meanwhile: take the one the page sends now.
  const laterToken = await tokenSentDuring(buyer, () => buyer.reload());
  const refused = await buyer.request.get(fileUrl, {
    headers: { authorization: `Bearer ${laterToken}` },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(404);

  await seller.goto('/freelancer/payments');
  await seller.getByRole('tab', { name: 'Payment History' }).click();
  await expect(
    seller
      .getByRole('table', { name: 'Payment History' })
      .getByRole('row', { name: new RegExp(title) }),
  ).toContainText('Refunded');
  // One ledger (issue 36): Stripe kept its fee of the refunded sale, so the Overview's net is
  // minus that fee, as the sale's row in Payment History says.
  const netInHistory = seller
    .getByRole('table', { name: 'Payment History' })
    .getByRole('row', { name: new RegExp(title) })
    .getByText(/^-\$\d+\.\d\d$/);
  const net = (await netInHistory.textContent()) ?? '';
  await seller.getByRole('tab', { name: 'Overview' }).click();
  await expect(seller.getByText('Net Earnings', { exact: true }).locator('..')).toContainText(net);
});
