import type { Plan } from '@atelier/api-contract';
import type { SelfServiceRole } from '@atelier/shared-ui';

// A pricing plan as auth-service's catalogue returns it (`GET /api/plans?role=`), the same
// catalogue the subscription pages read (spec 000, sections 3 and 6). Prices are in cents.

/** The three audiences with plans of their own. */
export type PlanAudience = SelfServiceRole;

export type { Plan };

/** The pricing section's tabs, in the spec's order, with the role each one asks the catalogue. */
export const PRICING_AUDIENCES = [
  { id: 'freelancer', label: 'Designer/Freelancer' },
  { id: 'supplier', label: 'Supplier' },
  { id: 'client', label: 'Brand/Client' },
] as const satisfies readonly { id: PlanAudience; label: string }[];

const isAudience = (value: unknown): value is PlanAudience =>
  PRICING_AUDIENCES.some((audience) => audience.id === value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

function parsePlan(value: unknown): Plan | null {
  if (!isRecord(value)) return null;
  const { id, priceId, name, description, price, currency, interval, mode, features, userType } =
    value;
  if (
    !isString(id) ||
    !(isString(priceId) || priceId === null) ||
    !isString(name) ||
    !isString(description) ||
    typeof price !== 'number' ||
    !Number.isInteger(price) ||
    price < 0 ||
    currency !== 'usd' ||
    interval !== 'month' ||
    mode !== 'subscription' ||
    !Array.isArray(features) ||
    !features.every(isString) ||
    !isAudience(userType)
  ) {
    return null;
  }
  return {
    id,
    priceId,
    name,
    description,
    price,
    currency,
    interval,
    mode,
    features,
    userType,
  };
}

/**
 * The plans of a catalogue answer (`{ plans: [...] }`), cheapest first. An answer that is not a
 * catalogue throws: the section then shows its error state rather than half a plan.
 */
export function parsePlansResponse(body: unknown): Plan[] {
  if (!isRecord(body) || !Array.isArray(body.plans)) {
    throw new Error('The plan catalogue answer has no plans list');
  }
  const plans = body.plans.map(parsePlan);
  if (plans.includes(null)) {
    throw new Error('The plan catalogue answer has a malformed plan');
  }
  return plans.filter((plan) => plan !== null).sort((a, b) => a.price - b.price);
}

/** Whether the installation takes online payments (`payments` in the catalogue answer). */
export type PaymentsStatus = 'available' | 'off';

/** The plans of a catalogue answer and whether they can be bought online yet. */
export interface PlanCatalogue {
  plans: Plan[];
  payments: PaymentsStatus;
}

/**
 * `parsePlansResponse`, plus the answer's `payments`: `off` only when the service says so (an
 * older service without the field takes payments).
 */
export function parseCatalogueResponse(body: unknown): PlanCatalogue {
  const plans = parsePlansResponse(body);
  const payments = isRecord(body) && body.payments === 'off' ? 'off' : 'available';
  return { plans, payments };
}
