import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ROUTES, portfolioPath, shopPath } from '@atelier/shared-ui/routes';
import { DEMO, signIn, signUpAs, tokenSentDuring } from './support/accounts';
import { connectPayoutAccount } from './support/payouts';
import { PHONE, screenshotAtBothWidths, uploadFile } from './support/phone';
import { savePublicProfile } from './support/profiles';

// Issue 26's styling faults ("Wrong, and noticed"), measured in the browser by boxes and computed
// styles: product cards (titles as default links, stretched badges, uneven heights, images of
// different heights), the dashboard previews' figures (overflowing, in mixed formats), Post a
// Job's visibility radios run together, the quote dialog's fields at uneven heights, the locked
// username looking editable, and selects cut short ('All Statuse').

const DESKTOP = { width: 1280, height: 900 } as const;

/** A PNG of `width` x `height` pixels: sellers upload images of every shape. */
const imageOf = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 120, b: 220 } },
  })
    .png()
    .toBuffer();

/** Every box of `locator`'s elements. */
async function boxesOf(locator: Locator) {
  const boxes = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box === null) throw new Error('an element has no box');
    boxes.push(box);
  }
  return boxes;
}

/** The chosen option's text is drawn whole inside the select (not cut to 'All Statuse'). */
async function expectSelectShowsItsChoice(select: Locator) {
  const { text, room, chosen } = await select.evaluate((node: HTMLSelectElement) => {
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d');
    if (context === null) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const option = node.options[node.selectedIndex];
    // The native arrow takes about a line's height at the end of the box.
    const arrow = parseFloat(style.fontSize) * 1.25;
    return {
      chosen: option?.text ?? '',
      text: context.measureText(option?.text ?? '').width,
      room:
        node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow,
    };
  });
  expect.soft(text, `'${chosen}' fits its select`).toBeLessThanOrEqual(room);
}

