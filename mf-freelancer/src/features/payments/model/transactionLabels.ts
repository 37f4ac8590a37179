import type { TransactionStatus, TransactionType } from '@atelier/api-contract';
import type { BadgeTone } from '@atelier/shared-ui';

/**
 * Spec 001 section 4's status colours: completed green, pending yellow, failed red; a refund
 * and a dispute (Stripe's events) get colours of their own and say what happened.
 */
export const TRANSACTION_STATUS: Record<TransactionStatus, { label: string; tone: BadgeTone }> = {
  completed: { label: 'Completed', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'info' },
  disputed: { label: 'Disputed', tone: 'brand' },
};

export const TRANSACTION_TYPE: Record<TransactionType, string> = {
  marketplace_sale: 'Marketplace sale',
  project_payment: 'Project payment',
  subscription: 'Subscription',
};
