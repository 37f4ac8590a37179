// @ts-check
// Installs the Debian packages the platform needs when they are missing (nginx, Chromium).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @param {string} command */
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * @param {{ command: string, packages: string[], path?: string }[]} wanted
 */
export function ensureDebianPackages(wanted) {
  const missing = wanted.filter(({ command, path }) => !(path ? existsSync(path) : has(command)));
  if (missing.length === 0) return;
  const packages = missing.flatMap((item) => item.packages);
  console.log(`Installing ${packages.join(', ')} (Debian packages)...`);
  const asRoot = process.getuid?.() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (/** @type {string[]} */ args) =>
    asRoot
      ? execFileSync('apt-get', args, { stdio: 'inherit', env })
      : execFileSync('sudo', ['-E', 'apt-get', ...args], { stdio: 'inherit', env });
  aptGet(['update', '-qq']);
  aptGet(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

export const NGINX = { command: 'nginx', packages: ['nginx-light'], path: '/usr/sbin/nginx' };
export const CHROMIUM = { command: 'chromium', packages: ['chromium'], path: '/usr/bin/chromium' };
