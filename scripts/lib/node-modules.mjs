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
  console.log('Installing npm packages (npm ci)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
