import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type Request,
} from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

// The marketplace on auth-service's catalogue: search on the server (a word of a description,
// a typo), the product page with 'More from {author}', and a signed-in user's favourites.
//
// The demo seed data (auth-service, SEED_DEMO_DATA) is not on main yet, so this spec makes its
// own products: it signs in as the demo freelancer in a browser, reads the access token from
// one of the app's own API requests, and creates published products through the API. Words
// unique to this run keep the assertions independent of whatever else the catalogue holds.

const RUN = Date.now().toString(36);
/** A word only this run's descriptions hold, and a real word with it for the visitor to type. */
const MARKER = `quillon${RUN}`;
const BLAZER_TITLE = `Houndstooth Blazer Pattern ${RUN}`;
const SKIRT_TITLE = `Pleated Skirt Pattern ${RUN}`;

interface CreatedProduct {
  id: string;
  title: string;
  authorName: string;
}

/** The demo freelancer's access token, read from a request the signed-in app makes to /api. */
async function freelancerToken(
  browser: Browser,
): Promise<{ token: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A holder rather than a variable: the listener sets it, which flow analysis cannot see.
  const found: { token: string | null } = { token: null };
  const readToken = (request: Request) => {
    if (!request.url().includes('/api/')) return;
    // `headers()` leaves out security-related headers such as Authorization. Requests still
    // in flight when the context closes are of no interest.
    request
      .allHeaders()
      .then((headers) => {
        const authorization = headers.authorization;
        if (authorization?.startsWith('Bearer ') === true) {
          found.token = authorization.slice('Bearer '.length);
        }
      })
      .catch(() => undefined);
  };
  page.on('request', readToken);
  await signIn(page, DEMO.freelancer);
  // The dashboard reads the profile (`/api/me`) with the token.
  await page.goto('/freelancer/dashboard');
  await expect.poll(() => found.token, { timeout: 30_000 }).not.toBeNull();
  page.off('request', readToken);
  return { token: found.token ?? '', close: () => context.close() };
}

async function createProduct(
  request: APIRequestContext,
  token: string,
  fields: { title: string; description: string; price: number; tags: string[] },
): Promise<CreatedProduct> {
  const response = await request.post('/api/catalogue/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ...fields,
      category: 'Design Templates',
      subcategory: 'CAD Templates',
      // A custom service needs no product files; one preview image is required.
      productType: 'custom',
      status: 'published',
      images: [{ key: `e2e/${RUN}/${fields.title}.png`, name: 'preview.png', size: 1000 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedProduct;
}

// One worker: the products are made once, and Keycloak's brute-force detection refuses the same
// account signing in twice within a second (two workers' beforeAll would).
test.describe.configure({ mode: 'serial' });

let blazer: CreatedProduct;
let skirt: CreatedProduct;

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  const { token, close } = await freelancerToken(browser);
  const request = await playwright.request.newContext({ baseURL });
  blazer = await createProduct(request, token, {
    title: BLAZER_TITLE,
    description: `A sharply tailored blazer with houndstooth checks and a ${MARKER} lining.`,
    price: 2400,
    tags: ['blazer', 'tailoring'],
  });
  skirt = await createProduct(request, token, {
    title: SKIRT_TITLE,
    description: `Knife pleats, a ${MARKER} waistband and three lengths.`,
    price: 1800,
    tags: ['skirt'],
  });
  await request.dispose();
  await close();
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
  await expect(more.getByRole('link', { name: SKIRT_TITLE })).toBeVisible();

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
