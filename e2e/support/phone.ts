import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The phone-width checks (issue 26): a page fits a 390 px phone, its header's menu is reachable,
// and no icon is an emoji (which renders as an empty box without an emoji font, as on Debian's
// Chromium).

/** The phone of issue 26. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * A word longer than any phone is wide, for user-written strings (titles, names): it must wrap
 * where the user wrote it, never widen the page.
 */
export const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(2);

/** A 40-character user name, most of it one unbroken word. */
export const longNameOf = (first: string): string =>
  `${first} Wolfeschlegelsteinhausenbergerdorffvoralternwaren`.slice(0, 40);

/** Characters that only an emoji font draws. */
const EMOJI = /\p{Emoji_Presentation}/gu;

/** The page's visible characters that need an emoji font. */
export async function emojiOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text.match(EMOJI) ?? [];
}

/**
 * The innermost elements that reach past the viewport's right edge (tag, class and the start of
 * their text): what a failing width check names, so that its report says what to fix.
 */
function widest(page: Page): Promise<string> {
  return page.evaluate(() => {
    // What scrolls or is clipped inside a frame of its own does not widen the page.
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const overflowing = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(element),
    );
    return overflowing
      .filter(
        (element) => !overflowing.some((other) => other !== element && element.contains(other)),
      )
      .slice(0, 5)
      .map((element) => {
        const text = element.textContent.trim().slice(0, 40);
        const right = Math.round(element.getBoundingClientRect().right);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${text} (to ${String(right)} px)`;
      })
      .join('; ');
  });
}

/**
 * The page, once loaded, is no wider than the viewport, shows no emoji and (when it has the
 * platform's header, as `header` says it must) its Menu button lies whole inside the viewport. Soft: a walk reports every
 * page that fails, not only the first.
 */
export async function expectFitsThePhone(
  page: Page,
  path: string,
  { header }: { header: boolean },
): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // What the page shows once its data is there (a list still loading is narrower).
  await expect
    .soft(page.getByText(/^Loading/), `${path} has loaded`)
    .toHaveCount(0, { timeout: 15_000 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(
      scrollWidth,
      `${path} is no wider than the phone${scrollWidth > innerWidth ? `: ${await widest(page)}` : ''}`,
    )
    .toBeLessThanOrEqual(innerWidth);
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
  // A page without the header of its own (a public profile, a preview) may still get a signed-in
  // user's navbar: its menu must be on screen too.
  if (header || (await menu.count()) > 0) {
    await expect.soft(menu, `${path}: the menu button is on screen`).toBeInViewport({ ratio: 1 });
  }
  expect.soft(await emojiOn(page), `${path} draws no emoji`).toEqual([]);
}

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Uploads `bytes` as `token`'s user for `purpose`; answers the upload id. */
export async function uploadFile(
  request: APIRequestContext,
  token: string,
  purpose: string,
  filename: string,
  bytes: Buffer,
): Promise<string> {
  const authorization = `Bearer ${token}`;
  const created = await request.post('/api/uploads', {
    headers: {
      authorization,
      ...TUS,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `purpose ${b64(purpose)},filename ${b64(filename)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = /([0-9a-f]{32})$/.exec(created.headers().location ?? '')?.[1];
  if (id === undefined) throw new Error(`No upload id in ${created.headers().location ?? ''}`);
  const patched = await request.patch(`/api/uploads/${id}`, {
    headers: {
      authorization,
      ...TUS,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(patched.status(), await patched.text()).toBe(204);
  return id;
}

/**
 * With `ATELIER_SCREENSHOTS=<label>` set, saves the page as it is at the phone's width and at
 * 1280 px under test-results/screens/<label>/ (to compare a change's before and after; never
 * committed). Does nothing otherwise.
 */
export async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  const label = process.env.ATELIER_SCREENSHOTS;
  if (label === undefined || label === '') return;
  const file = name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
  const viewport = page.viewportSize() ?? PHONE;
  if (viewport.width !== PHONE.width) {
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: `test-results/screens/${label}/390/${file}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/screens/${label}/1280/${file}.png`, fullPage: true });
  await page.setViewportSize(viewport);
}
