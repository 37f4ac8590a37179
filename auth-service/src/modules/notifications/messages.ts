/** Every text the notifications module answers with, and the notifications' own texts. */
export const NOTIFICATION_MESSAGES = {
  notFound: 'This notification does not exist.',
} as const;

/** What a notification's payload may hold: who caused it and what it is about. */
export interface NotificationPayload {
  /** The user who caused it (a message's sender, an applicant). */
  actorId?: string;
  actorName?: string;
  /** What it is about: a job's or request's title. */
  subject?: string;
  /** An application's new status, as the applications screen words it. */
  status?: string;
  /** For 'message-received': the conversation. */
  conversationId?: string;
  /** For 'application-status-changed': whose answer moved, a job application or a quote. */
  answer?: 'application' | 'response';
  /** For an interview scheduled: its time (ISO 8601). */
  interviewAt?: string;
  /** For a rejection: the reason the applicant sees. */
  reason?: string;
  /** For a sale: the amount paid, formatted (US dollars). */
  amount?: string;
  /** For an order's news: the order it opens. */
  orderId?: string;
  /**
   * For a sale or an order placed: a payment of $100 or more, and the seller asked for these
   * alerts (issue 37: the alert is a line of the sale's notification, not a second one).
   */
  largePayment?: boolean;
  /** For a purchase's news (receipt, refund, dispute): the purchase its e-mail opens. */
  purchaseId?: string;
  /** For a review's news: the product whose page shows the review. */
  productId?: string;
  /** For a new review: its stars (1 to 5). */
  rating?: number;
  /** For a mention or an approval on a style (issue 39): the style its link opens. */
  styleId?: string;
  /** For an approval's news (issue 39): the revision submitted or decided on. */
  revision?: number;
}

const someone = (payload: NotificationPayload) => payload.actorName ?? 'Someone';

/** Lines some notifications add to their sentence. */
export const NOTIFICATION_LINES = {
  largePayment: 'Large payment alert: this payment is $100.00 or more',
} as const;

/** The large-payment alert's line, inside the sale's own notification. */
const largePaymentLine = (payload: NotificationPayload) =>
  payload.largePayment === true ? `. ${NOTIFICATION_LINES.largePayment}` : '';

const something = (payload: NotificationPayload) => payload.subject ?? 'your listing';

/** 'revision 3 of ST-100 Linen shirt', for an approval's news (issue 39). */
const revisionOf = (payload: NotificationPayload) =>
  `${payload.revision === undefined ? 'a revision' : `revision ${String(payload.revision)}`} of ${payload.subject ?? 'a style'}`;

/** An interview's time as the notification states it (stored texts carry no reader's zone). */
const INTERVIEW_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An applicant's news: shortlisted, an interview at a time, hired, rejected with the reason. */
function statusChanged(payload: NotificationPayload): string {
  const yours =
    payload.answer === 'response'
      ? `Your quote for ${something(payload)}`
      : `Your application to ${something(payload)}`;
  switch (payload.status) {
    case 'interviewed':
      return payload.interviewAt === undefined
        ? `${yours} is now in discussion`
        : `Interview scheduled for ${something(payload)}: ${INTERVIEW_TIME.format(new Date(payload.interviewAt))} UTC`;
    case 'shortlisted':
      return `${yours} was shortlisted`;
    case 'hired':
      return payload.answer === 'response'
        ? `${yours} was accepted`
        : `${yours} was successful: you are hired`;
    case 'rejected':
      return payload.reason === undefined
        ? `${yours} was declined`
        : `${yours} was declined: ${payload.reason}`;
    default:
      return `${yours} is now ${payload.status ?? 'updated'}`;
  }
}

