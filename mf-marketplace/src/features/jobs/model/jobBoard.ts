import { normalizeSearch } from '../../../lib/text';
import type { ExperienceLevel, JobCategory, JobSort, JobType } from './constants';
import type { Job } from './job';
import { comparableYearlyAmount, type ExchangeRates } from './salary';

/** What narrows the job board. */
export interface JobFilters {
  /** Free text; matched case-insensitively against title, company, location, description, skills. */
  search: string;
  category: JobCategory | 'all';
  type: JobType | 'all';
  experience: ExperienceLevel | 'all';
  remoteOnly: boolean;
}

export const DEFAULT_JOB_FILTERS: JobFilters = {
  search: '',
  category: 'all',
  type: 'all',
  experience: 'all',
  remoteOnly: false,
};

const searchableText = (job: Job): string =>
  normalizeSearch(
    [job.title, job.company, job.location, job.description, job.category, ...job.skills].join('\n'),
  );

/** The jobs that pass every filter, in their original order. */
export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  const query = normalizeSearch(filters.search);
  return jobs.filter(
    (job) =>
      (filters.category === 'all' || job.category === filters.category) &&
      (filters.type === 'all' || job.type === filters.type) &&
      (filters.experience === 'all' || job.experience === filters.experience) &&
      (!filters.remoteOnly || job.remote) &&
      (query === '' || searchableText(job).includes(query)),
  );
}

interface Keyed {
  job: Job;
  index: number;
  posted: number;
  /** Yearly minimum and maximum in euros; null when the salary is not specified or unconvertible. */
  salaryLow: number | null;
  salaryHigh: number | null;
}

type Compare = (a: Keyed, b: Keyed) => number;

const newestFirst: Compare = (a, b) => b.posted - a.posted;

/** Jobs without a salary go last whichever way salaries are sorted. */
const bySalary =
  (key: (entry: Keyed) => number | null, direction: 1 | -1): Compare =>
  (a, b) => {
    const left = key(a);
    const right = key(b);
    if (left === null || right === null) return Number(left === null) - Number(right === null);
    return direction * (left - right);
  };

/**
 * How each sort orders two jobs; ties go to the newer job, then keep the board's order. The
 * spec names the sorts only: featured puts featured jobs first (newest first within each group);
 * salary-high compares the top of the range, salary-low its bottom, both converted to euros a
 * year so that a GBP hourly rate and a USD yearly salary are compared by what they are worth.
 */
const COMPARES: Record<JobSort, Compare> = {
  featured: (a, b) => Number(b.job.featured) - Number(a.job.featured),
  newest: newestFirst,
  oldest: (a, b) => a.posted - b.posted,
  'salary-high': bySalary((entry) => entry.salaryHigh, -1),
  'salary-low': bySalary((entry) => entry.salaryLow, 1),
  applicants: (a, b) => a.job.applicants - b.job.applicants,
};

/**
 * A sorted copy of `jobs`; the input is left as it is. Keys are computed once per job. `rates`
 * convert salaries in different currencies before they are compared.
 */
export function sortJobs(jobs: readonly Job[], sort: JobSort, rates: ExchangeRates): Job[] {
  const compare = COMPARES[sort];
  const yearly = (job: Job, amount: number): number | null =>
    job.salary
      ? comparableYearlyAmount(amount, job.salary.currency, job.salary.period, rates)
      : null;
  return jobs
    .map((job, index): Keyed => ({
      job,
      index,
      posted: Date.parse(job.postedDate),
      salaryLow: job.salary ? yearly(job, job.salary.min) : null,
      salaryHigh: job.salary ? yearly(job, job.salary.max) : null,
    }))
    .sort((a, b) => compare(a, b) || newestFirst(a, b) || a.index - b.index)
    .map(({ job }) => job);
}
