// @ts-check
// `npm run bench:tech-pack`: how long auth-service takes to make a style's tech pack PDF (issue
// 38). It builds auth-service (as the other benchmarks do: the compiled service is what runs in
// production), then renders the fixture style (auth-service/src/modules/plm/export/fixtures.ts)
// grown to 40 points of measure × 8 sizes and 30 BOM rows, with two 1280 × 1600 sketch images,
// 3 times to warm up and then BENCH_RENDERS (20) times, and prints the median, the p95 and the
// load average before and after. Budget (docs/architecture.md, "Performance budgets"): under
// 2 s. `-- --no-build` uses the build as it is.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from './lib/paths.mjs';

const BUDGET_MS = 2000;
const WARM_UP = 3;
const RENDERS = Number(process.env.BENCH_RENDERS ?? 20);
const POINTS = 40;
const BOM_ROWS = 30;

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').trim();

if (!process.argv.includes('--no-build')) {
  console.log('Building auth-service...');
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const require = createRequire(import.meta.url);
const exportDir = path.join(REPO_ROOT, 'auth-service/dist/modules/plm/export');
/** @type {{ renderTechPackPdf: (input: unknown) => Promise<Buffer> }} */
const { renderTechPackPdf } = require(path.join(exportDir, 'tech-pack-pdf.js'));
/** @type {{ fixtureInput: (options: { points: number, bomRows: number }) => Promise<unknown> }} */
const { fixtureInput } = require(path.join(exportDir, 'fixtures.js'));

const input = await fixtureInput({ points: POINTS, bomRows: BOM_ROWS });
const loadBefore = loadAverage();
for (let run = 0; run < WARM_UP; run++) await renderTechPackPdf(input);

/** @type {number[]} */
const times = [];
let bytes = 0;
for (let run = 0; run < RENDERS; run++) {
  const start = performance.now();
  const pdf = await renderTechPackPdf(input);
  times.push(performance.now() - start);
  bytes = pdf.length;
}
times.sort((a, b) => a - b);
/** @param {number} share */
const percentile = (share) =>
  times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? NaN;
const median = percentile(0.5);
const p95 = percentile(0.95);

console.log(
  `Tech pack PDF, ${String(POINTS)} points of measure × 8 sizes, ${String(BOM_ROWS)} BOM rows, 2 sketches ` +
    `(${String(Math.round(bytes / 1024))} KB): ${String(RENDERS)} renders`,
);
console.log(
  `  median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (budget ${String(BUDGET_MS)} ms)`,
);
console.log(`  load average before: ${loadBefore}; after: ${loadAverage()}`);
if (p95 >= BUDGET_MS) {
  console.log('  OVER BUDGET');
  process.exitCode = 1;
}
