/**
 * The one status machine of an answer to a listing (spec 001 section 4, Application): a
 * freelancer's application to a job and a supplier's response to a request move alike.
 *
 *   new -> reviewing (the owner opened it) -> shortlisted -> interviewed -> hired
 *   rejected from any undecided status; hired and rejected are final.
 *
 * The API moves answers with it (jobs by action, requests by target status) and answers each
 * application and response with the moves it allows now, which the screens read. Scheduling
 * again keeps an application interviewed (the new time replaces the old); it is the one action
 * that does not change the status.
 */

export const APPLICATION_STATUSES = [
  'new',
  'reviewing',
  'shortlisted',
  'interviewed',
  'rejected',
  'hired',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * View Applications' orders (issue 43 item 7): newest first, or Pro members first (newest
 * first within each), with their labels.
 */
export const APPLICATION_SORTS = ['newest', 'pro-first'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const APPLICATION_SORT_LABELS: Readonly<Record<ApplicationSort, string>> = {
  newest: 'Newest first',
  'pro-first': 'Pro members first',
};

/** Answers (applications, quotes) with Pro members first, in their order otherwise. */
export function proFirst<T>(answers: readonly T[], isPro: (answer: T) => boolean): T[] {
  return [...answers.filter(isPro), ...answers.filter((answer) => !isPro(answer))];
}

/** What the client does to an application (View Applications' actions). */
export const APPLICATION_ACTIONS = ['shortlist', 'schedule-interview', 'reject', 'hire'] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** The reasons a client picks from to reject; the applicant sees the label. */
export const REJECTION_REASONS = [
  { value: 'position-filled', label: 'The position has been filled' },
  { value: 'experience', label: 'Looking for more relevant experience' },
  { value: 'skills', label: 'Skills do not match the requirements' },
  { value: 'rate', label: 'Rate outside our budget' },
  { value: 'availability', label: 'Availability does not match our timeline' },
  { value: 'other-candidate', label: 'We chose another candidate' },
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number]['value'];

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

/** The client's actions an application in `status` allows now, in View Applications' order. */
export const allowedActions = (status: ApplicationStatus): ApplicationAction[] =>
  APPLICATION_ACTIONS.filter((action) => MOVES[action].from.includes(status));

/**
 * The statuses the owner may move an answer in `status` to by hand (opening it is not one: the
 * API does it when the owner opens the answer), in the machine's order.
 */
export const allowedMoves = (status: ApplicationStatus): ApplicationStatus[] =>
  (Object.entries(MOVES) as [StatusAction, Move][])
    .filter(
      ([action, move]) => action !== 'open' && move.to !== status && move.from.includes(status),
    )
    .map(([, move]) => move.to);
