import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { REMOTES as REMOTE_LIST } from '../scripts/lib/remotes.cjs';
import { DEMO, signIn } from './support/accounts';

const areaOf = (page: Page, name: string) => page.locator(`[data-area="${name}"]`);

/** The product page of the demo data's tech pack template. */
async function demoProductPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/catalogue/products?q=Complete%20Tech%20Pack');
  const { products } = (await response.json()) as { products: { id: string; title: string }[] };
  const product = products.find(({ title }) => title === 'Complete Tech Pack Template');
  if (product === undefined) throw new Error('The demo data has no Complete Tech Pack Template');
  return `/marketplace/product/${product.id}`;
}

test.describe('each owner mounts on its routes', () => {
  const owners: [path: string, area: string, heading: string | RegExp][] = [
    ['/', 'mf_landing', 'Where fashion talent, brands and suppliers meet'],
    ['/privacy-policy', 'mf_landing', 'Privacy Policy'],
    ['/marketplace-full', 'mf_marketplace', 'Marketplace'],
    // A product of the demo data (its id is made when the data is seeded: looked up below).
    ['/marketplace/product/:demo', 'mf_marketplace', 'Complete Tech Pack Template'],
    ['/jobs', 'mf_marketplace', 'Job Opportunities'],
    // No one has the username 'someone': the public profile's not-found page.
    ['/portfolio/someone', 'mf_freelancer', 'Profile Not Found'],
    ['/freelancer-dashboard-preview', 'mf_freelancer', 'Freelancer Dashboard'],
    // The previews are the real dashboards with demo figures (issue 14), under a preview banner.
    ['/client-dashboard-preview', 'mf_client', 'Client Dashboard'],
    ['/supplier-dashboard-preview', 'mf_supplier', 'Supplier Dashboard'],
    ['/checkout/cancel', 'shell', 'Payment Cancelled'],
  ];
  // The role areas' own routes need a signed-in user of that role: see identity.spec.ts.
  for (const [path, area, heading] of owners) {
    test(`${path} is ${area}'s`, async ({ page }) => {
      await page.goto(path.endsWith(':demo') ? await demoProductPath(page) : path);
      await expect(
        areaOf(page, area).getByRole('heading', { level: 1, name: heading }),
      ).toBeVisible();
    });
  }

  // Atelier PLM (issue 38) is signed in only, for every role: a visitor is sent to /login, the
  // demo client (Starter) sees PLM's introduction, loaded through mf_plm's manifest.
  test(`${ROUTES.plm.styles} is mf_plm's, signed in`, async ({ page }) => {
    await page.goto(ROUTES.plm.styles);
    await expect(page).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/);
    await expect(areaOf(page, 'mf_plm')).toHaveCount(0);

    const plm: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/remotes/plm/')) plm.push(pathname);
    });
    await signIn(page, DEMO.client);
    await page.goto(ROUTES.plm.styles);
    await expect(
      areaOf(page, 'mf_plm').getByRole('heading', { level: 1, name: 'Atelier PLM' }),
    ).toBeVisible();
    expect(plm).toContain('/remotes/plm/mf-manifest.json');
    expect(plm).toContain('/remotes/plm/remoteEntry.js');
  });
});

for (const unknown of ['/nowhere', '/client', '/jobs/1/2', '/marketplace/x']) {
  test(`unknown path ${unknown} lands on /`, async ({ page }) => {
    await page.goto(unknown);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { name: 'Where fashion talent, brands and suppliers meet' }),
    ).toBeVisible();
  });
}

test('moving between areas never reloads the page, and back/forward restore the area', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const landing = page.getByRole('heading', {
    name: 'Where fashion talent, brands and suppliers meet',
  });
  await expect(landing).toBeVisible();

  // The header's Jobs link scrolls to the landing page's jobs section; this one leaves for /jobs.
  await page.getByRole('link', { name: 'View All Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Job Opportunities' })).toBeVisible();
  await expect(areaOf(page, 'mf_landing')).toBeEmpty();

  await page.goBack();
  await expect(landing).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Job Opportunities' })).toBeVisible();

  await page.goBack();
  await expect(landing).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/checkout/cancel');
  });
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await page.goBack();
  await expect(landing).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('a remote that cannot load shows Retry in its own area, and Retry recovers', async ({
  page,
}) => {
  await page.route('**/remotes/marketplace/**', (route) => route.abort('connectionrefused'));
  await page.goto('/jobs');
  const fallback = areaOf(page, 'mf_marketplace').getByRole('alert');
  await expect(fallback).toContainText('Marketplace could not be loaded');

  // The rest of the platform keeps working: the landing page is unaffected.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/');
  });
  await expect(
    page.getByRole('heading', { name: 'Where fashion talent, brands and suppliers meet' }),
  ).toBeVisible();
  await page.goBack();
  await expect(fallback).toBeVisible();

  await page.unroute('**/remotes/marketplace/**');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Job Opportunities' })).toBeVisible();
  await expect(areaOf(page, 'mf_marketplace').getByRole('alert')).toHaveCount(0);
});

/** The federation containers of the remotes (their global names), from nginx/registry.json. */
const REMOTES = REMOTE_LIST.map((remote) => remote.name);

/**
 * Records the share scope each remote's container is given (`init(shareScope)`, by the federation
 * runtime in the shell), before any page script runs: webpack keeps the page's share scope to itself.
 */
