import type { NotificationKind } from '@atelier/api-contract';
import type { EmailTemplate } from '../render';

/** Issue 37: a purchase's news for its buyer, a dispute for its seller, and reviews. */
export type SalesNotificationKind = Extract<
  NotificationKind,
  | 'purchase-receipt'
  | 'purchase-refunded'
  | 'purchase-disputed'
  | 'sale-disputed'
  | 'review-received'
  | 'review-replied'
>;

/** Each e-mail's subject and the label of its button. */
const SALES_EMAILS: Record<SalesNotificationKind, { subject: string; button: string }> = {
  'purchase-receipt': {
    subject: 'Your receipt from Atelier: <%= it.subject %>',
    button: 'See your purchase',
  },
  'purchase-refunded': {
    subject: 'You were refunded for <%= it.subject %>',
    button: 'See your purchase',
  },
  'purchase-disputed': {
    subject: 'Your payment for <%= it.subject %> is disputed',
    button: 'See your purchase',
  },
  'sale-disputed': {
    subject: 'A payment was disputed: <%= it.subject %>',
    button: 'See your earnings',
  },
  'review-received': {
    subject: 'New review of <%= it.subject %>',
    button: 'See the review',
  },
  'review-replied': {
    subject: 'The seller replied to your review of <%= it.subject %>',
    button: 'See the reply',
  },
};

export const salesUpdate = (kind: SalesNotificationKind): EmailTemplate => ({
  subject: SALES_EMAILS[kind].subject,
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: '${SALES_EMAILS[kind].button}' }) %>`,
});
