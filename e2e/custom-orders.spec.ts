import { expect, test, type Page } from '@playwright/test';
import { newUser, tokenSentDuring } from './support/accounts';
import { PDF, PNG } from './support/files';
import { connectPayoutAccount } from './support/payouts';

// Issue 22's custom order as new users live it, in the built platform with the payments sandbox:
// a connected freelancer publishes a custom service (3-7 days, 1 revision); a client orders and
// pays for it, submits the requirements with a file; the freelancer delivers a file; the client
// asks for a revision with a reason; the freelancer delivers again; the client has no revision
// left (the action is gone) and accepts; the order is completed on both sides; the client
// reviews it and the product's rating shows it; a third account gets 404 on the order's page
// and its API.

const PRICE = '49.00';

/** The file input of a field of attachments (its list of uploads shares its name). */
const fileInput = (page: Page, label: string) =>
  page.locator(`input[type="file"][aria-label="${label}"]`);

/** Uploads `name` (a PDF) into the field `label` of the form `form` and waits until it is done. */
async function attach(page: Page, form: string, label: string, name: string) {
  const scope = page.getByRole('form', { name: form });
  await fileInput(page, label).setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(scope.getByRole('button', { name: `Remove ${name}` })).toBeVisible({
    timeout: 30_000,
  });
}

const statusOf = (page: Page, status: string) =>
  page.locator('header').getByText(status, { exact: true });

