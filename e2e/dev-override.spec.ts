import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import type { GatewayModule } from './support/gateway';

// A team's own loop (README, "Working on one remote alone"): a remote served by `npm run dev`,
// and the local platform's gateway pointed at it with one registry override. This gateway runs
// next to the suite's, in front of the same auth-service and Keycloak.

const ROOT = path.resolve(__dirname, '..');
/** mf-landing's dev server port (mf-landing/federation.config.ts). */
const DEV_PORT = 3001;
const GATEWAY_PORT = E2E_PORT + 7;
const DEV_MANIFEST = `http://localhost:${DEV_PORT}/mf-manifest.json`;

/** Stops a child started in its own process group, with everything it started. */
function stopGroup(child: ChildProcess | undefined) {
  if (child?.pid === undefined || child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

test.describe('a remote served by npm run dev, inside the local platform', () => {
  // The dev server compiles the remote first (about half a minute on two busy cores).
  test.describe.configure({ timeout: 240_000 });

  let devServer: ChildProcess | undefined;
  let gateway: ChildProcess | undefined;

  test.beforeAll(async () => {
    const { startGateway, waitForHttp } =
      (await import('../scripts/lib/gateway.mjs')) as GatewayModule;
    devServer = spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
      cwd: path.join(ROOT, 'mf-landing'),
      stdio: 'ignore',
      detached: true,
    });
    await waitForHttp(DEV_MANIFEST, 180_000, devServer);
    gateway = await startGateway({
      port: GATEWAY_PORT,
      apiPort: Number(process.env.ATELIER_E2E_API_PORT ?? 4090),
      keycloakPort: E2E_PORT + 500,
      overrides: { mf_landing: DEV_MANIFEST },
      dir: path.join(ROOT, '.cache', `nginx-e2e-dev-override-${GATEWAY_PORT}`),
    });
  });

  test.afterAll(async () => {
    gateway?.kill('SIGTERM');
    await stopGroup(devServer);
  });

  test("the area's code comes from the dev server and runs in the shell", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const fromDevServer: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(DEV_PORT)) fromDevServer.push(url.pathname);
    });

    await page.goto(`http://localhost:${GATEWAY_PORT}/privacy-policy`);
    await expect(
      page.locator('[data-area="mf_landing"]').getByRole('heading', { name: 'Privacy Policy' }),
    ).toBeVisible();
    expect(fromDevServer).toContain('/remoteEntry.js');
    expect(fromDevServer.some((file) => file.includes('lifecycles'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
