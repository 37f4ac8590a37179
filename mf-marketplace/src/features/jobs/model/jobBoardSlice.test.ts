import type { UnknownAction } from '@reduxjs/toolkit';
import {
  experienceChanged,
  hasAdvancedFilters,
  initialJobBoardState,
  jobBoardSlice,
  jobCategoryChanged,
  jobFiltersCleared,
  jobPageChanged,
  jobSearchChanged,
  jobSortChanged,
  jobTypeChanged,
  remoteOnlyChanged,
  type JobBoardState,
} from './jobBoardSlice';

const reduce = (state: JobBoardState, action: UnknownAction) =>
  jobBoardSlice.reducer(state, action);
const onPage2: JobBoardState = { ...initialJobBoardState, page: 2 };

describe('the job board slice', () => {
  it.each<[string, UnknownAction]>([
    ['a search', jobSearchChanged('designer')],
    ['a category', jobCategoryChanged('Design')],
    ['a type', jobTypeChanged('freelance')],
    ['an experience level', experienceChanged('senior')],
    ['remote only', remoteOnlyChanged(true)],
    ['a sort', jobSortChanged('newest')],
    ['Clear All Filters', jobFiltersCleared()],
  ])('returns to page 1 on %s', (_case, action) => {
    expect(reduce(onPage2, action).page).toBe(1);
  });

  it('moves to the page asked for, never below 1', () => {
    expect(reduce(initialJobBoardState, jobPageChanged(2)).page).toBe(2);
    expect(reduce(initialJobBoardState, jobPageChanged(-1)).page).toBe(1);
  });

  it('Clear All Filters resets search and filters but keeps the sort', () => {
    const busy: JobBoardState = {
      search: 'x',
      category: 'Design',
      type: 'contract',
      experience: 'senior',
      remoteOnly: true,
      sort: 'applicants',
      page: 2,
    };
    expect(reduce(busy, jobFiltersCleared())).toEqual({
      ...initialJobBoardState,
      sort: 'applicants',
      page: 1,
    });
  });

  it.each<[string, Partial<JobBoardState>, boolean]>([
    ['nothing', {}, false],
    ['a category (not advanced)', { category: 'Design' }, false],
    ['an experience level', { experience: 'entry' }, true],
    ['remote only', { remoteOnly: true }, true],
    ['another sort', { sort: 'oldest' }, true],
  ])('hasAdvancedFilters with %s is %p', (_case, change, expected) => {
    expect(hasAdvancedFilters({ ...initialJobBoardState, ...change })).toBe(expected);
  });
});
