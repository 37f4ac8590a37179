/**
 * Which e-mail each notification kind sends: the Settings preference that turns it off, its
 * template, and the page its button opens. One table (test/modules/mail/kinds.test.ts walks it);
 * a new message is the one kind that waits (unread messages, service.ts) instead of going at once.
 */
import type { NotificationKind } from '@atelier/api-contract';
import {
  conversationPagePath,
  notificationsPagePath,
  orderPagePath,
  PAYMENTS_PAGE_PATH,
  ROLE_SELECTION_PATH,
  styleCommentsPagePath,
  styleHistoryPagePath,
  type WorkspaceRole,
} from './app-paths';
import type { EmailTemplate } from './render';
import { applicationReceived } from './templates/application-received';
import { applicationStatusChanged } from './templates/application-status-changed';
import { listingInvitation } from './templates/listing-invitation';
import { orderUpdate, type OrderNotificationKind } from './templates/order-update';
import { productSold } from './templates/product-sold';
import { salesUpdate, type SalesNotificationKind } from './templates/sales-update';
import { productPagePath, purchasePagePath } from '../sales/app-paths';
import { quoteReceived } from './templates/quote-received';
import { bigOrderPosted, directInquiry } from './templates/request-news';
import { styleApproval, type StyleApprovalKind } from './templates/style-approval';
import { styleMention } from './templates/style-mention';
import { verificationDecided } from './templates/verification-decided';
import { unreadMessages } from './templates/unread-messages';
import type { EmailPreference } from './unsubscribe';

/** What an e-mail is about, for the page its button opens. */
export interface EmailAbout {
  actorId?: string;
  orderId?: string;
  purchaseId?: string;
  productId?: string;
  styleId?: string;
}

export interface EmailKind {
  preference: EmailPreference;
  template: EmailTemplate;
  /** The page the e-mail's button opens, for the recipient's role. */
  page: (role: WorkspaceRole, about: EmailAbout) => string;
}

const notificationsPage = (role: WorkspaceRole) => notificationsPagePath(role);

/** 'See your earnings': Payments & Earnings, the sellers' (freelancers') page. */
const earningsPage = (role: WorkspaceRole) =>
  role === 'freelancer' ? PAYMENTS_PAGE_PATH : notificationsPagePath(role);

/** 'See the order': the order itself, for its buyer and its seller alike. */
const orderPage = (role: WorkspaceRole, about: EmailAbout) =>
  about.orderId === undefined ? notificationsPagePath(role) : orderPagePath(about.orderId);

/**
 * Sales and custom orders (issues 20 and 22) go with 'Email me about sales and orders' (issue 37:
 * they went with client requests and job matches, so turning one off turned off the other).
 */
/** A purchase's news: the buyer's purchase page (its download, its receipt). */
const purchasePage = (role: WorkspaceRole, about: EmailAbout) =>
  about.purchaseId === undefined ? notificationsPagePath(role) : purchasePagePath(about.purchaseId);

/** A review's news: the product's page, where the review and its reply are. */
const productPage = (role: WorkspaceRole, about: EmailAbout) =>
  about.productId === undefined ? notificationsPagePath(role) : productPagePath(about.productId);

/** Issue 37: the buyer's and the seller's news of a purchase and of reviews, with sales and orders. */
const salesEmail = (
  kind: SalesNotificationKind,
  page: (role: WorkspaceRole, about: EmailAbout) => string,
): EmailKind => ({ preference: 'emailSales', template: salesUpdate(kind), page });

const orderEmail = (kind: OrderNotificationKind): EmailKind => ({
  preference: 'emailSales',
  template: orderUpdate(kind),
  page: orderPage,
});

const approvalEmail = (kind: StyleApprovalKind): EmailKind => ({
  preference: 'emailMessages',
  template: styleApproval(kind),
  page: (role, about) =>
    about.styleId === undefined ? notificationsPagePath(role) : styleHistoryPagePath(about.styleId),
});

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
  'product-sold': { preference: 'emailSales', template: productSold, page: earningsPage },
  // Notifications stored before issue 37; a large sale now says so in its 'product-sold'.
  'large-payment': { preference: 'emailSales', template: productSold, page: earningsPage },
  'order-placed': orderEmail('order-placed'),
  'order-requirements-submitted': orderEmail('order-requirements-submitted'),
  'order-delivered': orderEmail('order-delivered'),
  'order-revision-requested': orderEmail('order-revision-requested'),
  'order-completed': orderEmail('order-completed'),
  'order-cancellation-proposed': orderEmail('order-cancellation-proposed'),
  'order-cancellation-withdrawn': orderEmail('order-cancellation-withdrawn'),
  'order-cancellation-declined': orderEmail('order-cancellation-declined'),
  'order-cancelled': orderEmail('order-cancelled'),
  'order-late': orderEmail('order-late'),
  'purchase-receipt': salesEmail('purchase-receipt', purchasePage),
  'purchase-refunded': salesEmail('purchase-refunded', purchasePage),
  'purchase-disputed': salesEmail('purchase-disputed', purchasePage),
  'sale-disputed': salesEmail('sale-disputed', earningsPage),
  'review-received': salesEmail('review-received', productPage),
  'review-replied': salesEmail('review-replied', productPage),
  // Issue 39: a mention is addressed to the user like a message, and turned off with messages.
  'style-mention': {
    preference: 'emailMessages',
    template: styleMention,
    page: (role, about) =>
      about.styleId === undefined
        ? notificationsPagePath(role)
        : styleCommentsPagePath(about.styleId),
  },
  // Issue 43: the answer to a supplier's verification application, with applications.
  'verification-approved': {
    preference: 'emailApplications',
    template: verificationDecided('approved'),
    page: notificationsPage,
  },
  'verification-refused': {
    preference: 'emailApplications',
    template: verificationDecided('refused'),
    page: notificationsPage,
  },
  // Issue 43: news of client requests for Pro suppliers, with client requests' preference.
  'big-order-posted': {
    preference: 'emailRequests',
    template: bigOrderPosted,
    page: notificationsPage,
  },
  'direct-inquiry': {
    preference: 'emailRequests',
    template: directInquiry,
    page: notificationsPage,
  },
  // Issue 39: an approval's news, like a mention, opens the style's history (its revisions).
  'style-revision-submitted': approvalEmail('style-revision-submitted'),
  'style-revision-approved': approvalEmail('style-revision-approved'),
  'style-changes-requested': approvalEmail('style-changes-requested'),
};

/** The page for a recipient who may have no role yet. */
export function pageFor(kind: EmailKind, role: string | null, about: EmailAbout) {
  return role === 'freelancer' || role === 'client' || role === 'supplier'
    ? kind.page(role, about)
    : ROLE_SELECTION_PATH;
}
