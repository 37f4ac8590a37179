import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpAs, tokenSentDuring } from './support/accounts';
import { createPublishedProduct } from './support/catalogue';
import { connectPayoutAccount } from './support/payouts';
import { screenshotAtBothWidths } from './support/phone';

// Issue 37, items 6, 8, 10 and 12, walked as new users in the built platform with the payments
// sandbox: a custom service's page shows what a service has; a cancelled checkout says nothing
// was charged and 'Write a review' lands on the form; on an order both parties read one due
// date, the timeline names who did what, and each party finds what they must act on beside
// the action.

async function newUser(browser: Browser, role: 'freelancer' | 'client', name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `${role}-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@e2e.atelier.test`;
  await signUpAs(page, role, name, email);
  return page;
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
