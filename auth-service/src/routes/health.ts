import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../schemas/error';

export const HealthResponse = Type.Object(
  { status: Type.Literal('ok') },
  { additionalProperties: false },
);
export const ReadinessResponse = Type.Object(
  { status: Type.Literal('ready') },
  { additionalProperties: false },
);

/**
 * Liveness and readiness probes (compose healthcheck, the gateway, orchestrators). Probes run
 * every few seconds, so their request logs are kept to warnings and above.
 */
export const healthRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.get(
    '/',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Liveness: the process is up and answering.',
        response: { 200: HealthResponse, ...errorResponses },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  // Readiness: able to serve real traffic. It will check the database once there is one.
  fastify.get(
    '/ready',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Readiness: dependencies are reachable and requests can be served.',
        response: { 200: ReadinessResponse, ...errorResponses },
      },
    },
    () => ({ status: 'ready' as const }),
  );

  done();
};
