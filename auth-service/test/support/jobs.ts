/** What the jobs tests share: a complete posting to change field by field. */
import type { JobPostingBody } from '@atelier/api-contract';
import type { signedInUser } from './keycloak';

export type User = Awaited<ReturnType<typeof signedInUser>>;

export const aPosting = (change: Partial<JobPostingBody> = {}): JobPostingBody => ({
  status: 'published',
  title: 'Senior Swimwear Designer',
  company: 'Coastal Threads',
  location: 'Los Angeles, CA',
  type: 'full-time',
  remote: false,
  category: 'Design',
  experience: 'senior',
  description: 'Lead the design of our swimwear collections.',
  requirements: ['5+ years of swimwear design'],
  skills: ['CLO 3D'],
  benefits: ['Health insurance'],
  salaryType: 'range',
  salaryMin: 85000,
  salaryMax: 110000,
  salaryFixed: null,
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  deadline: null,
  featured: false,
  urgent: false,
  visibility: 'public',
  ...change,
});
