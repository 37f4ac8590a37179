// @ts-check
// `npm run bench:catalogue`: the marketplace's list route (GET /api/catalogue/products) over
// 10,000 published products, with a search word and a category and each sort of section 9, and
// with each sort alone: p95 and p50 at 20 concurrent requests. Budget (ARCHITECTURE.md): p95
// under 50 ms on this 2-core machine, PGlite and PostgreSQL.
//
// It builds auth-service, lets it migrate an empty database, fills `products` with one
// INSERT ... SELECT over generate_series (script-only: the API's own writes need uploads and
// are rate limited per user), then the sales of issue 20: 100,000 purchases (skewed towards
// some products; a fiftieth refunded, some pending), a download of each paid one (a third of
// them twice) and 50,000 reviews, with the products' counters (sales, revenue, downloads,
// ratings) and bestsellers set as the sales module maintains them. Then it starts auth-service
// on it and loads the route. The client runs in this process on the same 2 cores: the figures
// include its share.
//
// `npm run bench:catalogue -- --postgres` runs against a throwaway PostgreSQL server
// (scripts/lib/postgres.mjs) instead of PGlite. Options (environment): BENCH_REQUESTS per case
// (400), BENCH_CONCURRENCY (20).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthService, startKeySet } from './lib/api-harness.mjs';
import { load } from './lib/http-load.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startTestPostgres } from './lib/postgres.mjs';

const PRODUCTS = 10_000;
const PURCHASES = 100_000;
const REVIEWS = 50_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const BUDGET_MS = 50;
const SORTS = [
  'featured',
  'newest',
  'oldest',
  'price-low',
  'price-high',
  'downloads',
  'rating',
  'relevance',
];
const SEARCH = { q: 'blazer', category: 'Design Templates' };

/**
 * 10,000 published products by 50 authors, spread over the categories, with words to search for
 * (one title in twelve names a blazer), prices and ages that differ; their sales figures come
 * from SALES_SQL.
 */
const FILL_SQL = `
INSERT INTO products (author_id, author_name, title, description, category, subcategory,
  price_cents, product_type, tags, status, is_featured, published_at, created_at)
SELECT
  ('00000000-0000-4000-8000-' || lpad((i % 50)::text, 12, '0'))::uuid,
  (ARRAY['Sarah Chen', 'Marco Rossi', 'Aiko Tanaka', 'Lena Fischer', 'Omar Haddad'])[1 + i % 5],
  (ARRAY['Classic', 'Oversized', 'Tailored', 'Cropped', 'Relaxed', 'Structured'])[1 + i % 6]
    || ' ' || (ARRAY['blazer', 'trench coat', 'shirt dress', 'denim jacket', 'bomber', 'midi skirt',
      'wide-leg trouser', 'knit cardigan', 'swimsuit', 'hoodie', 'parka', 'jumpsuit'])[1 + (i / 6) % 12]
    || ' ' || (ARRAY['tech pack', 'pattern', 'CAD template', 'print set'])[1 + (i / 72) % 4]
    || ' ' || i,
  'A production-ready file set with flats, specs and grading for the style, number ' || i
    || '. Editable, layered and laid out the way factories read it.',
  (ARRAY['Design Templates', 'Patterns & Prints', 'Technical Resources', 'Business Tools',
    'Photography & Media'])[1 + i % 5],
  (ARRAY['Tech Packs', 'Seamless Patterns', 'Size Charts', 'Brand Guidelines',
    'Product Photos'])[1 + i % 5],
  500 + (i * 7919) % 50000,
  'ready-made',
  ARRAY['fashion', (ARRAY['tech pack', 'pattern', 'CAD', 'print'])[1 + i % 4]],
  'published',
  i % 50 = 0,
  now() - (i || ' minutes')::interval,
  now() - (i || ' minutes')::interval
FROM generate_series(1, ${PRODUCTS}) AS i`;

/**
 * The sales (issue 20): purchases by 20,000 buyers over the last 90 days, skewed so that some
 * products sell far more than others; downloads and reviews of paid ones; then the products'
 * counters and the Bestseller rule, as the sales module keeps them (sales/figures.ts).
 */
