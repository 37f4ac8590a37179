/**
 * `fastify.notifications`: other modules raise a notification inside their own transaction
 * (`notify(tx, userId, kind, payload)`), so it is stored, and pushed to the user's open
 * connections, only when their write commits.
 */
import type { Notification, NotificationKind, NotificationType } from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';
import type { MailPort } from '../mail';
import { publishPointer } from '../realtime/pointers';
import { NOTIFICATION_TEXTS, type NotificationPayload } from './messages';
import type { NotificationRow, NotificationsRepository } from './repository';

/** The spec's Notification type for each kind. */
const TYPE_OF_KIND: Record<NotificationKind, NotificationType> = {
  'application-received': 'application',
  'application-status-changed': 'application',
  'message-received': 'message',
  'listing-invitation': 'invite',
  'quote-received': 'quote',
  'product-sold': 'sale',
  'large-payment': 'sale',
  'order-placed': 'order',
  'order-requirements-submitted': 'order',
  'order-delivered': 'order',
  'order-revision-requested': 'order',
  'order-completed': 'order',
  'order-cancellation-proposed': 'order',
  'order-cancellation-withdrawn': 'order',
  'order-cancellation-declined': 'order',
  'order-cancelled': 'order',
  'order-late': 'order',
  'purchase-receipt': 'sale',
  'purchase-refunded': 'sale',
  'purchase-disputed': 'sale',
  'sale-disputed': 'sale',
  'review-received': 'review',
  'review-replied': 'review',
  'style-mention': 'message',
  'verification-approved': 'verification',
  'verification-refused': 'verification',
  'big-order-posted': 'invite',
  'direct-inquiry': 'invite',
  'style-revision-submitted': 'message',
  'style-revision-approved': 'message',
  'style-changes-requested': 'message',
};

export function toNotification(row: NotificationRow): Notification {
  const kind = row.kind as NotificationKind;
  const payload = row.payload as NotificationPayload;
  return {
    id: String(row.id),
    kind,
    type: TYPE_OF_KIND[kind],
    message: NOTIFICATION_TEXTS[kind](payload),
    time: row.created_at.toISOString(),
    unread: row.read_at === null,
    conversationId: row.conversation_id,
    actorId: payload.actorId ?? null,
    ...(payload.orderId !== undefined && { orderId: payload.orderId }),
    ...(payload.styleId !== undefined && { styleId: payload.styleId }),
  };
}

export function createNotificationsService(repository: NotificationsRepository, mail: MailPort) {
  return {
    /**
     * Stores a notification for `userId` in the caller's transaction `tx` and announces it on
     * commit; its e-mail is decided in the same transaction (the mail module sends it, or not,
     * by the user's preferences). Kinds: application received, application status changed,
     * message received, invitation to a listing, quote received, sales.
     */
    async notify(
      tx: Kysely<DB>,
      userId: string,
      kind: NotificationKind,
      payload: NotificationPayload,
    ): Promise<void> {
      const row = await repository.insert(tx, userId, kind, payload);
      await publishPointer(tx, { k: 'notification', id: String(row.id), u: userId });
      await mail.notificationRaised(tx, {
        userId,
        kind,
        news: NOTIFICATION_TEXTS[kind](payload),
        ...(payload.actorId !== undefined && { actorId: payload.actorId }),
        ...(payload.actorName !== undefined && { actorName: payload.actorName }),
        ...(payload.subject !== undefined && { subject: payload.subject }),
        ...(payload.conversationId !== undefined && { conversationId: payload.conversationId }),
        ...(payload.orderId !== undefined && { orderId: payload.orderId }),
        ...(payload.purchaseId !== undefined && { purchaseId: payload.purchaseId }),
        ...(payload.productId !== undefined && { productId: payload.productId }),
        ...(payload.styleId !== undefined && { styleId: payload.styleId }),
      });
    },

    async find(id: string): Promise<Notification | undefined> {
      const row = await repository.find(id);
      return row === undefined ? undefined : toNotification(row);
    },

    async list(userId: string, limit: number) {
      const { rows, unreadCount } = await repository.list(userId, limit);
      return { notifications: rows.map(toNotification), unreadCount };
    },

    async dismiss(userId: string, id: string): Promise<Notification | undefined> {
      const row = await repository.markRead(userId, id);
      return row === undefined ? undefined : toNotification(row);
    },

    /**
     * The user read the conversation: its message notification is read too, and its pending
     * e-mail is not sent.
     */
    async markConversationRead(tx: Kysely<DB>, userId: string, conversationId: string) {
      await mail.conversationRead(tx, userId, conversationId);
      return repository.markConversationRead(tx, userId, conversationId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
