import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { StripeEventEnvelope } from '@atelier/api-contract';

/**
 * Bodies that are documented but not validated by a schema: the route reads them raw (the
 * Stripe webhook's signature covers its exact bytes), so its route schema has no `body`.
 */
const RAW_BODIES: Record<string, object> = {
  'POST /api/stripe/webhook': StripeEventEnvelope,
};

/**
 * The OpenAPI document, generated from the route schemas (served by routes/openapi.ts). It must
 * be registered before the routes it describes.
 */
export default fp(
  async (fastify) => {
    await fastify.register(fastifySwagger, {
      transform: ({ schema, url, route }) => {
        const body = RAW_BODIES[`${String(route.method)} ${url}`];
        return { schema: body === undefined ? schema : { ...schema, body }, url };
      },
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Atelier auth-service',
          description:
            'Profiles, roles, plans and the waitlist of the Atelier platform. Authenticated routes take a Keycloak access token of realm atelier as a bearer token.',
          version: '1.0.0',
        },
        servers: [{ url: fastify.config.publicOrigin }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
    });
  },
  { name: 'swagger' },
);
