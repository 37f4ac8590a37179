/**
 * The payouts module: sellers' Stripe connected accounts (Connect, direct charges, the platform
 * takes 0%), payout settings and Contact Support (tables `seller_accounts`, `support_requests`).
 * Routes `/api/payments/account` (+ `/onboarding`), `/api/payments/settings`,
 * `/api/support-requests`, `/api/admin/support-requests` and the sandbox's onboarding page;
 * handles Stripe's `account.updated` through billing's webhook. Decorates `fastify.payouts`,
 * what the catalogue and sales modules read of it.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { accountUpdatedHandler } from './account-events';
import { createPayoutsRepository } from './repository';
import { payoutsRoutes } from './routes';
import { sandboxOnboardingRoutes } from './sandbox-routes';
import { createPayoutsService, type PayoutsService } from './service';
import { supportRoutes } from './support-routes';

declare module 'fastify' {
  interface FastifyInstance {
    payouts: PayoutsService;
  }
}

export interface PayoutsOptions {
  /** A connected account can no longer take charges (the sales module expires its checkouts). */
  onChargesDisabled?: (accountId: string) => Promise<void>;
}

const payouts: FastifyPluginAsync<PayoutsOptions> = async (fastify, { onChargesDisabled }) => {
  const repository = createPayoutsRepository(fastify.kysely);
  fastify.decorate('payouts', createPayoutsService(repository));
  fastify.billing.handleStripeEvents({
    'account.updated': accountUpdatedHandler(repository, onChargesDisabled),
  });
  await fastify.register(payoutsRoutes, { prefix: '/api/payments', repository });
  await fastify.register(supportRoutes, { prefix: '/api', repository });
  await fastify.register(sandboxOnboardingRoutes, { prefix: '/api/sandbox' });
};

export default fp(payouts, {
  name: 'payouts',
  dependencies: ['database', 'authentication', 'billing'],
});
