import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInWithToken } from './support/accounts';
import { PDF } from './support/files';

// The product form's uploads (tus, through the gateway to auth-service) as a user meets them:
// a large file cancelled half-way is gone from the server, and an upload whose connection drops
// half-way resumes from where the server stopped and completes.

const MB = 1024 * 1024;
/** A product file of `size` bytes: a PDF's first bytes, then zeros. */
const largePdf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length)]);

const TUS = { 'Tus-Resumable': '1.0.0' };

/** Opens the product form signed in as the demo freelancer; answers the access token. */
async function openProductForm(page: Page): Promise<string> {
  const token = await signInWithToken(page, DEMO.freelancer);
  await page.goto('/freelancer/sell-products');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Products' })).toBeVisible({
    timeout: 30_000,
  });
  return token;
}

/** The id of the next upload the page creates (from the Location of its POST). */
function nextUploadId(page: Page): Promise<string> {
  return page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/uploads' &&
        response.request().method() === 'POST',
    )
    .then((response) => {
      expect(response.status()).toBe(201);
      return (response.headers().location ?? '').split('/').pop() ?? '';
    });
}

// One worker: both sign in as the demo freelancer (Keycloak refuses two sign-ins of an account
// within a second).
test.describe.configure({ mode: 'serial' });

test('a cancelled upload stops and is removed from the server', async ({ page }) => {
  test.setTimeout(120_000);
  await openProductForm(page);
  // The file's bytes are held back until the cancel, so that it is cancelled half-way for sure.
  let releaseBytes: () => void = () => undefined;
  const bytesHeld = new Promise<void>((resolve) => {
    releaseBytes = resolve;
  });
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await bytesHeld;
    // The browser has given this request up by now.
    await route.abort().catch(() => undefined);
  });

  const uploadId = nextUploadId(page);
  await page.getByLabel('Product Files', { exact: true }).setInputFiles({
    name: 'collection.pdf',
    mimeType: 'application/pdf',
    buffer: largePdf(30 * MB),
  });
  const id = await uploadId;
  await expect(page.getByRole('progressbar', { name: 'Uploading collection.pdf' })).toBeVisible();

  const deleted = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/uploads/${id}` &&
      response.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Cancel upload of collection.pdf' }).click();
  const deletion = await deleted;
  expect(deletion.status()).toBe(204);
  // The app's own token of a moment ago: the sign-in's may have expired (20 s) on a loaded machine.
  const authorization = (await deletion.request().allHeaders()).authorization ?? '';
  expect(authorization).toMatch(/^Bearer /);
  releaseBytes();
  await expect(page.getByRole('progressbar', { name: 'Uploading collection.pdf' })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Uploaded product files' }).getByRole('listitem'),
  ).toHaveCount(0);

  // The server has nothing of it left.
  const gone = await page.request.head(`/api/uploads/${id}`, {
    headers: { ...TUS, authorization },
  });
  expect([404, 410]).toContain(gone.status());
});

test('an upload cut off half-way resumes from the server’s offset and completes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await openProductForm(page);
  const size = 8 * MB;
  const half = size / 2;
  const patchOffsets: string[] = [];
  let cut = false;
  await page.route('**/api/uploads/*', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    patchOffsets.push((await request.allHeaders())['upload-offset'] ?? '');
    if (cut) return route.continue();
    cut = true;
    // The connection drops after half of the bytes reached the server: it keeps them, the
    // browser sees a network error.
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const received = await route.fetch({ postData: body.subarray(0, half) });
    expect(received.status()).toBe(204);
    await route.abort('connectionreset');
  });

  const uploadId = nextUploadId(page);
  await page
    .getByLabel('Product Files', { exact: true })
    .setInputFiles({ name: 'grading.pdf', mimeType: 'application/pdf', buffer: largePdf(size) });
  const id = await uploadId;
  await expect(
    page.getByRole('list', { name: 'Uploaded product files' }).getByRole('listitem'),
  ).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Uploading grading.pdf' })).toHaveCount(0);
  // The retry went on from the server's offset, not from the start.
  expect(patchOffsets).toEqual(['0', String(half)]);

  const upload = await page.request.head(`/api/uploads/${id}`, {
    headers: { ...TUS, authorization: `Bearer ${token}` },
  });
  expect(upload.status()).toBe(200);
  expect(upload.headers()['upload-offset']).toBe(String(size));
  expect(upload.headers()['upload-length']).toBe(String(size));
});
