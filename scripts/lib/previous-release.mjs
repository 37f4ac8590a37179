// @ts-check
// The previous release, for the cross-release compatibility check (today's shell with the
// previous release's remotes, the previous shell with today's remotes: e2e/release-compat.spec.ts;
// the contract's members: scripts/contract-compat.test.ts).
//
// Which commit: `release.json` at the root names it (`previous.commit`), set at each release. A
// file rather than a git tag: it is in every clone and every checkout of the branch (tags are
// not pushed by default and CI's clones often leave them out), it moves with a reviewed commit,
// and the check on an old branch reads that branch's own answer. When the named commit is not in
// the clone (a shallow clone), the fallback is the merge base with main (`origin/main`, else
// `main`): the last state of the platform this branch has been built against.
// `ATELIER_PREVIOUS_RELEASE=<commit>` overrides both, to check against any commit.
//
// The release is built once per commit and kept under .cache/previous-release/<commit>/ (CI
// caches that folder by commit): `git archive` of the commit, today's node_modules hard-linked
// in when its lock installs the same packages (else installed from its lock), each of its web apps
// built two at a time (a remote added since is not in it), auth-service left out (the check runs
// today's API).
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, REPO_ROOT, WEB_APPS } from './paths.mjs';

/** @param {string[]} args */
const git = (args) =>
  execFileSync('git', args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();

/** @param {string} commit */
function hasCommit(commit) {
  try {
    git(['cat-file', '-e', `${commit}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** @returns {{ name: string, commit: string, source: string }} */
export function previousRelease() {
  const override = process.env.ATELIER_PREVIOUS_RELEASE;
  if (override !== undefined && override !== '') {
    return {
      name: override,
      commit: git(['rev-parse', `${override}^{commit}`]),
      source: 'ATELIER_PREVIOUS_RELEASE',
    };
  }
  /** @type {{ previous: { name: string, commit: string } }} */
  const release = JSON.parse(readFileSync(path.join(REPO_ROOT, 'release.json'), 'utf8'));
  if (hasCommit(release.previous.commit)) {
    return { ...release.previous, source: 'release.json' };
  }
  for (const base of ['origin/main', 'main']) {
    try {
      const commit = git(['merge-base', 'HEAD', base]);
      return {
        name: `merge base with ${base}`,
        commit,
        source: `${release.previous.name} is not in this clone`,
      };
    } catch {
      // try the next
    }
  }
  throw new Error(
    `The previous release ${release.previous.name} (${release.previous.commit}) is not in this clone and there is no main to fall back to: fetch it (git fetch --unshallow).`,
  );
}

/**
 * The folder of the previous release's checkout and builds: under .cache/previous-release/, or
 * `ATELIER_PREVIOUS_RELEASE_CACHE` (a folder a CI keeps between fresh clones).
 * @param {string} commit
 */
export const previousReleaseDir = (commit) =>
  path.join(
    process.env.ATELIER_PREVIOUS_RELEASE_CACHE ?? path.join(CACHE_DIR, 'previous-release'),
    commit,
  );

/** @param {string} dir @param {string} app */
function buildApp(dir, app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', app], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`previous release: ${app} failed to build`));
      else {
        console.log(
          `previous release: ${app} built in ${((Date.now() - started) / 1000).toFixed(1)}s`,
        );
        resolve(undefined);
      }
    });
  });
}

/**
 * The previous release, built: its folder (apps' `dist/` inside). Built once per commit.
 * @returns {Promise<{ name: string, commit: string, source: string, dir: string }>}
 */
export async function buildPreviousRelease() {
  const release = previousRelease();
  const dir = previousReleaseDir(release.commit);
  const done = path.join(dir, '.built');
  if (existsSync(done)) return { ...release, dir };
  console.log(
    `previous release: ${release.name} (${release.commit}, from ${release.source}), building once`,
  );
  // Built aside and moved in place once complete: two runs building at once (two Playwright
  // workers, a CI retry) each finish their own, and a half-built folder is never used.
  const finalDir = dir;
  const work = `${finalDir}.partial-${String(process.pid)}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const built = await buildInto(work, release.commit);
  if (!existsSync(done)) {
    rmSync(finalDir, { recursive: true, force: true });
    renameSync(built, finalDir);
  } else rmSync(built, { recursive: true, force: true });
  return { ...release, dir: finalDir };
}

/**
 * What a lock file installs under node_modules, as text to compare. The workspaces' own entries
 * (their versions and ranges) are left out: they are links into the checkout, so a release that
 * differs from today only there runs on today's node_modules.
 * @param {string} lockFile
 */
function installedPackages(lockFile) {
  /** @type {{ packages: Record<string, unknown> }} */
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  return JSON.stringify(
    Object.entries(lock.packages).filter(([key]) => key.startsWith('node_modules/')),
  );
}

/**
 * Checks the commit out into `dir` and builds its web apps there.
 * @param {string} dir @param {string} commit @returns {Promise<string>} `dir`
 */
async function buildInto(dir, commit) {
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], {
    cwd: REPO_ROOT,
  });
  const sameLock =
    installedPackages(path.join(dir, 'package-lock.json')) ===
    installedPackages(path.join(REPO_ROOT, 'package-lock.json'));
  if (sameLock) {
    // Hard links, as `cp -al`: no copy of the files. Workspace links stay relative, so they
    // point into the checkout, at the previous release's own shared-ui.
    execFileSync('cp', [
      '-al',
      path.join(REPO_ROOT, 'node_modules'),
      path.join(dir, 'node_modules'),
    ]);
    for (const entry of readdirSync(REPO_ROOT)) {
      const nested = path.join(REPO_ROOT, entry, 'node_modules');
      if (
        existsSync(nested) &&
        existsSync(path.join(dir, entry)) &&
        !existsSync(path.join(dir, entry, 'node_modules'))
      ) {
        execFileSync('cp', ['-al', nested, path.join(dir, entry, 'node_modules')]);
      }
    }
  } else {
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
  // Today's web apps that the release has: a remote new since (mf-plm, issue 38) is not in it.
  const queue = WEB_APPS.filter((app) => existsSync(path.join(dir, app, 'package.json')));
  await Promise.all(
    [0, 1].map(async () => {
      for (let app = queue.shift(); app !== undefined; app = queue.shift())
        await buildApp(dir, app);
    }),
  );
  writeFileSync(path.join(dir, '.built'), `${commit}\n`);
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--which')) {
  // Which commit, without building it (scripts/contract-compat.test.ts).
  console.log(JSON.stringify(previousRelease()));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  buildPreviousRelease().then(
    (release) =>
      console.log(`previous release: ${release.name} (${release.commit}) in ${release.dir}`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
