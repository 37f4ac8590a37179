import { expect, test, type Page } from '@playwright/test';
import { ROUTES, productPath } from '@atelier/shared-ui/routes';
import { followVerificationEmail } from './support/mail';
import { DEMO, DEMO_USER_ID, signIn, newUser, tokenSentDuring } from './support/accounts';
import { createPublishedProduct } from './support/catalogue';
import { connectPayoutAccount } from './support/payouts';
import { PHONE, screenshotAtBothWidths } from './support/phone';

// Issue 15: what a signed-in user sees and where Back takes them once the session exists.

const areaOf = (page: Page, name: string) => page.locator(`[data-area="${name}"]`);

/** The header's navigation landmark (the landing page's and the public pages' alike). */
const headerOf = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const PUBLIC_PAGES = ['/', '/marketplace-full', '/marketplace/product/p-1', '/jobs'];

/**
 * The client's own header (issue 37): its navigation, the bell and the messages icon with their
 * pages, and no public Jobs link or Sign In. On a phone its entries are behind 'Menu'.
 */
async function expectClientHeader(page: Page) {
  const header = headerOf(page);
  await expect(header.getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
    'href',
    ROUTES.client.notifications,
    { timeout: 30_000 },
  );
  await expect(header.getByRole('link', { name: /^Messages/ }).first()).toHaveAttribute(
    'href',
    ROUTES.client.messages,
  );
  await expect(header.getByRole('link', { name: 'Atelier' })).toHaveAttribute(
    'href',
    ROUTES.client.dashboard,
  );
  if ((page.viewportSize()?.width ?? 0) > PHONE.width) {
    await expect(header.getByRole('link', { name: 'Talent & Suppliers' })).toBeVisible();
  }
  await expect(header.getByRole('link', { name: 'Jobs', exact: true })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
}

const clientDashboardHeading = (page: Page) =>
  areaOf(page, 'mf_client').getByRole('heading', { level: 1, name: 'Client Dashboard' });

test('after choosing a role, Back keeps the new user signed in on their dashboard', async ({
  page,
}) => {
  const email = `back-${Date.now()}@example.test`;
  await page.goto('/');
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/.*registration/, { timeout: 30_000 });
  await page.locator('#fullName').fill('Back Button Brand');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('secret-42');
  await page.locator('#password-confirm').fill('secret-42');
  await page.locator('#kc-register-form [type="submit"]').click();
  await followVerificationEmail(page, email);

  await expect(page).toHaveURL(/\/onboarding\/select-role$/, { timeout: 30_000 });
  await page.getByText('Brand / Client').click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(clientDashboardHeading(page)).toBeVisible();

  // Whatever Back does, even twice, it settles on the dashboard, not on Keycloak's form.
  for (let press = 1; press <= 2; press += 1) {
    await page.goBack();
    await page.waitForLoadState('networkidle');
    await expect(page).not.toHaveURL(/\/auth\/realms\//);
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(clientDashboardHeading(page)).toBeVisible();
  }

  // The session survived: a fresh visit to the dashboard does not ask to sign in.
  await page.goto('/client/dashboard');
  await expect(clientDashboardHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/client\/dashboard$/);
});

test('signed in, the landing page and the public pages lead to the dashboard and the account menu', async ({
  page,
}) => {
  await signIn(page, DEMO.client);
  // Signed in once the app has its session (a page left earlier would not remember it).
  await expect(clientDashboardHeading(page)).toBeVisible({ timeout: 30_000 });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const header = headerOf(page);
    if (path === '/') {
      await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
        'href',
        '/client/dashboard',
      );
    } else {
      // Issue 37: the marketplace's pages show the role's own header to a signed-in user.
      await expectClientHeader(page);
    }
    await expect(header.getByRole('button', { name: 'Demo Client' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'GET STARTED' })).toHaveCount(0);
  }

  // The account menu works from the keyboard and ends with Log out, which signs out.
  await page.goto('/jobs');
  const account = headerOf(page).getByRole('button', { name: 'Demo Client' });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(headerOf(page).getByRole('link', { name: 'GET STARTED' })).toBeVisible();
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/);
});

