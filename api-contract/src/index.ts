/**
 * The API's contract: TypeBox schemas of every request and response of the platform's API
 * (auth-service validates and documents with them), and their static types. The apps import the
 * types only (`import type { Plan } from '@atelier/api-contract'`), so nothing here reaches the
 * browser; the values both sides need (option lists, the application status machine, a form's
 * checks) are in `./values`, the one entry the browser imports values from
 * (`@atelier/api-contract/values`), re-exported here for the API.
 */
export * from './values';
export * from './common';
export * from './errors';
export * from './health';
export * from './profiles';
export * from './plans';
export * from './billing';
export * from './allowances';
export * from './agreements';
export * from './listings';
export * from './waitlist';
export * from './catalogue';
export * from './uploads';
export * from './messaging';
export * from './notifications';
export * from './public-profiles';
export * from './portfolio';
export * from './directory';
export * from './companies';
export * from './jobs';
export * from './requests';
export * from './dashboards';
export * from './job-matches';
export * from './analytics';
export * from './payments';
export * from './sales';
export * from './mail';
export * from './orders';
export * from './plm';
export * from './plm-approvals';
export * from './plm-comments';
export * from './plm-samples';
export * from './supplier-verification';
export * from './plm-quotes';
export * from './saved-searches';
