// A job of the board as auth-service answers it (spec 001, section 3: job): the contract's type.
// `company` is null while a confidential job hides its brand from this reader.
export type { Job, JobPage, JobsQuery, Salary } from '@atelier/api-contract';
