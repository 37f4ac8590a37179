/** The orders module's texts: refusals of a move (409 says why), of files, and the 404. */
import type { OrderMove } from '@atelier/api-contract';
import type { Refusal } from './order-status';

export const ORDER_MESSAGES = {
  /** Unknown, or the caller is neither the buyer nor the seller. */
  notFound: 'This order does not exist.',
  fileNotFound: 'This file is not part of an order of yours.',
  /** An upload id in a body that is not the caller's complete order file. */
  badFile: 'Attach files uploaded for this order (complete uploads of your own).',
  /** The cancellation's refund could not be asked of the provider. */
  paymentsOff: 'Payments are off: the order cannot be refunded now. Please try again later.',
} as const;

/** Who may take each move (403 to the other party). */
export const WRONG_PARTY: Record<OrderMove, string> = {
  'submit-requirements': 'Only the buyer submits the requirements.',
  deliver: 'Only the seller delivers the order.',
  'request-revision': 'Only the buyer asks for a revision.',
  accept: 'Only the buyer accepts the delivery.',
  'propose-cancellation': 'Only the buyer or the seller may propose to cancel.',
  'accept-cancellation': 'Only the other party accepts a cancellation.',
  'withdraw-cancellation': 'Only who proposed the cancellation withdraws it.',
  'decline-cancellation': 'Only the other party declines a cancellation.',
  'cancel-late': 'Only the buyer cancels a late order.',
};

/** Why a move is refused in the order's state (409). */
export const REFUSALS: Record<Exclude<Refusal, 'wrongParty'>, (move: OrderMove) => string> = {
  wrongStatus: (move) => WRONG_STATUS[move],
  noRevisionsLeft: () => 'No revisions are left on this order: accept the delivery.',
  notLate: () => 'The order is not late: it can be cancelled by agreement only.',
  proposalPending: () => 'A cancellation is already proposed: it waits for an answer.',
  disputeOpen: () =>
    'The payment of this order is disputed: the order is paused until the dispute closes. You can still send messages.',
  noProposal: () => 'No cancellation is proposed on this order.',
  ownProposal: () => 'You proposed this cancellation: the other party answers it.',
  notProposer: () => 'Only who proposed the cancellation withdraws it.',
};

const WRONG_STATUS: Record<OrderMove, string> = {
  'submit-requirements': 'The requirements were already submitted, or the order has ended.',
  deliver: 'Only an order in progress or with a revision requested can be delivered.',
  'request-revision': 'A revision can be asked for a delivered order only.',
  accept: 'Only a delivered order can be accepted.',
  'propose-cancellation': 'The order has ended: it can no longer be cancelled.',
  'accept-cancellation': 'The order has ended: it can no longer be cancelled.',
  'withdraw-cancellation': 'The order has ended.',
  'decline-cancellation': 'The order has ended.',
  'cancel-late': 'Only an order awaiting its delivery can be cancelled for lateness.',
};
