import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { DEMO, signIn } from './support/accounts';
import {
  REPO_ROOT,
  readRegistry,
  servePagesFrom,
  startDrillGateway,
  type DrillGateway,
} from './support/gateway';

// Compatibility across releases: the previous release (release.json, built once per commit by
// scripts/lib/previous-release.mjs) beside today's, behind the real gateway config. Each remote
// of the previous release in today's shell, and each of today's remotes in the previous
// release's shell: it mounts, its first screen renders, and the page moves on to another area.
// And the two releases' remotes side by side in today's shell (one remote rolled back): the
// previous release's remotes were built on webpack's own container, today's with
// @module-federation/enhanced, and the page moves between them both ways.
// The contract's members themselves are compared in scripts/contract-compat.test.ts.
//
// A signed-in remote (mf_plm, issue 38) is checked with the demo client signed in. The previous
// release (release-2026-11-28) has no mf-plm: there is no previous build of it to run in today's
// shell, and today's mf-plm cannot mount in the previous release's shell, whose route table has
// no /plm (it lands on / there, like any unknown path: that is checked). What a release that adds
// a remote must hold is checked: today's mf-plm beside the previous release's remotes in today's
// shell, the page moving from an old remote to it and back.

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

/**
 * Each remote whose routes need a signed-in user, and the first screen the demo client (Starter)
 * sees there: PLM's introduction.
 */
const SIGNED_IN_AREAS = [
  { remote: 'mf_plm', route: ROUTES.plm.styles, heading: 'Atelier PLM' },
] as const;
/** The old remote a signed-in area is paired with: the previous release's in each pairing. */
const BESIDE = { remote: 'mf_supplier', route: ROUTES.supplierDashboardPreview } as const;

const folderOf = (remote: string) => remote.replace('_', '-');
/** Whether the previous release has this remote at all (mf-plm is new in this release). */
const inRelease = (dir: string, remote: string) =>
  existsSync(path.join(dir, folderOf(remote), 'package.json'));

const areaOf = (page: Page, remote: string) => page.locator(`[data-area="${remote}"]`);

interface Pairing {
  title: string;
  offset: number;
  /**
   * What the pairing can show of a signed-in remote the previous release does not have: nothing
   * (no build of it in the previous release), that the previous shell has no area for it, or
   * today's build beside the previous release's remotes.
   */
  remoteNotInPrevious: 'no previous build' | 'no area in the previous shell' | 'beside old remotes';
  /** The gateway's shell and remotes, given the previous release's checkout. */
  folders: (previous: string) => { shellRoot: string; remotesRoot: string };
}

/**
 * A remotes folder where every other remote (landing, freelancer, supplier) is the previous
 * release's and the rest today's: one remote rolled back beside today's, as ops do it (the page
 * moves from a remote of one release to one of the other, both ways). A remote the previous
 * release does not have (mf-plm) is today's.
 */
function mixedRemotes(previous: string): string {
  const dir = path.join(REPO_ROOT, '.cache', 'release-compat-mixed');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  [...AREAS, ...SIGNED_IN_AREAS].forEach(({ remote }, index) => {
    const folder = folderOf(remote);
    const rolledBack = index % 2 === 0 && inRelease(previous, remote);
    symlinkSync(path.join(rolledBack ? previous : REPO_ROOT, folder), path.join(dir, folder));
  });
  return dir;
}

