/**
 * An application's status machine (spec 001 section 4): new -> reviewing (the client opened it)
 * -> shortlisted -> interviewed -> hired; rejected from new, reviewing, shortlisted or
 * interviewed. Hired and rejected are final. Scheduling again moves an interview.
 */
import type { ApplicationAction, ApplicationStatus } from '@atelier/api-contract';

/** The status each action leads to. */
export const ACTION_TARGET: Record<ApplicationAction, ApplicationStatus> = {
  shortlist: 'shortlisted',
  'schedule-interview': 'interviewed',
  reject: 'rejected',
  hire: 'hired',
};

/** The statuses each action may start from. */
const ALLOWED_FROM: Record<ApplicationAction, readonly ApplicationStatus[]> = {
  shortlist: ['reviewing'],
  'schedule-interview': ['shortlisted', 'interviewed'],
  reject: ['new', 'reviewing', 'shortlisted', 'interviewed'],
  hire: ['interviewed'],
};

/** Statuses the applicant may still withdraw from (nothing decided yet). */
export const UNDECIDED: readonly ApplicationStatus[] = [
  'new',
  'reviewing',
  'shortlisted',
  'interviewed',
];

/** The status `action` moves an application in `from` to, or undefined when it may not. */
export function nextStatus(
  from: ApplicationStatus,
  action: ApplicationAction,
): ApplicationStatus | undefined {
  return ALLOWED_FROM[action].includes(from) ? ACTION_TARGET[action] : undefined;
}
