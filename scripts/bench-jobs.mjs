// @ts-check
// `npm run bench:jobs`: the job board's route (GET /api/jobs) over 10,000 listed jobs, with each
// sort of section 9 alone and with a search word and a category: p95 and p50 at 20 concurrent
// requests. Budget (issue 12): p95 under 50 ms on this 2-core machine, PGlite and PostgreSQL.
//
// It builds auth-service, lets it migrate an empty database, fills `jobs` with one INSERT ...
// SELECT over generate_series (script-only: the API's posts are rate limited per user), then
// starts auth-service on it and loads the route. The client runs in this process on the same
// 2 cores: the figures include its share.
//
// `npm run bench:jobs -- --postgres` runs against a throwaway PostgreSQL server
// (scripts/lib/postgres.mjs) instead of PGlite. Options (environment): BENCH_REQUESTS per case
// (400), BENCH_CONCURRENCY (20).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthService, startKeySet } from './lib/api-harness.mjs';
import { load } from './lib/http-load.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { JOBS, JOBS_FILL_SQL, JOB_CASES, JOB_SEARCH } from './lib/list-fixtures.mjs';
import { startTestPostgres } from './lib/postgres.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const BUDGET_MS = 50;

console.log('Building auth-service...');
if (
  spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  }).status !== 0
) {
  process.exit(1);
}

const postgres = process.argv.includes('--postgres') ? await startTestPostgres() : undefined;
const dataDir = postgres ? undefined : mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-jobs-'));
const database = postgres ? 'PostgreSQL (local server)' : 'PGlite (on disk)';
const env = {
  LOG_LEVEL: 'warn',
  DATABASE_URL: postgres?.url ?? '',
  DATA_DIR: dataDir ?? 'memory://',
};
const keySet = await startKeySet();

try {
  // Migrate, then fill the table while the service is stopped (PGlite: one process at a time).
  await (await startAuthService({ jwksUrl: keySet.jwksUrl, env })).stop();
  const filling = performance.now();
  if (postgres) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(JOBS_FILL_SQL);
    await client.query('ANALYZE jobs');
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create(dataDir ?? '', { extensions: { pg_trgm } });
    await pglite.exec(JOBS_FILL_SQL);
    await pglite.exec('ANALYZE jobs');
    await pglite.close();
  }
  console.log(`${JOBS} jobs inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s`);

  const service = await startAuthService({ jwksUrl: keySet.jwksUrl, env });
  try {
    const base = `${service.url}/api/jobs`;
    const all = /** @type {{ total: number }} */ (await (await fetch(base)).json());
    const first = await fetch(`${base}?${new URLSearchParams(JOB_SEARCH)}`);
    const page = /** @type {{ total: number }} */ (await first.json());
    console.log(
      `${all.total} listed; '${JOB_SEARCH.q}' in ${JOB_SEARCH.category}: ${page.total} jobs`,
    );
    const cases = JOB_CASES;
    // Warm-up: every case once at the same concurrency (JIT, query plans, caches).
    for (const { params } of cases) {
      await load(`${base}?${new URLSearchParams(params)}`, 2 * CONCURRENCY, CONCURRENCY);
    }

    /** @type {{ name: string, p50: number, p95: number }[]} */
    const rows = [];
    for (const { name, params } of cases) {
      const result = await load(`${base}?${new URLSearchParams(params)}`, REQUESTS, CONCURRENCY);
      rows.push({ name, ...result });
      console.log(`  ${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`);
    }
    const worst = Math.max(...rows.map((row) => row.p95));
    console.log('');
    console.log(
      `bench:jobs ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, ` +
        `${database}, ${JOBS} jobs, ${REQUESTS} requests per case, ` +
        `${CONCURRENCY} concurrent, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'}`,
    );
    console.log('| GET /api/jobs?...                       | p50 (ms) | p95 (ms) |');
    console.log('| --------------------------------------- | -------- | -------- |');
    for (const row of rows) {
      console.log(
        `| ${row.name.padEnd(39)} | ${row.p50.toFixed(1).padStart(8)} | ${row.p95.toFixed(1).padStart(8)} |`,
      );
    }
    console.log(
      `worst p95 ${worst.toFixed(1)} ms (budget ${BUDGET_MS} ms): ${worst < BUDGET_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await service.stop();
  }
} finally {
  await keySet.close();
  await postgres?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
