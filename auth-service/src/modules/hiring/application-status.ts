/**
 * The one status machine of an answer to a listing (spec 001 section 4, Application): a
 * freelancer's application to a job and a supplier's response to a request move alike.
 *
 *   new -> reviewing (the owner opened it) -> shortlisted -> interviewed -> hired
 *   rejected from any undecided status; hired and rejected are final.
 *
 * The jobs module moves by action (View Applications' buttons), the requests module by target
 * status; both ask this module. Scheduling again keeps an application interviewed (the new time
 * replaces the old); it is the one action that does not change the status.
 */
import type { ApplicationAction, ApplicationStatus } from '@atelier/api-contract';

/** Every action on an answer: the owner opening it, then View Applications' four. */
export type StatusAction = 'open' | ApplicationAction;

/** Statuses nothing has been decided in: the applicant may still withdraw or revise. */
export const UNDECIDED: readonly ApplicationStatus[] = [
  'new',
  'reviewing',
  'shortlisted',
  'interviewed',
];

interface Move {
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
}

/** The machine: each action, the statuses it may start from and where it leads. */
const MOVES: Record<StatusAction, Move> = {
  open: { from: ['new'], to: 'reviewing' },
  shortlist: { from: ['reviewing'], to: 'shortlisted' },
  'schedule-interview': { from: ['shortlisted', 'interviewed'], to: 'interviewed' },
  hire: { from: ['interviewed'], to: 'hired' },
  reject: { from: UNDECIDED, to: 'rejected' },
};

/** The status `action` leads to (what a refusal names as its target). */
export const targetOf = (action: StatusAction): ApplicationStatus => MOVES[action].to;

/** The status `action` moves an answer in `from` to, or undefined when it may not. */
export function nextStatus(
  from: ApplicationStatus,
  action: StatusAction,
): ApplicationStatus | undefined {
  const move = MOVES[action];
  return move.from.includes(from) ? move.to : undefined;
}

/** Whether some action changes `from` into `to` (for callers that name the target status). */
export const canMove = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  from !== to && Object.values(MOVES).some((move) => move.to === to && move.from.includes(from));

/** Hired or rejected: final. */
export const isDecided = (status: ApplicationStatus): boolean => !UNDECIDED.includes(status);
