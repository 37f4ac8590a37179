import type { TransactionStatus, TransactionType } from '@atelier/api-contract';
import {
  TRANSACTION_STATUS_LABELS as LABEL,
  TRANSACTION_TYPE_LABELS,
} from '@atelier/api-contract/values';
import type { BadgeTone } from '@atelier/shared-ui';

/**
 * Spec 001 section 4's status colours: completed green, pending yellow, failed red; a refund
 * and a dispute (Stripe's events) get colours of their own and say what happened.
 */
export const TRANSACTION_STATUS: Record<TransactionStatus, { label: string; tone: BadgeTone }> = {
  completed: { label: LABEL.completed, tone: 'success' },
  pending: { label: LABEL.pending, tone: 'warning' },
  failed: { label: LABEL.failed, tone: 'danger' },
  refunded: { label: LABEL.refunded, tone: 'info' },
  disputed: { label: LABEL.disputed, tone: 'brand' },
};

export const TRANSACTION_TYPE: Record<TransactionType, string> = TRANSACTION_TYPE_LABELS;
