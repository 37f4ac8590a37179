import type { OrderEventKind, OrderMove } from '@atelier/api-contract';
import { ORDER_LATE_LABEL } from '@atelier/shared-ui';
import { FILE_DOWNLOAD_TEXTS } from '../../../components/fileDownloadTexts';

// A custom order's page (issue 22). The spec has no texts for orders (its screens predate them);
// these follow the marketplace's words. Texts in one place; tests import them from here.
export const ORDER_TEXTS = {
  loading: 'Loading order',
  loadError: 'This order could not be loaded.',
  retry: 'Try again',
  notFoundTitle: 'Order Not Found',
  notFoundText: 'This order does not exist or is not yours.',
  goToPurchases: 'Go to Purchases',
  /** The breadcrumb's list: the buyer's Purchases, the seller's Orders (the navbar's names). */
  listOf: (role: 'buyer' | 'seller') => (role === 'buyer' ? 'Purchases' : 'Orders'),
  eyebrow: (role: 'buyer' | 'seller') => (role === 'buyer' ? 'Your order' : 'Order from a buyer'),
  orderedFrom: (seller: string) => `Ordered from ${seller}`,
  orderedBy: (buyer: string) => `Ordered by ${buyer}`,
  message: 'Message',
  late: ORDER_LATE_LABEL,
  viewProduct: 'View Product',
  // Terms
  terms: 'Order Terms',
  price: 'Price',
  deliveryTime: 'Delivery time',
  deliveryDays: (range: string) => `${range} days`,
  revisions: 'Revisions',
  revisionsLeft: (remaining: number, included: number) =>
    `${String(remaining)} of ${String(included)} left`,
  noRevisions: 'None included',
  sellerRequirements: "Seller's requirements",
  /** The seller's own requirements, on their side of the order. */
  yourRequirements: 'Your requirements',
  noRequirementsText: 'The seller asked for nothing in particular: tell them what you need.',
  ordered: 'Ordered',
  // Due date
  dueDate: 'Due date',
  dueAt: (date: string) => `Due ${date}`,
  dueStartsBuyer: 'The delivery time starts when you submit the requirements.',
  dueStartsSeller: 'The delivery time starts when the buyer submits the requirements.',
  delivered: 'Delivered: the due date no longer applies.',
  autoCompletes: (date: string) =>
    `Completes automatically on ${date} unless the buyer accepts it or asks for a revision.`,
  completedOn: (date: string) => `Completed on ${date}`,
  cancelledOn: (date: string) => `Cancelled on ${date}`,
  refundedLabel: 'Refunded',
  // Requirements
  requirementsTitle: 'Submit Requirements',
  requirementsIntro:
    'Answer the seller’s requirements so they can start. Attach any files they need.',
  answers: 'Your answers',
  attachments: 'Attachments',
  submitRequirements: 'Submit Requirements',
  submitting: 'Submitting…',
  waitingRequirements: 'Waiting for the buyer’s requirements.',
  requirementsSubmitted: 'Requirements',
  /** Above the delivery form while a revision is owed: what the buyer asked for last. */
  latestRevision: 'Latest revision request',
  revisionAskedBy: (name: string, date: string) => `${name} asked on ${date}:`,
  // Once completed, the buyer is asked for a review.
  reviewTitle: 'How did it go?',
  reviewText: 'Your review helps other buyers choose, and the seller grow.',
  writeReview: 'Write a review',
  // Delivery
  deliverTitle: 'Deliver Your Order',
  deliveryMessage: 'Message to the buyer',
  deliveryFiles: 'Delivery files',
  deliver: 'Deliver Order',
  delivering: 'Delivering…',
  // The other moves
  actions: 'Actions',
  requestRevision: 'Request Revision',
  revisionReason: 'What should change?',
  sendRevisionRequest: 'Send Request',
  accept: 'Accept Delivery',
  acceptTitle: 'Accept this delivery?',
  acceptMessage:
    'The order will be completed and no more revisions can be requested. This action cannot be undone.',
  proposeCancellation: 'Propose Cancellation',
  cancellationReason: 'Why cancel this order?',
  sendProposal: 'Send Proposal',
  acceptCancellation: 'Accept Cancellation',
  acceptCancellationTitle: 'Cancel this order?',
  /** A cancellation's confirmation, on the side of the party who accepts it. */
  acceptCancellationMessage: (role: 'buyer' | 'seller', refund: string) =>
    role === 'buyer'
      ? `The order will be cancelled. You will be refunded ${refund}. This action cannot be undone.`
      : `The order will be cancelled and the buyer refunded ${refund}. This action cannot be undone.`,
  /** A cancellation's proposal, on the side of the party who proposes it. */
  proposeCancellationMessage: (role: 'buyer' | 'seller', other: string, refund: string) =>
    role === 'buyer'
      ? `If ${other} accepts, the order is cancelled. You will be refunded ${refund}.`
      : `If ${other} accepts, the order is cancelled and ${other} is refunded ${refund}.`,
  withdrawCancellation: 'Withdraw Proposal',
  declineCancellation: 'Decline Cancellation',
  cancelLate: 'Cancel Order',
  cancelLateTitle: 'Cancel this late order?',
  cancelLateMessage: (refund: string) =>
    `The order is past its due date. It will be cancelled. You will be refunded ${refund}. This action cannot be undone.`,
  cancelLateReason: 'Reason (optional)',
  keepOrder: 'Keep Order',
  cancel: 'Cancel',
  working: 'Working…',
  proposalByYou: (reason: string) => `You proposed to cancel this order: ${reason}`,
  proposalByOther: (name: string, reason: string) =>
    `${name} proposed to cancel this order: ${reason}`,
  moveFailed: 'That did not work. Please try again.',
  // A dispute of the payment (issue 36)
  disputeOpenBuyer:
    'You disputed this payment with your bank. The order is paused until the dispute closes; you can still message the seller.',
  disputeOpenSeller:
    'The buyer disputed this payment with their bank. The order is paused until the dispute closes; you can still message the buyer. Answer the dispute from your Stripe Dashboard.',
  duePaused: 'Paused by the dispute: the due date moves on by the pause if the order resumes.',
  disputeEnded: 'Ended by the dispute: the due date no longer applies.',
  disputeLost:
    'This order ended with a dispute closed in the buyer’s favour: the payment went back to the buyer.',
  // Timeline
  timeline: 'Timeline',
  by: (name: string) => `by ${name}`,
  platform: 'by Atelier',
  files: 'Files',
  ...FILE_DOWNLOAD_TEXTS,
  // Validation
  answersRequired: 'Please answer the seller’s requirements.',
  messageRequired: 'Please add a message to your delivery.',
  reasonRequired: 'Please give a reason.',
  waitForUploads: 'Please wait until your files are uploaded.',
} as const;

