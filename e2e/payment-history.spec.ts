import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTES, productPath } from '@atelier/shared-ui/routes';
import { newUser, tokenSentDuring } from './support/accounts';
import { createPublishedProduct } from './support/catalogue';
import { connectPayoutAccount } from './support/payouts';
import { PHONE, screenshotAtBothWidths } from './support/phone';

// Issue 37, item 2: Payment History on a phone and at 1280 px, as a seller with a real sale
// reads it: one card per transaction on a phone (no column shrunk to a letter a line, Net and
// Status on screen), no word broken inside at 1280 px, a row that opens its order, the selected
// tab in the address (Back comes back to it), and tabs and Overview figures without a row of one;
// item 11: the earnings chart's axis on a phone.

/** How many lines the element's text takes (1: no word wrapped, let alone broken inside). */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/**
 * The boxes of `items` grouped into rows by their top; answers the rows that hold a single box
 * narrower than the widest row (an orphan).
 */
async function orphanRows(items: Locator): Promise<number> {
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { top: Math.round(rect.top), left: rect.left, right: rect.right };
    }),
  );
  const rows = new Map<number, { left: number; right: number }[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
  const span = (row: { left: number; right: number }[]) =>
    Math.max(...row.map((box) => box.right)) - Math.min(...row.map((box) => box.left));
  const widest = Math.max(...[...rows.values()].map(span));
  return [...rows.values()].filter((row) => row.length === 1 && span(row) < widest - 2).length;
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('Payment History: cards on a phone, whole words at 1280 px, rows that open their order, the tab in the address', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const word = `history${String(Date.now())}`;
  const seller = await newUser(browser, 'freelancer', 'Sofia Seller');
  const sellerToken = await tokenSentDuring(seller, () => seller.reload());
  await connectPayoutAccount(seller.request, sellerToken);
  const service = await createPublishedProduct(seller.request, sellerToken, {
    title: `Swimwear collection tech pack with graded size chart ${word}`,
    description: 'A custom service with a long title.',
    price: 123_450,
  });

  // A client orders and pays for it in the sandbox.
  const buyer = await newUser(browser, 'client', 'Bruno Buyer');
  await buyer.goto(productPath(service.id));
  await buyer.getByRole('button', { name: 'Order Now' }).click({ timeout: 30_000 });
  await expect(buyer.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyer).toHaveURL(/\/marketplace\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderUrl = new URL(buyer.url()).pathname;

  // The Overview at 1280 px and on a phone: no figure alone on its row, no tab either.
  await seller.setViewportSize({ width: 1280, height: 900 });
  await seller.goto(ROUTES.freelancer.payments);
  const overview = seller.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview.getByText('Total Earnings')).toBeVisible({ timeout: 30_000 });
  await expect(overview.getByText('$1,234.50').first()).toBeVisible({ timeout: 30_000 });
  const figures = overview.locator('div:has(> dl)');
  await expect(figures).toHaveCount(7);
  expect(await orphanRows(figures)).toBe(0);
  await screenshotAtBothWidths(seller, 'issue37-payments-overview');
  await seller.setViewportSize(PHONE);
  expect(await orphanRows(figures)).toBe(0);
  expect(await orphanRows(seller.getByRole('tab'))).toBe(0);
  expect(await fitsWidth(seller)).toBe(true);

  // Item 11: on a phone the earnings chart's axis text keeps a readable size (it was about
  // 6 px) and its last month's label is not cut off at the right edge.
  const chart = overview.getByRole('img', { name: 'Earnings over the last 12 months' });
  await chart.scrollIntoViewIfNeeded();
  const axis = await chart.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const texts = [...svg.querySelectorAll('text')].map((text) => text.getBoundingClientRect());
    return {
      // A text's box is about 1.15 times its font size: 12 px text is about 14 px high.
      smallest: Math.min(...texts.map((text) => text.height)),
      cut: texts.filter((text) => text.left < box.left - 1 || text.right > box.right + 1).length,
    };
  });
  expect(axis.smallest).toBeGreaterThanOrEqual(11);
  expect(axis.cut).toBe(0);

  // Payment History: the tab is in the address.
  await seller.setViewportSize({ width: 1280, height: 900 });
  await seller.getByRole('tab', { name: 'Payment History' }).click();
  await expect(seller).toHaveURL(/\/freelancer\/payments\?tab=history$/);
  const table = seller.getByRole('table', { name: 'Payment History' });
  const row = table.getByRole('row', { name: new RegExp(word) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  // At 1280 px no column breaks a word: the type, the status and the headers keep theirs.
  for (const text of ['Project payment', 'Completed', '$1,234.50']) {
    expect(await linesOf(row.getByText(text, { exact: true }).first()), text).toBe(1);
  }
  for (const header of ['Date', 'Type', 'Amount', 'Net', 'Status']) {
    expect(await linesOf(table.getByRole('columnheader', { name: header })), header).toBe(1);
  }
  await screenshotAtBothWidths(seller, 'issue37-payment-history');

  // On a phone, the transaction is a card as wide as the screen with each figure on screen.
  await seller.setViewportSize(PHONE);
  await expect(row).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  const card = await row.boundingBox();
  expect(card?.width ?? 0).toBeGreaterThan(PHONE.width * 0.8);
  await expect(row.getByText('Completed', { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('Project payment', { exact: true })).toBeInViewport({ ratio: 1 });
  const cells = row.getByRole('cell');
  await expect(cells.last()).toBeInViewport({ ratio: 1 });
  expect(await linesOf(row.getByText('Project payment', { exact: true }))).toBe(1);
  expect(await fitsWidth(seller)).toBe(true);

  // The row opens its order; Back comes back to Payment History.
  await row.getByRole('link', { name: new RegExp(word) }).click();
  await expect(seller).toHaveURL(new RegExp(`${orderUrl}$`));
  await expect(seller.getByText('Ordered by Bruno Buyer')).toBeVisible({ timeout: 30_000 });
  await seller.goBack();
  await expect(seller).toHaveURL(/\/freelancer\/payments\?tab=history$/);
  await expect(seller.getByRole('tab', { name: 'Payment History' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(table.getByRole('row', { name: new RegExp(word) })).toBeVisible({
    timeout: 30_000,
  });
});
