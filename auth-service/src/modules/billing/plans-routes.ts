import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PLAN_AUDIENCES, plansFor } from './plans';
import { Nullable, StringEnum } from '../../platform/schemas';
import { errorResponses } from '../../platform/errors';

export const Plan = Type.Object(
  {
    id: Type.String(),
    priceId: Nullable(Type.String({ description: 'Stripe price id; null for free plans.' })),
    name: Type.String(),
    description: Type.String(),
    price: Type.Integer({ minimum: 0, description: 'US cents per month.' }),
    currency: Type.Literal('usd'),
    interval: Type.Literal('month'),
    mode: Type.Literal('subscription'),
    features: Type.Array(Type.String()),
    userType: StringEnum(PLAN_AUDIENCES),
  },
  { additionalProperties: false },
);

export const PlansQuery = Type.Object(
  { role: StringEnum(PLAN_AUDIENCES) },
  { additionalProperties: false },
);

export const PlansResponse = Type.Object(
  {
    plans: Type.Array(Plan),
    payments: StringEnum(['available', 'off'] as const, {
      description:
        'off: this installation takes no online payments yet (checkout answers 503); the apps say so and disable the subscribe buttons.',
    }),
  },
  { additionalProperties: false },
);

/** `GET /api/plans?role=`: public, the pricing section and the subscription pages. */
export const plansRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.get(
    '',
    {
      schema: {
        summary: 'The Starter and Pro plans of one audience.',
        querystring: PlansQuery,
        response: { 200: PlansResponse, ...errorResponses },
      },
    },
    (request) => ({
      plans: plansFor(request.query.role, fastify.config.stripePrices),
      payments: fastify.payments === null ? ('off' as const) : ('available' as const),
    }),
  );
  done();
};
