/**
 * A custom order's statuses as every screen names them (issue 22): the order's page and
 * Purchases (mf-marketplace), the seller's orders (mf-freelancer). The statuses themselves are
 * api-contract's (`@atelier/api-contract/values`, with the API's schemas and the database's
 * CHECK); their words and tones are here. The moves between statuses are the API's alone (each
 * order answers its `allowedMoves`).
 */
import {
  ENDED_ORDER_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
} from '@atelier/api-contract/values';
import type { BadgeTone } from '../core';

/** Every status, in the order an order goes through them. */
export const ORDER_STATUS_LIST: readonly OrderStatus[] = ORDER_STATUSES;

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_requirements: 'Awaiting requirements',
  in_progress: 'In progress',
  delivered: 'Delivered',
  revision_requested: 'Revision requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'Disputed',
};

export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, BadgeTone>> = {
  awaiting_requirements: 'warning',
  in_progress: 'info',
  delivered: 'brand',
  revision_requested: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  disputed: 'danger',
};

/** Statuses an order ends in: nothing moves it any more (its page stops reading it again). */
export const ORDER_ENDED_STATUSES: readonly OrderStatus[] = ENDED_ORDER_STATUSES;

/** The badge of an order whose payment is under an open dispute (it is paused). */
export const ORDER_DISPUTE_OPEN_LABEL = 'Payment disputed';

/** The word that marks an order past its due date and not delivered, on both sides. */
export const ORDER_LATE_LABEL = 'Late';
