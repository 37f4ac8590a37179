/**
 * `PUT /api/admin/products/:id/featured` (admin): an admin chooses the products the marketplace
 * features (isFeatured, the featured sort's first key and the Featured badge).
 */
import { ProductIdParams } from '@atelier/api-contract';
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { routeGuards } from '../../platform/authentication';
import { sendError as send, signedInWriteErrors } from '../../platform/errors';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth, NO_CONTENT } from '../../platform/schemas';
import { CATALOGUE_MESSAGES } from './messages';

export const FeaturedBody = Type.Object(
  { isFeatured: Type.Boolean() },
  { additionalProperties: false },
);

export const adminProductRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { adminOnly } = routeGuards(fastify);
  fastify.put(
    '/:id/featured',
    {
      onRequest: adminOnly,
      config: { rateLimit: RATE_LIMITS.adminWrites },
      schema: {
        summary: 'Features a product on the marketplace, or stops featuring it (admin).',
        security: bearerAuth,
        params: ProductIdParams,
        body: FeaturedBody,
        response: {
          ...NO_CONTENT,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const found = await fastify.catalogue.setFeatured(request.params.id, request.body.isFeatured);
      if (!found) return send(reply, 404, CATALOGUE_MESSAGES.notFound);
      return reply.code(204).send();
    },
  );
  done();
};
