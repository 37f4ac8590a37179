/**
 * A custom order's statuses as every screen names them (issue 22): the order's page and
 * Purchases (mf-marketplace), the seller's orders (mf-freelancer). api-contract holds the
 * statuses for the API's schemas; the apps import only its types, so the browser's copy lives
 * here, checked against the contract by `every`. The moves between statuses are the API's alone
 * (each order answers its `allowedMoves`).
 */
import type { OrderStatus } from '@atelier/api-contract';
import type { BadgeTone } from '../core';
import { every } from '../contract/every';

/** Every status, in the order an order goes through them. */
export const ORDER_STATUS_LIST = every<OrderStatus>()([
  'awaiting_requirements',
  'in_progress',
  'delivered',
  'revision_requested',
  'completed',
  'cancelled',
  'disputed',
]);

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
export const ORDER_ENDED_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled', 'disputed'];

/** The badge of an order whose payment is under an open dispute (it is paused). */
export const ORDER_DISPUTE_OPEN_LABEL = 'Payment disputed';

/** The word that marks an order past its due date and not delivered, on both sides. */
export const ORDER_LATE_LABEL = 'Late';
