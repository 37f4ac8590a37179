import type { Job, JobPostingBody } from '@atelier/api-contract';
import {
  JOB_CATEGORIES,
  JOB_FORM_MESSAGES,
  firstJobPostingProblem,
} from '@atelier/api-contract/values';
import type { FieldProblem } from '@atelier/shared-ui';

/** The form as typed: amounts stay text until sent. */
export interface JobFormValues {
  title: string;
  company: string;
  location: string;
  type: JobPostingBody['type'];
  remote: boolean;
  category: JobPostingBody['category'];
  experience: JobPostingBody['experience'];
  description: string;
  requirements: string[];
  skills: string[];
  salaryType: JobPostingBody['salaryType'];
  salaryMin: string;
  salaryMax: string;
  salaryFixed: string;
  salaryCurrency: JobPostingBody['salaryCurrency'];
  salaryPeriod: JobPostingBody['salaryPeriod'];
  deadline: string;
  benefits: string[];
  featured: boolean;
  urgent: boolean;
  visibility: JobPostingBody['visibility'];
}

export const DEFAULT_JOB_FORM: JobFormValues = {
  title: '',
  company: '',
  location: '',
  type: 'full-time',
  remote: false,
  category: '',
  experience: 'mid',
  description: '',
  requirements: [''],
  skills: [],
  salaryType: 'range',
  salaryMin: '',
  salaryMax: '',
  salaryFixed: '',
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  deadline: '',
  benefits: [''],
  featured: false,
  urgent: false,
  visibility: 'public',
};

/**
 * The first failing check of Post a Job (spec 001, section 5), or null (publishing only; drafts
 * skip them): the checks, their order and messages are the API's own (api-contract's values).
 */
export const firstJobFormProblem = (values: JobFormValues): string | null =>
  firstJobPostingProblem(values) ?? null;

const CHECKED_FIELDS = Object.keys(JOB_FORM_MESSAGES) as (keyof typeof JOB_FORM_MESSAGES)[];

/**
 * The publish checks for react-hook-form's resolver: the first failing check only (the form
 * shows one message at a time, as the spec does), as the error of the field it names.
 */
export function jobFormProblems(values: JobFormValues): FieldProblem[] {
  const message = firstJobPostingProblem(values);
  if (message === undefined) return [];
  const field = CHECKED_FIELDS.find((key) => JOB_FORM_MESSAGES[key] === message) ?? 'title';
  return [{ field, message }];
}

/** Requirement and benefit lists always keep at least one row. */
export function withoutRow(rows: readonly string[], index: number): string[] {
  const left = rows.filter((_row, at) => at !== index);
  return left.length === 0 ? [''] : left;
}

const amount = (text: string): number | null => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : Math.round(value);
};

/** A range or fixed salary left wholly empty means the client did not say. */
function salaryTypeOf(values: JobFormValues): JobPostingBody['salaryType'] {
  if (
    values.salaryType === 'range' &&
    values.salaryMin.trim() === '' &&
    values.salaryMax.trim() === ''
  ) {
    return 'not-specified';
  }
  if (values.salaryType === 'fixed' && values.salaryFixed.trim() === '') return 'not-specified';
  return values.salaryType;
}

/** The form as `POST /api/jobs` takes it. */
export function toJobPostingBody(
  values: JobFormValues,
  status: JobPostingBody['status'],
): JobPostingBody {
  const salaryType = salaryTypeOf(values);
  return {
    status,
    title: values.title,
    company: values.company,
    location: values.location,
    type: values.type,
    remote: values.remote,
    category: values.category,
    experience: values.experience,
    description: values.description,
    requirements: values.requirements,
    skills: values.skills,
    benefits: values.benefits,
    salaryType,
    salaryMin: salaryType === 'range' ? amount(values.salaryMin) : null,
    salaryMax: salaryType === 'range' ? amount(values.salaryMax) : null,
    salaryFixed: salaryType === 'fixed' ? amount(values.salaryFixed) : null,
    salaryCurrency: values.salaryCurrency,
    salaryPeriod: values.salaryPeriod,
    deadline: values.deadline === '' ? null : values.deadline,
    featured: values.featured,
    urgent: values.urgent,
    visibility: values.visibility,
  };
}

/** A row list as the form shows it: at least one (empty) row. */
const formRows = (rows: readonly string[]) => (rows.length === 0 ? [''] : [...rows]);

/**
 * The client's own job as the form edits it (a draft to complete, or a published job): a
 * salary with one amount was posted as a fixed salary.
 */
export function jobFormOf(job: Job): JobFormValues {
  const { salary } = job;
  const fixed = salary !== null && salary.min === salary.max;
  return {
    title: job.title,
    company: job.company ?? '',
    location: job.location,
    type: job.type,
    remote: job.remote,
    category: (JOB_CATEGORIES as readonly string[]).includes(job.category)
      ? (job.category as JobFormValues['category'])
      : '',
    experience: job.experience,
    description: job.description,
    requirements: formRows(job.requirements),
    skills: [...job.skills],
    salaryType: salary === null ? 'not-specified' : fixed ? 'fixed' : 'range',
    salaryMin: salary !== null && !fixed ? String(salary.min) : '',
    salaryMax: salary !== null && !fixed ? String(salary.max) : '',
    salaryFixed: salary !== null && fixed ? String(salary.min) : '',
    salaryCurrency: salary?.currency ?? 'USD',
    salaryPeriod: salary?.period ?? 'year',
    deadline: job.deadline ?? '',
    benefits: formRows(job.benefits),
    featured: job.featured,
    urgent: job.urgent,
    visibility: job.visibility,
  };
}
