// @ts-check
// `npm test`: every check and every test of the platform, in the order a reviewer would want
// them: static checks, unit tests of every package, the build, then the browser tests against
// the built apps behind the real nginx config. Ends with one line:
//   Tests: N passed, N failed, N skipped
// counting every runner's tests (jest: unit and API tests; Playwright: browser tests), each
// check step (typecheck, lint, format, build, a service the tests need) as one test, and each
// jest test file that failed to load as one failed test; flaky browser tests are named after it
// (scripts/lib/test-summary.cjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureNodeModules } from './lib/node-modules.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { startStripeMock } from './lib/stripe-mock.mjs';
import { CHROMIUM, NGINX, ensureDebianPackages } from './lib/system-deps.mjs';
import { startVersitygw } from './lib/versitygw.mjs';
import testSummary from './lib/test-summary.cjs';

const RESULTS = path.join(REPO_ROOT, 'test-results');

/** @type {import('./lib/test-summary.cjs').Step[]} */
const steps = [];

/**
 * @param {string} step @param {string} command @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env] @param {'jest' | 'playwright'} [runner]
 */
function run(step, command, args, env = {}, runner = undefined) {
  console.log(`\n=== ${step}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  steps.push({ step, ok, seconds: Math.round((Date.now() - started) / 1000), runner });
  return ok;
}

/**
 * Like `run`, without waiting: resolves when the command ends.
 * @param {string} step @param {string} command @param {string[]} args
 * @returns {Promise<boolean>}
 */
function start(step, command, args) {
  console.log(`\n=== ${step} (alongside): ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      steps.push({ step, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
      resolve(code === 0);
    });
  });
}

/** @param {string} file @returns {any} */
function readJson(file) {
  const full = path.join(RESULTS, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
}

ensureNodeModules();
ensureDebianPackages([NGINX, CHROMIUM]);
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('format', 'npm', ['run', '--silent', 'format:check']);
// auth-service's repository tests run once more against a real PostgreSQL server.
const testPostgres = await startTestPostgres().catch((/** @type {unknown} */ error) => {
  console.error(error);
  steps.push({ step: 'test PostgreSQL', ok: false, seconds: 0 });
  return undefined;
});
// auth-service's Stripe provider tests send the SDK's requests to stripe-mock.
const stripeMock = await startStripeMock().catch((/** @type {unknown} */ error) => {
  console.error(error);
  steps.push({ step: 'stripe-mock', ok: false, seconds: 0 });
  return undefined;
});
// auth-service's storage tests run the S3 adapter against versitygw (an S3-compatible server).
const testS3 = await startVersitygw().catch((/** @type {unknown} */ error) => {
  console.error(error);
  steps.push({ step: 'versitygw', ok: false, seconds: 0 });
  return undefined;
});
run(
  'unit and API tests',
  'npx',
  ['jest', '--ci', '--json', `--outputFile=${path.join(RESULTS, 'unit.json')}`],
  {
    ...(testPostgres && { TEST_DATABASE_URL: testPostgres.url }),
    ...(stripeMock && { STRIPE_MOCK_URL: stripeMock.url }),
    ...(testS3 && {
      TEST_S3_ENDPOINT: testS3.url,
      TEST_S3_ACCESS_KEY_ID: testS3.accessKeyId,
      TEST_S3_SECRET_ACCESS_KEY: testS3.secretAccessKey,
    }),
  },
  'jest',
);
await testPostgres?.stop();
await stripeMock?.stop();
await testS3?.stop();
// The previous release (release.json), for the cross-release check in the browser tests: built
// beside today's build, once per commit (scripts/lib/previous-release.mjs).
const previousRelease = start('previous release build', 'node', [
  'scripts/lib/previous-release.mjs',
]);
const built = run('build', 'node', ['scripts/build.mjs']);
await previousRelease;
if (built) {
  // PostgreSQL stopped for 30 s under traffic and started again: nothing acknowledged lost or
  // doubled, 503s with Retry-After meanwhile, the API and its LISTEN back by themselves.
  run('drill: PostgreSQL stopped and started', 'node', [
    'scripts/drill-postgres.mjs',
    '--no-build',
  ]);
  // The S3 storage (versitygw) stopped for 20 s under uploads and downloads and started again:
  // 503s with Retry-After meanwhile, every acknowledged upload downloads whole, nothing
  // half-written, uploads and downloads back by themselves.
  run('drill: S3 storage stopped and started', 'node', ['scripts/drill-storage.mjs', '--no-build']);
  // The SMTP server (the mail catcher) stopped for 20 s while the outbox sends: every e-mail
  // queued meanwhile retried and delivered exactly once when it is back.
  run('drill: SMTP server stopped and started', 'node', ['scripts/drill-mail.mjs', '--no-build']);
  run('browser tests', 'npx', ['playwright', 'test'], {}, 'playwright');
}

const unit = readJson('unit.json');
const e2e = readJson('e2e.json');
const summary = testSummary.summarize({ steps, unit, e2e });
console.log('');
for (const line of testSummary.summaryLines({ steps, unit, e2e })) console.log(line);
process.exit(summary.failed === 0 ? 0 : 1);
