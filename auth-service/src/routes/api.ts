import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRoutes } from './admin';
import { billingRoutes } from './billing';
import { healthRoutes } from './health';
import { meRoutes } from './me';
import { openApiRoutes } from './openapi';
import { plansRoutes } from './plans';
import { sandboxRoutes } from './sandbox';
import { stripeWebhookRoutes } from './stripe-webhook';
import { waitlistRoutes } from './waitlist';

/** Everything under `/api` (the gateway proxies `/api` here unchanged): one line per area. */
export const apiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(healthRoutes, { prefix: '/health' });
  await fastify.register(meRoutes, { prefix: '/me' });
  await fastify.register(adminRoutes, { prefix: '/admin' });
  await fastify.register(plansRoutes, { prefix: '/plans' });
  await fastify.register(waitlistRoutes, { prefix: '/waitlist' });
  await fastify.register(stripeWebhookRoutes, { prefix: '/stripe' });
  await fastify.register(sandboxRoutes, { prefix: '/sandbox' });
  await fastify.register(billingRoutes);
  await fastify.register(openApiRoutes);
};
