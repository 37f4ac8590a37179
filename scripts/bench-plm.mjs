// @ts-check
// `npm run bench:plm`: Atelier PLM's list (GET /api/plm/styles) over one owner's 10,000 styles:
// the first and a far page, a search by name and by style number, the filters; p95 and p50 at
// 20 concurrent requests and the service's CPU time per request. Budget (issue 38, like the other
// lists): p95 under 50 ms on this 2-core machine, PGlite and PostgreSQL. The route is signed in:
// every request carries the owner's token, made with the bench's own key set.
import {
  STYLES,
  STYLES_FILL_SQL,
  STYLE_CASES,
  STYLE_OWNER,
  STYLE_SEARCH,
} from './lib/list-fixtures.mjs';
import { runListBench } from './lib/list-bench.mjs';

/** @type {Record<string, string>} */
let headers = {};

await runListBench({
  bench: 'bench:plm',
  route: '/api/plm/styles',
  describe: `${STYLES} styles`,
  cases: STYLE_CASES,
  fill: [STYLES_FILL_SQL],
  afterFill: ['ANALYZE plm_styles'],
  async headers(sign) {
    headers = { authorization: `Bearer ${await sign(STYLE_OWNER, { roles: ['freelancer'] })}` };
    return headers;
  },
  async before(base) {
    const all = /** @type {{ total: number }} */ (await (await fetch(base, { headers })).json());
    const found = /** @type {{ total: number }} */ (
      await (await fetch(`${base}?${new URLSearchParams(STYLE_SEARCH)}`, { headers })).json()
    );
    console.log(`${all.total} styles; '${STYLE_SEARCH.q}': ${found.total}`);
  },
});