const PAIRINGS: Pairing[] = [
  {
    title: "the previous release's remote in today's shell",
    offset: 9,
    remoteNotInPrevious: 'no previous build',
    folders: (previous) => ({
      shellRoot: path.join(REPO_ROOT, 'shell/dist'),
      remotesRoot: previous,
    }),
  },
  {
    title: "today's remote in the previous release's shell",
    offset: 10,
    remoteNotInPrevious: 'no area in the previous shell',
    folders: (previous) => ({
      shellRoot: path.join(previous, 'shell/dist'),
      remotesRoot: REPO_ROOT,
    }),
  },
  {
    title: "the previous release's remotes beside today's in today's shell",
    offset: 12,
    remoteNotInPrevious: 'beside old remotes',
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
    let previousDir = '';
    let folders: { shellRoot: string; remotesRoot: string };

    test.beforeAll(async () => {
      // Built once per commit (a few minutes cold; CI restores .cache/previous-release).
      test.setTimeout(900_000);
      const { buildPreviousRelease } =
        (await import('../scripts/lib/previous-release.mjs')) as PreviousReleaseModule;
      const previous = await buildPreviousRelease();
      release = `${previous.name} (${previous.commit.slice(0, 10)})`;
      previousDir = previous.dir;
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
      for (const { remote } of [...AREAS, ...SIGNED_IN_AREAS]) {
        const manifest = registry[remote] ?? '';
        const file = path.join(folders.remotesRoot, folderOf(remote), 'dist/mf-manifest.json');
        if (existsSync(file)) {
          expect(await served(manifest), `${remote}'s manifest`).toBe(readFileSync(file, 'utf8'));
        } else {
          // A remote the paired release does not have: its registry line finds nothing.
          expect(inRelease(previousDir, remote), `${remote} is not built`).toBe(false);
          const response = await request.get(`${gateway.origin}${manifest}`);
          expect(response.status(), `${remote}'s manifest`).toBe(404);
        }
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

    for (const { remote, route, heading } of SIGNED_IN_AREAS) {
      test(`${remote} (signed in): mounts, renders its first screen, the page moves from ${BESIDE.remote} to it and back`, async ({
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
        if (!inRelease(previousDir, remote)) {
          test.skip(
            pairing.remoteNotInPrevious === 'no previous build',
            `the previous release ${release} has no ${remote}: no build of it to run`,
          );
          if (pairing.remoteNotInPrevious === 'no area in the previous shell') {
            // Today's remote cannot mount here: the previous shell's route table has no area for
            // it. The shell rolled back must still answer its route, as any unknown path.
            await page.goto(`${gateway.origin}${route}`);
            await expect(page, `${where}: the previous shell kept ${route}`).toHaveURL(
              `${gateway.origin}/`,
            );
            await expect(
              areaOf(page, 'mf_landing').getByRole('heading', { level: 1 }),
            ).toBeVisible();
            await expect(areaOf(page, remote)).toHaveCount(0);
            expect(problems, `${where}: errors on the page`).toEqual([]);
            return;
          }
          expect(
            realpathSync(path.join(folders.remotesRoot, folderOf(BESIDE.remote))),
            `${BESIDE.remote} is the previous release's`,
          ).toBe(realpathSync(path.join(previousDir, folderOf(BESIDE.remote))));
        }

        await servePagesFrom(page.context(), gateway);
        await signIn(page, DEMO.client);
        await page.goto(BESIDE.route);
        await expect(areaOf(page, BESIDE.remote).getByRole('heading', { level: 1 })).toBeVisible();

        await page.evaluate((target) => {
          window.history.pushState(null, '', target);
        }, route);
        const area = areaOf(page, remote);
        await expect(
          area
            .getByRole('heading', { level: 1, name: heading })
            .or(area.getByRole('alert'))
            .first(),
          `${where}: nothing rendered in its area`,
        ).toBeVisible();
        expect(
          await area.getByRole('alert').allTextContents(),
          `${where}: the area shows its fallback instead of its first screen`,
        ).toEqual([]);
        await expect(area.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(
          areaOf(page, BESIDE.remote),
          `${where}: ${BESIDE.remote} did not unmount`,
        ).toBeEmpty();

        await page.evaluate((target) => {
          window.history.pushState(null, '', target);
        }, BESIDE.route);
        await expect(
          areaOf(page, BESIDE.remote).getByRole('heading', { level: 1 }),
          `${where}: moving back to ${BESIDE.remote} did not render it`,
        ).toBeVisible();
        await expect(area, `${where}: the area did not unmount`).toBeEmpty();
        expect(problems, `${where}: errors on the page`).toEqual([]);
      });
    }
  });
}
