/**
 * The Stripe Connect provider's SDK requests against stripe-mock, which refuses parameters its
 * OpenAPI spec does not allow (the controller properties' values, the Account Link's type, the
 * payout schedule's interval and anchors). Skipped without STRIPE_MOCK_URL.
 */
import type { OnboardingLink, PayoutSettings, SellerAccount } from '@atelier/api-contract';
import { DEFAULT_CONFIG } from '../../../src/config';
import { createStripeClient } from '../../../src/modules/billing/payments/stripe-provider';
import { createStripeConnect } from '../../../src/modules/billing/payments/stripe-connect';
import { signedInUser } from '../../support/keycloak';
import { appOnStripeMock, describeWithStripeMock, stripeMockApi } from '../../support/stripe-mock';

const ORIGIN = DEFAULT_CONFIG.publicOrigin;

describeWithStripeMock('Stripe Connect against stripe-mock', () => {
  const api = stripeMockApi();
  const connect = createStripeConnect(createStripeClient('sk_test_123', api));

  it('creates an account with controller properties, links onboarding, reads it and sets payouts', async () => {
    const accountId = await connect.createAccount({
      userId: '6f1c2c1e-0000-4000-8000-000000000002',
      email: 'seller@example.test',
    });
    expect(accountId).toMatch(/^acct_/);
    const link = await connect.createAccountLink({
      accountId,
      refreshUrl: `${ORIGIN}/freelancer/payments?onboarding=refresh`,
      returnUrl: `${ORIGIN}/freelancer/payments?onboarding=return`,
    });
    expect(link.url).toMatch(/^https:\/\//);
    const state = await connect.retrieveAccount(accountId);
    expect(state).toMatchObject({
      detailsSubmitted: expect.any(Boolean) as boolean,
      chargesEnabled: expect.any(Boolean) as boolean,
      payoutsEnabled: expect.any(Boolean) as boolean,
    });
    // stripe-mock's fixture lists a bank account.
    expect(state.payoutMethod).toMatchObject({ kind: 'bank_account', last4: '6789' });
    for (const frequency of ['weekly', 'monthly', 'manual'] as const) {
      await expect(
        connect.updatePayoutSchedule(accountId, { frequency, minimumPayoutCents: 5000 }),
      ).resolves.toBeUndefined();
    }
    expect(connect.dashboardUrl(accountId)).toBe('https://dashboard.stripe.com/');
  });

  describe('through the routes', () => {
    const stripe = appOnStripeMock(api);

    it('onboards through Stripe and writes payout settings; no sandbox page', async () => {
      const user = await signedInUser(stripe.keycloak, { roles: ['freelancer'] });
      const started = await stripe.app.inject({
        method: 'POST',
        url: '/api/payments/account/onboarding',
        headers: user.headers,
      });
      expect(started.statusCode).toBe(200);
      expect(started.json<OnboardingLink>().url).not.toContain('/api/sandbox/');
      const account = await stripe.app.inject({
        method: 'GET',
        url: '/api/payments/account',
        headers: user.headers,
      });
      expect(account.statusCode).toBe(200);
      expect(account.json<SellerAccount>().dashboardUrl).toBe('https://dashboard.stripe.com/');
      const settings: PayoutSettings = {
        payoutFrequency: 'monthly',
        minimumPayout: 10000,
        largePaymentAlerts: false,
      };
      const saved = await stripe.app.inject({
        method: 'PUT',
        url: '/api/payments/settings',
        headers: user.headers,
        payload: settings,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual(settings);
      const page = await stripe.app.inject('/api/sandbox/onboarding/acctlink_x');
      expect(page.statusCode).toBe(404);
    });
  });
});
