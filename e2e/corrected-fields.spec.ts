import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { DEMO, signIn } from './support/accounts';
import { screenshotAtBothWidths } from './support/phone';

// Issue 26: after a form refused a submit, correcting the field its message names makes the
// message go, while the user types (it stayed until the next submit). Post a Request and Post a
// Job (one message for the form), the supplier's quote (one message in its dialog), the sell form
// and the profile forms (a message under each field). The demo accounts are used and nothing is
// saved: every submit here is refused by the form's own checks.

/**
 * The `message` is shown after a submit (next to its field, and in the form's summary where it
 * has one), and goes once `correct` fixed its field.
 */
async function expectGoneOnceCorrected(
  page: Page,
  message: Locator,
  correct: () => Promise<void>,
  screenshot: string,
) {
  await expect(message.first()).toBeVisible({ timeout: 30_000 });
  await screenshotAtBothWidths(page, `${screenshot}-refused`);
  await correct();
  await expect(message).toHaveCount(0);
}

test("a client's corrected request and job lose their messages", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.client, ROUTES.client.postRequest);
  await page.goto(ROUTES.client.postRequest);
  await page.getByRole('button', { name: 'Publish Request' }).click();
  await expectGoneOnceCorrected(
    page,
    page.getByRole('alert').filter({ hasText: 'Please enter a request title.' }),
    () => page.getByLabel('Request Title').fill('Organic cotton jersey'),
    'post-request',
  );
  // The next check shows at the next submit.
  await page.getByRole('button', { name: 'Publish Request' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a location.' }),
  ).toBeVisible();

  await page.goto(ROUTES.client.postJob);
  await page.getByRole('button', { name: 'Publish Job' }).click();
  await expectGoneOnceCorrected(
    page,
    page.getByText('Please enter a job title.'),
    () => page.getByLabel('Job Title').fill('Swimwear designer'),
    'post-job',
  );
});

test("a freelancer's corrected product and profile lose their messages", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.freelancer, ROUTES.freelancer.sellProducts);
  await page.goto(ROUTES.freelancer.sellProducts);
  await page.getByRole('button', { name: 'Publish Product' }).click();
  await expectGoneOnceCorrected(
    page,
    page.getByText('Please enter a product title.'),
    () => page.getByLabel('Product Title').fill('Swimwear tech pack'),
    'sell-products',
  );

  await page.goto(ROUTES.freelancer.manageProfile);
  const fullName = page.getByLabel('Full Name');
  await expect(fullName).not.toHaveValue('', { timeout: 30_000 });
  await fullName.fill('');
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expectGoneOnceCorrected(
    page,
    page.getByText('Please enter your full name.'),
    () => fullName.fill('Demo Freelancer'),
    'manage-profile',
  );
});

test("a supplier's corrected quote and profile lose their messages", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.supplier, ROUTES.supplier.requests);
  await page.goto(ROUTES.supplier.requests);
  await page.getByRole('button', { name: 'Respond', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expectGoneOnceCorrected(
    page,
    dialog.getByRole('alert').filter({ hasText: 'Please enter a quantity and a unit price' }),
    async () => {
      await dialog.getByLabel('Tier 1: from quantity').fill('500');
      await dialog.getByLabel(/^Tier 1: unit price/).fill('4.50');
    },
    'quote-dialog',
  );
  await page.keyboard.press('Escape');

  await page.goto(ROUTES.supplier.profile);
  const company = page.getByLabel('Company Name');
  await company.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectGoneOnceCorrected(
    page,
    page.getByText('Please enter your company name.'),
    () => company.fill('Demo Supplier Mills'),
    'supplier-profile',
  );
});
