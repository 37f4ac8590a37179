// The job board's business constants (spec 001, section 9). Numbers here are requirements; the
// option lists and labels it shares with the API and Post a Job are api-contract's values.
import type { JobSort } from '@atelier/api-contract';

/** Skills a job card shows before '+n more'. */
export const JOB_CARD_SKILL_COUNT = 4;

/** The six sorts' labels (the sorts themselves are api-contract's JOB_SORTS). */
export const JOB_SORT_LABELS: Record<JobSort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  oldest: 'Oldest',
  'salary-high': 'Salary: High to Low',
  'salary-low': 'Salary: Low to High',
  applicants: 'Fewest Applicants',
};

/** `featured` is the default sort. */
export const DEFAULT_JOB_SORT: JobSort = 'featured';

/** Where the saved jobs are kept in local storage. */
export const SAVED_JOBS_STORAGE_KEY = 'atelier.jobs.saved';

/** How long the 'Link copied' confirmation stays (spec 001, section 9: banners 3 seconds). */
export const SHARE_CONFIRMATION_MS = 3000;
