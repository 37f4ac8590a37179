/**
 * The orders module (issue 22): custom services as real orders. A custom product is bought
 * through the sales module's checkout (the same direct charge as a digital product); when its
 * purchase is paid, the sales module's webhook handling places the order here, in the event's
 * transaction (`fastify.orders.placeFor`), with the terms the checkout kept. The order then moves
 * through one status machine (order-status.ts) by its two parties' routes and by scheduled work
 * (automatic completion N days after an unanswered delivery, the refund of a cancelled order),
 * which survives restarts and runs once across instances (platform/scheduled-work.ts). Tables
 * `service_orders`, `service_order_events` (migration 0046). Every move notifies the other party
 * in-app and on the socket (the notifications module).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderFilesPort } from './files-port';
import { createOrdersRepository } from './repository';
import { orderRoutes } from './routes';
import {
  AUTO_COMPLETE_WORK,
  LATE_WORK,
  REFUND_WORK,
  createOrdersService,
  type OrderPayload,
  type OrdersService,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

export interface OrdersOptions {
  files: OrderFilesPort;
}

const orders: FastifyPluginAsync<OrdersOptions> = async (fastify, { files }) => {
  const service = createOrdersService({
    kysely: fastify.kysely,
    repository: createOrdersRepository(fastify.kysely),
    notifications: fastify.notifications,
    files,
    clock: fastify.clock,
    autoCompleteDays: fastify.config.orderAutoCompleteDays,
    thumbnailsOf: (productIds) => fastify.catalogue.thumbnailsOf(productIds),
  });
  fastify.decorate('orders', service);
  files.allowDownloads((userId, uploadId) => service.isPartyToFile(userId, uploadId));

  fastify.scheduledWork.define<OrderPayload>(AUTO_COMPLETE_WORK, {
    run: (payload) => service.autoComplete(payload.orderId),
  });
  fastify.scheduledWork.define<OrderPayload>(LATE_WORK, {
    run: (payload) => service.announceLate(payload.orderId),
  });
  fastify.scheduledWork.define<OrderPayload>(REFUND_WORK, {
    // Outside any transaction: the sandbox delivers the refund's event to our own webhook.
    // Stripe's idempotency key makes a retry after a lost answer the same refund.
    async run(payload) {
      const purchaseId = await service.cancelledPurchaseOf(payload.orderId);
      if (purchaseId === undefined) return;
      await fastify.sales.refundInFull(purchaseId, `order-refund-${payload.orderId}`);
    },
  });

  await fastify.register(orderRoutes, { prefix: '/api/orders', orders: service });
};

export default fp(orders, {
  name: 'orders',
  dependencies: ['notifications', 'catalogue', 'sales'],
});
