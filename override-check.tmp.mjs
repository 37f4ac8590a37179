import { chromium } from '@playwright/test';
import { startPlatform } from './scripts/lib/platform.mjs';
process.env.ATELIER_REMOTE_OVERRIDES = 'mf_landing=http://localhost:3001/mf-manifest.json';
const platform = await startPlatform({ port: 8097, apiPort: 4097, keycloakPort: 8597, ephemeral: true, name: 'nginx-override-check' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const errors = [];
const fromDev = [];
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text().slice(0, 400)));
  page.on('request', (r) => r.url().startsWith('http://localhost:3001/') && fromDev.push(new URL(r.url()).pathname));
  await page.goto(process.argv[2] ?? 'http://localhost:8097/privacy-policy');
  await page.locator('[data-area="mf_landing"]').getByRole('heading', { level: 1 }).waitFor({ timeout: 30000 });
  console.log('OK');
} catch (e) { console.log('FAILED', String(e).slice(0, 200)); }
finally {
  console.log('from dev server:', fromDev.slice(0, 8), 'errors:', errors);
  await browser.close();
  await platform.stop();
}
process.exit(0);
