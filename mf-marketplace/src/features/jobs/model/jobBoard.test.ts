import { REFERENCE_RATES } from '../../../fixtures/exchangeRates';
import { generateJobs, aJob } from '../../../testing/factories';
import { pageOfIndex, paginate } from '../../../lib/pagination';
import { JOB_PAGE_SIZE, JOB_SORTS } from './constants';
import type { Job } from './job';
import { DEFAULT_JOB_FILTERS, filterJobs, sortJobs, type JobFilters } from './jobBoard';
import { yearlyAmount } from './salary';

const ids = (jobs: readonly Job[]) => jobs.map((job) => job.id);

const board = [
  aJob({
    id: 'designer',
    title: 'Senior Swimwear Designer',
    company: 'Coastal Threads',
    location: 'Los Angeles, CA',
    category: 'Design',
    type: 'full-time',
    experience: 'senior',
    skills: ['Adobe Illustrator', 'CLO 3D'],
  }),
  aJob({
    id: 'pattern',
    title: 'Freelance Pattern Maker',
    company: 'Atelier Nord',
    category: 'Pattern Making',
    type: 'freelance',
    experience: 'mid',
    remote: true,
  }),
  aJob({
    id: 'intern',
    title: 'Marketing Intern',
    company: 'Maison Vale',
    location: 'Paris, France',
    description: 'Campaign launches and INFLUENCER seeding.',
    category: 'Marketing',
    type: 'internship',
    experience: 'entry',
  }),
  aJob({
    id: 'cad',
    title: 'Junior CAD Designer',
    category: 'Design',
    type: 'part-time',
    experience: 'entry',
    remote: true,
  }),
];

const filters = (change: Partial<JobFilters>): JobFilters => ({
  ...DEFAULT_JOB_FILTERS,
  ...change,
});

describe('filterJobs', () => {
  it.each<[string, Partial<JobFilters>, string[]]>([
    ['no filter keeps everything', {}, ['designer', 'pattern', 'intern', 'cad']],
    ['search matches the title, any case', { search: 'DESIGNER' }, ['designer', 'cad']],
    ['search matches the company', { search: 'atelier nord' }, ['pattern']],
    ['search matches the location', { search: 'paris' }, ['intern']],
    ['search matches the description', { search: 'influencer' }, ['intern']],
    ['search matches a skill', { search: 'clo 3d' }, ['designer']],
    ['search with no match finds nothing', { search: 'zzz' }, []],
    ['category is exact', { category: 'Design' }, ['designer', 'cad']],
    ['type is exact', { type: 'freelance' }, ['pattern']],
    ['experience is exact', { experience: 'entry' }, ['intern', 'cad']],
    ['remote only keeps remote jobs', { remoteOnly: true }, ['pattern', 'cad']],
    [
      'filters combine',
      { category: 'Design', experience: 'entry', remoteOnly: true, search: 'cad' },
      ['cad'],
    ],
  ])('%s', (_case, change, expected) => {
    expect(ids(filterJobs(board, filters(change)))).toEqual(expected);
  });
});