export const ORDER_EVENT_LABELS: Readonly<Record<OrderEventKind, string>> = {
  placed: 'Order placed',
  'requirements-submitted': 'Requirements submitted',
  delivered: 'Order delivered',
  'revision-requested': 'Revision requested',
  accepted: 'Delivery accepted: order completed',
  'auto-completed': 'Completed automatically',
  'cancellation-proposed': 'Cancellation proposed',
  'cancellation-withdrawn': 'Cancellation proposal withdrawn',
  'cancellation-declined': 'Cancellation proposal declined',
  'cancelled-by-agreement': 'Cancelled by mutual agreement',
  'cancelled-late': 'Cancelled: the order was late',
  refunded: 'Payment refunded',
  'dispute-opened': 'Payment disputed: the order is paused',
  'dispute-won': 'Dispute closed in the seller’s favour: the order resumes',
  'dispute-lost': 'Dispute closed in the buyer’s favour: the payment went back to the buyer',
};

/** The label of each move's button. */
export const ORDER_MOVE_LABELS: Readonly<Record<OrderMove, string>> = {
  'submit-requirements': ORDER_TEXTS.submitRequirements,
  deliver: ORDER_TEXTS.deliver,
  'request-revision': ORDER_TEXTS.requestRevision,
  accept: ORDER_TEXTS.accept,
  'propose-cancellation': ORDER_TEXTS.proposeCancellation,
  'accept-cancellation': ORDER_TEXTS.acceptCancellation,
  'withdraw-cancellation': ORDER_TEXTS.withdrawCancellation,
  'decline-cancellation': ORDER_TEXTS.declineCancellation,
  'cancel-late': ORDER_TEXTS.cancelLate,
};
