import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, type SelfServiceRole } from './common';

/** The audiences plans are sold to: the self-service roles. */
export const PLAN_AUDIENCES = [
  'freelancer',
  'client',
  'supplier',
] as const satisfies readonly SelfServiceRole[];
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];

/** A plan of the catalogue (`GET /api/plans`): what the pricing section and the subscription pages show. */
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

export type Plan = Static<typeof Plan>;
export type PlansQuery = Static<typeof PlansQuery>;
export type PlansResponse = Static<typeof PlansResponse>;
