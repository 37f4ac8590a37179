import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoutes } from './health';

/** Everything under `/api` (the gateway proxies `/api` here unchanged): one line per area. */
export const apiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(healthRoutes, { prefix: '/health' });
};
