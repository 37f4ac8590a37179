import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO, signIn, signInWithToken } from './support/accounts';
import { createPublishedProduct } from './support/catalogue';
import { expectEachFullyVisible } from './support/layout';

// The marketplace on auth-service's catalogue: search on the server (a word of a description,
// a typo), the product page with 'More from {author}', and a signed-in user's favourites.
//
// The spec makes its own products rather than reading the demo data: it signs in as the demo
// freelancer in a browser, reads the access token from one of the app's own API requests, and
// creates published products with real uploads through the API. Words unique to this run keep
// the assertions independent of whatever else the catalogue holds.

const RUN = Date.now().toString(36);
/** A word only this run's descriptions hold, and a real word with it for the visitor to type. */
const MARKER = `quillon${RUN}`;
const BLAZER_TITLE = `Houndstooth Blazer Pattern ${RUN}`;
const SKIRT_TITLE = `Pleated Skirt Pattern ${RUN}`;
/** Products only the paging tests search for: a page of 12 and one more. */
const PAGING_MARKER = `gradient${RUN}`;
const PAGING_COUNT = 13;

interface CreatedProduct {
  id: string;
  title: string;
  authorName: string;
}

const createProduct = (
  request: APIRequestContext,
  token: string,
  fields: { title: string; description: string; price: number; tags: string[] },
  imageCount = 1,
) => createPublishedProduct<CreatedProduct>(request, token, fields, imageCount);

// One worker: the products are made once, and Keycloak's brute-force detection refuses the same
// account signing in twice within a second (two workers' beforeAll would).
test.describe.configure({ mode: 'serial' });

let blazer: CreatedProduct;
let skirt: CreatedProduct;

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  const context = await browser.newContext();
  const token = await signInWithToken(await context.newPage(), DEMO.freelancer);
  const request = await playwright.request.newContext({ baseURL });
  blazer = await createProduct(
    request,
    token,
    {
      title: BLAZER_TITLE,
      description: `A sharply tailored blazer with houndstooth checks and a ${MARKER} lining.`,
      price: 2400,
      tags: ['blazer', 'tailoring'],
    },
    4,
  );
  skirt = await createProduct(request, token, {
    title: SKIRT_TITLE,
    description: `Knife pleats, a ${MARKER} waistband and three lengths.`,
    price: 1800,
    tags: ['skirt'],
  });
  // A page and a bit of products for paging, one of them at $100 and above.
  for (let index = 1; index <= PAGING_COUNT; index += 1) {
    await createProduct(request, token, {
      title: `Grading Set ${String(index)} ${RUN}`,
      description: `Grading rules, set ${String(index)}, ${PAGING_MARKER}.`,
      price: index === PAGING_COUNT ? 15_000 : 1000 + index * 100,
      tags: ['grading'],
    });
  }
  await request.dispose();
  await context.close();
});

const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const products = (page: Page) => page.getByRole('list', { name: 'Products' });

