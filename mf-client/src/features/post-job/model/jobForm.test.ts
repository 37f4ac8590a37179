import {
  DEFAULT_JOB_FORM,
  JOB_FORM_MESSAGES,
  firstJobFormProblem,
  toJobPostingBody,
  withSkill,
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

describe('withSkill', () => {
  it.each([
    [[], '  CLO 3D ', ['CLO 3D']],
    [['CLO 3D'], 'clo 3d', ['CLO 3D']],
    [['CLO 3D'], '   ', ['CLO 3D']],
    [['CLO 3D'], 'Gerber', ['CLO 3D', 'Gerber']],
  ])('%p + %p is %p', (skills, typed, expected) => {
    expect(withSkill(skills, typed)).toEqual(expected);
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