async function recordShareScopes(page: Page): Promise<void> {
  await page.addInitScript((names: string[]) => {
    interface Container {
      init: (scope: unknown, ...rest: unknown[]) => unknown;
    }
    const win = window as unknown as Record<string, unknown> & {
      atelierShareScopes?: Record<string, unknown>;
    };
    const scopes: Record<string, unknown> = {};
    win.atelierShareScopes = scopes;
    for (const name of names) {
      let container: Container | undefined;
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => container,
        set: (value: Container) => {
          const init = value.init.bind(value);
          container = {
            ...value,
            init: (scope: unknown, ...rest: unknown[]) => {
              scopes[name] = scope;
              return init(scope, ...rest);
            },
          };
        },
      });
    }
  }, REMOTES);
}

/**
 * The share scope the page's remotes were given (each remote's, compared: there must be one),
 * as its entries: package, version, and whether that version was loaded.
 */
function shareScopeEntries(
  page: Page,
): Promise<{ remotes: string[]; entries: { pkg: string; version: string; loaded: boolean }[] }> {
  return page.evaluate(() => {
    type Versions = Record<string, { loaded?: unknown }>;
    const scopes = (window as unknown as { atelierShareScopes: Record<string, unknown> })
      .atelierShareScopes;
    const distinct = [...new Set(Object.values(scopes))];
    if (distinct.length !== 1) throw new Error(`${distinct.length} share scopes on the page`);
    const scope = distinct[0] as Record<string, Versions>;
    return {
      remotes: Object.keys(scopes).sort(),
      entries: Object.entries(scope).flatMap(([pkg, versions]) =>
        Object.entries(versions).map(([version, info]) => ({
          pkg,
          version,
          loaded: Boolean(info.loaded),
        })),
      ),
    };
  });
}

test('exactly one copy of React and styled-components runs with two remotes mounted', async ({
  page,
}) => {
  await recordShareScopes(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      void response.text().then(
        (body) => scripts.push(body),
        () => undefined,
      );
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The header's Jobs link scrolls to the landing page's jobs section; this one leaves for /jobs.
  await page.getByRole('link', { name: 'View All Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Job Opportunities' })).toBeVisible();

  const { remotes, entries } = await shareScopeEntries(page);
  expect(remotes).toEqual(['mf_landing', 'mf_marketplace']);
  const shared: Record<string, string[]> = {};
  for (const entry of entries) {
    if (entry.loaded) (shared[entry.pkg] ??= []).push(entry.version);
  }
  expect(shared.react).toHaveLength(1);
  expect(shared['react-dom']).toHaveLength(1);
  expect(shared['styled-components']).toHaveLength(1);

  // And no remote shipped its own copy over the network.
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const reactDomCopies = scripts.filter((body) => body.includes('__reactContainer$')).length;
  const styledCopies = scripts.filter((body) => body.includes('data-styled-version')).length;
  expect(reactDomCopies).toBe(1);
  expect(styledCopies).toBe(1);
});

test("the remotes run on the page's one copy of shared-ui, never on the copy each carries", async ({
  page,
}) => {
  // A deployed remote carries its own shared-ui for shells of an older release
  // (build-config/src/shared-singletons.ts, sharedUiWithFallback); with the shell of its own
  // release it takes the page's copy, and its own is never downloaded.
  await recordShareScopes(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  });
  await page.goto('/');
  await expect(areaOf(page, 'mf_landing').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'View All Jobs' }).click();
  await expect(
    areaOf(page, 'mf_marketplace').getByRole('heading', { name: 'Job Opportunities' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Both remotes' containers were given the shell's share scope (one scope: shareScopeEntries),
  // which has one version of shared-ui's core, loaded.
  const { remotes, entries } = await shareScopeEntries(page);
  expect(remotes).toEqual(['mf_landing', 'mf_marketplace']);
  const core = entries.filter(({ pkg }) => pkg === '@atelier/shared-ui/core');
  expect(core).toHaveLength(1);
  expect(core[0]?.loaded).toBe(true);
  // The core's code came over the network once: the shell's copy.
  const bodies = await Promise.all(scripts);
  expect(
    bodies.filter((body) => body.includes('mountStandalone needs an element with id')),
  ).toHaveLength(1);
});

test('the landing page loads no code of the role remotes', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.some((path) => path.startsWith('/remotes/landing/'))).toBe(true);
  expect(
    requested.filter((path) => /^\/remotes\/(freelancer|client|supplier|plm)\//.test(path)),
  ).toEqual([]);
});

test('moving from the landing page to another area downloads its code, never a shared library again', async ({
  page,
}) => {
  const scripts: { path: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      path: new URL(response.url()).pathname,
      body: response.text().catch(() => ''),
    });
  });
  await page.goto('/');
  await expect(areaOf(page, 'mf_landing').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const onLanding = scripts.length;

  await page.getByRole('link', { name: 'View All Jobs' }).click();
  await expect(
    areaOf(page, 'mf_marketplace').getByRole('heading', { name: 'Job Opportunities' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const afterMove = scripts.slice(onLanding);

  expect(afterMove.some((script) => script.path.startsWith('/remotes/marketplace/'))).toBe(true);
  // Nothing fetched twice, and no copy of React or styled-components among the new files.
  const paths = scripts.map((script) => script.path);
  expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  const bodies = await Promise.all(afterMove.map((script) => script.body));
  expect(
    bodies.filter(
      (body) => body.includes('__reactContainer$') || body.includes('data-styled-version'),
    ),
  ).toEqual([]);
});
