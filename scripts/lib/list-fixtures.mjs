// @ts-check
// The 10,000-row lists of bench:catalogue, bench:jobs and bench:directory and the cases they load,
// shared with scripts/explain-lists.mjs (which runs the same routes' SQL under EXPLAIN ANALYZE).

export const PRODUCTS = 10_000;
export const PURCHASES = 100_000;
export const REVIEWS = 50_000;
export const CATALOGUE_SORTS = [
  'featured',
  'newest',
  'oldest',
  'price-low',
  'price-high',
  'downloads',
  'rating',
  'relevance',
];
export const CATALOGUE_SEARCH = { q: 'blazer', category: 'Design Templates' };

/**
 * 10,000 published products by 50 authors, spread over the categories, with words to search for
 * (one title in twelve names a blazer), prices and ages that differ; their sales figures come
 * from CATALOGUE_SALES_SQL.
 */
export const CATALOGUE_FILL_SQL = `
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
export const CATALOGUE_SALES_SQL = `
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
export const CATALOGUE_VACUUM_SQL = [
  'products',
  'purchases',
  'purchase_downloads',
  'product_reviews',
].map((table) => `VACUUM ANALYZE ${table}`);

/** @type {{ name: string, params: Record<string, string> }[]} */
export const CATALOGUE_CASES = CATALOGUE_SORTS.flatMap((sort) => [
  {
    name: `q=${CATALOGUE_SEARCH.q}, category, sort=${sort}`,
    params: { ...CATALOGUE_SEARCH, sort },
  },
  ...(sort === 'relevance' ? [] : [{ name: `sort=${sort}`, params: { sort } }]),
]);

export const JOBS = 10_000;
export const JOB_SORTS = [
  'featured',
  'newest',
  'oldest',
  'salary-high',
  'salary-low',
  'applicants',
];
export const JOB_SEARCH = { q: 'knitwear', category: 'Design' };

/**
 * 10,000 listed jobs of 50 clients over the categories, types and levels, one title in eight
 * naming knitwear, salaries in three currencies and four periods (one job in five without), and
 * applicant counts and ages that differ; a few closed, expired, draft or invite-only jobs that
 * the board must skip.
 */
export const JOBS_FILL_SQL = `
INSERT INTO jobs (client_id, status, visibility, title, company, location, type, remote, category,
  experience, description, requirements, skills, salary_type, salary_min, salary_max,
  salary_currency, salary_period, salary_usd_yearly_min, salary_usd_yearly_max, featured, urgent,
  applicants, created_at, published_at, expires_at, closed_at)
SELECT
  ('00000000-0000-4000-8000-' || lpad((i % 50)::text, 12, '0'))::uuid,
  CASE WHEN i % 97 = 0 THEN 'draft' ELSE 'published' END,
  CASE WHEN i % 89 = 0 THEN 'invite-only' WHEN i % 7 = 0 THEN 'confidential' ELSE 'public' END,
  (ARRAY['Senior', 'Junior', 'Lead', 'Freelance', 'Assistant', 'Head of'])[1 + i % 6]
    || ' ' || (ARRAY['Knitwear', 'Swimwear', 'Denim', 'Outerwear', 'Activewear', 'Bridal',
      'Menswear', 'Footwear'])[1 + (i / 6) % 8]
    || ' ' || (ARRAY['Designer', 'Pattern Maker', 'Technical Designer', 'Merchandiser'])[1 + (i / 48) % 4]
    || ' ' || i,
  (ARRAY['Coastal Threads', 'Pulse Athletics', 'Atelier Nord', 'Urban Loom'])[1 + i % 4],
  (ARRAY['Los Angeles, CA', 'New York, NY', 'London, UK', 'Remote'])[1 + i % 4],
  (ARRAY['full-time', 'part-time', 'contract', 'freelance', 'internship'])[1 + i % 5],
  i % 3 = 0,
  (ARRAY['Design', 'Pattern Making', 'Technical Design', 'Production', 'Marketing', 'Styling'])[1 + i % 6],
  (ARRAY['entry', 'mid', 'senior', 'executive'])[1 + i % 4],
  'Join our team for role number ' || i || ': collections from concept to production, fittings and factory follow-up.',
  ARRAY['3+ years of experience', 'A portfolio'],
  ARRAY['CLO 3D', 'Adobe Illustrator', (ARRAY['Tech Packs', 'Grading', 'Knitting', 'Draping'])[1 + i % 4]],
  CASE WHEN i % 5 = 0 THEN 'not-specified' ELSE 'range' END,
  CASE WHEN i % 5 = 0 THEN NULL ELSE 20 + (i * 7919) % 100000 END,
  CASE WHEN i % 5 = 0 THEN NULL ELSE 40 + (i * 7919) % 100000 + 5000 END,
  CASE WHEN i % 5 = 0 THEN NULL ELSE (ARRAY['USD', 'EUR', 'GBP'])[1 + i % 3] END,
  CASE WHEN i % 5 = 0 THEN NULL ELSE (ARRAY['year', 'month', 'hour', 'project'])[1 + i % 4] END,
  CASE WHEN i % 5 = 0 THEN NULL ELSE 20 + (i * 7919) % 100000 END,
  CASE WHEN i % 5 = 0 THEN NULL ELSE 40 + (i * 7919) % 100000 + 5000 END,
  i % 40 = 0,
  i % 25 = 0,
  (i * 31) % 120,
  now() - (i || ' minutes')::interval,
  CASE WHEN i % 97 = 0 THEN NULL ELSE now() - (i || ' minutes')::interval END,
  CASE WHEN i % 97 = 0 THEN NULL WHEN i % 83 = 0 THEN now() - interval '1 day'
    ELSE now() + interval '30 days' END,
  CASE WHEN i % 79 = 0 THEN now() ELSE NULL END
FROM generate_series(1, ${JOBS}) AS i`;