describe('sortJobs', () => {
  const jobs = [
    aJob({
      id: 'a',
      postedDate: '2025-03-10T00:00:00.000Z',
      applicants: 20,
      salary: { min: 60000, max: 80000, currency: 'USD', period: 'year' },
    }),
    aJob({ id: 'b', postedDate: '2025-03-12T00:00:00.000Z', applicants: 5, featured: true }),
    aJob({
      id: 'c',
      postedDate: '2025-03-01T00:00:00.000Z',
      applicants: 50,
      featured: true,
      // 45 to 65 an hour: 93,600 to 135,200 a year.
      salary: { min: 45, max: 65, currency: 'USD', period: 'hour' },
    }),
    aJob({
      id: 'd',
      postedDate: '2025-03-11T00:00:00.000Z',
      applicants: 5,
      salary: { min: 4000, max: 6000, currency: 'USD', period: 'month' },
    }),
  ];

  it.each([
    // featured first, newest first within each group
    ['featured', ['b', 'c', 'd', 'a']],
    ['newest', ['b', 'd', 'a', 'c']],
    ['oldest', ['c', 'a', 'd', 'b']],
    // by the top of the range per year (c 135,200, a 80,000, d 72,000); no salary last
    ['salary-high', ['c', 'a', 'd', 'b']],
    // by the bottom of the range per year (d 48,000, a 60,000, c 93,600); no salary last
    ['salary-low', ['d', 'a', 'c', 'b']],
    // fewest applicants first, the newer job first on a tie
    ['applicants', ['b', 'd', 'a', 'c']],
  ] as const)('%s orders %p', (sort, expected) => {
    expect(ids(sortJobs(jobs, sort, REFERENCE_RATES))).toEqual(expected);
  });

  it('has a rule for each of the six sorts and leaves its input alone', () => {
    expect(JOB_SORTS).toHaveLength(6);
    const input = [...jobs];
    for (const { value } of JOB_SORTS)
      expect(sortJobs(input, value, REFERENCE_RATES)).toHaveLength(4);
    expect(ids(input)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('sortJobs by salary across currencies', () => {
  // Rates: 1 EUR = 1.0389 USD = 0.82918 GBP (REFERENCE_RATES). In euros a year:
  const jobs = [
    // 100,000 USD: 96,255 EUR
    aJob({ id: 'usd', salary: { min: 100000, max: 100000, currency: 'USD', period: 'year' } }),
    // 98,000 EUR
    aJob({ id: 'eur', salary: { min: 98000, max: 98000, currency: 'EUR', period: 'year' } }),
    // 80,000 GBP: 96,481 EUR
    aJob({ id: 'gbp', salary: { min: 80000, max: 80000, currency: 'GBP', period: 'year' } }),
    // A currency without a rate cannot be compared: last, with the jobs without a salary.
    aJob({ id: 'xyz', salary: { min: 9e9, max: 9e9, currency: 'XYZ', period: 'year' } }),
  ];
  // The spec's job data (fixtures): 1,200-1,500 EUR a month (14,400-18,000 EUR a year),
  // 30-45 GBP an hour (75,255-112,883 EUR a year), 85,000-110,000 USD a year (81,817-105,881 EUR).
  const sampleJobs = [
    aJob({ id: 'eur-month', salary: { min: 1200, max: 1500, currency: 'EUR', period: 'month' } }),
    aJob({ id: 'gbp-hour', salary: { min: 30, max: 45, currency: 'GBP', period: 'hour' } }),
    aJob({ id: 'usd-year', salary: { min: 85000, max: 110000, currency: 'USD', period: 'year' } }),
  ];

  it.each([
    ['salary-high', jobs, ['eur', 'gbp', 'usd', 'xyz']],
    ['salary-low', jobs, ['usd', 'gbp', 'eur', 'xyz']],
    // tops: gbp-hour 112,883, usd-year 105,881, eur-month 18,000
    ['salary-high', sampleJobs, ['gbp-hour', 'usd-year', 'eur-month']],
    // bottoms: eur-month 14,400, gbp-hour 75,255, usd-year 81,817
    ['salary-low', sampleJobs, ['eur-month', 'gbp-hour', 'usd-year']],
  ] as const)('%s orders %#', (sort, input, expected) => {
    expect(ids(sortJobs(input, sort, REFERENCE_RATES))).toEqual(expected);
  });
});

describe('on 10,000 jobs', () => {
  const jobs = generateJobs(10_000);

  it('filters exactly the jobs that match every rule', () => {
    const rule = filters({
      search: 'silk',
      category: 'Design',
      remoteOnly: true,
      type: 'full-time',
    });
    const result = filterJobs(jobs, rule);
    const expected = jobs.filter(
      (job) =>
        job.category === 'Design' &&
        job.remote &&
        job.type === 'full-time' &&
        [job.title, ...job.skills].join(' ').includes('silk'),
    );
    expect(result.length).toBeGreaterThan(0);
    expect(ids(result)).toEqual(ids(expected));
  });

  const yearlyHigh = (job: Job) =>
    job.salary ? yearlyAmount(job.salary.max, job.salary.period) : Number.NEGATIVE_INFINITY;
  const yearlyLow = (job: Job) =>
    job.salary ? yearlyAmount(job.salary.min, job.salary.period) : Number.POSITIVE_INFINITY;

  it.each(JOB_SORTS.map((sort) => sort.value))('sorts by %s into a correct order', (sort) => {
    const sorted = sortJobs(jobs, sort, REFERENCE_RATES);
    expect(new Set(ids(sorted)).size).toBe(jobs.length);
    const primary = (job: Job): number => {
      switch (sort) {
        case 'featured':
          return -Number(job.featured);
        case 'newest':
          return -Date.parse(job.postedDate);
        case 'oldest':
          return Date.parse(job.postedDate);
        case 'salary-high':
          return -yearlyHigh(job);
        case 'salary-low':
          return yearlyLow(job);
        case 'applicants':
          return job.applicants;
      }
    };
    const outOfOrder: string[] = [];
    for (let i = 1; i < sorted.length; i += 1) {
      const [previous, current] = [sorted[i - 1]!, sorted[i]!];
      const [a, b] = [primary(previous), primary(current)];
      // Ties go to the newer job.
      const tieBroken = Date.parse(previous.postedDate) >= Date.parse(current.postedDate);
      if (a > b || (a === b && !tieBroken)) outOfOrder.push(`${previous.id} before ${current.id}`);
    }
    expect(outOfOrder).toEqual([]);
    // Jobs without a salary come last in both salary sorts.
    if (sort === 'salary-high' || sort === 'salary-low') {
      const firstWithout = sorted.findIndex((job) => job.salary === undefined);
      expect(sorted.slice(firstWithout).every((job) => job.salary === undefined)).toBe(true);
    }
  });

  it('pages by 10 and finds the page of any job', () => {
    const sorted = sortJobs(jobs, 'newest', REFERENCE_RATES);
    const { pageCount } = paginate(sorted, 1, JOB_PAGE_SIZE);
    expect(pageCount).toBe(1000);
    const target = sorted[4321]!;
    const page = paginate(sorted, pageOfIndex(4321, JOB_PAGE_SIZE), JOB_PAGE_SIZE);
    expect(page.page).toBe(433);
    expect(page.items).toContain(target);
  });
});
