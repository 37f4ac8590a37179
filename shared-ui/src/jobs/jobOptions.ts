/**
 * The job board's and the hiring loop's option lists (spec 001 sections 3 and 9), as the screens
 * of clients and freelancers offer them. api-contract holds the same lists for the API's schemas;
 * the apps import only types from it, so the browser's copy lives here, checked against the
 * contract's types by `every`.
 */
import type {
  ApplicationAction,
  ApplicationStatus,
  JobCategory,
  JobCurrency,
  JobExperience,
  JobType,
  RejectionReason,
  SalaryPeriod,
  SalaryType,
} from '@atelier/api-contract';
import { every } from '../contract/every';

export const JOB_TYPES = every<JobType>()([
  'full-time',
  'part-time',
  'contract',
  'freelance',
  'internship',
]);
export const JOB_EXPERIENCE_LEVELS = every<JobExperience>()([
  'entry',
  'mid',
  'senior',
  'executive',
]);
export const JOB_CATEGORIES = every<JobCategory>()([
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
  'Other',
]);
export const SALARY_TYPES = every<SalaryType>()(['range', 'fixed', 'not-specified']);
export const SALARY_PERIODS = every<SalaryPeriod>()(['hour', 'month', 'year', 'project']);
export const JOB_CURRENCIES = every<JobCurrency>()(['USD', 'EUR', 'GBP']);
export const APPLICATION_STATUSES = every<ApplicationStatus>()([
  'new',
  'reviewing',
  'shortlisted',
  'interviewed',
  'rejected',
  'hired',
]);
export const APPLICATION_ACTIONS = every<ApplicationAction>()([
  'shortlist',
  'schedule-interview',
  'reject',
  'hire',
]);

/** The reasons a client picks from to reject; the applicant sees the label. */
export const REJECTION_REASONS = [
  { value: 'position-filled', label: 'The position has been filled' },
  { value: 'experience', label: 'Looking for more relevant experience' },
  { value: 'skills', label: 'Skills do not match the requirements' },
  { value: 'rate', label: 'Rate outside our budget' },
  { value: 'availability', label: 'Availability does not match our timeline' },
  { value: 'other-candidate', label: 'We chose another candidate' },
] as const satisfies readonly { value: RejectionReason; label: string }[];
