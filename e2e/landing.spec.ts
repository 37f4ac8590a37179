import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectEachFullyVisible } from './support/layout';

// The landing page and the legal pages (mf-landing), behind the real gateway with the real
// auth-service: nothing is intercepted.

const SECTIONS = [
  ['Home', 'home'],
  ['Freelancers', 'freelancers'],
  ['Suppliers', 'suppliers'],
  ['Clients/Brands', 'marketplace'],
  ['Jobs', 'jobs'],
  ['Pricing', 'pricing'],
  ['PLM', 'plm-section'],
] as const;

/** A click on a header link stops this far above the section (spec 000, section 9). */
const SCROLL_OFFSET = 80;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Distance from the top of the viewport to the top of a section, in CSS pixels. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    return section === null ? Number.NaN : section.getBoundingClientRect().top;
  }, id);

/**
 * Opens `/` and waits until the whole page is there and settled: the sections below the hero,
 * the footer, and the pricing section past its loading state (plans or its error), so that
 * nothing moves while a test measures positions.
 */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Where fashion talent, brands and suppliers meet',
    }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.locator('#pricing').getByText('Loading plans...')).toHaveCount(0);
}

/** Waits for the end of a smooth scroll that brings `id` to the header's offset. */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        const top = await sectionTop(page, id);
        // The first section cannot go below the top of the page: it stays where it is (64px).
        return id === 'home'
          ? (await page.evaluate(() => window.scrollY)) === 0
          : Math.abs(top - SCROLL_OFFSET) < 2;
      },
      { message: `#${id} ends ${SCROLL_OFFSET}px below the top of the viewport` },
    )
    .toBe(true);
}

test.describe('the header on a wide screen', () => {
  test('each anchor scrolls to its section, 80px below the top, and becomes the current link', async ({
    page,
  }) => {
    await openLanding(page);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    // Down the page, then back up to the top.
    for (const [label, id] of [...SECTIONS.slice(1), SECTIONS[0]]) {
      await nav.getByRole('link', { name: label }).click();
      await expectScrolledTo(page, id);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    }
    // Anchors scroll the page; they never leave it.
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the current link follows the scroll position (detection 100px below the top)', async ({
    page,
  }) => {
    await openLanding(page);
    const nav = mainNav(page);
    const scrollToSectionMinus = (id: string, above: number) =>
      page.evaluate(
        ([sectionId, distance]) => {
          const section = document.getElementById(sectionId)!;
          const top = section.getBoundingClientRect().top + window.scrollY;
          window.scrollTo({ top: top - distance, behavior: 'instant' });
        },
        [id, above] as const,
      );
    await scrollToSectionMinus('jobs', 99);
    await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await scrollToSectionMinus('jobs', 101);
    await expect(nav.getByRole('link', { name: 'Clients/Brands' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await page.mouse.wheel(0, -100_000);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await openLanding(page);
    await mainNav(page).getByRole('link', { name: 'Pricing' }).click();
    await expectScrolledTo(page, 'pricing');
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
    await expect(mainNav(page).getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('GET STARTED leads to sign-up', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await openLanding(page);
    await mainNav(page).getByRole('link', { name: 'GET STARTED' }).click();
    await expect.poll(() => visited).toContain('/signup');
    // The shell's sign-up screen, or the identity provider's sign-up page it hands over to.
    await expect(page).toHaveURL(/\/signup$|\/protocol\/openid-connect\/registrations\?/);
  });

  test('the header is usable with the keyboard alone', async ({ page }) => {
    await openLanding(page);
    const pricingLink = mainNav(page).getByRole('link', { name: 'Pricing' });
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      if (await pricingLink.evaluate((link) => link === document.activeElement)) break;
    }
    await expect(pricingLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expectScrolledTo(page, 'pricing');
    await expect(pricingLink).toHaveAttribute('aria-current', 'location');
    // Focus went to the section: the next Tab lands on its plan tabs.
    await page.keyboard.press('Tab');
    const selectedTab = page.getByRole('tab', { selected: true });
    await expect(selectedTab).toBeFocused();
    await expect(selectedTab).toHaveText('Designer/Freelancer');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Supplier' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Supplier' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test.describe('the header on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the links collapse into a menu that opens and closes', async ({ page }) => {
    await openLanding(page);
    const nav = mainNav(page);
    const menuButton = nav.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'GET STARTED' })).toBeVisible();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const [label] of SECTIONS) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();

    // A choice closes the menu and scrolls to the section.
    await menuButton.click();
    await nav.getByRole('link', { name: 'Jobs' }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expectScrolledTo(page, 'jobs');
  });

  test('the menu works with the keyboard alone', async ({ page }) => {
    await openLanding(page);
    const nav = mainNav(page);
    const menuButton = nav.getByRole('button', { name: 'Menu' });
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab');
      if (await menuButton.evaluate((button) => button === document.activeElement)) break;
    }
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (let presses = 0; presses < 7; presses += 1) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'PLM' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expectScrolledTo(page, 'plm-section');
    await expect(page.locator('#plm-section')).toBeFocused();
  });
});

test.describe('pricing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every audience tab is fully visible at 390px, none cut off', async ({ page }) => {
    await openLanding(page);
    const tabs = page.locator('#pricing').getByRole('tab');
    await expect(tabs).toHaveText(['Designer/Freelancer', 'Supplier', 'Brand/Client']);
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expectEachFullyVisible(page, tabs);
  });
});

