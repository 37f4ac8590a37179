/**
 * `PUT /api/admin/products/:id/featured` (admin): an admin chooses the products the marketplace
 * features (isFeatured, the featured sort's first key and the Featured badge).
 */
import { ProductIdParams } from '@atelier/api-contract';
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  sendError as send,
  TOKEN_REFUSALS,
  BODY_REFUSALS,
} from '../../platform/errors';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { CATALOGUE_MESSAGES } from './messages';

export const FeaturedBody = Type.Object(
  { isFeatured: Type.Boolean() },
  { additionalProperties: false },
);

export const adminProductRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.put(
    '/:id/featured',
    {
      onRequest: [fastify.authenticate, fastify.requireRole('admin')],
      config: { rateLimit: RATE_LIMITS.adminWrites },
      schema: {
        summary: 'Features a product on the marketplace, or stops featuring it (admin).',
        security: bearerAuth,
        params: ProductIdParams,
        body: FeaturedBody,
        response: {
          204: { type: 'null' },
          ...errorResponses(...TOKEN_REFUSALS, ...BODY_REFUSALS, 404, 429),
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
