// @ts-check
// `npm run bench:remote-size -- <remote> [--base <rev>]`: a remote's own JavaScript, the files
// its production build writes to dist/ (remoteEntry.js and its chunks; the shared singletons are
// provided by the host, so none of their code is in there), raw and gzip-compressed at the
// gateway's level (gzip_comp_level 6). With `--base`, the same remote built from the commit
// `rev` too (extracted into .cache/bench/base-<rev>, on this checkout's node_modules with its
// own workspace packages), and the change in percent.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CACHE_DIR, REPO_ROOT } from './lib/paths.mjs';

/** Raw and gzip bytes of every .js file in `dist`. @param {string} dist */
function sizeOf(dist) {
  const files = readdirSync(dist).filter((name) => name.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  for (const name of files) {
    const bytes = readFileSync(path.join(dist, name));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 6 }).length;
  }
  return { files: files.length, raw, gzip };
}

/** Builds `remote` (production) in the checkout at `root`. @param {string} root @param {string} remote */
function build(root, remote) {
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(root, remote),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`The build of ${remote} in ${root} failed`);
}

/**
 * The commit `rev` extracted beside the cache, its node_modules this checkout's (links), except
 * the workspace packages, which are the extracted ones. @param {string} rev
 */
function checkoutOf(rev) {
  const commit = execFileSync('git', ['rev-parse', '--short', rev], { cwd: REPO_ROOT })
    .toString()
    .trim();
  const root = path.join(CACHE_DIR, 'bench', `base-${commit}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const archive = execFileSync('git', ['archive', commit], { cwd: REPO_ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(modules, '@atelier'), { recursive: true });
  for (const entry of readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    if (entry === '@atelier') continue;
    symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const entry of readdirSync(root)) {
    if (existsSync(path.join(root, entry, 'package.json')) && entry !== 'node_modules') {
      symlinkSync(path.join('..', '..', entry), path.join(modules, '@atelier', entry));
    }
  }
  return { root, commit };
}

const [remote, flag, rev] = process.argv.slice(2);
if (remote === undefined || (flag !== undefined && (flag !== '--base' || rev === undefined))) {
  console.error('Usage: npm run bench:remote-size -- <remote> [--base <rev>]');
  process.exit(2);
}
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
build(REPO_ROOT, remote);
const now = sizeOf(path.join(REPO_ROOT, remote, 'dist'));
console.log(`${remote} now: ${now.files} files, ${kib(now.raw)} raw, ${kib(now.gzip)} gzip`);
if (rev !== undefined) {
  const base = checkoutOf(rev);
  build(base.root, remote);
  const before = sizeOf(path.join(base.root, remote, 'dist'));
  const change = (/** @type {number} */ a, /** @type {number} */ b) =>
    `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)}%`;
  console.log(
    `${remote} at ${base.commit}: ${before.files} files, ${kib(before.raw)} raw, ${kib(before.gzip)} gzip`,
  );
  console.log(`change: ${change(before.raw, now.raw)} raw, ${change(before.gzip, now.gzip)} gzip`);
}
