import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { REPO_ROOT, readRegistry, startDrillGateway, type DrillGateway } from './support/gateway';

// Compatibility across releases: the previous release (release.json, built once per commit by
// scripts/lib/previous-release.mjs) beside today's, behind the real gateway config. Each remote
// of the previous release in today's shell, and each of today's remotes in the previous
// release's shell: it mounts, its first screen renders, and the page moves on to another area.
// And the two releases' remotes side by side in today's shell (one remote rolled back): the
// previous release's remotes were built on webpack's own container, today's with
// @module-federation/enhanced, and the page moves between them both ways.
// The contract's members themselves are compared in scripts/contract-compat.test.ts.

interface PreviousReleaseModule {
  buildPreviousRelease: () => Promise<{ name: string; commit: string; dir: string }>;
}

/** Each remote with a route anyone can open, the way a smoke test enters its area. */
const AREAS = [
  { remote: 'mf_landing', route: ROUTES.home },
  { remote: 'mf_marketplace', route: ROUTES.marketplace },
  { remote: 'mf_freelancer', route: ROUTES.freelancerDashboardPreview },
  { remote: 'mf_client', route: ROUTES.clientDashboardPreview },
  { remote: 'mf_supplier', route: ROUTES.supplierDashboardPreview },
] as const;

const areaOf = (page: Page, remote: string) => page.locator(`[data-area="${remote}"]`);

interface Pairing {
  title: string;
  offset: number;
  /** The gateway's shell and remotes, given the previous release's checkout. */
  folders: (previous: string) => { shellRoot: string; remotesRoot: string };
}

/**
 * A remotes folder where every other remote (landing, freelancer, supplier) is the previous
 * release's and the rest today's: one remote rolled back beside today's, as ops do it (the page
 * moves from a remote of one release to one of the other, both ways).
 */
function mixedRemotes(previous: string): string {
  const dir = path.join(REPO_ROOT, '.cache', 'release-compat-mixed');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  AREAS.forEach(({ remote }, index) => {
    const folder = remote.replace('_', '-');
    symlinkSync(path.join(index % 2 === 0 ? previous : REPO_ROOT, folder), path.join(dir, folder));
  });
  return dir;
}

const PAIRINGS: Pairing[] = [
  {
    title: "the previous release's remote in today's shell",
    offset: 9,
    folders: (previous) => ({
      shellRoot: path.join(REPO_ROOT, 'shell/dist'),
      remotesRoot: previous,
    }),
  },
  {
    title: "today's remote in the previous release's shell",
    offset: 10,
    folders: (previous) => ({
      shellRoot: path.join(previous, 'shell/dist'),
      remotesRoot: REPO_ROOT,
    }),
  },
  {
    title: "the previous release's remotes beside today's in today's shell",
    offset: 12,
    folders: (previous) => ({
      shellRoot: path.join(REPO_ROOT, 'shell/dist'),
      remotesRoot: mixedRemotes(previous),
    }),
  },
];

// In order, in one worker per file (one gateway per pairing); a failure does not skip the other
// remotes' checks.
test.describe.configure({ mode: 'default' });

for (const pairing of PAIRINGS) {
  test.describe(pairing.title, () => {
    let gateway: DrillGateway;
    let release = '';
    let folders: { shellRoot: string; remotesRoot: string };

    test.beforeAll(async () => {
      // Built once per commit (a few minutes cold; CI restores .cache/previous-release).
      test.setTimeout(900_000);
      const { buildPreviousRelease } =
        (await import('../scripts/lib/previous-release.mjs')) as PreviousReleaseModule;
      const previous = await buildPreviousRelease();
      release = `${previous.name} (${previous.commit.slice(0, 10)})`;
      folders = pairing.folders(previous.dir);
      gateway = await startDrillGateway(pairing.offset, folders);
    });

    test('the gateway serves the shell and the remotes of the releases paired', async ({
      request,
    }) => {
      const registry = readRegistry(gateway.registryFile);
      const served = async (url: string) => (await request.get(`${gateway.origin}${url}`)).text();
      expect(await served('/main.js'), "the shell's main.js").toBe(
        readFileSync(path.join(folders.shellRoot, 'main.js'), 'utf8'),
      );
      for (const { remote } of AREAS) {
        const manifest = registry[remote] ?? '';
        expect(await served(manifest), `${remote}'s manifest`).toBe(
          readFileSync(
            path.join(folders.remotesRoot, remote.replace('_', '-'), 'dist/mf-manifest.json'),
            'utf8',
          ),
        );
      }
    });

    test.afterAll(() => {
      gateway.stop();
    });

    AREAS.forEach(({ remote, route }, index) => {
      const next = AREAS[(index + 1) % AREAS.length] ?? AREAS[0];
      test(`${remote}: mounts, renders its first screen, moves on to ${next.remote}`, async ({
        page,
      }) => {
        const where = `${remote}, ${pairing.title}, previous release ${release}`;
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith('[shell]')) {
            problems.push(message.text());
          }
        });

        await page.goto(`${gateway.origin}${route}`);
        const area = areaOf(page, remote);
        await expect(
          area.getByRole('heading', { level: 1 }).or(area.getByRole('alert')).first(),
          `${where}: nothing rendered in its area`,
        ).toBeVisible();
        expect(
          await area.getByRole('alert').allTextContents(),
          `${where}: the area shows its fallback instead of its first screen`,
        ).toEqual([]);
        await expect(area.getByRole('heading', { level: 1 })).toBeVisible();

        await page.evaluate((target) => {
          window.history.pushState(null, '', target);
        }, next.route);
        await expect(
          areaOf(page, next.remote).getByRole('heading', { level: 1 }),
          `${where}: moving on to ${next.remote} did not render it`,
        ).toBeVisible();
        await expect(areaOf(page, remote), `${where}: the area did not unmount`).toBeEmpty();
        expect(problems, `${where}: errors on the page`).toEqual([]);
      });
    });
  });
}
