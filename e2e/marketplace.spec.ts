import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The marketplace remote (mf-marketplace) in the built platform: /marketplace-full, the product
// page and /jobs, through the real gateway. What needs products in the catalogue (search,
// paging, filters, favourites, the product page's lightbox and tabs) is in
// marketplace-catalogue.spec.ts, which makes its products through the API.

const area = (page: Page) => page.locator('[data-area="mf_marketplace"]');

/** The listing once its products have loaded. */
async function openMarketplace(page: Page) {
  await page.goto('/marketplace-full');
  await expect(area(page).getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ products?$/ })).toBeVisible();
}

/** The job board once its jobs have loaded. */
async function openJobs(page: Page, path = '/jobs') {
  await page.goto(path);
  await expect(
    area(page).getByRole('heading', { level: 1, name: 'Job Opportunities' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ jobs?$/ })).toBeVisible();
}

const currentPage = (page: Page, label: string) =>
  page.getByRole('navigation', { name: label }).locator('[aria-current="page"]');

test.describe('/marketplace-full', () => {
  test('on a phone, the menu opens and navigates with the keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openMarketplace(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: 'Jobs' })).toBeVisible();

    // The panel follows the menu button: Tab reaches its links in order.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Marketplace' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Jobs' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job Opportunities' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('/marketplace/product/:productId', () => {
  test("an unknown product shows 'Product Not Found' with Back to Marketplace", async ({
    page,
  }) => {
    await page.goto('/marketplace/product/does-not-exist');
    await expect(
      area(page).getByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeVisible();
    await expect(
      page.getByText("The product you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Marketplace' }).click();
    await expect(page).toHaveURL(/\/marketplace-full$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  });
});

// The board reads auth-service: the demo client's 14 seeded jobs (src/demo/jobs.ts). Other specs
// running at the same time may add a job of their own, so counts are checked within a search or
// filter that only the seeded jobs match.
test.describe('/jobs', () => {
  test("shows the jobs, the header with the logo link and 'Post a Job'", async ({ page }) => {
    await openJobs(page);
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: 'Atelier' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/client/post-job',
    );
  });

  test('the job board filters and pages on the server', async ({ page }) => {
    await openJobs(page);
    const jobs = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
    const pages = 'Job pages';
    await expect(jobs).toHaveCount(10);
    await page
      .getByRole('navigation', { name: pages })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(currentPage(page, pages)).toHaveText('2');
    await expect(page.getByText(/^Showing 11–\d+ of \d+$/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Design');
    await page.getByRole('combobox', { name: 'Job type' }).selectOption({ label: 'Part-time' });
    await expect(page.getByRole('heading', { level: 2, name: '1 job' })).toBeVisible();
    await expect(jobs.first()).toContainText('Junior CAD Designer');

    // The advanced panel, from the keyboard.
    await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
    await page.getByRole('combobox', { name: 'Job type' }).selectOption('all');
    const advanced = page.getByRole('button', { name: 'Advanced Filters' });
    await advanced.focus();
    await page.keyboard.press('Space');
    await expect(advanced).toHaveAttribute('aria-expanded', 'true');
    const remote = page.getByRole('checkbox', { name: 'Remote only' });
    await remote.focus();
    await page.keyboard.press('Space');
    await expect(remote).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: '5 jobs' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('astronaut');
    await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ jobs$/ })).toBeVisible();
  });

  test("a job whose location is 'Remote' says Remote once", async ({ page }) => {
    await openJobs(page);
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Freelance Pattern Maker');
    const card = page.getByRole('article', { name: 'Freelance Pattern Maker' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Remote', { exact: true })).toHaveCount(1);
    // A remote job elsewhere keeps both its place and the Remote badge.
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('activewear');
    const portland = page.getByRole('article', { name: 'Technical Designer - Activewear' });
    await expect(portland).toContainText('Portland, OR');
    await expect(portland.getByText('Remote', { exact: true })).toHaveCount(1);
  });

  test("share copies the job's link, and the link opens that job's page", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openJobs(page);
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Knitwear Design Consultant');
    await page.getByRole('button', { name: 'Share Knitwear Design Consultant' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // Each job has its own address (issue 26).
    expect(link).toMatch(new RegExp(`^${baseURL ?? ''}/jobs/[0-9a-f-]{36}$`));

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Knitwear Design Consultant' })).toBeVisible();
  });

  test('Apply Now takes a visitor to sign in, asking to come back to the job', async ({ page }) => {
    await openJobs(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Head of Design');
    await page.getByRole('button', { name: 'Apply Now for Head of Design' }).click();
    // The shell's /login hands over to Keycloak's sign-in page.
    await expect(page).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/);
    expect(
      visited.map((url) => new URL(url)).map(({ pathname, search }) => pathname + search),
    ).toContainEqual(expect.stringMatching(/^\/login\?redirect=%2Fjobs%2F[0-9a-f-]{36}$/));
  });
});

test.describe('accessibility', () => {
  for (const [path, heading] of [
    ['/marketplace-full', 'Marketplace'],
    ['/jobs', 'Job Opportunities'],
  ] as const) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(area(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Wait for the loaded content, not just the heading.
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      expect(serious).toEqual([]);
    });
  }
});
