import { expect, test, type Browser, type Page } from '@playwright/test';
import { newUser, tokenSentDuring } from './support/accounts';
import { createPublishedProduct } from './support/catalogue';
import { connectPayoutAccount } from './support/payouts';
import { screenshotAtBothWidths } from './support/phone';

// Issue 37, items 6, 8, 10 and 12, walked as new users in the built platform with the payments
// sandbox: a custom service's page shows what a service has; a cancelled checkout says nothing
// was charged and 'Write a review' lands on the form; on an order both parties read one due
// date, the timeline names who did what, and each party finds what they must act on beside
// the action.

const DEMO_SERVICE = 'Custom Swimwear Tech Pack Service';
const DEMO_READY_MADE = 'Complete Tech Pack Template';

/** The id of the demo freelancer's product `title`. */
async function demoProductId(page: Page, title: string): Promise<string> {
  let id = '';
  await expect(async () => {
    const response = await page.request.get(
      `/api/catalogue/products?q=${encodeURIComponent(title)}`,
    );
    const body = (await response.json()) as { products: { id: string; title: string }[] };
    id = body.products.find((product) => product.title === title)?.id ?? '';
    expect(id).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return id;
}

const SERVICE = {
  price: 8000,
  deliveryTime: '3-7',
  revisions: 1,
  requirements: 'Your measurements and the fabric you have in mind.',
} as const;

/** A new freelancer with a payout account and a published custom service (3-7 days, $80.00). */
async function sellerWithService(browser: Browser, title: string) {
  const seller = await newUser(browser, 'freelancer', 'Sofia Seller');
  const token = await tokenSentDuring(seller, () => seller.reload());
  await connectPayoutAccount(seller.request, token);
  const product = await createPublishedProduct(seller.request, token, {
    ...SERVICE,
    title,
    description: `A made-to-measure pattern: ${title}.`,
  });
  return { seller, product };
}

const statusOf = (page: Page, status: string) =>
  page.locator('header').getByText(status, { exact: true });

/** Orders `productId` and pays in the sandbox checkout; answers the order page's path. */
async function orderAndPay(buyer: Page, productId: string): Promise<string> {
  await buyer.goto(`/marketplace/product/${productId}`);
  await buyer.getByRole('button', { name: 'Order Now' }).click();
  await expect(buyer.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyer).toHaveURL(/\/marketplace\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  return new URL(buyer.url()).pathname;
}

/** The buyer's requirements, answered on the order's page: the due date starts. */
async function submitRequirements(buyer: Page, answers: string) {
  const form = buyer.getByRole('form', { name: 'Submit Requirements' });
  await form.getByLabel('Your answers').fill(answers);
  await form.getByRole('button', { name: 'Submit Requirements' }).click();
  await expect(statusOf(buyer, 'In progress')).toBeVisible({ timeout: 30_000 });
}

/** The seller's delivery with a message, on the order's page. */
async function deliver(seller: Page, message: string) {
  const form = seller.getByRole('form', { name: 'Deliver Your Order' });
  await form.getByLabel('Message to the buyer').fill(message);
  await form.getByRole('button', { name: 'Deliver Order' }).click();
  await expect(statusOf(seller, 'Delivered')).toBeVisible({ timeout: 30_000 });
}

test('both parties read one due date, and the timeline names who did what (item 6)', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const title = `Bridal gown pattern due${String(Date.now())}`;
  const { seller, product } = await sellerWithService(browser, title);
  const buyer = await newUser(browser, 'client', 'Bruno Buyer');
  const orderUrl = await orderAndPay(buyer, product.id);
  await submitRequirements(buyer, 'Bust 88, waist 70, hips 94; silk crepe.');

  // One rule: right after the requirements, the buyer's page and the seller's list both read
  // the full delivery time (the buyer's page clock may be seconds behind the seller's).
  await expect(buyer.getByRole('timer')).toHaveText('Due in 7d');
  await seller.goto('/freelancer/orders');
  const row = seller.getByRole('article', { name: title });
  await expect(row).toContainText('Due in 7d', { timeout: 30_000 });
  await screenshotAtBothWidths(seller, 'seller orders due');

  // The buyer proposes to cancel with a reason; the seller accepts.
  await buyer.getByRole('button', { name: 'Propose Cancellation' }).click();
  const proposal = buyer.getByRole('dialog', { name: 'Propose Cancellation' });
  await proposal.getByLabel('Why cancel this order?').fill('The show moved to next season.');
  await proposal.getByRole('button', { name: 'Send Proposal' }).click();
  await expect(proposal).toHaveCount(0, { timeout: 30_000 });
  await seller.goto(orderUrl);
  await seller.getByRole('button', { name: 'Accept Cancellation' }).click();
  await seller
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Accept Cancellation' })
    .click();
  await expect(statusOf(seller, 'Cancelled')).toBeVisible({ timeout: 30_000 });

  // The reason is the buyer's, under the buyer's name; the acceptance is the seller's alone.
  for (const page of [seller, buyer]) {
    await page.reload();
    const proposed = page.getByRole('article', { name: 'Cancellation proposed' });
    await expect(proposed).toContainText('by Bruno Buyer', { timeout: 30_000 });
    await expect(proposed).toContainText('The show moved to next season.');
    const agreed = page.getByRole('article', { name: 'Cancelled by mutual agreement' });
    await expect(agreed).toContainText('by Sofia Seller');
    await expect(agreed).not.toContainText('The show moved to next season.');
  }
  await screenshotAtBothWidths(buyer, 'order cancelled timeline');
});

test('each party finds what they must act on beside the action, and the buyer is asked for a review (item 8)', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const title = `Resort shirt pattern guide${String(Date.now())}`;
  const { seller, product } = await sellerWithService(browser, title);
  const buyer = await newUser(browser, 'client', 'Bruno Buyer');
  const orderUrl = await orderAndPay(buyer, product.id);

  // The seller's requirements right above the buyer's answer.
  const requirements = buyer.getByRole('form', { name: 'Submit Requirements' });
  await expect(requirements.getByRole('region', { name: "Seller's requirements" })).toContainText(
    SERVICE.requirements,
    { timeout: 30_000 },
  );
  await screenshotAtBothWidths(buyer, 'order requirements form');
  await submitRequirements(buyer, 'Chest 104, linen, short sleeves.');

  // The seller's own requirements are 'Your requirements'.
  await seller.goto(orderUrl);
  const terms = seller.getByRole('region', { name: 'Order Terms' });
  await expect(terms.getByText('Your requirements', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(terms.getByText("Seller's requirements")).toHaveCount(0);
  await deliver(seller, 'First pattern, graded.');

  // The buyer's revision request is right above the seller's next delivery.
  await buyer.reload();
  await expect(statusOf(buyer, 'Delivered')).toBeVisible({ timeout: 30_000 });
  await buyer.getByRole('button', { name: 'Request Revision' }).click();
  const revision = buyer.getByRole('dialog', { name: 'Request Revision' });
  await revision.getByLabel('What should change?').fill('A wider collar, please.');
  await revision.getByRole('button', { name: 'Send Request' }).click();
  await expect(statusOf(buyer, 'Revision requested')).toBeVisible({ timeout: 30_000 });
  await seller.reload();
  const again = seller.getByRole('form', { name: 'Deliver Your Order' });
  await expect(again.getByRole('region', { name: 'Latest revision request' })).toContainText(
    'A wider collar, please.',
    { timeout: 30_000 },
  );
  await screenshotAtBothWidths(seller, 'order deliver after revision request');
  await deliver(seller, 'Collar widened.');

  // A cancellation's dialog names the refund; its close button keeps the order.
  await buyer.reload();
  await expect(statusOf(buyer, 'Delivered')).toBeVisible({ timeout: 30_000 });
  await buyer.getByRole('button', { name: 'Propose Cancellation' }).click();
  const proposal = buyer.getByRole('dialog', { name: 'Propose Cancellation' });
  await expect(proposal).toContainText('You will be refunded $80.00');
  await expect(proposal.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await screenshotAtBothWidths(buyer, 'order propose cancellation');
  await proposal.getByRole('button', { name: 'Keep Order' }).click();
  await expect(proposal).toHaveCount(0);

  // Completed: the buyer is asked for a review, which opens the service's review form.
  await buyer
    .getByRole('group', { name: 'Actions' })
    .getByRole('button', { name: 'Accept Delivery' })
    .click();
  await buyer
    .getByRole('alertdialog', { name: 'Accept this delivery?' })
    .getByRole('button', { name: 'Accept Delivery' })
    .click();
  await expect(statusOf(buyer, 'Completed')).toBeVisible({ timeout: 30_000 });
  const prompt = buyer.getByRole('region', { name: 'How did it go?' });
  await expect(prompt).toBeVisible();
  await screenshotAtBothWidths(buyer, 'order completed review prompt');
  await prompt.getByRole('link', { name: 'Write a review' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/marketplace/product/${product.id}\\?tab=reviews$`));
  await expect(buyer.getByRole('form', { name: 'Write a review' })).toBeVisible({
    timeout: 30_000,
  });
});

test("a cancelled checkout comes back saying nothing was charged; 'Write a review' lands on the form, focused (item 10)", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const buyer = await newUser(browser, 'client', 'Carla Client');

  // Order Now, then Cancel on the checkout page: back on the service, told nothing was charged.
  const serviceId = await demoProductId(buyer, DEMO_SERVICE);
  await buyer.goto(`/marketplace/product/${serviceId}`);
  await buyer.getByRole('button', { name: 'Order Now' }).click();
  await expect(buyer.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await buyer.getByRole('link', { name: 'Cancel' }).click();
  await expect(buyer).toHaveURL(
    new RegExp(`/marketplace/product/${serviceId}\\?checkout=cancelled$`),
  );
  await expect(buyer.getByText('Payment cancelled. You have not been charged.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(buyer.getByRole('button', { name: 'Order Now' })).toBeVisible();
  await screenshotAtBothWidths(buyer, 'checkout cancelled');

  // A ready-made product bought: Purchases' 'Write a review' scrolls to the form and focuses it.
  const productId = await demoProductId(buyer, DEMO_READY_MADE);
  await buyer.goto(`/marketplace/product/${productId}`);
  await buyer.getByRole('button', { name: /^Buy Now for / }).click();
  await expect(buyer.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    buyer.getByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
  ).toBeVisible({ timeout: 30_000 });
  await buyer.goto('/marketplace/purchases');
  await buyer
    .getByRole('article', { name: DEMO_READY_MADE })
    .getByRole('link', { name: 'Write a review' })
    .click();
  const form = buyer.getByRole('form', { name: 'Write a review' });
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused({ timeout: 30_000 });
  await expect(form).toBeInViewport();
  await screenshotAtBothWidths(buyer, 'review form from purchases');
});

test("a custom service's page shows its delivery time and revisions, not files, and its price once (item 12)", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await newUser(browser, 'client', 'Carla Client');
  const productId = await demoProductId(buyer, DEMO_SERVICE);
  await buyer.goto(`/marketplace/product/${productId}`);
  const title = buyer.getByRole('heading', { level: 1, name: DEMO_SERVICE });
  await expect(title).toBeVisible({ timeout: 30_000 });
  // The product's own column (not the cards of 'More from').
  const info = title.locator('xpath=ancestor::div[2]');
  await expect(info.getByText('$299.00', { exact: true })).toHaveCount(1);
  await expect(info.getByText(/downloads?$/)).toHaveCount(0);
  const terms = buyer.getByLabel('What you order');
  await expect(terms).toContainText('$299.00');
  await expect(terms).toContainText('7-14 days');
  await expect(terms).toContainText('3 revisions included');

  await buyer.getByRole('tab', { name: "What's Included" }).click();
  const included = buyer.getByRole('tabpanel');
  await expect(included).toContainText('Delivered within 7-14 days');
  await expect(included).toContainText('3 revisions included');
  await expect(included).not.toContainText('File types');
  await expect(included).not.toContainText('File size');
  await screenshotAtBothWidths(buyer, 'custom service whats included');
  await buyer.getByRole('tab', { name: 'Details' }).click();
  const details = buyer.getByRole('tabpanel');
  await expect(details).toContainText('7-14 days');
  await expect(details).toContainText('3 revisions included');
  await expect(details).not.toContainText('File types');
  await expect(details).not.toContainText('File size');
});
