// @ts-check
// The 10,000-row lists of bench:jobs and bench:directory and the cases they load, shared with
// scripts/explain-lists.mjs (which runs the same routes' SQL under EXPLAIN ANALYZE).

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
FROM generate_series(${PRO_EVERY}, ${PROFILES}, ${PRO_EVERY}) AS i;`;

/** @type {{ name: string, params: Record<string, string> }[]} */
export const DIRECTORY_CASES = [
  { name: 'all', params: {} },
  { name: 'q=designer', params: { q: 'designer' } },
  { name: 'q=swimwear, role=freelancer', params: { q: 'swimwear', role: 'freelancer' } },
  { name: 'category=Denim', params: { category: 'Denim' } },
  { name: 'location=porto', params: { location: 'porto' } },
  { name: 'availability=booked, page=20', params: { availability: 'booked', page: '20' } },
];
