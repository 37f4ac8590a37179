import { expect, test, type Page } from '@playwright/test';
import { newUser, tokenSentDuring } from './support/accounts';
import { createPublishedProduct } from './support/catalogue';
import { connectPayoutAccount } from './support/payouts';

// Issue 36: a dispute of a custom order's payment reaches the order. A new freelancer sells a
// custom service; a new client orders, pays and sends the requirements. The seller's Stripe
// Dashboard (the sandbox's) receives a dispute: both parties' order pages say the order is
// paused and offer no move; the seller's list marks it. The dispute closes in the buyer's
// favour: the order ends as Disputed on both sides, and the seller's figures no longer count it.

const ORDER_PAUSED_SELLER = 'The buyer disputed this payment with their bank.';
const ORDER_PAUSED_BUYER = 'You disputed this payment with your bank.';
const ORDER_LOST = 'This order ended with a dispute closed in the buyer’s favour';

const statusOf = (page: Page, status: string) =>
  page.locator('header').getByText(status, { exact: true });

/** The sandbox dashboard's button `action` on the seller's one charge. */
async function onTheCharge(seller: Page, dashboardUrl: string, action: string) {
  await seller.goto(dashboardUrl);
  await seller.getByRole('button', { name: action, exact: true }).click();
  await expect(seller.getByRole('heading', { name: 'Atelier sandbox dashboard' })).toBeVisible();
}

test('a dispute of a custom order’s payment pauses the order on both sides, and lost, ends it as Disputed', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const seller = await newUser(browser, 'freelancer', 'Sofia Seller');
  const token = await tokenSentDuring(seller, () => seller.reload());
  await connectPayoutAccount(seller.request, token);
  const product = await createPublishedProduct(seller.request, token, {
    title: `Dispute test ${String(Date.now())}`,
    description: 'A custom pattern, made to your measurements.',
    price: 4900,
  });

  // The client orders and pays, then answers the requirements.
  const buyer = await newUser(browser, 'client', 'Bruno Buyer');
  await buyer.goto(`/marketplace/product/${product.id}`);
  await buyer.getByRole('button', { name: 'Order Now' }).click();
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyer).toHaveURL(/\/marketplace\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderUrl = new URL(buyer.url()).pathname;
  const requirements = buyer.getByRole('form', { name: 'Submit Requirements' });
  await requirements.getByLabel('Your answers').fill('Waist 70 cm, hip 96 cm.');
  await requirements.getByRole('button', { name: 'Submit Requirements' }).click();
  await expect(statusOf(buyer, 'In progress')).toBeVisible({ timeout: 30_000 });

  // The buyer's bank disputes the payment (the seller's Stripe Dashboard shows it).
  // Access tokens live 20 s in the browser tests: the one the page sends now.
  const fresh = async () => ({
    authorization: `Bearer ${await tokenSentDuring(seller, () => seller.reload())}`,
  });
  const account = await seller.request.get('/api/payments/account', { headers: await fresh() });
  const { dashboardUrl } = (await account.json()) as { dashboardUrl: string };
  await onTheCharge(seller, dashboardUrl, 'Dispute');

  await seller.goto(orderUrl);
  await expect(seller.getByRole('alert').filter({ hasText: ORDER_PAUSED_SELLER })).toBeVisible({
    timeout: 30_000,
  });
  await expect(statusOf(seller, 'In progress')).toBeVisible();
  await expect(seller.getByRole('region', { name: 'Order Terms' })).toContainText(
    'Paused by the dispute',
  );
  // Paused: no delivery form, no action; the Message button stays.
  await expect(seller.getByRole('form', { name: 'Deliver Your Order' })).toHaveCount(0);
  await expect(seller.getByRole('group', { name: 'Actions' })).toHaveCount(0);
  await expect(seller.getByRole('button', { name: 'Message' })).toBeVisible();
  await expect(
    seller.getByRole('article', { name: 'Payment disputed: the order is paused' }),
  ).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByRole('alert').filter({ hasText: ORDER_PAUSED_BUYER })).toBeVisible({
    timeout: 30_000,
  });
  await expect(buyer.getByRole('group', { name: 'Actions' })).toHaveCount(0);
  await seller.goto('/freelancer/orders');
  await expect(
    seller.getByRole('article', { name: product.title }).getByText('Payment disputed'),
  ).toBeVisible({ timeout: 30_000 });

  // Closed in the buyer's favour: the order ends as Disputed, out of the seller's figures.
  await onTheCharge(seller, dashboardUrl, 'Close dispute: lost');
  await seller.goto(orderUrl);
  await expect(statusOf(seller, 'Disputed')).toBeVisible({ timeout: 30_000 });
  await expect(seller.getByRole('alert').filter({ hasText: ORDER_LOST })).toBeVisible();
  await expect(seller.getByRole('region', { name: 'Order Terms' })).toContainText(
    'Ended by the dispute',
  );
  await buyer.reload();
  await expect(statusOf(buyer, 'Disputed')).toBeVisible({ timeout: 30_000 });
  const summary = await seller.request.get('/api/orders/selling/summary', {
    headers: await fresh(),
  });
  expect(await summary.json()).toMatchObject({
    completedOrders: 0,
    completedEarnings: 0,
    activeOrders: 0,
    pendingPayments: 0,
  });
  await seller.screenshot({ path: test.info().outputPath('order-disputed-1280.png') });
});
