import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// The real nginx config (nginx/gateway.conf.template), as rendered for this machine.

const hashedChunk = (app: string) => {
  const file = readdirSync(path.join(__dirname, '..', app, 'dist')).find((name) =>
    /\.[0-9a-f]{10}\.js$/.test(name),
  );
  if (file === undefined) throw new Error(`${app} has no hashed chunk; build it first`);
  return file;
};

test('index.html, the registry, manifests and remote entries are never cached', async ({
  request,
}) => {
  for (const url of [
    '/',
    '/jobs',
    '/registry.json',
    '/remotes/landing/mf-manifest.json',
    '/remotes/landing/remoteEntry.js',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
  }
});

test('content-hashed files are immutable for a year and sent compressed', async ({ request }) => {
  for (const url of [`/${hashedChunk('shell')}`, `/remotes/client/${hashedChunk('mf-client')}`]) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding'], url).toBe('gzip');
  }
});

test('app routes fall back to index.html, missing code and data are a 404', async ({ request }) => {
  const page = await request.get('/freelancer/manage-products');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(await page.text()).toMatch(/<div id="?root"?>/);

  for (const missing of [
    '/missing.js',
    '/missing.css',
    '/missing.json',
    '/remotes/landing/missing.js',
    '/remotes/nobody/remoteEntry.js',
  ]) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});

test('security headers are on every answer', async ({ request }) => {
  for (const url of ['/', '/registry.json', '/remotes/landing/remoteEntry.js', '/missing.js']) {
    const headers = (await request.get(url)).headers();
    expect(headers['content-security-policy'], url).toContain("default-src 'self'");
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  }
});

test('the app runs under its Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The header's Jobs link scrolls to the landing page's jobs section; this one leaves for /jobs.
  await page.getByRole('link', { name: 'View All Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Job Opportunities' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("Keycloak's sign-in and sign-up pages run under the platform's policy without violations", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const policies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.url().includes('/auth/')) {
      policies.push(response.headers()['content-security-policy'] ?? '');
    }
  });
  await page.goto('/login');
  await expect(page.locator('#username')).toBeVisible({ timeout: 30_000 });
  // keycloak.v2's scripts run: its password field's show/hide toggle works.
  await page.locator('#password').fill('secret-42');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.locator('#password')).toHaveAttribute('type', 'text');
  await page.getByRole('link', { name: 'Sign up here' }).click();
  await expect(page.locator('#kc-register-form')).toBeVisible();
  expect(policies.length).toBeGreaterThanOrEqual(2);
  for (const policy of policies) {
    // The platform's policy (not Keycloak's own, which names no script or form source).
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("object-src 'none'");
  }
  expect(violations).toEqual([]);
});

test('/api/ reaches auth-service through the gateway', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});
