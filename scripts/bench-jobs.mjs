// @ts-check
// `npm run bench:jobs`: the job board's route (GET /api/jobs) over 10,000 listed jobs, with each
// sort of section 9 alone and with a search word and a category: p95 and p50 at 20 concurrent
// requests, and the service's CPU time per request. Budget (issue 12): p95 under 50 ms on this
// 2-core machine, PGlite and PostgreSQL.
//
// `jobs` is filled with one INSERT ... SELECT over generate_series (script-only: the API's posts
// are rate limited per user; scripts/lib/list-fixtures.mjs). `-- --postgres` for PostgreSQL,
// `-- --concurrency 1` for the cost of one request alone; the other options are
// scripts/lib/list-bench.mjs's.
import { JOBS, JOBS_FILL_SQL, JOB_CASES, JOB_SEARCH } from './lib/list-fixtures.mjs';
import { runListBench } from './lib/list-bench.mjs';

await runListBench({
  bench: 'bench:jobs',
  route: '/api/jobs',
  describe: `${JOBS} jobs`,
  cases: JOB_CASES,
  fill: [JOBS_FILL_SQL],
  afterFill: ['ANALYZE jobs'],
  async before(base) {
    const all = /** @type {{ total: number }} */ (await (await fetch(base)).json());
    const page = /** @type {{ total: number }} */ (
      await (await fetch(`${base}?${new URLSearchParams(JOB_SEARCH)}`)).json()
    );
    console.log(
      `${all.total} listed; '${JOB_SEARCH.q}' in ${JOB_SEARCH.category}: ${page.total} jobs`,
    );
  },
});
