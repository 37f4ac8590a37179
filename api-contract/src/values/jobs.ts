/** The job board's and Post a Job's option lists and their labels (spec 001 section 9). */

/** Jobs per page of the board. */
export const JOB_PAGE_SIZE = 10;

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'freelance', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
};

export const JOB_EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'executive'] as const;
export type JobExperience = (typeof JOB_EXPERIENCE_LEVELS)[number];
export const JOB_EXPERIENCE_LABELS: Record<JobExperience, string> = {
  entry: 'Entry Level (0-2 years)',
  mid: 'Mid Level (2-5 years)',
  senior: 'Senior Level (5+ years)',
  executive: 'Executive',
};

/** The board's categories (its filter offers these). */
export const JOB_BOARD_CATEGORIES = [
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
export type JobBoardCategory = (typeof JOB_BOARD_CATEGORIES)[number];
/** A job's category: the board's, plus Other, which the post form adds. */
export const JOB_CATEGORIES = [...JOB_BOARD_CATEGORIES, 'Other'] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/** The board's six sorts; `featured` is the default. */
export const JOB_SORTS = [
  'featured',
  'newest',
  'oldest',
  'salary-high',
  'salary-low',
  'applicants',
] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const SALARY_TYPES = ['range', 'fixed', 'not-specified'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
export const SALARY_PERIODS = ['hour', 'month', 'year', 'project'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const JOB_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type JobCurrency = (typeof JOB_CURRENCIES)[number];

/**
 * Post a Job's promotions (spec 001 section 9: "featured job +$50 (3x visibility), urgent badge
 * +$25"), in integer cents: the platform's own product, charged through its checkout (issue 43,
 * item 10). A job is featured or urgent only once its promotion is paid.
 */
export const FEATURED_JOB_PRICE_CENTS = 5000;
export const URGENT_JOB_PRICE_CENTS = 2500;
export const JOB_PROMOTION_PRICES_CENTS = {
  featured: FEATURED_JOB_PRICE_CENTS,
  urgent: URGENT_JOB_PRICE_CENTS,
} as const;
export type JobPromotion = keyof typeof JOB_PROMOTION_PRICES_CENTS;

/** What a choice of promotions costs, in cents (0 when none is chosen). */
export function jobPromotionTotalCents(choice: { featured: boolean; urgent: boolean }): number {
  return (
    (choice.featured ? FEATURED_JOB_PRICE_CENTS : 0) + (choice.urgent ? URGENT_JOB_PRICE_CENTS : 0)
  );
}

/**
 * Premium jobs (issue 43, item 6) are the paid featured ones: for this many hours after a job
 * becomes featured, only Pro freelancers may apply (Starter freelancers see it listed with the
 * time it opens to them).
 */
export const PREMIUM_JOB_PRO_HOURS = 24;

/** When a job featured at `featuredAt` opens to every freelancer. */
export const premiumJobOpensAt = (featuredAt: Date): Date =>
  new Date(featuredAt.getTime() + PREMIUM_JOB_PRO_HOURS * 60 * 60 * 1000);
