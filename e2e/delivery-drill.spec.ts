import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { DEMO, signIn } from './support/accounts';
import {
  DRILL_BUILDS,
  NEXT_CONTRACT_VERSION,
  PLM_DRILL_BUILDS,
} from './support/delivery/drill-builds';
import {
  REPO_ROOT,
  hashFiles,
  readRegistry,
  servePagesFrom,
  startDrillGateway,
  writeRegistry,
  type DrillGateway,
} from './support/gateway';

// The delivery drill (README, "Deploying one remote (ops)"): mf-supplier built with a visible
// change and published under a new version path next to the deployed one, behind the real gateway
// config, then its registry line switched and put back. Also a version that fails to load and one
// built against another major of the shell-to-remote contract. The gateway runs beside the
// suite's (its own registry file), in front of the same auth-service and Keycloak.
// mf-plm, the remote new in this release (issue 38), is drilled lighter on the same gateway: its
// next version published under its version path, its line switched (a new load runs it) and put
// back. What the shell does with a broken version or another contract's is the shell's, drilled
// once with mf-supplier.

const REMOTE = 'mf_supplier';
const LABEL = 'Supplier workspace';
const DEPLOYED = '/remotes/supplier/mf-manifest.json';
const versionPath = (folder: string) => `/remotes/supplier/${folder}/`;
const manifestOf = (folder: string) => `${versionPath(folder)}mf-manifest.json`;
/** A copy of the next version whose exposed module never made it to the server. */
const BROKEN = 'broken';

const PLM = 'mf_plm';
const PLM_DEPLOYED = '/remotes/plm/mf-manifest.json';
const plmVersionPath = (folder: string) => `/remotes/plm/${folder}/`;

const OUT = path.join(REPO_ROOT, '.cache', 'delivery-drill');
const PLM_OUT = path.join(REPO_ROOT, '.cache', 'delivery-drill-plm');
const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');

/**
 * Builds the drill's versions of a remote once (a config of support/delivery/), again only when
 * that remote's build or the drill's build files changed. Each remote has its own folder and
 * stamp: a change to one remote rebuilds only its versions.
 */
function buildDrillVersions(remote: string, config: string, out: string): boolean {
  const remoteDir = path.join(REPO_ROOT, remote);
  const stampFile = path.join(remoteDir, 'dist/.build-stamp');
  const hash = createHash('sha256');
  hash.update(existsSync(stampFile) ? readFileSync(stampFile) : String(Date.now()));
  const supportDir = path.join(__dirname, 'support/delivery');
  for (const file of readdirSync(supportDir).sort()) {
    hash.update(file).update(readFileSync(path.join(supportDir, file)));
  }
  const stamp = hash.digest('hex');
  const builtStamp = path.join(out, '.stamp');
  if (existsSync(builtStamp) && readFileSync(builtStamp, 'utf8') === stamp) return false;
  rmSync(out, { recursive: true, force: true });
  const build = spawnSync(
    'npx',
    ['webpack', '--mode', 'production', '--config', path.join(supportDir, config)],
    { cwd: remoteDir, env: { ...process.env, DELIVERY_DRILL_OUT: out }, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    throw new Error(`The drill's build of ${remote} failed:\n${build.stdout}\n${build.stderr}`);
  }
  writeFileSync(builtStamp, stamp);
  return true;
}

const dashboardHeading = (page: Page, title: string) =>
  page
    .locator(`[data-area="${REMOTE}"]`)
    .getByRole('heading', { level: 1, name: title, exact: true });

/** Paths of a remote's files (under `prefix`) this page requested. */
function remoteRequests(page: Page, prefix = '/remotes/supplier/'): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) paths.push(pathname);
  });
  return paths;
}
const supplierRequests = (page: Page) => remoteRequests(page);

/** Moves inside the page as a link would (single-spa follows history), never loading a page. */
async function moveTo(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
  }, to);
}