const SALES_SQL = `
WITH numbered AS (
  SELECT id, author_id, author_name, title, price_cents,
    row_number() OVER (ORDER BY created_at DESC, id) AS n
  FROM products
)
INSERT INTO purchases (id, buyer_id, buyer_name, seller_id, seller_name, product_id,
  product_title, amount_cents, account_id, checkout_session_id, payment_intent_id, charge_id,
  status, stripe_fee_cents, refunded_cents, created_at, paid_at)
SELECT
  gen_random_uuid(),
  ('10000000-0000-4000-8000-' || lpad((j % 20000)::text, 12, '0'))::uuid,
  'Buyer ' || (j % 20000),
  p.author_id, p.author_name, p.id, p.title, p.price_cents,
  'acct_bench_' || substr(p.author_id::text, 25),
  'cs_bench_' || j, 'pi_bench_' || j, 'ch_bench_' || j,
  CASE WHEN j % 50 = 0 THEN 'refunded' WHEN j % 97 = 0 THEN 'pending' ELSE 'paid' END,
  round(p.price_cents * 0.029) + 30,
  CASE WHEN j % 50 = 0 THEN p.price_cents ELSE 0 END,
  now() - ((j % 90) || ' days')::interval,
  CASE WHEN j % 97 = 0 AND j % 50 <> 0 THEN NULL ELSE now() - ((j % 90) || ' days')::interval END
FROM generate_series(1, ${PURCHASES}) AS j
JOIN numbered p ON p.n = 1 + floor(power((j * 0.6180339887) % 1, 3) * ${PRODUCTS})::int;

INSERT INTO purchase_downloads (purchase_id, file_key, downloaded_at)
SELECT id, 'bench', paid_at FROM purchases WHERE status = 'paid'
UNION ALL
SELECT id, 'bench', paid_at FROM purchases WHERE status = 'paid' AND abs(hashtext(id::text)) % 3 = 0;

INSERT INTO product_reviews (id, product_id, seller_id, buyer_id, buyer_name, rating, comment)
SELECT gen_random_uuid(), product_id, seller_id, buyer_id, buyer_name,
  1 + abs(hashtext(buyer_id::text || product_id::text)) % 5, 'Clear and complete.'
FROM (
  SELECT DISTINCT ON (product_id, buyer_id) product_id, seller_id, buyer_id, buyer_name
  FROM purchases WHERE status = 'paid'
  ORDER BY product_id, buyer_id
  LIMIT ${REVIEWS}
) AS bought;

UPDATE products SET total_sales = s.sales, revenue_cents = s.revenue
FROM (
  SELECT product_id, count(*) AS sales, sum(amount_cents - refunded_cents) AS revenue
  FROM purchases WHERE status = 'paid' GROUP BY product_id
) AS s WHERE s.product_id = products.id;

UPDATE products SET downloads = d.n
FROM (
  SELECT pu.product_id, count(*) AS n
  FROM purchase_downloads AS d JOIN purchases AS pu ON pu.id = d.purchase_id
  GROUP BY pu.product_id
) AS d WHERE d.product_id = products.id;

UPDATE products SET review_count = r.n, rating_total = r.total,
  rating = round(r.total::numeric / r.n, 1)
FROM (
  SELECT product_id, count(*) AS n, sum(rating) AS total FROM product_reviews GROUP BY product_id
) AS r WHERE r.product_id = products.id;

WITH recent AS (
  SELECT product_id, count(*) AS n FROM purchases
  WHERE status = 'paid' AND paid_at >= now() - interval '30 days' GROUP BY product_id
), ranked AS (
  SELECT p.id, coalesce(r.n, 0) AS n,
    rank() OVER (PARTITION BY p.category ORDER BY coalesce(r.n, 0) DESC) AS place,
    count(*) OVER (PARTITION BY p.category) AS size
  FROM products AS p LEFT JOIN recent AS r ON r.product_id = p.id
  WHERE p.status = 'published'
)
UPDATE products SET is_bestseller = (ranked.n >= 3 AND ranked.place <= ceil(ranked.size / 10.0))
FROM ranked WHERE ranked.id = products.id`;

/**
 * Run one at a time (VACUUM refuses a transaction block): the counters' UPDATEs above leave a
 * dead version of every product behind, which PostgreSQL's autovacuum would clear in a live
 * database; the bench measures that state, not the seeding's leftovers.
 */
const VACUUM_SQL = ['products', 'purchases', 'purchase_downloads', 'product_reviews'].map(
  (table) => `VACUUM ANALYZE ${table}`,
);

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
  // Migrate, then fill the table while the service is stopped (PGlite: one process at a time).
  await (await startAuthService({ jwksUrl: keySet.jwksUrl, env })).stop();
  const filling = performance.now();
  if (postgres) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(FILL_SQL);
    await client.query(SALES_SQL);
    for (const statement of VACUUM_SQL) await client.query(statement);
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create(dataDir ?? '', { extensions: { pg_trgm } });
    await pglite.exec(FILL_SQL);
    await pglite.exec(SALES_SQL);
    for (const statement of VACUUM_SQL) await pglite.exec(statement);
    await pglite.close();
  }
  console.log(
    `${PRODUCTS} products, ${PURCHASES} purchases with their downloads and ${REVIEWS} reviews ` +
      `inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );

  const service = await startAuthService({ jwksUrl: keySet.jwksUrl, env });
  try {
    const base = `${service.url}/api/catalogue/products`;
    const first = await fetch(`${base}?${new URLSearchParams(SEARCH)}`);
    const page = /** @type {{ total: number }} */ (await first.json());
    console.log(`'${SEARCH.q}' in ${SEARCH.category}: ${page.total} products`);
    const cases = SORTS.flatMap((sort) => [
      { name: `q=${SEARCH.q}, category, sort=${sort}`, params: { ...SEARCH, sort } },
      ...(sort === 'relevance' ? [] : [{ name: `sort=${sort}`, params: { sort } }]),
    ]);
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
      `bench:catalogue ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, ` +
        `${database}, ${PRODUCTS} published products, ${PURCHASES} purchases, ${REVIEWS} reviews, ` +
        `${REQUESTS} requests per case, ` +
        `${CONCURRENCY} concurrent, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'}`,
    );
    console.log('| GET /api/catalogue/products?...        | p50 (ms) | p95 (ms) |');
    console.log('| -------------------------------------- | -------- | -------- |');
    for (const row of rows) {
      console.log(
        `| ${row.name.padEnd(38)} | ${row.p50.toFixed(1).padStart(8)} | ${row.p95.toFixed(1).padStart(8)} |`,
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
