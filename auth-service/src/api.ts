import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRoutes } from './modules/profiles/admin-routes';
import { billingRoutes } from './modules/billing/routes';
import { healthRoutes } from './platform/routes/health';
import { meRoutes } from './modules/profiles/routes';
import { openApiRoutes } from './platform/routes/openapi';
import { plansRoutes } from './modules/billing/plans-routes';
import { sandboxRoutes } from './modules/billing/sandbox-routes';
import { stripeWebhookRoutes } from './modules/billing/webhook-routes';
import { waitlistRoutes } from './modules/waitlist/routes';

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