test('product cards: titles in the text colour, badges as wide as their text, one height per row, one image height', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await signUpAs(page, 'freelancer', `Card Seller ${stamp}`, `cards-${stamp}@e2e.atelier.test`);
  let token = await tokenSentDuring(page, () => page.reload());
  await connectPayoutAccount(page.request, token);
  token = await tokenSentDuring(page, () => page.reload());
  const headers = { authorization: `Bearer ${token}` };
  // A wide and a tall image; a short and a long title: cards that would come out uneven.
  const shapes = [
    { width: 800, height: 300, title: `Tech pack ${stamp}` },
    {
      width: 300,
      height: 800,
      title: `Swimwear capsule ${stamp} with a title long enough to take three lines on a card`,
    },
  ];
  for (const shape of shapes) {
    const name = `${String(shape.width)}x${String(shape.height)}.png`;
    const bytes = await imageOf(shape.width, shape.height);
    const key = await uploadFile(page.request, token, 'image', name, bytes);
    const created = await page.request.post('/api/catalogue/products', {
      headers,
      data: {
        title: shape.title,
        description: 'A custom design service.',
        price: 2500,
        category: 'Design Templates',
        subcategory: 'CAD Templates',
        tags: ['Swimwear'],
        productType: 'custom',
        status: 'published',
        images: [{ key, name, size: bytes.length }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const me = (await (await page.request.get('/api/me', { headers })).json()) as {
    id: string;
    fullName: string;
  };
  const username = `cards-${stamp}`;
  await savePublicProfile(page.request, token, { username, fullName: me.fullName });

  // The public profile's Featured Products.
  await page.goto(portfolioPath(username));
  const featured = page.getByRole('region', { name: 'Featured Products' });
  const cards = featured.getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  await screenshotAtBothWidths(page, 'featured-products');
  const title = featured.getByRole('link', { name: shapes[0]?.title ?? '' });
  const titleStyle = await title.evaluate((node) => {
    const style = getComputedStyle(node);
    const body = getComputedStyle(document.body);
    return { color: style.color, bodyColor: body.color, line: style.textDecorationLine };
  });
  expect.soft(titleStyle.line, 'a title is not underlined').toBe('none');
  expect.soft(titleStyle.color, "a title has the text's colour").toBe(titleStyle.bodyColor);
  const newBadge = cards.first().getByText('New', { exact: true });
  const [badge] = await boxesOf(newBadge);
  const [card] = await boxesOf(cards.first());
  expect
    .soft(badge?.width ?? 0, "'New' is as wide as its text")
    .toBeLessThan((card?.width ?? 0) / 3);
  // The cards themselves (their list items always share the row's height).
  const heights = (await boxesOf(cards.locator(':scope > *'))).map((box) => Math.round(box.height));
  expect.soft(heights[0], 'the cards of a row are as tall as each other').toBe(heights[1]);

  // The marketplace's cards of the same products: one image height.
  await page.goto(shopPath(me.id));
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(2, { timeout: 30_000 });
  const thumbnails = [
    articles.nth(0).locator('img').first(),
    articles.nth(1).locator('img').first(),
  ];
  for (const thumbnail of thumbnails) {
    await expect(thumbnail).toHaveJSProperty('complete', true);
  }
  const imageHeights = [];
  for (const thumbnail of thumbnails) {
    imageHeights.push(...(await boxesOf(thumbnail)).map((box) => Math.round(box.height)));
  }
  await screenshotAtBothWidths(page, 'marketplace-cards');
  expect.soft(imageHeights[0], "the cards' images are as tall as each other").toBe(imageHeights[1]);

  // The chosen username cannot be changed and does not look as if it could.
  await page.goto(ROUTES.freelancer.manageProfile);
  const locked = page.getByLabel('Username');
  await expect(locked).toHaveValue(username, { timeout: 30_000 });
  await screenshotAtBothWidths(page, 'manage-profile');
  await expect.soft(locked).not.toBeEditable();
  const backgrounds = await locked.evaluate((node) => {
    const open = document.querySelector<HTMLElement>('input:not([readonly])[type="text"]');
    return {
      locked: getComputedStyle(node).backgroundColor,
      open: open === null ? '' : getComputedStyle(open).backgroundColor,
    };
  });
  expect.soft(backgrounds.open).not.toBe('');
  expect
    .soft(backgrounds.locked, 'the locked username looks unlike a field to type in')
    .not.toBe(backgrounds.open);
  await context.close();
});

/** The figures of a dashboard preview's stat boxes. */
const figuresOf = (page: Page) => page.getByRole('definition').filter({ hasNotText: /vs / });

for (const viewport of [DESKTOP, PHONE]) {
  test(`the dashboard previews' figures fit their boxes on one line, grouped alike (${String(viewport.width)} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const path of [
      ROUTES.freelancerDashboardPreview,
      ROUTES.clientDashboardPreview,
      ROUTES.supplierDashboardPreview,
    ]) {
      await page.goto(path);
      await expect(figuresOf(page).first()).toBeVisible({ timeout: 30_000 });
      for (const figure of await figuresOf(page).all()) {
        const fit = await figure.evaluate((node) => {
          const box = node.closest('dl')?.parentElement?.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          return {
            text: node.textContent,
            // Line boxes of the text: one top per line.
            lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
            inside: box !== undefined && text.left >= box.left && text.right <= box.right,
          };
        });
        expect(fit.lines, `${path}: '${fit.text}' is on one line`).toBe(1);
        expect(fit.inside, `${path}: '${fit.text}' stays inside its box`).toBe(true);
        expect(fit.text, `${path}: '${fit.text}' is grouped`).not.toMatch(/\d{4}/);
      }
      if (path === ROUTES.freelancerDashboardPreview) {
        await expect(page.getByText('$2,847.50', { exact: true })).toBeVisible();
        await expect(page.getByText('4,890', { exact: true }).first()).toBeVisible();
      }
    }
    await context.close();
  });
}

test("a client's forms: visibility choices a line each, selects showing their choice whole", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.client, ROUTES.client.postJob);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(ROUTES.client.postJob);
    const radios = page.getByRole('radiogroup', { name: 'Job Visibility' }).getByRole('radio');
    await expect(radios).toHaveCount(3, { timeout: 30_000 });
    await screenshotAtBothWidths(page, 'post-job-visibility');
    const boxes = await boxesOf(radios);
    for (const [index, box] of boxes.entries()) {
      expect
        .soft(Math.round(box.x), 'each choice starts its own line')
        .toBe(Math.round(boxes[0]?.x ?? 0));
      if (index > 0) expect.soft(box.y).toBeGreaterThan((boxes[index - 1]?.y ?? 0) + box.height);
    }

    await page.goto(ROUTES.client.postRequest);
    const type = page.getByLabel('Request Type');
    await type.selectOption('Logistic or Fulfillment Partner');
    await expectSelectShowsItsChoice(type);

    await page.goto(ROUTES.client.freelancerApplications);
    const status = page.getByLabel('Status', { exact: true });
    await expect(status).toHaveValue('all', { timeout: 30_000 });
    await expectSelectShowsItsChoice(status);
  }
});

test("the supplier's quote dialog lines its fields up when a label wraps", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.supplier, ROUTES.supplier.requests);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(ROUTES.supplier.requests);
    await page.getByRole('button', { name: 'Respond', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    const controls = dialog.locator('input[type="number"], input[type="date"], select');
    await expect(controls.first()).toBeVisible({ timeout: 30_000 });
    await screenshotAtBothWidths(page, 'quote-dialog');
    // Fields side by side share a row: their controls must line up (at the bottom: a select is a
    // few pixels taller than an input).
    const rows = await controls.evaluateAll((nodes) =>
      nodes.map((node) => {
        const field = node.parentElement?.getBoundingClientRect();
        return {
          name: node.id,
          row: Math.round(field?.top ?? 0),
          bottom: Math.round(node.getBoundingClientRect().bottom),
        };
      }),
    );
    const byRow = new Map<number, typeof rows>();
    for (const entry of rows) byRow.set(entry.row, [...(byRow.get(entry.row) ?? []), entry]);
    for (const fields of byRow.values()) {
      const bottoms = new Set(fields.map((field) => field.bottom));
      expect(bottoms.size, `controls of one row line up: ${JSON.stringify(fields)}`).toBe(1);
    }
    await page.keyboard.press('Escape');
  }
});
