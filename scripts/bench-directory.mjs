// @ts-check
// `npm run bench:directory`: /explore's list route (GET /api/directory) over 10,000 public
// profiles (500 of them Pro members), with a search word, with each filter, and alone: p95 and
// p50 at 20 concurrent requests, and the service's CPU time per request. Budget
// (docs/architecture.md, "Performance budgets"): p95 under 50 ms on this 2-core machine, PGlite and
// PostgreSQL.
//
// user_profiles, public_profiles and subscriptions are filled with INSERT ... SELECT over
// generate_series (script-only, scripts/lib/list-fixtures.mjs). `-- --postgres` for PostgreSQL,
// `-- --concurrency 1` for the cost of one request alone; the other options are
// scripts/lib/list-bench.mjs's.
import { DIRECTORY_CASES, DIRECTORY_FILL_SQL, PROFILES, PRO_EVERY } from './lib/list-fixtures.mjs';
import { runListBench } from './lib/list-bench.mjs';

await runListBench({
  bench: 'bench:directory',
  route: '/api/directory',
  describe: `${PROFILES} profiles (${PROFILES / PRO_EVERY} Pro)`,
  cases: DIRECTORY_CASES,
  fill: [DIRECTORY_FILL_SQL],
  afterFill: ['ANALYZE'],
});