/** @type {{ name: string, params: Record<string, string> }[]} */
export const JOB_CASES = JOB_SORTS.flatMap((sort) => [
  { name: `sort=${sort}`, params: { sort } },
  { name: `q=${JOB_SEARCH.q}, category, sort=${sort}`, params: { ...JOB_SEARCH, sort } },
]);

export const PROFILES = 10_000;
/**
 * One profile in 20 is a Pro member (an active subscription): 19, 39, ... so that they are
 * listed ones (every tenth profile is private; until 2026-11-27 the Pro members were 20, 40, ...,
 * all private, and the directory's Pro-first branch never had a row to show).
 */
export const PRO_EVERY = 20;

/** @param {string} expression */
const id = (expression) =>
  `('00000000-0000-4000-8000-' || lpad((${expression})::text, 12, '0'))::uuid`;

/** 10,000 freelancers and suppliers with professions, categories, places and skills that differ. */
export const DIRECTORY_FILL_SQL = `
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
FROM generate_series(${PRO_EVERY} - 1, ${PROFILES}, ${PRO_EVERY}) AS i;`;

/** @type {{ name: string, params: Record<string, string> }[]} */
export const DIRECTORY_CASES = [
  { name: 'all', params: {} },
  { name: 'q=designer', params: { q: 'designer' } },
  { name: 'q=swimwear, role=freelancer', params: { q: 'swimwear', role: 'freelancer' } },
  { name: 'category=Denim', params: { category: 'Denim' } },
  { name: 'location=porto', params: { location: 'porto' } },
  { name: 'availability=booked, page=20', params: { availability: 'booked', page: '20' } },
];

export const STYLES = 10_000;
/** The one owner of every style: a PLM list is always one owner's (or one company's). */
export const STYLE_OWNER = '00000000-0000-4000-8000-00000000beef';

/**
 * 10,000 styles of one freelancer (issue 38: the PLM list's p95 under 50 ms at 10,000 styles),
 * with a small tech pack each (the list reads only the columns beside it).
 */
export const STYLES_FILL_SQL = `
INSERT INTO plm_styles (owner_user_id, created_by, style_number, name, season, category, status,
  revision, content, updated_by, updated_by_name, created_at, updated_at)
SELECT
  '${STYLE_OWNER}'::uuid,
  '${STYLE_OWNER}'::uuid,
  'AT-' || (10000 + i),
  (ARRAY['Poplin shirt', 'Rib knit tank', 'Wide-leg trouser', 'Wrap dress', 'Denim jacket',
    'Merino crew', 'Bikini top', 'Silk slip'])[1 + i % 8] || ' ' || i,
  (ARRAY['SS25', 'FW25', 'SS26', 'FW26', 'SS27', 'FW27'])[1 + i % 6],
  (ARRAY['Tops', 'Tops', 'Bottoms', 'Dresses', 'Outerwear', 'Knitwear', 'Swimwear', 'Lingerie'])[1 + i % 8],
  (ARRAY['Concept', 'Development', 'Sampling', 'Approved', 'Production', 'Dropped'])[1 + (i / 8) % 6],
  1 + i % 9,
  '{"bom": [], "pointsOfMeasure": []}'::jsonb,
  '${STYLE_OWNER}'::uuid,
  'Bench Owner',
  now() - (i || ' minutes')::interval,
  now() - (i || ' minutes')::interval
FROM generate_series(1, ${STYLES}) AS i;
`;

export const STYLE_SEARCH = { q: 'wrap dress' };

/**
 * The list as its page asks for it: first page, a later page, a search, the filters.
 * @type {{ name: string, params: Record<string, string> }[]}
 */
export const STYLE_CASES = [
  { name: 'page 1', params: {} },
  { name: 'page 20', params: { page: '20' } },
  { name: `q=${STYLE_SEARCH.q}`, params: STYLE_SEARCH },
  { name: 'q=AT-1234', params: { q: 'AT-1234' } },
  { name: 'season=FW27, status=Sampling', params: { season: 'FW27', status: 'Sampling' } },
  { name: 'category=Knitwear', params: { category: 'Knitwear' } },
];
