/**
 * The one countdown rule of a custom order's due date (issue 37), for both parties' screens: the
 * order's page (mf-marketplace, buyer and seller) and the seller's orders (mf-freelancer).
 */
import type { OrderStatus } from '@atelier/api-contract';
import { MS_PER_MINUTE } from '../formatters/dates';
import { formatCountdown, isPast } from '../formatters/countdown';

export const ORDER_DUE_TEXTS = {
  dueIn: (left: string) => `Due in ${left}`,
  lateBy: (late: string) => `${late} late`,
} as const;

/** What the countdown says, and whether the order is late. */
export interface OrderCountdown {
  /** 'Due in 3d', 'Due in 2d 4h' or '5h late'. */
  text: string;
  late: boolean;
}

/** The statuses in which the seller owes a delivery: only these run a countdown. */
const AWAITING_DELIVERY: readonly OrderStatus[] = ['in_progress', 'revision_requested'];

/**
 * The order's countdown at `now`, or null when none runs (no due date yet, delivered, ended).
 * Time left is rounded up to the whole minute before the two largest units are shown: right
 * after the requirements arrive both parties read the full delivery time ('Due in 3d'), and two
 * screens whose clocks differ by seconds (a page's clock re-read every 30 s) do not read '3d'
 * and '2d 23h' at the same moment. 'Late' is the server's word, or the browser's clock once the
 * date has passed (the page may not have been read again yet); lateness counts down from the
 * due date.
 */
export function orderCountdown(
  order: { status: OrderStatus; dueAt: string | null; late: boolean },
  now: number,
): OrderCountdown | null {
  if (order.dueAt === null || !AWAITING_DELIVERY.includes(order.status)) return null;
  const due = Date.parse(order.dueAt);
  const late = order.late || isPast(due, now);
  if (late) return { text: ORDER_DUE_TEXTS.lateBy(formatCountdown(due, now)), late };
  const left = Math.ceil((due - now) / MS_PER_MINUTE) * MS_PER_MINUTE;
  return { text: ORDER_DUE_TEXTS.dueIn(formatCountdown(now + left, now)), late };
}
