import type { ApplicationStatus, ResponseStatus } from '@atelier/api-contract';

/**
 * The hiring loop's statuses as the client reads them, shared by View Applications, Supplier
 * Responses and the dashboard's applications overview.
 */

/** Applications to jobs (spec 001: 'New Application', 'Under Review', ...). */
export const CLIENT_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New Application',
  reviewing: 'Under Review',
  shortlisted: 'Shortlisted',
  interviewed: 'Interview Scheduled',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** Supplier quotes to requests (spec section 4, with a quote's words). */
export const QUOTE_STATUS_LABELS: Record<ResponseStatus, string> = {
  new: 'New Response',
  reviewing: 'Under Review',
  shortlisted: 'Shortlisted',
  interviewed: 'In Discussion',
  hired: 'Accepted',
  rejected: 'Declined',
};
