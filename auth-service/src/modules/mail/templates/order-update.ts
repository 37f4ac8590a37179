import type { NotificationKind } from '@atelier/api-contract';
import type { EmailTemplate } from '../render';

/** The order events, each with an e-mail of its own. */
export type OrderNotificationKind = Extract<NotificationKind, `order-${string}`>;

/**
 * Each order event's subject (issue 37: seven events shared 'Your order on Atelier: TITLE', so an
 * inbox could not tell a delivery from a cancellation).
 */
export const ORDER_EMAIL_SUBJECTS: Record<OrderNotificationKind, string> = {
  'order-placed': 'New order on Atelier: <%= it.subject %>',
  'order-requirements-submitted':
    'Requirements received, your order has started: <%= it.subject %>',
  'order-delivered': 'Your order was delivered: <%= it.subject %>',
  'order-revision-requested': 'Revision requested for your order: <%= it.subject %>',
  'order-completed': 'Order completed: <%= it.subject %>',
  'order-cancellation-proposed': 'Cancellation proposed for your order: <%= it.subject %>',
  'order-cancellation-withdrawn': 'Cancellation withdrawn for your order: <%= it.subject %>',
  'order-cancellation-declined': 'Cancellation declined for your order: <%= it.subject %>',
  'order-cancelled': 'Order cancelled: <%= it.subject %>',
  'order-late': 'Your order is late: <%= it.subject %>',
};

/** A custom order moved (placed, requirements in, delivered, a revision, completed, cancelled, late). */
export const orderUpdate = (kind: OrderNotificationKind): EmailTemplate => ({
  subject: ORDER_EMAIL_SUBJECTS[kind],
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: 'See the order' }) %>`,
});
