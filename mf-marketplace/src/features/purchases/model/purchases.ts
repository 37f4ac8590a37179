import type { Purchase, PurchaseStatus } from '@atelier/api-contract';
import type { BadgeTone } from '@atelier/shared-ui';
import { FILE_DOWNLOAD_TEXTS } from '../../../components/fileDownloadTexts';

/** How often the confirmation page asks whether the payment went through, and for how long. */
export const CONFIRMATION_POLL_MS = 1500;
export const CONFIRMATION_GIVE_UP_MS = 60_000;

// Purchases and the purchase confirmation page (issue 20). Texts in one place; tests import them.
export const PURCHASES_TEXTS = {
  title: 'Purchases',
  intro: 'The products you bought, with their downloads and receipts.',
  loading: 'Loading your purchases',
  loadError: 'Your purchases could not be loaded.',
  retry: 'Try again',
  empty: 'No purchases yet',
  emptyText: 'Products you buy in the marketplace appear here, ready to download.',
  browse: 'Browse the Marketplace',
  list: 'Your purchases',
  by: (seller: string) => `by ${seller}`,
  paid: (amount: string) => `Paid ${amount}`,
  refunded: (amount: string) => `${amount} refunded`,
  boughtOn: (date: string) => `Bought on ${date}`,
  viewReceipt: 'View receipt',
  viewProduct: 'View Product',
  writeReview: 'Write a review',
  viewOrder: 'View Order',
  orderStatus: 'Order status',
  due: (date: string) => `Due ${date}`,
  editReview: 'Edit your review',
  files: 'Files',
  ...FILE_DOWNLOAD_TEXTS,
  noFiles: 'This product has no files.',
  refundedAccess: 'This purchase was refunded: its files are no longer available.',
  disputedAccess: 'The payment for this purchase is disputed: its files are not available.',
  status: {
    pending: 'Pending',
    paid: 'Paid',
    partiallyRefunded: 'Partially refunded',
    failed: 'Failed',
    refunded: 'Refunded',
    disputed: 'Disputed',
  },
  // The confirmation page (checkout's return)
  loadingPurchase: 'Loading your purchase',
  confirming: 'Confirming your payment...',
  confirmingText: 'This usually takes a few seconds. Please keep this page open.',
  gaveUpTitle: 'Your payment is still being confirmed',
  gaveUpText:
    'This is taking longer than usual. If your payment went through, the purchase appears in Purchases as soon as it is confirmed.',
  checkAgain: 'Check again',
  thankYou: 'Thank you for your purchase',
  readyText: (title: string) => `${title} is yours. Download its files here or from Purchases.`,
  failedTitle: 'Your payment did not go through',
  failedText: (title: string) =>
    `The payment for ${title} failed, so nothing was bought. You can try again from the product page.`,
  backToProduct: 'Back to the product',
  goToPurchases: 'Go to Purchases',
  notFoundTitle: 'Purchase Not Found',
  notFoundText: 'This purchase does not exist or is not yours.',
  purchaseLoadError: 'Your purchase could not be loaded.',
} as const;

/** The status a buyer sees: a paid purchase with part of it refunded keeps access and says so. */
export type ShownStatus = PurchaseStatus | 'partiallyRefunded';

export function shownStatus(purchase: Pick<Purchase, 'status' | 'refunded'>): ShownStatus {
  return purchase.status === 'paid' && purchase.refunded > 0
    ? 'partiallyRefunded'
    : purchase.status;
}

export const STATUS_TONES: Readonly<Record<ShownStatus, BadgeTone>> = {
  pending: 'warning',
  paid: 'success',
  partiallyRefunded: 'info',
  failed: 'danger',
  refunded: 'neutral',
  disputed: 'warning',
};

/** Why a purchase offers no files, or null while it gives access (paid, even partly refunded). */
export function lostAccessReason(purchase: Pick<Purchase, 'status'>): string | null {
  if (purchase.status === 'refunded') return PURCHASES_TEXTS.refundedAccess;
  if (purchase.status === 'disputed') return PURCHASES_TEXTS.disputedAccess;
  return null;
}

/**
 * Whether Purchases offers the review of a purchase: a paid product, or a custom service once its
 * order is completed (the API accepts the review then, issue 22).
 */
export function canReview(purchase: Pick<Purchase, 'status' | 'order'>): boolean {
  if (purchase.status !== 'paid') return false;
  return purchase.order === undefined || purchase.order.status === 'completed';
}
