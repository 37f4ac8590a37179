import { defineConfig } from '@playwright/test';

/** The browser tests run against the built apps behind the real nginx config. */
export const E2E_PORT = Number(process.env.ATELIER_E2E_PORT ?? 8090);
/**
 * The mail catcher of the browser tests (maildev): SMTP and web/REST ports, apart from `npm
 * start`'s 1025/1080 and from other runs (derived from the gateway's port unless set).
 */
export const E2E_MAIL_SMTP_PORT = Number(process.env.ATELIER_E2E_MAIL_SMTP_PORT ?? E2E_PORT + 1700);
export const E2E_MAIL_WEB_PORT = Number(process.env.ATELIER_E2E_MAIL_WEB_PORT ?? E2E_PORT + 1800);
/** How long a new message waits unread before its e-mail, in the browser tests (seconds). */
export const E2E_MESSAGE_EMAIL_DELAY_SECONDS = 3;
/** Seconds an access token lives in the test realm. */
export const E2E_ACCESS_TOKEN_LIFESPAN = 20;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // A retried test that then passes is reported as flaky, not hidden.
  retries: process.env.CI === undefined ? 0 : 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output folder at start: keep it apart from the other runners' reports.
  outputDir: 'test-results/e2e-artifacts',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Playwright cannot download a browser here: Debian's Chromium, without its background
      // connections (refused by this machine's closed network).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
