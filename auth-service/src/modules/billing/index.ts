/**
 * The billing module: the plan catalogue (`/api/plans`), checkout, the caller's subscription and
 * orders, the billing portal, Stripe's webhook and the sandbox provider's pages; tables
 * `stripe_customers`, `subscriptions`, `orders` and `processed_stripe_events`. Decorates
 * `fastify.billing`, the service other modules read billing through, and the payments provider.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import payments from './payments/plugin';
import type { StripeApiOptions } from './payments/stripe-provider';
import { plansRoutes } from './plans-routes';
import { createBillingRepository } from './repository';
import { billingRoutes } from './routes';
import { sandboxRoutes } from './sandbox-routes';
import { createStarterAllowances } from './starter-allowances';
import { createBillingService, type BillingService } from './service';
import { stripeWebhookRoutes } from './webhook-routes';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

export interface BillingOptions {
  /** Where the Stripe SDK sends API requests (stripe-mock in tests); default: Stripe. */
  stripeApi?: StripeApiOptions;
}

const billing: FastifyPluginAsync<BillingOptions> = async (fastify, { stripeApi }) => {
  fastify.decorate(
    'billing',
    createBillingService(
      fastify.db,
      fastify.kysely,
      createBillingRepository(fastify.db),
      createStarterAllowances(fastify.kysely),
      fastify.config.stripePrices,
    ),
  );
  await fastify.register(payments, stripeApi ? { stripeApi } : {});
  await fastify.register(plansRoutes, { prefix: '/api/plans' });
  await fastify.register(stripeWebhookRoutes, { prefix: '/api/stripe' });
  await fastify.register(sandboxRoutes, { prefix: '/api/sandbox' });
  await fastify.register(billingRoutes, { prefix: '/api' });
};

export default fp(billing, { name: 'billing', dependencies: ['database', 'authentication'] });
