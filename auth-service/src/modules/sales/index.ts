/**
 * The sales module (issue 20): buying products (checkout as a direct charge on the seller's
 * connected account, no application fee), the buyer's Purchases with their downloads, reviews
 * from verified buyers, Payments & Earnings' figures, and the sandbox's sale pages; tables
 * `purchases`, `purchase_downloads`, `product_reviews`. It handles Stripe's sale events through
 * billing's webhook, changes the catalogue's product counters through the catalogue's service
 * inside its own transactions, and decorates `fastify.sales`, which the catalogue reads (monthly
 * trends, files still sold) through the port app.ts builds.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createEarnings } from './earnings';
import { earningsRoutes } from './earnings-routes';
import { DUPLICATE_REFUND_WORK, salesEventHandlers } from './events';
import type { PurchaseFilesPort } from './files-port';
import type { SalesOrdersPort } from './orders-port';
import { checkoutCancelledPagePath, purchasePagePath } from './app-paths';
import { purchaseRoutes } from './purchase-routes';
import { createSalesRepository } from './repository';
import { reviewRoutes } from './review-routes';
import { salesSandboxRoutes } from './sandbox-routes';
import { createSalesService, type SalesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    sales: SalesService;
  }
}

export interface SalesOptions {
  files: PurchaseFilesPort;
  /** Custom orders (issue 22): the orders module, registered later, asked at request time. */
  orders: SalesOrdersPort;
}

/** The Bestseller rule's 30-day window slides: every category is recomputed this often. */
export const BESTSELLER_ROLLUP_MS = 60 * 60 * 1000;

const sales: FastifyPluginAsync<SalesOptions> = async (fastify, { files, orders }) => {
  const { config } = fastify;
  const repository = createSalesRepository(fastify.kysely);
  const service = createSalesService({
    kysely: fastify.kysely,
    repository,
    catalogue: fastify.catalogue,
    payouts: fastify.payouts,
    payments: fastify.productPayments,
    files,
    orders,
    notifications: fastify.notifications,
    log: fastify.log,
    urls: {
      success: (purchaseId) => `${config.publicOrigin}${purchasePagePath(purchaseId)}`,
      cancel: (productId) => `${config.publicOrigin}${checkoutCancelledPagePath(productId)}`,
    },
  });
  fastify.decorate('sales', service);
  fastify.billing.handleStripeEvents(
    salesEventHandlers({
      kysely: fastify.kysely,
      now: () => fastify.clock.now(),
      repository,
      catalogue: fastify.catalogue,
      notifications: fastify.notifications,
      payouts: fastify.payouts,
      orders,
      log: fastify.log,
      recordCharge: (purchase) => service.recordCharge(purchase),
      rollUpBestsellersOf: (productId) => service.rollUpBestsellersOf(productId),
      releaseFilesOf: (purchase) => service.releaseFilesOf(purchase),
    }),
  );

  fastify.scheduledWork.define<{ purchaseId: string }>(DUPLICATE_REFUND_WORK, {
    // Outside any transaction: the sandbox delivers the refund's event to our own webhook.
    // Stripe's idempotency key makes a retry after a lost answer the same refund.
    async run(payload) {
      await service.refundInFull(payload.purchaseId, `duplicate-refund-${payload.purchaseId}`);
    },
  });

  const rollup = setInterval(() => {
    service.rollUpAllBestsellers().catch((error: unknown) => {
      fastify.log.error({ err: error }, 'Hourly bestseller rollup failed');
    });
  }, BESTSELLER_ROLLUP_MS);
  rollup.unref();
  fastify.addHook('onClose', () => {
    clearInterval(rollup);
  });

  const earnings = createEarnings({
    repository,
    subscriptionPaymentsOf: (userId) => fastify.billing.subscriptionPaymentsOf(userId),
    recordMissingFees: (sellerId) => service.recordMissingFees(sellerId),
  });
  await fastify.register(purchaseRoutes, { prefix: '/api', sales: service });
  await fastify.register(reviewRoutes, { prefix: '/api/catalogue/products', sales: service });
  await fastify.register(earningsRoutes, { prefix: '/api/payments', earnings });
  await fastify.register(salesSandboxRoutes, { prefix: '/api/sandbox', repository });
};

export default fp(sales, {
  name: 'sales',
  dependencies: [
    'database',
    'authentication',
    'billing',
    'payouts',
    'catalogue',
    'notifications',
    'profiles',
  ],
});
