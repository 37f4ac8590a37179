/**
 * PAYMENTS_PROVIDER=off (no Stripe key, sandbox not asked for) and the sandbox's signing secret
 * (security review, issue 10, finding 1).
 */
import Stripe from 'stripe';
import type { App } from '../../../src/app';
import { DEFAULT_CONFIG } from '../../../src/config';
import { plansFor } from '../../../src/modules/billing/plans';
import { BILLING_MESSAGES } from '../../../src/modules/billing/messages';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';

const ORIGIN = DEFAULT_CONFIG.publicOrigin;
const stripe = new Stripe('sk_test_signing_only');
/** The secret the sandbox used to sign with, once committed to the repository. */
const OLD_COMMITTED_SECRET = ['whsec', 'atelier', 'sandbox'].join('_');

const count = async (app: App, table: string) =>
  Number((await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n);

describe('payments off', () => {
  let keycloak: FakeKeycloak;
  let app: App;
  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    app = await build({ keycloak, config: { paymentsProvider: 'off' } });
  });
  afterAll(async () => {
    await app.close();
    await keycloak.close();
  });

  it('answers 503 with a clear message for checkout, cancel and the billing portal', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    for (const [url, payload] of [
      [
        '/api/checkout/sessions',
        {
          price_id: DEFAULT_CONFIG.stripePrices.freelancerPro,
          success_url: `${ORIGIN}/checkout/success`,
          cancel_url: `${ORIGIN}/checkout/cancel`,
        },
      ],
      ['/api/subscription/cancel', undefined],
      ['/api/billing/portal', { return_url: `${ORIGIN}/freelancer/subscription` }],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: user.headers,
        ...(payload && { payload }),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Service Unavailable',
        message: BILLING_MESSAGES.paymentsOff,
      });
    }
    expect(await app.billing.customerOf(user.id)).toBeUndefined();
    // Reading stays possible: nothing to show.
    const subscription = await app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: user.headers,
    });
    expect(subscription.json()).toEqual({ subscription: null, isPro: false, coveredBy: null });
  });

  it('has no webhook: an event signed with the once-committed sandbox secret changes nothing', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'customer.subscription.created',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'sub_forged',
          customer: 'cus_forged',
          status: 'active',
          metadata: { userId: user.id },
        },
      },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: OLD_COMMITTED_SECRET,
        }),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(404);
    expect(await count(app, 'processed_stripe_events')).toBe(0);
    expect(await count(app, 'subscriptions')).toBe(0);
  });

  it('serves no sandbox pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sandbox/checkout/cs_x' });
    expect(response.statusCode).toBe(404);
    // No route at all, not the sandbox's "session does not exist".
    expect(response.json()).toEqual({
      error: 'Not Found',
      message: 'Route GET /api/sandbox/checkout/cs_x not found',
    });
  });

  it('tells the apps through GET /api/plans, with the plans unchanged', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans?role=freelancer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plans: plansFor('freelancer', DEFAULT_CONFIG.stripePrices),
      payments: 'off',
    });
  });
});

describe('the sandbox webhook secret', () => {
  it('is random per app unless STRIPE_WEBHOOK_SECRET is set, and refuses the old constant', async () => {
    const first = await build();
    const second = await build();
    const configured = await build({ config: { stripeWebhookSecret: 'whsec_configured' } });
    try {
      const secrets = [first, second].map((app) => app.paymentsWebhook?.secret);
      for (const secret of secrets) expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(secrets[0]).not.toBe(secrets[1]);
      expect(configured.paymentsWebhook?.secret).toBe('whsec_configured');

      const body = JSON.stringify({
        id: 'evt_forged',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: {} },
      });
      const forged = await first.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: OLD_COMMITTED_SECRET,
          }),
        },
        payload: body,
      });
      expect(forged.statusCode).toBe(400);
      expect(await count(first, 'processed_stripe_events')).toBe(0);
      const plans = await first.inject({ method: 'GET', url: '/api/plans?role=client' });
      expect(plans.json<{ payments: string }>().payments).toBe('available');
    } finally {
      await Promise.all([first.close(), second.close(), configured.close()]);
    }
  });
});
