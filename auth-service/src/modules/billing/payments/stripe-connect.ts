/**
 * Stripe Connect through the official SDK (STRIPE_SECRET_KEY set): connected accounts with
 * controller properties, Stripe-hosted onboarding (Account Links), the account's state and its
 * payout schedule. docs/payments.md says what ops enable in Stripe for it.
 */
import type Stripe from 'stripe';
import {
  CONNECT_CONTROLLER,
  MINIMUM_PAYOUT_METADATA_KEY,
  connectAccountStateOf,
  payoutScheduleOf,
  type ConnectProvider,
} from './connect-provider';

/** The seller's own Stripe Dashboard (full dashboard: refunds, disputes, payouts). */
export const STRIPE_DASHBOARD_URL = 'https://dashboard.stripe.com/';

export function createStripeConnect(stripe: Stripe): ConnectProvider {
  return {
    kind: 'stripe',

    async createAccount({ userId, email }) {
      const account = await stripe.accounts.create(
        {
          controller: CONNECT_CONTROLLER,
          ...(email !== undefined && { email }),
          metadata: { userId },
        },
        // Two clicks at once make one account: Stripe answers a repeated key with the first one.
        { idempotencyKey: `atelier-connect-account-${userId}` },
      );
      return account.id;
    },

    async createAccountLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: refreshUrl,
        return_url: returnUrl,
      });
      return { url: link.url };
    },

    async retrieveAccount(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return connectAccountStateOf(account as unknown as Record<string, unknown> & { id: string });
    },

    async updatePayoutSchedule(accountId, { frequency, minimumPayoutCents }) {
      await stripe.accounts.update(accountId, {
        settings: { payouts: { schedule: payoutScheduleOf(frequency) } },
        metadata: { [MINIMUM_PAYOUT_METADATA_KEY]: String(minimumPayoutCents) },
      });
    },

    dashboardUrl() {
      return STRIPE_DASHBOARD_URL;
    },
  };
}
