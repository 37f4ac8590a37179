import { expect, test, type Page } from '@playwright/test';
import { ROUTES, conversationPath } from '@atelier/shared-ui/routes';
import { DEMO, DEMO_USER_ID, completeSignIn, signIn } from './support/accounts';

// Send Message on a product's author (issue 13's entry points): a visitor is sent to sign in and
// comes back to the product, then opens the one conversation with its author in their inbox; the
// author sees no Send Message on their own product.

/** A seeded product of the demo freelancer (auth-service/src/demo/products.ts). */
const PRODUCT_TITLE = 'Complete Tech Pack Template';

async function openDemoProduct(page: Page) {
  await page.goto(`${ROUTES.marketplace}?q=${encodeURIComponent(PRODUCT_TITLE)}`);
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: PRODUCT_TITLE })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_TITLE })).toBeVisible({
    timeout: 30_000,
  });
  return new URL(page.url()).pathname;
}

test("a visitor signs in from Send Message and opens the conversation with the product's author", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const productUrl = await openDemoProduct(page);

  await page.getByRole('button', { name: 'Send Message' }).click();
  await completeSignIn(page, DEMO.client);
  // Back on the product, signed in.
  await expect(page).toHaveURL(new RegExp(`${productUrl}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_TITLE })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Send Message' }).click();
  // Send Message leads to the conversation with the author (`?with=`), which the inbox then names
  // by its id (`?conversation=`) once it is open: either is the author's conversation, shown below.
  const withAuthor = conversationPath('client', DEMO_USER_ID.freelancer);
  await expect(page).toHaveURL(
    (url) =>
      url.pathname + url.search === withAuthor ||
      (url.pathname === ROUTES.client.messages && url.searchParams.has('conversation')),
  );
  await expect(page.getByRole('heading', { name: 'Client Messages', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('textbox', { name: 'Type a message...' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Conversation with Demo Freelancer')).toBeVisible();
});

test('the author sees no Send Message on their own product', async ({ page }) => {
  await signIn(page, DEMO.freelancer);
  await openDemoProduct(page);
  await expect(page.getByText('by Demo Freelancer').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
});
