import type { ExperienceLevel, JobCategory, JobType, SalaryPeriod } from './constants';

/** What a job pays; amounts in `currency`, per `period`. */
export interface Salary {
  min: number;
  max: number;
  /** ISO 4217 code, e.g. 'USD'. */
  currency: string;
  period: SalaryPeriod;
}

/** A job of the board (spec 001, section 3: job). */
export interface Job {
  id: string;
  title: string;
  company: string;
  /** URL of the company's logo; the company's initials stand in when there is none. */
  companyLogo?: string;
  location: string;
  type: JobType;
  remote: boolean;
  /** None when the client did not say ('Salary not specified'). */
  salary?: Salary;
  description: string;
  requirements: string[];
  skills: string[];
  category: JobCategory;
  experience: ExperienceLevel;
  /** ISO 8601 date-time. */
  postedDate: string;
  /** ISO 8601 date. */
  deadline?: string;
  applicants: number;
  featured: boolean;
  urgent: boolean;
  clientId: string;
  benefits?: string[];
}
