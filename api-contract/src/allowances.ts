import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';

/**
 * What the Starter plan allows per calendar month (UTC), by audience (spec 000, plans): a
 * freelancer's applications, a supplier's request replies, a client's job posts and new contacts.
 */
export const STARTER_ALLOWANCES = [
  'application',
  'request-reply',
  'job-post',
  'new-contact',
] as const;
export const StarterAllowanceName = StringEnum(STARTER_ALLOWANCES);
export type StarterAllowanceName = Static<typeof StarterAllowanceName>;

/** Uses of each allowance the Starter plan gives per month. */
export const STARTER_ALLOWANCE_LIMIT = 1;

export const StarterAllowance = Type.Object(
  {
    allowance: StarterAllowanceName,
    used: Type.Integer({ minimum: 0, description: 'Uses this calendar month (UTC).' }),
    limit: Nullable(
      Type.Integer({
        minimum: 1,
        description: 'Uses allowed per month; null when unlimited (Pro).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StarterAllowance = Static<typeof StarterAllowance>;

/** GET /api/me/allowances: the caller's allowances for this month, by their role. */
export const StarterAllowances = Type.Object(
  {
    plan: StringEnum(['starter', 'pro'] as const),
    month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'The UTC month, YYYY-MM.' }),
    allowances: Type.Array(StarterAllowance),
  },
  { additionalProperties: false },
);
export type StarterAllowances = Static<typeof StarterAllowances>;

/**
 * The answer (402) of an action the caller's Starter plan does not allow any more this month:
 * the screens show the message with a link to the role's subscription page.
 */
export const StarterLimitResponse = Type.Object(
  {
    error: Type.Literal('Payment Required'),
    message: Type.String(),
    allowance: StarterAllowanceName,
    limit: Type.Integer({ minimum: 1 }),
    used: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type StarterLimitResponse = Static<typeof StarterLimitResponse>;
