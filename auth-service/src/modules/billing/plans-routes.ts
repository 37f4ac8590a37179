import { PlansQuery, PlansResponse } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { plansFor } from './plans';
import { errorResponses } from '../../platform/errors';

/** `GET /api/plans?role=`: public, the pricing section and the subscription pages. */
export const plansRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.get(
    '',
    {
      schema: {
        summary: 'The Starter and Pro plans of one audience.',
        querystring: PlansQuery,
        response: { 200: PlansResponse, ...errorResponses(400) },
      },
    },
    (request) => ({
      plans: plansFor(request.query.role, fastify.config.stripePrices),
      payments: fastify.payments === null ? ('off' as const) : ('available' as const),
    }),
  );
  done();
};