/** The text of each kind of notification. */
export const NOTIFICATION_TEXTS = {
  'application-received': (payload: NotificationPayload) =>
    `${someone(payload)} applied to ${something(payload)}`,
  'application-status-changed': statusChanged,
  'message-received': (payload: NotificationPayload) => `New message from ${someone(payload)}`,
  // A confidential brand stays unnamed: the payload then carries no actor's name.
  'listing-invitation': (payload: NotificationPayload) =>
    payload.actorName === undefined
      ? `You are invited to ${something(payload)}`
      : `${payload.actorName} invited you to ${something(payload)}`,
  'quote-received': (payload: NotificationPayload) =>
    `${someone(payload)} sent a quote for ${something(payload)}`,
  'product-sold': (payload: NotificationPayload) =>
    `${someone(payload)} bought ${something(payload)}${payload.amount === undefined ? '' : ` for ${payload.amount}`}${largePaymentLine(payload)}`,
  'large-payment': (payload: NotificationPayload) =>
    `Payment of ${payload.amount ?? '$100.00 or more'} received for ${something(payload)}`,
  'order-placed': (payload: NotificationPayload) =>
    `${someone(payload)} ordered ${something(payload)}${payload.amount === undefined ? '' : ` for ${payload.amount}`}${largePaymentLine(payload)}`,
  'order-requirements-submitted': (payload: NotificationPayload) =>
    `${someone(payload)} sent the requirements for ${something(payload)}: the order has started`,
  'order-delivered': (payload: NotificationPayload) =>
    `${someone(payload)} delivered your order ${something(payload)}`,
  'order-revision-requested': (payload: NotificationPayload) =>
    `${someone(payload)} asked for a revision of ${something(payload)}`,
  // No actor when the order completed by itself after the delivery went unanswered.
  'order-completed': (payload: NotificationPayload) =>
    payload.actorName === undefined
      ? `The order ${something(payload)} is completed`
      : `${payload.actorName} accepted the delivery: ${something(payload)} is completed`,
  'order-cancellation-proposed': (payload: NotificationPayload) =>
    `${someone(payload)} proposed to cancel the order ${something(payload)}`,
  'order-cancellation-withdrawn': (payload: NotificationPayload) =>
    `${someone(payload)} withdrew the cancellation of ${something(payload)}`,
  'order-cancellation-declined': (payload: NotificationPayload) =>
    `${someone(payload)} declined to cancel the order ${something(payload)}`,
  'order-cancelled': (payload: NotificationPayload) =>
    `The order ${something(payload)} was cancelled${payload.amount === undefined ? '' : `: ${payload.amount} refunded`}`,
  'order-late': (payload: NotificationPayload) =>
    `The order ${something(payload)} is late: its due date passed before a delivery`,
  // Issue 37: the buyer's receipt, refund and dispute; the seller's dispute and reviews.
  'purchase-receipt': (payload: NotificationPayload) =>
    `Your payment${payload.amount === undefined ? '' : ` of ${payload.amount}`} for ${something(payload)}${payload.actorName === undefined ? '' : ` from ${payload.actorName}`} went through: it is in your Purchases`,
  'purchase-refunded': (payload: NotificationPayload) =>
    `${someone(payload)} refunded ${payload.amount ?? 'your payment'} for ${something(payload)}`,
  'purchase-disputed': (payload: NotificationPayload) =>
    `Your payment for ${something(payload)} is disputed: its download waits until the dispute closes`,
  'sale-disputed': (payload: NotificationPayload) =>
    `${someone(payload)} disputed the payment${payload.amount === undefined ? '' : ` of ${payload.amount}`} for ${something(payload)}`,
  'review-received': (payload: NotificationPayload) =>
    `${someone(payload)} reviewed ${something(payload)}${payload.rating === undefined ? '' : `: ${String(payload.rating)} ${payload.rating === 1 ? 'star' : 'stars'}`}`,
  'review-replied': (payload: NotificationPayload) =>
    `${someone(payload)} replied to your review of ${something(payload)}`,
  // Issue 39: a comment on a style mentioned the user.
  'style-mention': (payload: NotificationPayload) =>
    `${someone(payload)} mentioned you in a comment on ${payload.subject ?? 'a style'}`,
  // Issue 43: an admin decided a supplier's verification.
  'verification-approved': () =>
    'Your business is verified: the Verified Supplier badge now shows on your profile',
  'verification-refused': (payload: NotificationPayload) =>
    `Your verification was refused: ${payload.reason ?? 'no reason given'}`,
  // Issue 43: Supplier Pro's first look at big orders, and a brand's inquiry to one Pro supplier.
  'big-order-posted': (payload: NotificationPayload) =>
    `New big order, open to Pro suppliers first: ${something(payload)}`,
  'direct-inquiry': (payload: NotificationPayload) =>
    `${someone(payload)} sent you a direct inquiry: ${something(payload)}`,
  // Issue 39: a revision submitted for approval (to the owner), and the decision (to its submitter).
  'style-revision-submitted': (payload: NotificationPayload) =>
    `${someone(payload)} submitted ${revisionOf(payload)} for approval`,
  'style-revision-approved': (payload: NotificationPayload) =>
    `${someone(payload)} approved ${revisionOf(payload)}`,
  'style-changes-requested': (payload: NotificationPayload) =>
    `${someone(payload)} asked for changes to ${revisionOf(payload)}`,
} as const;