test('on a phone, signed in, the header fits and the account menu is in its menu', async ({
  page,
}) => {
  await signIn(page, DEMO.client);
  await expect(clientDashboardHeading(page)).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 375, height: 700 });
  for (const path of ['/', '/jobs']) {
    await page.goto(path);
    const header = headerOf(page);
    // Once the header knows the session and has what it shows a signed-in user.
    await expect(header.getByText(/^(Sign In|GET STARTED)$/)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const menuButton = header.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeInViewport({ ratio: 1 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await menuButton.click();
    if (path === '/') {
      await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
        'href',
        '/client/dashboard',
      );
    } else {
      await expect(header.getByRole('link', { name: 'Talent & Suppliers' })).toBeVisible();
    }
    await header.getByRole('button', { name: 'Demo Client' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  }
});

test('signed out, the landing page and the public pages offer Sign In and GET STARTED', async ({
  page,
}) => {
  await page.goto('/');
  await expect(headerOf(page).getByRole('link', { name: 'GET STARTED' })).toBeVisible();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(areaOf(page, path === '/' ? 'mf_landing' : 'mf_marketplace')).not.toBeEmpty();
    await expect(headerOf(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(headerOf(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(
      0,
    );
    await expect(headerOf(page).getByRole('button', { name: 'Account' })).toHaveCount(0);
  }
});

test('the admin dashboard has the platform navbar, and its Log out signs out', async ({ page }) => {
  await signIn(page, DEMO.admin, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const header = headerOf(page);
  await expect(header.getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
    'href',
    '/marketplace-full',
  );
  await header.getByRole('button', { name: 'Demo Admin' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/);
});

test("signed in, the product, Purchases, a purchase and an order keep the role's header; an order and a purchase lead back to their list", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // A new freelancer with a payout account sells a custom service; a new client orders it.
  const seller = await newUser(browser, 'freelancer', 'Sofia Seller');
  const sellerToken = await tokenSentDuring(seller, () => seller.reload());
  await connectPayoutAccount(seller.request, sellerToken);
  const service = await createPublishedProduct(seller.request, sellerToken, {
    title: `Header walk ${String(Date.now())}`,
    description: 'A custom service for the header walk.',
    price: 4_900,
  });
  const buyer = await newUser(browser, 'client', 'Bruno Buyer');

  // The product page: the client's header, the bell and the messages icon.
  await buyer.goto(productPath(service.id));
  await expect(buyer.getByRole('heading', { level: 1, name: service.title })).toBeVisible({
    timeout: 30_000,
  });
  await expectClientHeader(buyer);
  await screenshotAtBothWidths(buyer, 'issue37-product');

  // Ordered and paid: the order's page has the header and a breadcrumb back to Purchases.
  await buyer.getByRole('button', { name: 'Order Now' }).click();
  await expect(buyer.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyer).toHaveURL(/\/marketplace\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderUrl = new URL(buyer.url()).pathname;
  await expect(buyer.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
  await expectClientHeader(buyer);
  const buyerCrumbs = buyer.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(buyerCrumbs.getByRole('link', { name: 'Purchases' })).toHaveAttribute(
    'href',
    ROUTES.purchases,
  );
  await screenshotAtBothWidths(buyer, 'issue37-order-buyer');

  // On a phone too: the role's menu button, the bell and the messages icon fit the screen.
  await buyer.setViewportSize(PHONE);
  await expect(headerOf(buyer).getByRole('button', { name: 'Menu' })).toBeInViewport({
    ratio: 1,
  });
  await expect(headerOf(buyer).getByRole('link', { name: /^Notifications/ })).toBeInViewport({
    ratio: 1,
  });
  await expect(
    headerOf(buyer)
      .getByRole('link', { name: /^Messages/ })
      .first(),
  ).toBeInViewport({
    ratio: 1,
  });
  expect(
    await buyer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await expectClientHeader(buyer);
  await buyer.setViewportSize({ width: 1280, height: 900 });

  // The breadcrumb goes to Purchases, which keeps the header.
  await buyerCrumbs.getByRole('link', { name: 'Purchases' }).click();
  await expect(buyer).toHaveURL(new RegExp(`${ROUTES.purchases}$`));
  await expect(buyer.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible({
    timeout: 30_000,
  });
  await expectClientHeader(buyer);
  await screenshotAtBothWidths(buyer, 'issue37-purchases');

  // A ready-made product of the demo freelancer: its confirmation keeps the header and leads
  // back to Purchases.
  const listed = await buyer.request.get(
    `/api/catalogue/products?author=${DEMO_USER_ID.freelancer}&sort=oldest`,
  );
  const readyMade = (
    (await listed.json()) as { products: { id: string; productType: string }[] }
  ).products.find((candidate) => candidate.productType !== 'custom');
  if (readyMade === undefined) throw new Error('No ready-made product to buy');
  await buyer.goto(productPath(readyMade.id));
  await buyer.getByRole('button', { name: /^Buy Now for / }).click({ timeout: 30_000 });
  await expect(buyer.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    buyer.getByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
  ).toBeVisible({ timeout: 30_000 });
  await expectClientHeader(buyer);
  await expect(
    buyer.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Purchases' }),
  ).toHaveAttribute('href', ROUTES.purchases);
  await screenshotAtBothWidths(buyer, 'issue37-purchase');

  // The seller's side of the order: the freelancer's header and a breadcrumb back to Orders.
  await seller.goto(orderUrl);
  await expect(seller.getByText('Ordered by Bruno Buyer')).toBeVisible({ timeout: 30_000 });
  const sellerHeader = headerOf(seller);
  await expect(sellerHeader.getByRole('button', { name: 'Job Offers' })).toBeVisible();
  await expect(sellerHeader.getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
    'href',
    ROUTES.freelancer.notifications,
  );
  await expect(sellerHeader.getByRole('button', { name: 'Sofia Seller' })).toBeVisible();
  const sellerCrumbs = seller.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(sellerCrumbs.getByRole('link', { name: 'Orders' })).toHaveAttribute(
    'href',
    ROUTES.freelancer.orders,
  );
  await screenshotAtBothWidths(seller, 'issue37-order-seller');
  await sellerCrumbs.getByRole('link', { name: 'Orders' }).click();
  await expect(seller).toHaveURL(new RegExp(`${ROUTES.freelancer.orders}$`));
});
