import type { Job } from '@atelier/api-contract';
import { JOB_FORM_MESSAGES } from '@atelier/api-contract/values';
import {
  DEFAULT_JOB_FORM,
  firstJobFormProblem,
  jobFormOf,
  jobFormProblems,
  toJobPostingBody,
  withoutRow,
  type JobFormValues,
} from './jobForm';

const complete: JobFormValues = {
  ...DEFAULT_JOB_FORM,
  title: 'Knitwear Designer',
  company: 'Atelier Nord',
  location: 'Oslo',
  category: 'Design',
  description: 'Design our knitwear.',
  requirements: ['Knitting'],
  skills: ['Shima Seiki'],
};

describe('firstJobFormProblem', () => {
  it.each<[string, Partial<JobFormValues>, string | null]>([
    ['a complete form', {}, null],
    ['everything missing: the title first', { ...DEFAULT_JOB_FORM }, JOB_FORM_MESSAGES.title],
    ['a blank title', { title: '  ' }, JOB_FORM_MESSAGES.title],
    ['no company', { company: ' ', location: '' }, JOB_FORM_MESSAGES.company],
    ['no location', { location: '', category: '' }, JOB_FORM_MESSAGES.location],
    ['no category', { category: '', description: '' }, JOB_FORM_MESSAGES.category],
    ['no description', { description: ' ' }, JOB_FORM_MESSAGES.description],
    ['blank requirement rows', { requirements: ['', ' '] }, JOB_FORM_MESSAGES.requirements],
    ['no skills', { skills: [] }, JOB_FORM_MESSAGES.skills],
  ])('%s', (_case, change, expected) => {
    expect(firstJobFormProblem({ ...complete, ...change })).toBe(expected);
  });
});

describe('jobFormProblems', () => {
  it.each<[string, Partial<JobFormValues>, { field: string; message: string }[]]>([
    ['a complete form', {}, []],
    [
      'everything missing: only the title',
      { ...DEFAULT_JOB_FORM },
      [{ field: 'title', message: JOB_FORM_MESSAGES.title }],
    ],
    [
      'no location nor category: the location',
      { location: '', category: '' },
      [{ field: 'location', message: JOB_FORM_MESSAGES.location }],
    ],
    [
      'blank requirement rows',
      { requirements: [' '] },
      [{ field: 'requirements', message: JOB_FORM_MESSAGES.requirements }],
    ],
    ['no skills', { skills: [] }, [{ field: 'skills', message: JOB_FORM_MESSAGES.skills }]],
  ])('%s', (_case, change, expected) => {
    expect(jobFormProblems({ ...complete, ...change })).toEqual(expected);
  });
});

describe('withoutRow', () => {
  it('removes a row but always keeps one', () => {
    expect(withoutRow(['a', 'b'], 0)).toEqual(['b']);
    expect(withoutRow(['a'], 0)).toEqual(['']);
  });
});

describe('toJobPostingBody', () => {
  it('sends the salary of the chosen type only, amounts as numbers', () => {
    const range = toJobPostingBody(
      { ...complete, salaryMin: '80000', salaryMax: '95000', salaryFixed: '5' },
      'published',
    );
    expect(range).toMatchObject({ salaryMin: 80000, salaryMax: 95000, salaryFixed: null });
    const fixed = toJobPostingBody(
      { ...complete, salaryType: 'fixed', salaryFixed: '45' },
      'draft',
    );
    expect(fixed).toMatchObject({ status: 'draft', salaryMin: null, salaryFixed: 45 });
    expect(toJobPostingBody({ ...complete, deadline: '' }, 'draft').deadline).toBeNull();
  });

  it('sends an untouched salary as not specified, a half-filled range as typed', () => {
    expect(toJobPostingBody(complete, 'published')).toMatchObject({
      salaryType: 'not-specified',
      salaryMin: null,
      salaryMax: null,
    });
    expect(
      toJobPostingBody({ ...complete, salaryType: 'fixed', salaryFixed: ' ' }, 'published')
        .salaryType,
    ).toBe('not-specified');
    expect(toJobPostingBody({ ...complete, salaryMin: '50000' }, 'published')).toMatchObject({
      salaryType: 'range',
      salaryMin: 50000,
      salaryMax: null,
    });
  });
});

describe('jobFormOf', () => {
  const job: Job = {
    id: 'b0000000-0000-4000-8000-000000000001',
    title: 'Knitwear Designer',
    company: 'Atelier Nord',
    companyLogo: null,
    location: 'Oslo',
    type: 'contract',
    remote: true,
    salary: { min: 60000, max: 60000, currency: 'EUR', period: 'year' },
    description: 'Design our knitwear.',
    requirements: [],
    skills: ['Shima Seiki'],
    benefits: ['Remote Fridays'],
    category: 'Design',
    experience: 'senior',
    postedDate: '2026-11-27T10:00:00.000Z',
    deadline: '2027-01-15',
    applicants: 0,
    featured: false,
    urgent: true,
    proOnlyUntil: null,
    visibility: 'invite-only',
    saved: false,
    applied: false,
    mine: true,
  };

  it.each<[string, Partial<Job>, Partial<JobFormValues>]>([
    [
      'one amount: a fixed salary',
      {},
      { salaryType: 'fixed', salaryFixed: '60000', salaryMin: '', salaryCurrency: 'EUR' },
    ],
    [
      'two amounts: a range',
      { salary: { min: 40, max: 60, currency: 'USD', period: 'hour' } },
      { salaryType: 'range', salaryMin: '40', salaryMax: '60', salaryPeriod: 'hour' },
    ],
    ['no salary', { salary: null }, { salaryType: 'not-specified', salaryFixed: '' }],
    ['a draft without company', { company: null, category: '' }, { company: '', category: '' }],
  ])('%s', (_case, change, expected) => {
    expect(jobFormOf({ ...job, ...change })).toMatchObject(expected);
  });

  it('keeps one empty row in an empty list, and the deadline as a date', () => {
    const form = jobFormOf(job);
    expect(form.requirements).toEqual(['']);
    expect(form.benefits).toEqual(['Remote Fridays']);
    expect(form.deadline).toBe('2027-01-15');
    // Sent back as typed, it is the same posting.
    expect(toJobPostingBody(form, 'published')).toMatchObject({
      salaryType: 'fixed',
      salaryFixed: 60000,
      visibility: 'invite-only',
      deadline: '2027-01-15',
    });
  });
});