test('a custom service is ordered, briefed, delivered, revised once, accepted and reviewed; nobody else sees the order', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const word = `custom${String(Date.now())}`;
  const title = `Swimwear design ${word}`;

  // The seller connects a payout account (the sandbox's onboarding) ...
  const seller = await newUser(browser, 'freelancer', 'Sofia Seller');
  const sellerToken = await tokenSentDuring(seller, () => seller.reload());
  await connectPayoutAccount(seller.request, sellerToken);

  // ... and publishes a custom service: 3-7 days, 1 revision, with requirements.
  await seller.goto('/freelancer/sell-products');
  await expect(seller.getByRole('heading', { level: 1, name: 'Sell Your Products' })).toBeVisible({
    timeout: 30_000,
  });
  await seller.getByRole('radio', { name: /^Custom/ }).check();
  await seller.getByLabel('Product Title').fill(title);
  await seller.getByLabel('Category').selectOption('Design Templates');
  await seller.getByLabel('Description').fill(`A custom swimwear design ${word}.`);
  await seller.getByLabel('Price (USD)').fill(PRICE);
  await seller.getByLabel('Delivery Time').selectOption('3-7');
  await seller.getByLabel('Revisions').fill('1');
  await seller
    .getByLabel('Requirements')
    .fill('Your sizes, colours and the fabric you have in mind.');
  await seller
    .getByLabel('Preview Images', { exact: true })
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    seller.getByRole('list', { name: 'Uploaded preview images' }).getByRole('listitem'),
  ).toHaveCount(1, { timeout: 30_000 });
  await seller.getByRole('button', { name: 'Publish Product' }).click();
  await expect(seller.getByText('Product uploaded successfully!')).toBeVisible({
    timeout: 30_000,
  });

  const buyer = await newUser(browser, 'client', 'Bruno Buyer');
  let productId = '';
  await expect(async () => {
    const response = await buyer.request.get(`/api/catalogue/products?q=${word}`);
    const body = (await response.json()) as { products: { id: string }[] };
    expect(body.products).toHaveLength(1);
    productId = body.products[0]?.id ?? '';
  }).toPass({ timeout: 15_000 });

  // The product page offers Order Now with its terms; the client pays in the sandbox checkout
  // and lands on the order's page.
  await buyer.goto(`/marketplace/product/${productId}`);
  const terms = buyer.getByLabel('What you order');
  await expect(terms).toContainText(`$${PRICE}`, { timeout: 30_000 });
  await expect(terms).toContainText('3-7 days');
  await expect(terms).toContainText('1 revision included');
  await buyer.getByRole('button', { name: 'Order Now' }).click();
  await expect(buyer.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyer).toHaveURL(/\/marketplace\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderUrl = new URL(buyer.url()).pathname;
  const orderId = orderUrl.split('/').at(-1) ?? '';
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(statusOf(buyer, 'Awaiting requirements')).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'Order Terms' })).toContainText(
    'Your sizes, colours and the fabric you have in mind.',
  );

  // The requirements, with a file: the due date starts.
  const requirements = buyer.getByRole('form', { name: 'Submit Requirements' });
  await requirements.getByLabel('Your answers').fill('Size M, navy and white, recycled nylon.');
  await attach(buyer, 'Submit Requirements', 'Attachments', 'brief.pdf');
  await requirements.getByRole('button', { name: 'Submit Requirements' }).click();
  await expect(statusOf(buyer, 'In progress')).toBeVisible({ timeout: 30_000 });
  await expect(buyer.getByRole('timer')).toHaveText(/^Due in 6d 23h|^Due in 7d/);

  // The seller sees the order and its brief (the file downloads), and delivers a file.
  await seller.goto(orderUrl);
  await expect(seller.getByText('Ordered by Bruno Buyer')).toBeVisible({ timeout: 30_000 });
  const brief = seller.getByRole('article', { name: 'Requirements submitted' });
  await expect(brief).toContainText('Size M, navy and white, recycled nylon.');
  const downloading = seller.waitForEvent('download');
  await brief.getByRole('button', { name: 'Download brief.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('brief.pdf');
  const delivery = seller.getByRole('form', { name: 'Deliver Your Order' });
  await delivery.getByLabel('Message to the buyer').fill('First design, front and back.');
  await attach(seller, 'Deliver Your Order', 'Delivery files', 'design-v1.pdf');
  await delivery.getByRole('button', { name: 'Deliver Order' }).click();
  await expect(statusOf(seller, 'Delivered')).toBeVisible({ timeout: 30_000 });

  // The client asks for a revision, with a reason.
  await buyer.reload();
  await expect(statusOf(buyer, 'Delivered')).toBeVisible({ timeout: 30_000 });
  await expect(
    buyer
      .getByRole('article', { name: 'Order delivered' })
      .getByRole('button', { name: 'Download design-v1.pdf' }),
  ).toBeVisible();
  await buyer.getByRole('button', { name: 'Request Revision' }).click();
  const revision = buyer.getByRole('dialog', { name: 'Request Revision' });
  await revision.getByLabel('What should change?').fill('Higher leg line, thinner straps.');
  await revision.getByRole('button', { name: 'Send Request' }).click();
  await expect(statusOf(buyer, 'Revision requested')).toBeVisible({ timeout: 30_000 });

  // The seller reads the reason and delivers again.
  await seller.reload();
  await expect(seller.getByRole('article', { name: 'Revision requested' })).toContainText(
    'Higher leg line, thinner straps.',
    { timeout: 30_000 },
  );
  const again = seller.getByRole('form', { name: 'Deliver Your Order' });
  await again.getByLabel('Message to the buyer').fill('Revised: higher leg line, thinner straps.');
  await attach(seller, 'Deliver Your Order', 'Delivery files', 'design-v2.pdf');
  await again.getByRole('button', { name: 'Deliver Order' }).click();
  await expect(statusOf(seller, 'Delivered')).toBeVisible({ timeout: 30_000 });

  // No revision left: the action is gone; the client accepts (after confirming).
  await buyer.reload();
  await expect(statusOf(buyer, 'Delivered')).toBeVisible({ timeout: 30_000 });
  const actions = buyer.getByRole('group', { name: 'Actions' });
  await expect(actions.getByRole('button', { name: 'Accept Delivery' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Request Revision' })).toHaveCount(0);
  await expect(buyer.getByRole('region', { name: 'Order Terms' })).toContainText('0 of 1 left');
  await actions.getByRole('button', { name: 'Accept Delivery' }).click();
  await buyer
    .getByRole('alertdialog', { name: 'Accept this delivery?' })
    .getByRole('button', { name: 'Accept Delivery' })
    .click();
  await expect(statusOf(buyer, 'Completed')).toBeVisible({ timeout: 30_000 });
  await expect(buyer.getByRole('group', { name: 'Actions' })).toHaveCount(0);

  // Completed on the seller's side too, on the order's page and in their orders.
  await seller.reload();
  await expect(statusOf(seller, 'Completed')).toBeVisible({ timeout: 30_000 });
  await seller.goto('/freelancer/orders');
  const listed = seller.getByRole('article', { name: title });
  await expect(listed.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });

  // The client's Purchases show it completed, with the way to review it; the review feeds the
  // product's rating.
  await buyer.goto('/marketplace/purchases');
  const purchase = buyer.getByRole('article', { name: title });
  await expect(purchase.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await purchase.getByRole('link', { name: 'Write a review' }).click();
  await buyer.getByRole('radio', { name: '5 stars' }).check();
  await buyer
    .getByRole('textbox', { name: 'Your review' })
    .fill('Listened, revised fast, great fit.');
  await buyer.getByRole('button', { name: 'Submit Review' }).click();
  await expect(buyer.getByText('Thank you: your review is published.')).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByRole('tab', { name: 'Reviews (1)' })).toBeVisible({ timeout: 30_000 });
  await expect(buyer.getByRole('img', { name: '5 out of 5 stars' }).first()).toBeVisible();
  const product = await buyer.request.get(`/api/catalogue/products/${productId}`);
  const { product: rated } = (await product.json()) as {
    product: { rating: number; reviewCount: number };
  };
  expect(rated).toMatchObject({ rating: 5, reviewCount: 1 });

  // A third account: the order's page is 'Order Not Found', and its API a 404.
  const third = await newUser(browser, 'client', 'Tina Third');
  const thirdToken = await tokenSentDuring(third, () => third.goto(orderUrl));
  await expect(third.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(third.getByText(title)).toHaveCount(0);
  const refused = await third.request.get(`/api/orders/${orderId}`, {
    headers: { authorization: `Bearer ${thirdToken}` },
  });
  expect(refused.status()).toBe(404);
});
