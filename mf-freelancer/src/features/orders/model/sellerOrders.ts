import type { OrderStatus, SellerOrderItem } from '@atelier/api-contract';
import { formatShortDate, ORDER_ENDED_STATUSES, orderCountdown } from '@atelier/shared-ui';
import { SELLER_ORDERS_TEXTS as TEXTS } from './texts';

/** What a row says about the due date at `now`. */
export interface DueLine {
  /** 'Due Nov 28, 2026', or why there is no date yet; null once the order has ended. */
  date: string | null;
  /** 'Due in 2d 4h' or '5h late'; null without a running due date. */
  countdown: string | null;
  late: boolean;
}

const ENDED = ORDER_ENDED_STATUSES;

/**
 * A row's due date: running (with its countdown) while the seller owes the delivery, none once
 * delivered or ended. The countdown is shared-ui's `orderCountdown`, the one rule the order's
 * page also uses, so the seller's list and the buyer's page read the same.
 */
export function dueLine(
  order: Pick<SellerOrderItem, 'status' | 'dueAt' | 'late'>,
  now: number,
): DueLine {
  if (ENDED.includes(order.status)) return { date: null, countdown: null, late: false };
  if (order.dueAt === null) return { date: TEXTS.notStarted, countdown: null, late: false };
  const date = TEXTS.due(formatShortDate(Date.parse(order.dueAt)));
  const countdown = orderCountdown(order, now);
  return { date, countdown: countdown?.text ?? null, late: countdown?.late ?? false };
}

/** The filter's value for the orders past due and not delivered (issue 37). */
export const OVERDUE = 'overdue';

/**
 * The status filter's value in the address (`?status=`): a status, 'overdue', or null for every
 * status.
 */
export function statusOf(
  value: string | null,
  statuses: readonly OrderStatus[],
): OrderStatus | typeof OVERDUE | null {
  if (value === OVERDUE) return OVERDUE;
  return statuses.find((status) => status === value) ?? null;
}
