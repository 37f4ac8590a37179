/**
 * The notifications module: notifications stored per user (table `notifications`), pushed on the
 * real-time connection, listed and dismissed at `/api/notifications`. Decorates
 * `fastify.notifications`, which other modules call inside their own transaction.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createNotificationsRepository } from './repository';
import { removeNotificationsAccountData } from './account-removal';
import { notificationRoutes } from './routes';
import { createNotificationsService, type NotificationsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService & {
      /** An account's deletion (account-removal.ts). */
      removeUserData: (userId: string, deletedName: string) => Promise<void>;
    };
  }
}

const notifications: FastifyPluginAsync = async (fastify) => {
  const repository = createNotificationsRepository(fastify.kysely);
  const service = createNotificationsService(repository, fastify.mail);
  fastify.decorate('notifications', {
    ...service,
    removeUserData: (userId: string, deletedName: string) =>
      removeNotificationsAccountData(fastify.kysely, userId, deletedName),
  });
  // A stored notification reaches the user's connections on this instance.
  fastify.realtime.onPointer('notification', async ({ id, u }) => {
    if (!fastify.realtime.isHere(u)) return;
    const notification = await service.find(id);
    if (notification !== undefined)
      fastify.realtime.sendTo(u, { type: 'notification', notification });
  });
  await fastify.register(notificationRoutes, { prefix: '/api/notifications' });
};

export default fp(notifications, {
  name: 'notifications',
  dependencies: ['database', 'authentication', 'realtime', 'mail'],
});
