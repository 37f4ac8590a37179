// @ts-check
// `npm run bench:catalogue`: the marketplace's list route (GET /api/catalogue/products) over
// 10,000 published products, with a search word and a category and each sort of section 9, and
// with each sort alone: p95 and p50 at 20 concurrent requests, and the service's CPU time per
// request. Budget (docs/architecture.md, "Performance budgets"): p95 under 50 ms on this 2-core
// machine, PGlite and PostgreSQL.
//
// The products are filled with one INSERT ... SELECT over generate_series (script-only: the API's
// own writes need uploads and are rate limited per user), then the sales of issue 20: 100,000
// purchases (skewed towards some products; a fiftieth refunded, some pending), a download of each
// paid one (a third of them twice) and 50,000 reviews, with the products' counters and bestsellers
// set as the sales module maintains them (scripts/lib/list-fixtures.mjs). The client runs in this
// process on the same 2 cores: the latencies include its share.
//
// `-- --postgres` for PostgreSQL; `-- --concurrency 1` for the cost of one request alone; the
// other options are scripts/lib/list-bench.mjs's.
import {
  CATALOGUE_CASES,
  CATALOGUE_FILL_SQL,
  CATALOGUE_SALES_SQL,
  CATALOGUE_SEARCH,
  CATALOGUE_VACUUM_SQL,
  PRODUCTS,
  PURCHASES,
  REVIEWS,
} from './lib/list-fixtures.mjs';
import { runListBench } from './lib/list-bench.mjs';

await runListBench({
  bench: 'bench:catalogue',
  route: '/api/catalogue/products',
  describe: `${PRODUCTS} published products, ${PURCHASES} purchases, ${REVIEWS} reviews`,
  cases: CATALOGUE_CASES,
  fill: [CATALOGUE_FILL_SQL, CATALOGUE_SALES_SQL],
  // The counters' UPDATEs leave a dead version of every product behind, which PostgreSQL's
  // autovacuum would clear in a live database; the bench measures that state.
  afterFill: CATALOGUE_VACUUM_SQL,
  async before(base) {
    const page = /** @type {{ total: number }} */ (
      await (await fetch(`${base}?${new URLSearchParams(CATALOGUE_SEARCH)}`)).json()
    );
    console.log(`'${CATALOGUE_SEARCH.q}' in ${CATALOGUE_SEARCH.category}: ${page.total} products`);
  },
});