test('a visitor finds a product by a word of its description, opens it, and comes back', async ({
  page,
}) => {
  await page.goto('/marketplace-full');
  await expect(page.getByRole('heading', { level: 2, name: /products?$/ })).toBeVisible();

  await searchbox(page).fill(MARKER);
  // The search is in the address: Back and a shared link find it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${MARKER}`));
  await expect(page.getByRole('heading', { level: 2, name: '2 products' })).toBeVisible();
  await expect(products(page).getByRole('link', { name: BLAZER_TITLE })).toBeVisible();

  await products(page).getByRole('link', { name: BLAZER_TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/product/${blazer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: BLAZER_TITLE })).toBeVisible();
  await expect(page.getByText('$24.00').first()).toBeVisible();
  const more = page.getByRole('region', { name: `More from ${blazer.authorName}` });
  // A few of the author's other products (this run made fifteen), never the product itself.
  await expect(more.getByRole('article')).toHaveCount(4);
  await expect(more.getByRole('link', { name: BLAZER_TITLE })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Marketplace' }).first().click();
  await expect(searchbox(page)).toHaveValue(MARKER);
  await expect(products(page).getByRole('link', { name: BLAZER_TITLE })).toBeVisible();

  // The browser's Back works too: to the product, then to the listing with its search.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: BLAZER_TITLE })).toBeVisible();
  await page.goBack();
  await expect(searchbox(page)).toHaveValue(MARKER);
});

test("a typo ('blazr') still finds the blazer", async ({ page }) => {
  await page.goto('/marketplace-full');
  await expect(page.getByRole('heading', { level: 2, name: /products?$/ })).toBeVisible();
  await searchbox(page).fill('blazr');
  await expect(page).toHaveURL(/[?&]q=blazr(&|$)/);
  await expect(products(page).getByRole('link', { name: BLAZER_TITLE })).toBeVisible();
  await expect(products(page).getByRole('link', { name: SKIRT_TITLE })).toHaveCount(0);
});

test("an unknown product shows 'Product Not Found'", async ({ page }) => {
  await page.goto('/marketplace/product/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  await expect(
    page.getByText("The product you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
});

test("a signed-in user's favourite is kept on the server and survives a reload", async ({
  page,
}) => {
  await signIn(page, DEMO.client);
  await page.goto(`/marketplace-full?q=${MARKER}`);
  const favourite = page.getByRole('button', { name: `Favourite ${SKIRT_TITLE}` });
  await expect(favourite).toBeEnabled();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith(`/api/catalogue/me/favourites/${skirt.id}`),
  );
  await favourite.click();
  expect((await saved).status()).toBe(200);
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: `Favourite ${SKIRT_TITLE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Kept in the account, not in this browser.
  expect(
    (await page.evaluate(() => window.localStorage.getItem('atelier.marketplace.favourites'))) ??
      '[]',
  ).not.toContain(skirt.id);
});

test("a visitor's favourite joins the account at sign-in", async ({ page }) => {
  await page.goto(`/marketplace-full?q=${MARKER}`);
  await page.getByRole('button', { name: `Favourite ${BLAZER_TITLE}` }).click();
  await expect(page.getByRole('button', { name: `Favourite ${BLAZER_TITLE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const merged = page.waitForResponse((response) =>
    response.url().endsWith('/api/catalogue/me/favourites/merge'),
  );
  await signIn(
    page,
    DEMO.supplier,
    `/login?redirect=${encodeURIComponent(`/marketplace-full?q=${MARKER}`)}`,
  );
  expect((await merged).status()).toBe(200);
  await expect(page.getByRole('button', { name: `Favourite ${BLAZER_TITLE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(
    await page.evaluate(() => window.localStorage.getItem('atelier.marketplace.favourites')),
  ).toBe('[]');
});

test("shows 'Loading Marketplace' until the catalogue answers", async ({ page }) => {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/catalogue/products?*', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/marketplace-full');
  // One status at a time (strict): the area's own loading message is gone once the catalogue's shows.
  await expect(page.getByRole('status').filter({ hasText: 'Loading Marketplace' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 2, name: /products?$/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading Marketplace' })).toHaveCount(0);
});

test("no match shows 'No products found'; Clear All Filters restores the list", async ({
  page,
}) => {
  await page.goto(`/marketplace-full?q=${PAGING_MARKER}`);
  await expect(page.getByRole('heading', { level: 2, name: '13 products' })).toBeVisible();
  await searchbox(page).fill(`nothing like this ${RUN}`);
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(
    page.getByText('Try adjusting your search criteria or browse different categories.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).last().click();
  await expect(searchbox(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/marketplace-full$/);
});

test('pages of 12 on the server; a filter change goes back to page 1', async ({ page }) => {
  const pages = page.getByRole('navigation', { name: 'Marketplace pages' });
  const current = pages.locator('[aria-current="page"]');
  await page.goto(`/marketplace-full?q=${PAGING_MARKER}`);
  await expect(products(page).getByRole('article')).toHaveCount(12);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(current).toHaveText('2');
  await expect(page.getByText('Showing 13–13 of 13')).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);

  await page
    .getByRole('combobox', { name: 'Sort by' })
    .selectOption({ label: 'Price: High to Low' });
  await expect(current).toHaveText('1');
  await expect(products(page).getByRole('heading', { level: 3 }).first()).toHaveText(
    `Grading Set 13 ${RUN}`,
  );
  // Back returns to the page before.
  await page.goBack();
  await expect(current).toHaveText('2');
});

test('the filter panel and the layout toggle work from the keyboard', async ({ page }) => {
  await page.goto(`/marketplace-full?q=${PAGING_MARKER}`);
  await expect(page.getByRole('heading', { level: 2, name: '13 products' })).toBeVisible();
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(filters).toHaveAttribute('aria-expanded', 'true');

  // Tab into the panel: the minimum price slider; End moves it to the top of the range.
  await page.keyboard.press('Tab');
  const minimum = page.getByRole('slider', { name: 'Minimum price' });
  await expect(minimum).toBeFocused();
  await page.keyboard.press('End');
  await expect(minimum).toHaveValue('100');
  // $100 and above, in cents to the server.
  await expect(page).toHaveURL(/[?&]minPrice=100(&|$)/);
  await expect(page.getByRole('heading', { level: 2, name: '1 product' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.getByRole('heading', { level: 2, name: '13 products' })).toBeVisible();

  await page.getByRole('button', { name: 'List view' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("a visitor's favourite stays in the browser across a reload", async ({ page }) => {
  await page.goto(`/marketplace-full?q=${MARKER}`);
  const favourite = page.getByRole('button', { name: `Favourite ${SKIRT_TITLE}` });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: `Favourite ${SKIRT_TITLE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test.describe('the product page', () => {
  test('the lightbox works with the keyboard alone: open, arrows wrap, Esc, focus back', async ({
    page,
  }) => {
    await page.goto(`/marketplace/product/${blazer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BLAZER_TITLE })).toBeVisible();
    const zoom = page.getByRole('button', { name: /^Zoom image \d of 4$/ });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: BLAZER_TITLE });
    await expect(dialog).toBeVisible();
    const position = dialog.getByText(/^Image \d of 4$/);
    await expect(position).toHaveText('Image 1 of 4');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText('Image 4 of 4');
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText('Image 1 of 4');
    await dialog.getByRole('button', { name: 'Next image' }).focus();
    await page.keyboard.press('Enter');
    await expect(position).toHaveText('Image 2 of 4');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Zoom image 2 of 4' })).toBeFocused();
  });

  test('the tabs work with the arrow keys', async ({ page }) => {
    await page.goto(`/marketplace/product/${blazer.id}`);
    await page.getByRole('tab', { name: 'Description' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: "What's Included" })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('4 preview images');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // From the first tab, ArrowLeft wraps to the last: Reviews (issue 20).
    await expect(page.getByRole('tab', { name: /^Reviews \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('on a phone (390px) every tab is fully visible, none cut off', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/marketplace/product/${blazer.id}`);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'Description',
      "What's Included",
      'Details',
      /^Reviews \(\d+\)$/,
    ]);
    await expectEachFullyVisible(page, tabs);
  });

  test('axe finds no serious or critical violation', async ({ page }) => {
    await page.goto(`/marketplace/product/${blazer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: BLAZER_TITLE })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, help: violation.help }));
    expect(serious).toEqual([]);
  });
});
