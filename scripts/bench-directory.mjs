// @ts-check
// `npm run bench:directory`: /explore's list route (GET /api/directory) over 10,000 public
// profiles (500 of them Pro members), with a search word, with each filter, and alone: p95 and
// p50 at 20 concurrent requests. Budget (ARCHITECTURE.md): p95 under 50 ms on this 2-core
// machine, PGlite and PostgreSQL.
//
// Like bench:catalogue: builds auth-service, lets it migrate an empty database, fills
// user_profiles, public_profiles and subscriptions with INSERT ... SELECT over generate_series
// (script-only), then starts auth-service on it and loads the route. `-- --postgres` runs
// against a throwaway PostgreSQL server. Options (environment): BENCH_REQUESTS per case (400),
// BENCH_CONCURRENCY (20).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthService, startKeySet } from './lib/api-harness.mjs';
import { load } from './lib/http-load.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { DIRECTORY_CASES, DIRECTORY_FILL_SQL, PROFILES, PRO_EVERY } from './lib/list-fixtures.mjs';
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
const dataDir = postgres ? undefined : mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
const database = postgres ? 'PostgreSQL (local server)' : 'PGlite (on disk)';
const env = {
  LOG_LEVEL: 'warn',
  DATABASE_URL: postgres?.url ?? '',
  DATA_DIR: dataDir ?? 'memory://',
};
const keySet = await startKeySet();

try {
  await (await startAuthService({ jwksUrl: keySet.jwksUrl, env })).stop();
  if (postgres) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(DIRECTORY_FILL_SQL);
    await client.query('ANALYZE');
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create(dataDir ?? '', { extensions: { pg_trgm } });
    await pglite.exec(DIRECTORY_FILL_SQL);
    await pglite.exec('ANALYZE');
    await pglite.close();
  }

  const service = await startAuthService({ jwksUrl: keySet.jwksUrl, env });
  try {
    const base = `${service.url}/api/directory`;
    for (const { params } of DIRECTORY_CASES) {
      await load(`${base}?${new URLSearchParams(params)}`, 2 * CONCURRENCY, CONCURRENCY);
    }
    /** @type {{ name: string, p50: number, p95: number }[]} */
    const rows = [];
    for (const { name, params } of DIRECTORY_CASES) {
      const result = await load(`${base}?${new URLSearchParams(params)}`, REQUESTS, CONCURRENCY);
      rows.push({ name, ...result });
      console.log(`  ${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`);
    }
    const worst = Math.max(...rows.map((row) => row.p95));
    console.log('');
    console.log(
      `bench:directory ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, ` +
        `${database}, ${PROFILES} profiles (${PROFILES / PRO_EVERY} Pro), ${REQUESTS} requests ` +
        `per case, ${CONCURRENCY} concurrent, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'}`,
    );
    console.log('| GET /api/directory?...                | p50 (ms) | p95 (ms) |');
    console.log('| ------------------------------------- | -------- | -------- |');
    for (const row of rows) {
      console.log(
        `| ${row.name.padEnd(37)} | ${row.p50.toFixed(1).padStart(8)} | ${row.p95.toFixed(1).padStart(8)} |`,
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
