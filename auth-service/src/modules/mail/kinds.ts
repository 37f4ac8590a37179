/**
 * Which e-mail each notification kind sends: the Settings preference that turns it off, its
 * template, and the page its button opens. One table (test/modules/mail/kinds.test.ts walks it);
 * a new message is the one kind that waits (unread messages, service.ts) instead of going at once.
 */
import type { NotificationKind } from '@atelier/api-contract';
import {
  conversationPagePath,
  notificationsPagePath,
  ROLE_SELECTION_PATH,
  type WorkspaceRole,
} from './app-paths';
import type { EmailTemplate } from './render';
import { applicationReceived } from './templates/application-received';
import { applicationStatusChanged } from './templates/application-status-changed';
import { listingInvitation } from './templates/listing-invitation';
import { orderUpdate } from './templates/order-update';
import { productSold } from './templates/product-sold';
import { quoteReceived } from './templates/quote-received';
import { unreadMessages } from './templates/unread-messages';
import type { EmailPreference } from './unsubscribe';

export interface EmailKind {
  preference: EmailPreference;
  template: EmailTemplate;
  /** The page the e-mail's button opens, for the recipient's role. */
  page: (role: WorkspaceRole, about: { actorId?: string }) => string;
}

const notificationsPage = (role: WorkspaceRole) => notificationsPagePath(role);

/**
 * Sales and custom orders (issues 20 and 22) have no box of their own in Settings. They are a
 * client's business with the user, so they go with 'Client requests and job matches'; 'Platform
 * news and PLM launch updates' is marketing a user may turn off without losing their business.
 */
const ORDER_EMAIL: EmailKind = {
  preference: 'emailRequests',
  template: orderUpdate,
  page: notificationsPage,
};

export const EMAIL_OF_NOTIFICATION: Record<NotificationKind, EmailKind> = {
  'message-received': {
    preference: 'emailMessages',
    template: unreadMessages,
    page: (role, about) =>
      about.actorId === undefined
        ? notificationsPagePath(role)
        : conversationPagePath(role, about.actorId),
  },
  'application-received': {
    preference: 'emailApplications',
    template: applicationReceived,
    page: notificationsPage,
  },
  'quote-received': {
    preference: 'emailApplications',
    template: quoteReceived,
    page: notificationsPage,
  },
  'application-status-changed': {
    preference: 'emailApplications',
    template: applicationStatusChanged,
    page: notificationsPage,
  },
  'listing-invitation': {
    preference: 'emailRequests',
    template: listingInvitation,
    page: notificationsPage,
  },
  'product-sold': { preference: 'emailRequests', template: productSold, page: notificationsPage },
  'large-payment': { preference: 'emailRequests', template: productSold, page: notificationsPage },
  'order-placed': ORDER_EMAIL,
  'order-requirements-submitted': ORDER_EMAIL,
  'order-delivered': ORDER_EMAIL,
  'order-revision-requested': ORDER_EMAIL,
  'order-completed': ORDER_EMAIL,
  'order-cancellation-proposed': ORDER_EMAIL,
  'order-cancellation-withdrawn': ORDER_EMAIL,
  'order-cancellation-declined': ORDER_EMAIL,
  'order-cancelled': ORDER_EMAIL,
  'order-late': ORDER_EMAIL,
};

/** The page for a recipient who may have no role yet. */
export function pageFor(kind: EmailKind, role: string | null, about: { actorId?: string }) {
  return role === 'freelancer' || role === 'client' || role === 'supplier'
    ? kind.page(role, about)
    : ROLE_SELECTION_PATH;
}
