/**
 * Payment History's words, shared by the page and its CSV export (issue 37 item 13: the file
 * says what the page says, not the API's codes).
 */

/** Spec 001 section 3, Transaction; `refunded` and `disputed` follow Stripe's events. */
export const TRANSACTION_TYPES = ['marketplace_sale', 'project_payment', 'subscription'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUSES = [
  'completed',
  'pending',
  'failed',
  'refunded',
  'disputed',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  marketplace_sale: 'Marketplace sale',
  project_payment: 'Project payment',
  subscription: 'Subscription',
};

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

/** The CSV export's file name: the filter's dates ('YYYY-MM-DD', '' when open) when it has them. */
export function transactionsCsvName({ from, to }: { from: string; to: string }): string {
  const range = [from, to].filter((date) => date !== '').join('-to-');
  return range === '' ? 'atelier-transactions.csv' : `atelier-transactions-${range}.csv`;
}