test.describe('the delivery drill: one remote published, switched and rolled back', () => {
  test.describe.configure({ mode: 'default', timeout: 240_000 });

  let gateway: DrillGateway;
  let shellBefore: Record<string, string>;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    shellBefore = hashFiles(SHELL_DIST);
    if (buildDrillVersions('mf-supplier', 'supplier-versions.config.ts', OUT)) {
      cpSync(path.join(OUT, DRILL_BUILDS.changed.folder), path.join(OUT, BROKEN), {
        recursive: true,
        filter: (source) => !path.basename(source).startsWith('__federation_expose_lifecycles'),
      });
    }
    buildDrillVersions('mf-plm', 'plm-versions.config.ts', PLM_OUT);
    gateway = await startDrillGateway(8, {
      publishedPaths: {
        ...Object.fromEntries(
          [DRILL_BUILDS.changed.folder, DRILL_BUILDS.nextContract.folder, BROKEN].map((folder) => [
            versionPath(folder),
            path.join(OUT, folder),
          ]),
        ),
        [plmVersionPath(PLM_DRILL_BUILDS.changed.folder)]: path.join(
          PLM_OUT,
          PLM_DRILL_BUILDS.changed.folder,
        ),
      },
    });
  });

  test.afterAll(() => {
    gateway.stop();
  });

  test.afterEach(() => {
    // Each test starts, and leaves the registry, as deployed.
    writeRegistry(gateway.registryFile, { [REMOTE]: DEPLOYED, [PLM]: PLM_DEPLOYED });
  });

  test('a new version: the open tab keeps the old one, a new load runs it, the line back rolls back', async ({
    context,
  }) => {
    const preview = `${gateway.origin}${ROUTES.supplierDashboardPreview}`;
    const { from: oldTitle, to: newTitle } = DRILL_BUILDS.changed;
    expect(readRegistry(gateway.registryFile)[REMOTE]).toBe(DEPLOYED);

    const openTab = await context.newPage();
    const errors: string[] = [];
    openTab.on('pageerror', (error) => errors.push(error.message));
    const openTabRequests = supplierRequests(openTab);
    await openTab.goto(preview);
    await expect(dashboardHeading(openTab, oldTitle)).toBeVisible();
    await openTab.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    writeRegistry(gateway.registryFile, { [REMOTE]: manifestOf(DRILL_BUILDS.changed.folder) });

    // The open tab moves to other areas and back: still the version it started with.
    await moveTo(openTab, ROUTES.marketplace);
    await expect(openTab.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await moveTo(openTab, ROUTES.supplierDashboardPreview);
    await expect(dashboardHeading(openTab, oldTitle)).toBeVisible();
    await openTab.goBack();
    await expect(openTab.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await openTab.goForward();
    await expect(dashboardHeading(openTab, oldTitle)).toBeVisible();

    // A new page load runs the new version, from its own path.
    const newTab = await context.newPage();
    const newTabRequests = supplierRequests(newTab);
    await newTab.goto(preview);
    await expect(dashboardHeading(newTab, newTitle)).toBeVisible();
    expect(newTabRequests).toContain(`${versionPath(DRILL_BUILDS.changed.folder)}remoteEntry.js`);
    expect(newTabRequests.filter((file) => !file.startsWith(versionPath('v2')))).toEqual([]);

    // Putting the line back rolls a new load back.
    writeRegistry(gateway.registryFile, { [REMOTE]: DEPLOYED });
    const rolledBack = await context.newPage();
    const rolledBackRequests = supplierRequests(rolledBack);
    await rolledBack.goto(preview);
    await expect(dashboardHeading(rolledBack, oldTitle)).toBeVisible();
    expect(rolledBackRequests.filter((file) => file.startsWith(versionPath('v2')))).toEqual([]);

    // The open tab never reloaded, never failed, and never fetched the new version.
    await expect(dashboardHeading(openTab, oldTitle)).toBeVisible();
    expect(
      await openTab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
    expect(openTabRequests.filter((file) => file.startsWith(versionPath('v2')))).toEqual([]);

    // Nothing of the shell was rebuilt or touched.
    expect(hashFiles(SHELL_DIST)).toEqual(shellBefore);
  });

  test("a new version that fails to load: the area's fallback, the others work, the line back restores it", async ({
    page,
  }) => {
    const preview = `${gateway.origin}${ROUTES.supplierDashboardPreview}`;
    writeRegistry(gateway.registryFile, { [REMOTE]: manifestOf(BROKEN) });

    await page.goto(preview);
    const fallback = page.locator(`[data-area="${REMOTE}"]`).getByRole('alert');
    await expect(fallback).toContainText(`${LABEL} could not be loaded`);
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The rest of the platform keeps working in the same tab.
    await moveTo(page, ROUTES.marketplace);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await moveTo(page, ROUTES.clientDashboardPreview);
    await expect(
      page.locator('[data-area="mf_client"]').getByRole('heading', { name: 'Client Dashboard' }),
    ).toBeVisible();

    writeRegistry(gateway.registryFile, { [REMOTE]: DEPLOYED });
    await page.goto(preview);
    await expect(dashboardHeading(page, DRILL_BUILDS.changed.from)).toBeVisible();
    await expect(fallback).toHaveCount(0);
    expect(hashFiles(SHELL_DIST)).toEqual(shellBefore);
  });

  test('a version built against another major of the contract shows the reason in its area, never a blank page', async ({
    page,
  }) => {
    const preview = `${gateway.origin}${ROUTES.supplierDashboardPreview}`;
    writeRegistry(gateway.registryFile, {
      [REMOTE]: manifestOf(DRILL_BUILDS.nextContract.folder),
    });

    await page.goto(preview);
    const fallback = page.locator(`[data-area="${REMOTE}"]`).getByRole('alert');
    await expect(fallback).toContainText(`${LABEL} could not be loaded`);
    await expect(fallback).toContainText(
      `This version of ${LABEL} was built for version ${NEXT_CONTRACT_VERSION.split('.')[0] ?? ''} of the platform contract`,
    );
    await expect(dashboardHeading(page, DRILL_BUILDS.changed.from)).toHaveCount(0);

    await moveTo(page, ROUTES.marketplace);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();

    writeRegistry(gateway.registryFile, { [REMOTE]: DEPLOYED });
    await page.goto(preview);
    await expect(dashboardHeading(page, DRILL_BUILDS.changed.from)).toBeVisible();
  });

  test('mf_plm, new in this release: its next version published, its line switched, then put back (signed in)', async ({
    page,
  }) => {
    const { folder, from, to } = PLM_DRILL_BUILDS.changed;
    const plmHeading = (title: string) =>
      page
        .locator(`[data-area="${PLM}"]`)
        .getByRole('heading', { level: 1, name: title, exact: true });
    expect(readRegistry(gateway.registryFile)[PLM]).toBe(PLM_DEPLOYED);
    // /plm is signed in only: the drill gateway's pages, under the origin Keycloak signs in for.
    await servePagesFrom(page.context(), gateway);
    await signIn(page, DEMO.client);
    await page.goto(ROUTES.plm.styles);
    await expect(plmHeading(from)).toBeVisible();

    // A new page load runs the new version, from its own path only.
    writeRegistry(gateway.registryFile, { [PLM]: `${plmVersionPath(folder)}mf-manifest.json` });
    const switched = remoteRequests(page, '/remotes/plm/');
    await page.goto(ROUTES.plm.styles);
    await expect(plmHeading(to)).toBeVisible();
    expect(switched).toContain(`${plmVersionPath(folder)}remoteEntry.js`);
    expect(switched.filter((file) => !file.startsWith(plmVersionPath(folder)))).toEqual([]);

    // Putting the line back rolls a new load back.
    writeRegistry(gateway.registryFile, { [PLM]: PLM_DEPLOYED });
    await page.goto(ROUTES.plm.styles);
    await expect(plmHeading(from)).toBeVisible();
    await expect(plmHeading(to)).toHaveCount(0);
    expect(hashFiles(SHELL_DIST)).toEqual(shellBefore);
  });
});
