import { HealthResponse, ReadinessResponse } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, sendError } from '../errors';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable.';

/**
 * Liveness and readiness probes (compose healthcheck, the gateway, orchestrators). Probes run
 * every few seconds, so their request logs are kept to warnings and above.
 */
export const healthRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.get(
    '',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Liveness: the process is up and answering.',
        response: { 200: HealthResponse, ...errorResponses() },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  // Readiness: able to serve real traffic, which means the database answers. Keycloak is not
  // checked: public routes work without it, and token checks answer 503 themselves.
  fastify.get(
    '/ready',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Readiness: the database answers and requests can be served.',
        response: { 200: ReadinessResponse, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await fastify.db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'Readiness: database query failed');
        return sendError(reply, 503, DATABASE_UNAVAILABLE_MESSAGE);
      }
      return { status: 'ready' as const };
    },
  );

  done();
};
