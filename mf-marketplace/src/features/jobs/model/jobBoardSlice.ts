import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JobBoardCategory, JobExperience, JobSort, JobType } from '@atelier/api-contract';
import { DEFAULT_JOB_SORT } from './constants';
import { DEFAULT_JOB_FILTERS, type JobFilters } from './jobBoard';

/** What the job board shows: search, filters, sort and page. Client state of this mount. */
export interface JobBoardState extends JobFilters {
  sort: JobSort;
  /**
   * From 1; null until the visitor picks a page or changes a filter, so that a shared link to a
   * job can open the board on that job's page.
   */
  page: number | null;
}

export const initialJobBoardState: JobBoardState = {
  ...DEFAULT_JOB_FILTERS,
  sort: DEFAULT_JOB_SORT,
  page: null,
};

/** Every change of search, filter or sort returns to page 1. */
export const jobBoardSlice = createSlice({
  name: 'jobBoard',
  initialState: initialJobBoardState,
  reducers: {
    jobSearchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.page = 1;
    },
    jobCategoryChanged(state, action: PayloadAction<JobBoardCategory | 'all'>) {
      state.category = action.payload;
      state.page = 1;
    },
    jobTypeChanged(state, action: PayloadAction<JobType | 'all'>) {
      state.type = action.payload;
      state.page = 1;
    },
    experienceChanged(state, action: PayloadAction<JobExperience | 'all'>) {
      state.experience = action.payload;
      state.page = 1;
    },
    remoteOnlyChanged(state, action: PayloadAction<boolean>) {
      state.remoteOnly = action.payload;
      state.page = 1;
    },
    jobSortChanged(state, action: PayloadAction<JobSort>) {
      state.sort = action.payload;
      state.page = 1;
    },
    jobPageChanged(state, action: PayloadAction<number>) {
      state.page = Math.max(1, Math.floor(action.payload));
    },
    /** Clear All Filters: search and filters back to their defaults; the sort stays. */
    jobFiltersCleared(state) {
      Object.assign(state, DEFAULT_JOB_FILTERS);
      state.page = 1;
    },
  },
  selectors: {
    selectJobBoard: (state) => state,
  },
});

export const {
  jobSearchChanged,
  jobCategoryChanged,
  jobTypeChanged,
  experienceChanged,
  remoteOnlyChanged,
  jobSortChanged,
  jobPageChanged,
  jobFiltersCleared,
} = jobBoardSlice.actions;
export const { selectJobBoard } = jobBoardSlice.selectors;

/** Whether the advanced panel holds a filter or sort other than the default. */
export function hasAdvancedFilters(state: JobBoardState): boolean {
  return state.experience !== 'all' || state.remoteOnly || state.sort !== DEFAULT_JOB_SORT;
}
