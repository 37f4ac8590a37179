// @ts-check
// `npm run bench:lists`: the list benchmarks (bench:catalogue, bench:directory, bench:jobs, bench:plm),
// each three times in a row on PGlite and on PostgreSQL, then one table: each run's worst p95,
// the load average before it and at its end, and whether all three runs of each met the budget
// (p95 under 50 ms, docs/architecture.md, "Performance budgets": three consecutive runs at a load
// average up to 2, the load before the run: a run's own load is about 2 on this 2-core machine). A
// run that started at a higher load average is marked, since it does not count. Takes about 15
// minutes. Options: `--runs N` (3), `--pglite-only`, `--postgres-only`; the rest goes to each bench
// (scripts/lib/list-bench.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths.mjs';
import { BUDGET_MS, QUIET_LOAD } from './lib/list-bench.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? '3' : (args[runsAt + 1] ?? '3');
const passed = args.filter(
  (arg, index) =>
    !['--pglite-only', '--postgres-only', '--runs'].includes(arg) &&
    !(runsAt !== -1 && index === runsAt + 1),
);
const databases = [
  ...(args.includes('--postgres-only') ? [] : [{ name: 'PGlite', flags: [] }]),
  ...(args.includes('--pglite-only') ? [] : [{ name: 'PostgreSQL', flags: ['--postgres'] }]),
];
const BENCHES = ['catalogue', 'directory', 'jobs', 'plm'];

console.log('Building auth-service...');
if (
  spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  }).status !== 0
) {
  process.exit(1);
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-lists-'));
/** @type {{ bench: string, database: string, results: { loadBefore: number, load: number, worst: number }[] }[]} */
const summaries = [];
try {
  for (const database of databases) {
    for (const bench of BENCHES) {
      const json = path.join(folder, `${bench}-${database.name}.json`);
      const run = spawnSync(
        process.execPath,
        [
          `scripts/bench-${bench}.mjs`,
          '--no-build',
          '--runs',
          runs,
          '--json',
          json,
          ...database.flags,
          ...passed,
        ],
        { cwd: REPO_ROOT, stdio: 'inherit' },
      );
      if (run.status !== 0) {
        summaries.push({ bench, database: database.name, results: [] });
        continue;
      }
      const { results } = JSON.parse(readFileSync(json, 'utf8'));
      summaries.push({ bench, database: database.name, results });
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}

console.log('');
console.log(
  `bench:lists ${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} CPUs: worst p95 ` +
    `of each run (ms), load average before it / at its end; budget ${BUDGET_MS} ms, counted ` +
    `when the load average before the run is up to ${QUIET_LOAD} (* above it)`,
);
console.log(
  '| list      | database   | run 1              | run 2              | run 3              | budget |',
);
console.log(
  '| --------- | ---------- | ------------------ | ------------------ | ------------------ | ------ |',
);
let allMet = true;
for (const { bench, database, results } of summaries) {
  const cells = results.map(({ worst, loadBefore, load }) =>
    `${worst.toFixed(1)} (${loadBefore.toFixed(1)}${loadBefore > QUIET_LOAD ? '*' : ''}/${load.toFixed(1)})`.padEnd(
      18,
    ),
  );
  const met =
    results.length > 0 &&
    results.every(({ worst, loadBefore }) => worst < BUDGET_MS && loadBefore <= QUIET_LOAD);
  const under = results.length > 0 && results.every(({ worst }) => worst < BUDGET_MS);
  allMet &&= met;
  const verdict = met ? 'met' : under ? 'loaded' : results.length === 0 ? 'failed' : 'NOT met';
  console.log(
    `| ${bench.padEnd(9)} | ${database.padEnd(10)} | ${cells.join(' | ')} | ${verdict.padEnd(6)} |`,
  );
}
console.log(
  allMet
    ? 'All three lists met the budget in every run, on a quiet machine.'
    : "Not shown met: a list's run over budget, failed, or at a load average above " +
        `${QUIET_LOAD} before it ('loaded': under budget but not quiet).`,
);
process.exitCode = allMet ? 0 : 1;
