import type { Job, JobApplication, JobMatch } from '@atelier/api-contract';

/** What the recent applications card shows of an application. */
export type DashboardApplication = Pick<
  JobApplication,
  'id' | 'jobTitle' | 'company' | 'status' | 'appliedAt'
>;

/** What the job matches card shows of a match. */
export interface DashboardJobMatch extends Pick<JobMatch, 'matchScore' | 'matched'> {
  job: Pick<Job, 'id' | 'title' | 'company' | 'location' | 'type' | 'remote'>;
}

/** The analytics summary: views in total. */
export interface ViewTotals {
  profileViews: number;
  productViews: number;
}
