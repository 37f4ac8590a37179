/**
 * Messaging's side of real-time delivery on this instance: a message pointer becomes the message
 * for each member connected here (loaded once), and a recipient's connection that got it counts
 * as delivered; receipts and typing go to the other member.
 */
import type { RealtimeService } from '../realtime';
import type { MessagingService } from './service';

export function deliverMessaging(realtime: RealtimeService, messaging: MessagingService) {
  realtime.onPointer('message', async ({ id, c, u }) => {
    const here = u.filter((userId) => realtime.isHere(userId));
    if (here.length === 0) return;
    const row = await messaging.findMessage(id);
    if (row === undefined) return;
    for (const userId of here) {
      const message = await messaging.toMessage(row, userId, { read: '0', delivered: '0' });
      const got = realtime.sendTo(userId, { type: 'message', message });
      if (got > 0 && userId !== row.sender_id) {
        await messaging.markDelivered(userId, c, row.sender_id, id);
      }
    }
  });

  realtime.onPointer('receipt', ({ c, by, d, r, u }) => {
    realtime.sendTo(u, {
      type: 'receipt',
      conversationId: c,
      userId: by,
      deliveredUpTo: d,
      readUpTo: r,
    });
    return Promise.resolve();
  });

  realtime.onPointer('typing', ({ c, by, u }) => {
    realtime.sendTo(u, { type: 'typing', conversationId: c, userId: by });
    return Promise.resolve();
  });

  // A user follows the presence of the people they have a conversation with, nobody else's.
  realtime.onPresenceWatch((userId, userIds) => messaging.partnersAmong(userId, userIds));

  realtime.onTyping(async (userId, { conversationId }) => {
    const other = await messaging.otherMember(userId, conversationId);
    if (other !== undefined)
      await realtime.publish({ k: 'typing', c: conversationId, by: userId, u: other });
  });
}
