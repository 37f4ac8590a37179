/**
 * stripe-mock (Stripe's official API mock): scripts/test.mjs starts it and sets STRIPE_MOCK_URL;
 * the provider tests send the SDK's requests there, and are skipped without it.
 */
import type { StripeApiOptions } from '../../src/modules/billing/payments/stripe-provider';

export const STRIPE_MOCK_URL = process.env.STRIPE_MOCK_URL;
export const describeWithStripeMock = STRIPE_MOCK_URL ? describe : describe.skip;

/** Where the SDK sends its requests: stripe-mock's address. */
export function stripeMockApi(url = STRIPE_MOCK_URL ?? 'http://127.0.0.1:12111'): StripeApiOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port),
    protocol: parsed.protocol === 'https:' ? 'https' : 'http',
  };
}
