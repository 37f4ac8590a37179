// The job board's business constants (spec 001, section 9). Numbers here are requirements.

/** Jobs per page. */
export const JOB_PAGE_SIZE = 10;

/** Skills a job card shows before '+n more'. */
export const JOB_CARD_SKILL_COUNT = 4;

export const JOB_TYPES = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
  { value: 'freelance', label: 'Freelance' },
  { value: 'internship', label: 'Internship' },
] as const;

export type JobType = (typeof JOB_TYPES)[number]['value'];

export const EXPERIENCE_LEVELS = [
  { value: 'entry', label: 'Entry Level (0-2 years)' },
  { value: 'mid', label: 'Mid Level (2-5 years)' },
  { value: 'senior', label: 'Senior Level (5+ years)' },
  { value: 'executive', label: 'Executive' },
] as const;

export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['value'];

export const JOB_CATEGORIES = [
  'Design',
  'Pattern Making',
  'Technical Design',
  'Production',
  'Marketing',
  'Business Development',
  'Consulting',
  'Photography',
  'Styling',
  'Merchandising',
  'Quality Control',
  'Sustainability',
] as const;

export type JobCategory = (typeof JOB_CATEGORIES)[number];

/** The six sorts; `featured` is the default. */
export const JOB_SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'salary-high', label: 'Salary: High to Low' },
  { value: 'salary-low', label: 'Salary: Low to High' },
  { value: 'applicants', label: 'Fewest Applicants' },
] as const;

export type JobSort = (typeof JOB_SORTS)[number]['value'];

export const DEFAULT_JOB_SORT: JobSort = 'featured';

export const SALARY_PERIODS = ['hour', 'month', 'year', 'project'] as const;

export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** Where the saved jobs are kept in local storage. */
export const SAVED_JOBS_STORAGE_KEY = 'atelier.jobs.saved';

/** How long the 'Link copied' confirmation stays (spec 001, section 9: banners 3 seconds). */
export const SHARE_CONFIRMATION_MS = 3000;

/** 'Full-time' for 'full-time'. */
export const jobTypeLabel = (type: JobType): string =>
  JOB_TYPES.find((entry) => entry.value === type)?.label ?? type;

/** 'Mid Level (2-5 years)' for 'mid'. */
export const experienceLabel = (level: ExperienceLevel): string =>
  EXPERIENCE_LEVELS.find((entry) => entry.value === level)?.label ?? level;
