/**
 * Post a Job's rules (spec 001 section 5): texts trimmed, list rows without blanks, skills
 * without duplicates; publishing checks the form's fields in the spec's order, then the salary
 * and the deadline. Drafts skip the checks (and keep what was typed).
 */
import { firstJobPostingProblem, type JobPostingBody } from '@atelier/api-contract';
import { JOB_RULE_MESSAGES } from './messages';
import { usdYearly } from './salary';

/** A posting as stored: trimmed, the salary as min/max (null when not specified). */
export interface ValidPosting {
  status: 'draft' | 'published';
  title: string;
  company: string;
  location: string;
  type: JobPostingBody['type'];
  remote: boolean;
  category: string;
  experience: JobPostingBody['experience'];
  description: string;
  requirements: string[];
  skills: string[];
  benefits: string[];
  salaryType: JobPostingBody['salaryType'];
  salary: {
    min: number;
    max: number;
    currency: JobPostingBody['salaryCurrency'];
    period: JobPostingBody['salaryPeriod'];
    usdYearlyMin: number;
    usdYearlyMax: number;
  } | null;
  deadline: string | null;
  featured: boolean;
  urgent: boolean;
  visibility: JobPostingBody['visibility'];
}

const rows = (values: readonly string[]) =>
  values.map((value) => value.trim()).filter((value) => value !== '');

/** Trimmed, blanks dropped, the first of each case-insensitive repeat kept. */
export function distinctSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  return rows(skills).filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `today` as `YYYY-MM-DD` (UTC). */
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The posting as stored, or the first problem. A draft keeps an incomplete salary out (it is
 * saved as not specified) rather than refusing it.
 */
export function validatePosting(
  body: JobPostingBody,
  now: Date,
): { ok: true; value: ValidPosting } | { ok: false; message: string } {
  const publishing = body.status === 'published';
  let salary: ValidPosting['salary'] = null;
  let salaryProblem: string | undefined;
  const withAmounts = (min: number, max: number) => ({
    min,
    max,
    currency: body.salaryCurrency,
    period: body.salaryPeriod,
    usdYearlyMin: usdYearly(min, body.salaryCurrency, body.salaryPeriod),
    usdYearlyMax: usdYearly(max, body.salaryCurrency, body.salaryPeriod),
  });
  if (body.salaryType === 'range') {
    if (body.salaryMin === null || body.salaryMax === null || body.salaryMin > body.salaryMax) {
      salaryProblem = JOB_RULE_MESSAGES.salaryRange;
    } else salary = withAmounts(body.salaryMin, body.salaryMax);
  } else if (body.salaryType === 'fixed') {
    if (body.salaryFixed === null) salaryProblem = JOB_RULE_MESSAGES.salaryFixed;
    else salary = withAmounts(body.salaryFixed, body.salaryFixed);
  }
  const value: ValidPosting = {
    status: body.status,
    title: body.title.trim(),
    company: body.company.trim(),
    location: body.location.trim(),
    type: body.type,
    remote: body.remote,
    category: body.category,
    experience: body.experience,
    description: body.description.trim(),
    requirements: rows(body.requirements),
    skills: distinctSkills(body.skills),
    benefits: rows(body.benefits),
    salaryType: salary === null ? 'not-specified' : body.salaryType,
    salary,
    deadline: body.deadline,
    featured: body.featured,
    urgent: body.urgent,
    visibility: body.visibility,
  };
  if (!publishing) return { ok: true, value };
  const problem =
    firstJobPostingProblem(value) ??
    salaryProblem ??
    (value.deadline !== null && value.deadline < dateOf(now)
      ? JOB_RULE_MESSAGES.deadline
      : undefined);
  return problem === undefined ? { ok: true, value } : { ok: false, message: problem };
}

/** Days a published job without a deadline stays listed. */
export const LISTING_DAYS = 30;

/** When a job published at `publishedAt` stops being listed: after its deadline's day, or 30 days. */
export function expiryOf(deadline: string | null, publishedAt: Date): Date {
  if (deadline !== null) return new Date(`${deadline}T23:59:59.999Z`);
  return new Date(publishedAt.getTime() + LISTING_DAYS * 24 * 60 * 60 * 1000);
}
