/**
 * The status machine of a supplier's response (spec 001 section 4, application status), shared in
 * shape with the jobs module's applications: new -> reviewing (when the request's owner opens it)
 * -> shortlisted -> interviewed (for a quote: in discussion) -> hired (the quote accepted);
 * rejected (declined, with a reason) from any undecided status. hired and rejected are final.
 */
import type { ResponseStatus } from '@atelier/api-contract';

const MOVES: Record<ResponseStatus, readonly ResponseStatus[]> = {
  new: ['reviewing', 'rejected'],
  reviewing: ['shortlisted', 'rejected'],
  shortlisted: ['interviewed', 'rejected'],
  interviewed: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

/** Whether a response may move from `from` to `to`. */
export const canMove = (from: ResponseStatus, to: ResponseStatus): boolean =>
  MOVES[from].includes(to);

/** Decided: the supplier may no longer revise the quote. */
export const isDecided = (status: ResponseStatus): boolean => MOVES[status].length === 0;
