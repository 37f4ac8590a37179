import { DEFAULT_JOB_FILTERS, jobsQueryOf, type JobFilters } from './jobBoard';

describe('jobsQueryOf', () => {
  it.each<[string, Partial<JobFilters>, Record<string, unknown>]>([
    ['nothing narrows', {}, {}],
    ['a trimmed search', { search: '  knitwear ' }, { q: 'knitwear' }],
    ['a blank search is no search', { search: '   ' }, {}],
    ['a category', { category: 'Design' }, { category: 'Design' }],
    ['a type', { type: 'freelance' }, { type: 'freelance' }],
    ['an experience level', { experience: 'senior' }, { experience: 'senior' }],
    ['remote only', { remoteOnly: true }, { remote: true }],
  ])('asks for %s', (_case, change, expected) => {
    expect(jobsQueryOf({ ...DEFAULT_JOB_FILTERS, ...change }, 'newest', 2)).toEqual({
      ...expected,
      sort: 'newest',
      page: 2,
    });
  });
});
