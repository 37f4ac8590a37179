/**
 * The Stripe provider's SDK requests against stripe-mock (Stripe's official API mock, validating
 * every request against Stripe's OpenAPI spec). scripts/test.mjs starts it and sets
 * STRIPE_MOCK_URL; without it these tests are skipped.
 */
import { DEFAULT_CONFIG } from '../../../src/config';
import {
  createStripeClient,
  createStripeProvider,
} from '../../../src/modules/billing/payments/stripe-provider';
import { signedInUser } from '../../support/keycloak';
import { appOnStripeMock, describeWithStripeMock, stripeMockApi } from '../../support/stripe-mock';

const ORIGIN = DEFAULT_CONFIG.publicOrigin;

describeWithStripeMock('Stripe provider against stripe-mock', () => {
  const api = stripeMockApi();
  const provider = createStripeProvider(createStripeClient('sk_test_123', api));

  it('creates a customer, a checkout session, cancels at period end and opens the portal', async () => {
    const customerId = await provider.createCustomer({
      id: '6f1c2c1e-0000-4000-8000-000000000001',
      email: 'ada@example.test',
    });
    expect(customerId).toMatch(/^cus_/);
    const session = await provider.createCheckoutSession({
      userId: '6f1c2c1e-0000-4000-8000-000000000001',
      customerId,
      priceId: 'price_123',
      mode: 'subscription',
      successUrl: `${ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ORIGIN}/checkout/cancel`,
    });
    expect(session.id).toMatch(/^cs_/);
    expect(typeof session.url).toBe('string');
    await expect(provider.cancelAtPeriodEnd('sub_123')).resolves.toBeUndefined();
    const portal = await provider.createPortalSession({
      customerId,
      returnUrl: `${ORIGIN}/freelancer/subscription`,
    });
    expect(typeof portal.url).toBe('string');
  });

  it("creates a one-time checkout of the platform's own product (a job's promotions)", async () => {
    const customerId = await provider.createCustomer({
      id: '6f1c2c1e-0000-4000-8000-000000000003',
      email: 'brand@example.test',
    });
    const session = await provider.createPaymentCheckout({
      userId: '6f1c2c1e-0000-4000-8000-000000000003',
      customerId,
      lineItems: [
        { name: 'Featured job: 3x visibility', amountCents: 5000 },
        { name: 'Urgent badge', amountCents: 2500 },
      ],
      metadata: { jobPromotionId: '6f1c2c1e-0000-4000-8000-0000000000aa' },
      successUrl: `${ORIGIN}/jobs/6f1c2c1e-0000-4000-8000-0000000000bb`,
      cancelUrl: `${ORIGIN}/client/manage-listings`,
      idempotencyKey: 'job-promotion-6f1c2c1e-0000-4000-8000-0000000000aa',
    });
    expect(session.id).toMatch(/^cs_/);
    expect(typeof session.url).toBe('string');
  });

  it('deletes a customer (cancelling its subscriptions) for an account deletion', async () => {
    const customerId = await provider.createCustomer({
      id: '6f1c2c1e-0000-4000-8000-000000000002',
      email: 'leaving@example.test',
    });
    await expect(provider.deleteCustomer(customerId)).resolves.toBeUndefined();
  });

  describe('through the routes', () => {
    const stripe = appOnStripeMock(api);

    it('checks out with the Stripe provider and serves no sandbox pages', async () => {
      const user = await signedInUser(stripe.keycloak, { roles: ['freelancer'] });
      const response = await stripe.app.inject({
        method: 'POST',
        url: '/api/checkout/sessions',
        headers: user.headers,
        payload: {
          price_id: DEFAULT_CONFIG.stripePrices.freelancerPro,
          success_url: `${ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${ORIGIN}/checkout/cancel`,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ url: string }>().url).not.toContain('/api/sandbox/');
      expect(await stripe.app.billing.customerOf(user.id)).toMatch(/^cus_/);
      const sandbox = await stripe.app.inject({ method: 'GET', url: '/api/sandbox/checkout/cs_x' });
      expect(sandbox.statusCode).toBe(404);
    });
  });
});
