// @ts-check
// `npm test -w <app>` (e.g. `npm test -w mf-client`): one team's tests, alone. The app's unit
// tests, then the browser specs that exercise its area (e2e/areas.json) against the platform as
// `npm test` builds it (apps whose inputs did not change are not rebuilt) behind the real gateway
// config, with Keycloak and auth-service started by the browser tests' global setup. The whole
// suite stays `npm test` at the root; this is what a team runs before shipping its remote.
//
// e2e/areas.json lists, per app, the specs that exercise it; a spec that walks through several
// areas (the hiring loop: a client, a freelancer and a supplier) belongs to each. Every spec
// belongs to at least one app (scripts/e2e-areas.test.ts checks it): a new spec is added there.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureNodeModules } from './lib/node-modules.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { CHROMIUM, NGINX, ensureDebianPackages } from './lib/system-deps.mjs';

/** @type {Record<string, string[]>} */
const AREA_SPECS = JSON.parse(readFileSync(path.join(REPO_ROOT, 'e2e/areas.json'), 'utf8'));
const app = process.argv[2] ?? '';
const specs = AREA_SPECS[app];
if (specs === undefined) {
  console.error(
    `Usage: node scripts/test-area.mjs <app>, one of: ${Object.keys(AREA_SPECS).join(', ')}`,
  );
  process.exit(2);
}

/** @param {string} step @param {string} cwd @param {string[]} args */
function run(step, cwd, args) {
  console.log(`\n=== ${app}: ${step}: npx ${args.join(' ')}`);
  return spawnSync('npx', args, { cwd, stdio: 'inherit' }).status === 0;
}

ensureNodeModules();
ensureDebianPackages([NGINX, CHROMIUM]);
const unit = run('unit tests', path.join(REPO_ROOT, app), [
  'jest',
  '--rootDir',
  '.',
  '--passWithNoTests',
]);
console.log(`\n=== ${app}: build (unchanged apps are reused)`);
await buildAll({ force: false });
const browser = run('browser specs of the area', REPO_ROOT, [
  'playwright',
  'test',
  ...specs.map((spec) => `e2e/${spec}`),
  ...process.argv.slice(3),
]);
process.exit(unit && browser ? 0 : 1);
