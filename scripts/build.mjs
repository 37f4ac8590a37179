// @ts-check
// Builds every web app (two at a time on this 2-core machine) and auth-service, skipping those
// whose inputs did not change since their last build (`npm start` a second time reuses them).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, WEB_APPS } from './lib/paths.mjs';

const SHARED_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'api-contract',
  'shared-ui/src',
  'inbox/src',
  'build-config',
];
const STAMP = '.build-stamp';

/** @param {string} target @param {import('node:crypto').Hash} hash */
function hashPath(target, hash) {
  const full = path.join(REPO_ROOT, target);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      hashPath(path.join(target, entry), hash);
    }
  } else {
    hash.update(target).update(readFileSync(full));
  }
}

/** @param {string} app */
function inputsHash(app) {
  const hash = createHash('sha256');
  for (const input of [...SHARED_INPUTS, app]) hashPath(input, hash);
  return hash.digest('hex');
}

/** @param {string} app */
const stampFile = (app) => path.join(REPO_ROOT, app, 'dist', STAMP);

/** @param {string} app @param {string} script */
function run(app, script) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, '--silent', '-w', app], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${app}: npm run ${script} failed`)),
    );
  });
}

/** @param {string} app @param {boolean} force */
async function buildApp(app, force) {
  const hash = inputsHash(app);
  if (!force && existsSync(stampFile(app)) && readFileSync(stampFile(app), 'utf8') === hash) {
    console.log(`${app}: up to date`);
    return;
  }
  const started = Date.now();
  await run(app, 'build');
  writeFileSync(stampFile(app), hash);
  console.log(`${app}: built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

export async function buildAll({ force = false, parallel = 2 } = {}) {
  const queue = [...WEB_APPS, 'auth-service'];
  const workers = Array.from({ length: parallel }, async () => {
    for (let app = queue.shift(); app !== undefined; app = queue.shift()) {
      await buildApp(app, force);
    }
  });
  await Promise.all(workers);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
