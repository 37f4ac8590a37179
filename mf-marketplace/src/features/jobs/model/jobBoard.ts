import type {
  JobBoardCategory,
  JobExperience,
  JobSort,
  JobType,
  JobsQuery,
} from '@atelier/api-contract';

/** What narrows the job board. */
export interface JobFilters {
  /** Free text; the server searches titles, descriptions and skills. */
  search: string;
  category: JobBoardCategory | 'all';
  type: JobType | 'all';
  experience: JobExperience | 'all';
  remoteOnly: boolean;
}

export const DEFAULT_JOB_FILTERS: JobFilters = {
  search: '',
  category: 'all',
  type: 'all',
  experience: 'all',
  remoteOnly: false,
};

/** The board's state as `GET /api/jobs` asks it: only what narrows, the sort and the page. */
export function jobsQueryOf(filters: JobFilters, sort: JobSort, page: number): JobsQuery {
  const search = filters.search.trim();
  return {
    ...(search !== '' && { q: search }),
    ...(filters.category !== 'all' && { category: filters.category }),
    ...(filters.type !== 'all' && { type: filters.type }),
    ...(filters.experience !== 'all' && { experience: filters.experience }),
    ...(filters.remoteOnly && { remote: true }),
    sort,
    page,
  };
}
