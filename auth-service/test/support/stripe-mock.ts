/**
 * stripe-mock (Stripe's official API mock): scripts/test.mjs starts it and sets STRIPE_MOCK_URL;
 * the provider tests send the SDK's requests there, and are skipped without it.
 */
import type { App } from '../../src/app';
import type { StripeApiOptions } from '../../src/modules/billing/payments/stripe-provider';
import { build } from '../helper';
import { startFakeKeycloak, type FakeKeycloak } from './keycloak';

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

/**
 * The app with the Stripe provider (test keys) sending its requests to stripe-mock, and a fake
 * Keycloak: built before the enclosing block's tests, closed after them.
 */
export function appOnStripeMock(api: StripeApiOptions): { app: App; keycloak: FakeKeycloak } {
  const context = {} as { app: App; keycloak: FakeKeycloak };
  beforeAll(async () => {
    context.keycloak = await startFakeKeycloak();
    context.app = await build({
      keycloak: context.keycloak,
      stripeApi: api,
      config: {
        stripeSecretKey: 'sk_test_123',
        stripeWebhookSecret: 'whsec_test_endpoint',
        paymentsProvider: 'stripe',
      },
    });
  });
  afterAll(async () => {
    await context.app.close();
    await context.keycloak.close();
  });
  return context;
}
