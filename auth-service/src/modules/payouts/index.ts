/**
 * The payouts module: sellers' Stripe connected accounts (Connect, direct charges, the platform
 * takes 0%) and payout settings (table `seller_accounts`). Decorates `fastify.payouts`, what
 * the catalogue and sales modules read of it.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPayoutsRepository } from './repository';
import { createPayoutsService, type PayoutsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    payouts: PayoutsService;
  }
}

const payouts: FastifyPluginAsync = (fastify) => {
  fastify.decorate('payouts', createPayoutsService(createPayoutsRepository(fastify.kysely)));
  return Promise.resolve();
};

export default fp(payouts, { name: 'payouts', dependencies: ['database', 'billing'] });