test('joining the PLM waitlist stores the address through auth-service', async ({ page }) => {
  // The form is the section's before PLM's launch; plm-launch.spec launches it during the run.
  await page.route('**/api/plm/launch', (route) =>
    route.fulfill({ json: { launched: false, announcedAt: null } }),
  );
  await openLanding(page);
  const form = page.getByRole('form', { name: 'Join the PLM waitlist' });
  const email = `landing-e2e-${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  const stored = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/waitlist' &&
      response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  const response = await stored;
  expect(response.request().postDataJSON()).toEqual({ email, source: 'plm' });
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ status: 'subscribed' });
  await expect(page.getByText("You're on the list!")).toBeVisible();
  await expect(
    page.getByText("We'll notify you as soon as the PLM platform is ready."),
  ).toBeVisible();
});

test('the logo falls back to the brand name when it cannot load', async ({ page }) => {
  await page.addInitScript(() => {
    // The logo is inlined in the remote's code as a data: URL, which cannot be intercepted:
    // point it at a file that does not exist instead (React sets both the attribute and the
    // property of an image's src).
    const broken = (value: string) =>
      value.startsWith('data:image/svg') ? '/missing-logo.svg' : value;
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      setAttribute.call(
        this,
        name,
        this instanceof HTMLImageElement && name === 'src' ? broken(value) : value,
      );
    };
    const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    Object.defineProperty(HTMLImageElement.prototype, 'src', {
      ...src,
      set(this: HTMLImageElement, value: string) {
        src.set!.call(this, broken(value));
      },
    });
  });
  await page.goto('/');
  const brand = mainNav(page).getByRole('link', { name: 'Atelier' });
  await expect(brand).toHaveText('Atelier');
  await expect(brand.getByRole('img')).toHaveCount(0);
});

for (const path of ['/', '/privacy-policy', '/terms-of-service', '/cookie-policy']) {
  test(`${path} has no serious or critical accessibility violations (axe)`, async ({ page }) => {
    if (path === '/') {
      await openLanding(page);
    } else {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    }
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(blocking).toEqual([]);
  });
}

test('the first screen comes with the page, and the landing area takes it over without a shift', async ({
  page,
  request,
}) => {
  // The gateway includes mf-landing's prerendered header and hero in the shell's page on `/`
  // only.
  const landingHtml = await (await request.get('/')).text();
  expect(landingHtml).toContain('<div id="atelier-prerendered">');
  expect(landingHtml).toContain('Where fashion talent, brands and suppliers meet');
  expect(await (await request.get('/jobs')).text()).not.toContain('atelier-prerendered');

  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openLanding(page);
  await expect(page.locator('#atelier-prerendered')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Where fashion talent, brands and suppliers meet' }),
  ).toHaveCount(1);
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});
