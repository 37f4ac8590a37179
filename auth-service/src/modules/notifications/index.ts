/**
 * The notifications module: notifications stored per user (table `notifications`), pushed on the
 * real-time connection, listed and dismissed at `/api/notifications`. Decorates
 * `fastify.notifications`, which other modules call inside their own transaction.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createNotificationsRepository } from './repository';
import { notificationRoutes } from './routes';
import { createNotificationsService, type NotificationsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

const notifications: FastifyPluginAsync = async (fastify) => {
  const repository = createNotificationsRepository(fastify.kysely);
  const service = createNotificationsService(repository);
  fastify.decorate('notifications', service);
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
  dependencies: ['database', 'authentication', 'realtime'],
});
