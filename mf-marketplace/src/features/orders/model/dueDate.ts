import type { ServiceOrder } from '@atelier/api-contract';
import { formatShortDate, orderCountdown } from '@atelier/shared-ui';
import { ORDER_TEXTS } from './texts';

export type DueDateView =
  /** The requirements have not arrived: no due date yet. */
  | { kind: 'notStarted'; text: string }
  /** Running: the date, and the countdown ('Due in 3d 4h') or how late it is ('5h late'). */
  | { kind: 'running'; date: string; countdown: string; late: boolean }
  /** Delivered (awaiting the buyer), completed, cancelled, paused or ended by a dispute. */
  | { kind: 'settled'; text: string };

const dateOf = (iso: string) => formatShortDate(Date.parse(iso));

/**
 * What the order's due date shows at `now`. The countdown and lateness are shared-ui's
 * `orderCountdown`, the one rule the seller's orders list also uses, so both parties read the same.
 */
export function dueDateView(
  order: Pick<
    ServiceOrder,
    | 'status'
    | 'dueAt'
    | 'late'
    | 'viewerRole'
    | 'autoCompleteAt'
    | 'completedAt'
    | 'cancelledAt'
    | 'dispute'
  >,
  now: number,
): DueDateView {
  if (order.status === 'completed' && order.completedAt !== null) {
    return { kind: 'settled', text: ORDER_TEXTS.completedOn(dateOf(order.completedAt)) };
  }
  if (order.status === 'cancelled' && order.cancelledAt !== null) {
    return { kind: 'settled', text: ORDER_TEXTS.cancelledOn(dateOf(order.cancelledAt)) };
  }
  // A dispute (issue 36): lost, the order ended; open, its clocks wait for the dispute to close.
  if (order.status === 'disputed') return { kind: 'settled', text: ORDER_TEXTS.disputeEnded };
  if (order.dispute === 'open') return { kind: 'settled', text: ORDER_TEXTS.duePaused };
  if (order.status === 'delivered') {
    return {
      kind: 'settled',
      text:
        order.autoCompleteAt === null
          ? ORDER_TEXTS.delivered
          : ORDER_TEXTS.autoCompletes(dateOf(order.autoCompleteAt)),
    };
  }
  if (order.dueAt === null) {
    return {
      kind: 'notStarted',
      text: order.viewerRole === 'buyer' ? ORDER_TEXTS.dueStartsBuyer : ORDER_TEXTS.dueStartsSeller,
    };
  }
  const countdown = orderCountdown(order, now);
  return {
    kind: 'running',
    date: ORDER_TEXTS.dueAt(dateOf(order.dueAt)),
    countdown: countdown?.text ?? '',
    late: countdown?.late ?? false,
  };
}
