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
import { startTestPostgres } from './lib/postgres.mjs';

const PROFILES = 10_000;
const PRO_EVERY = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const BUDGET_MS = 50;

/** @param {string} expression */
const id = (expression) =>
  `('00000000-0000-4000-8000-' || lpad((${expression})::text, 12, '0'))::uuid`;

/** 10,000 freelancers and suppliers with professions, categories, places and skills that differ. */
const FILL_SQL = `
INSERT INTO user_profiles (id, email, full_name, role, username)
SELECT ${id('i')}, 'user' || i || '@bench.test', 'Member ' || i,
  CASE WHEN i % 5 = 0 THEN 'supplier' ELSE 'freelancer' END, 'member-' || i
FROM generate_series(1, ${PROFILES}) AS i;

INSERT INTO public_profiles (user_id, role, full_name, profession, location, availability, bio,
  categories, skills, services, languages, is_public)
SELECT ${id('i')},
  CASE WHEN i % 5 = 0 THEN 'supplier' ELSE 'freelancer' END,
  (ARRAY['Sarah', 'Marco', 'Aiko', 'Lena', 'Omar', 'Ines'])[1 + i % 6] || ' '
    || (ARRAY['Chen', 'Rossi', 'Tanaka', 'Fischer', 'Haddad', 'Silva', 'Novak'])[1 + i % 7] || ' ' || i,
  (ARRAY['Swimwear Designer', 'Technical Designer', 'Pattern Maker', 'Print Designer',
    'Knitwear Manufacturer', 'Denim Specialist', 'Fashion Illustrator', 'Sourcing Agent'])[1 + i % 8],
  (ARRAY['Barcelona, Spain', 'Porto, Portugal', 'Milan, Italy', 'London, UK', 'New York, USA',
    'Istanbul, Turkey', 'Dhaka, Bangladesh'])[1 + i % 7],
  CASE WHEN i % 3 = 0 THEN 'booked' ELSE 'available' END,
  'Designs and develops collections from sketch to production, number ' || i || '.',
  ARRAY[(ARRAY['Swimwear Design', 'Activewear', 'Print Design', 'Technical Design', 'Outerwear',
    'Denim', 'Knitwear', 'Pattern Making'])[1 + i % 8]],
  ARRAY[(ARRAY['CLO 3D', 'Illustrator', 'Tech packs', 'Grading', 'Draping'])[1 + i % 5]],
  ARRAY['Tech pack creation'],
  ARRAY['English'],
  i % 10 <> 0
FROM generate_series(1, ${PROFILES}) AS i;

INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
SELECT ${id('i')}, 'sub_' || i, 'cus_' || i, 'active'
FROM generate_series(${PRO_EVERY}, ${PROFILES}, ${PRO_EVERY}) AS i;`;

/** @type {{ name: string, params: Record<string, string> }[]} */
const CASES = [
  { name: 'all', params: {} },
  { name: 'q=designer', params: { q: 'designer' } },
  { name: 'q=swimwear, role=freelancer', params: { q: 'swimwear', role: 'freelancer' } },
  { name: 'category=Denim', params: { category: 'Denim' } },
  { name: 'location=porto', params: { location: 'porto' } },
  { name: 'availability=booked, page=20', params: { availability: 'booked', page: '20' } },
];

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
    await client.query(FILL_SQL);
    await client.query('ANALYZE');
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create(dataDir ?? '', { extensions: { pg_trgm } });
    await pglite.exec(FILL_SQL);
    await pglite.exec('ANALYZE');
    await pglite.close();
  }

  const service = await startAuthService({ jwksUrl: keySet.jwksUrl, env });
  try {
    const base = `${service.url}/api/directory`;
    for (const { params } of CASES) {
      await load(`${base}?${new URLSearchParams(params)}`, 2 * CONCURRENCY, CONCURRENCY);
    }
    /** @type {{ name: string, p50: number, p95: number }[]} */
    const rows = [];
    for (const { name, params } of CASES) {
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
