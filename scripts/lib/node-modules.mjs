// @ts-check
// Installs the npm packages when node_modules is missing or older than the lock file.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

export function ensureNodeModules() {
  const marker = path.join(REPO_ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(REPO_ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm install` rather than `npm ci`: the registry this machine reaches does not list every
  // platform's optional native binaries, so the lock file names only this platform's; `npm ci`
  // refuses such a lock, `npm install` installs exactly its versions.
  console.log('Installing npm packages (npm install, from package-lock.json)...');
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
