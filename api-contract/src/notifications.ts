import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';

/** What a notification is about (issue 13); other modules raise them through notifications.notify. */
export const NOTIFICATION_KINDS = [
  'application-received',
  'application-status-changed',
  'message-received',
  'listing-invitation',
  'quote-received',
  /** Issue 20: a buyer paid for one of the seller's products. */
  'product-sold',
  /** Issue 20: a payment of $100 or more, when the seller asked for these alerts. */
  'large-payment',
  /** Issue 22, to the seller: a custom service was ordered and paid. */
  'order-placed',
  /** Issue 22, each to the other party of the order. */
  'order-requirements-submitted',
  'order-delivered',
  'order-revision-requested',
  'order-completed',
  'order-cancellation-proposed',
  'order-cancellation-withdrawn',
  'order-cancellation-declined',
  'order-cancelled',
  /** Issue 22, to both parties: the due date passed before a delivery (scheduled work). */
  'order-late',
  /** Issue 37, to the buyer: their payment went through (the receipt). */
  'purchase-receipt',
  /** Issue 37, to the buyer: the seller refunded (part of) their purchase. */
  'purchase-refunded',
  /** Issue 37, to the buyer: a dispute of their payment opened (the download waits for it). */
  'purchase-disputed',
  /** Issue 37, to the seller: a buyer's payment is disputed. */
  'sale-disputed',
  /** Issue 37, to the seller: a buyer reviewed one of their products. */
  'review-received',
  /** Issue 37, to the buyer: the seller replied to their review. */
  'review-replied',
  /** Issue 39: someone mentioned the user in a comment on a style they work on. */
  'style-mention',
  /** Issue 43, to a supplier: an admin approved their verification (the badge shows). */
  'verification-approved',
  /** Issue 43, to a supplier: an admin refused their verification, with the reason. */
  'verification-refused',
  /** Issue 43, to Pro suppliers: a big order was posted; they may quote first. */
  'big-order-posted',
  /** Issue 43, to a Pro supplier: a brand sent them a direct inquiry. */
  'direct-inquiry',
  /** Issue 39, to the style's owner: a revision was submitted for approval. */
  'style-revision-submitted',
  /** Issue 39, to whoever submitted it: the revision was approved. */
  'style-revision-approved',
  /** Issue 39, to whoever submitted it: changes were asked for on the revision. */
  'style-changes-requested',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The spec's Notification type (section 3): application, invite, message (and quote, sale, order). */
export const NOTIFICATION_TYPES = [
  'application',
  'invite',
  'message',
  'quote',
  'sale',
  'order',
  'review',
  /** Issue 43: a supplier's verification decided. */
  'verification',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications a page lists; the dashboards' card shows 3 (spec section 9). */
export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_CARD_COUNT = 3;

export const Notification = Type.Object(
  {
    id: Type.String({ pattern: '^[0-9]{1,18}$' }),
    kind: StringEnum(NOTIFICATION_KINDS),
    type: StringEnum(NOTIFICATION_TYPES),
    message: Type.String(),
    time: Timestamp,
    unread: Type.Boolean(),
    /** The conversation a message notification opens; null for the other kinds. */
    conversationId: Nullable(Type.String({ format: 'uuid' })),
    /** Who caused it (a message's sender, an applicant), when someone did. */
    actorId: Nullable(Type.String({ format: 'uuid' })),
    /** Issue 22: the order an order notification opens (absent for the other kinds). */
    orderId: Type.Optional(Type.String({ format: 'uuid' })),
    /** Issue 39: the style a mention or an approval opens (absent for the other kinds). */
    styleId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type Notification = Static<typeof Notification>;

export const NotificationList = Type.Object(
  {
    notifications: Type.Array(Notification),
    unreadCount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type NotificationList = Static<typeof NotificationList>;

export const NotificationIdParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9]{1,18}$' }) },
  { additionalProperties: false },
);
export type NotificationIdParams = Static<typeof NotificationIdParams>;
