// @ts-check
// `npm run explain:lists`: what each statement of the public list routes costs in the database
// alone, without the HTTP load of the bench:* scripts (usable while others share the machine).
// It builds auth-service, opens its database (PGlite in memory, or `-- --postgres` a throwaway
// PostgreSQL server), fills the 10,000 jobs and profiles of bench:jobs and bench:directory
// (scripts/lib/list-fixtures.mjs), then for every case of those benchmarks asks the route once
// through `inject` while recording the statements it sends, and runs each recorded statement,
// with its parameters, under EXPLAIN ANALYZE: the median execution time of BENCH_RUNS runs (9)
// and the plan's top nodes. A list total is counted once per case (list-totals.ts keeps it a
// few seconds), so each case shows its page query and its count.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  DIRECTORY_CASES,
  DIRECTORY_FILL_SQL,
  JOBS_FILL_SQL,
  JOB_CASES,
} from './lib/list-fixtures.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startTestPostgres } from './lib/postgres.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
/** One statement run before each EXPLAIN in its transaction, e.g. `SET LOCAL enable_seqscan = off`. */
const SETTINGS = process.env.EXPLAIN_SETTINGS;
const ROUTES = [
  { path: '/api/jobs', cases: JOB_CASES },
  { path: '/api/directory', cases: DIRECTORY_CASES },
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

const require = createRequire(import.meta.url);
const dist = (/** @type {string} */ file) =>
  require(path.join(REPO_ROOT, 'auth-service/dist', file));
const { buildApp } = dist('app.js');
const { DEFAULT_CONFIG, MEMORY_DATA_DIR } = dist('config.js');
const { openPglite } = dist('platform/database/pglite.js');
const { openPostgres } = dist('platform/database/postgres.js');

const postgres = process.argv.includes('--postgres') ? await startTestPostgres() : undefined;
const database = postgres ? await openPostgres(postgres.url) : await openPglite(MEMORY_DATA_DIR);

/** @type {{ sql: string, params: readonly unknown[] }[] | undefined} */
let recording;
const recorded = {
  ...database,
  kind: database.kind,
  /** @param {string} sql @param {readonly unknown[]} [params] */
  query(sql, params = []) {
    recording?.push({ sql, params });
    return database.query(sql, params);
  },
  exec: (/** @type {string} */ sql) => database.exec(sql),
  transaction: database.transaction.bind(database),
  listen: database.listen.bind(database),
  close: database.close.bind(database),
};

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The plan's first nodes, outermost first, as `Limit > Sort > Seq Scan on jobs`.
 * @returns {string}
 */
function outline(/** @type {any} */ node, depth = 0) {
  if (node === undefined || depth > 4) return '';
  const name =
    node['Node Type'] +
    (node['Index Name'] ? ` ${node['Index Name']}` : '') +
    (node['Relation Name'] && !node['Index Name'] ? ` on ${node['Relation Name']}` : '');
  const child = node.Plans?.find(
    (/** @type {any} */ plan) =>
      plan['Parent Relationship'] !== 'SubPlan' && plan['Parent Relationship'] !== 'InitPlan',
  );
  /** @type {string} */
  const rest = outline(child, depth + 1);
  return rest === '' ? name : `${name} > ${rest}`;
}

/** @param {{ sql: string, params: readonly unknown[] }} statement */
async function explain({ sql, params }) {
  const times = [];
  const planning = [];
  let plan;
  for (let run = 0; run < RUNS; run++) {
    const { rows } = await database.transaction(async (/** @type {any} */ tx) => {
      if (SETTINGS !== undefined) await tx.query(SETTINGS);
      return tx.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    });
    const cell = /** @type {Record<string, unknown>} */ (rows[0])['QUERY PLAN'];
    const parsed = typeof cell === 'string' ? JSON.parse(cell) : cell;
    plan = parsed[0];
    times.push(plan['Execution Time']);
    planning.push(plan['Planning Time']);
  }
  return { ms: median(times), planningMs: median(planning), outline: outline(plan?.Plan) };
}

const app = buildApp(
  { ...DEFAULT_CONFIG, dataDir: MEMORY_DATA_DIR, logLevel: 'warn' },
  { logger: false },
  { database: recorded },
);
try {
  await app.ready();
  await database.exec(JOBS_FILL_SQL);
  await database.exec(DIRECTORY_FILL_SQL);
  await database.exec('ANALYZE');
  console.log('');
  console.log(
    `explain:lists ${new Date().toISOString().slice(0, 16)} UTC, ${database.kind}, ` +
      `median of ${RUNS} EXPLAIN ANALYZE runs, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
  console.log('| route?case | statement | planning (ms) | execution (ms) | plan |');
  console.log('| ---------- | --------- | ------------- | -------------- | ---- |');
  for (const route of ROUTES) {
    for (const { name, params } of route.cases) {
      recording = [];
      const url = `${route.path}?${new URLSearchParams(params)}`;
      const response = await app.inject({ method: 'GET', url });
      const statements = recording.filter(({ sql }) => /^\s*select/i.test(sql));
      recording = undefined;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      for (const statement of statements) {
        const kind = /count\(\*\)/i.test(statement.sql) ? 'count' : 'rows';
        const { ms, planningMs, outline: plan } = await explain(statement);
        console.log(
          `| ${route.path} ${name} | ${kind} | ${planningMs.toFixed(2)} | ${ms.toFixed(2)} | ${plan} |`,
        );
      }
    }
  }
  if (process.env.EXPLAIN_SQL) {
    recording = [];
    await app.inject({ method: 'GET', url: process.env.EXPLAIN_SQL });
    for (const { sql, params } of recording) console.log(sql, JSON.stringify(params));
    recording = undefined;
  }
} finally {
  await app.close();
  await postgres?.stop();
}
