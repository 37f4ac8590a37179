/**
 * Stripe Connect for sellers (issue 20): what the payouts module needs from a payments provider.
 * Sellers are paid by direct charges on their own connected account and the platform takes 0%,
 * so the account is created the way Stripe recommends for direct charges, with controller
 * properties: the seller has the full Stripe Dashboard (refunds, disputes, payouts), Stripe
 * collects its processing fees from the seller, and Stripe carries negative-balance liability.
 * Two implementations, chosen with the checkout provider (payments/plugin.ts): the Stripe API
 * (stripe-connect.ts) and the offline sandbox (sandbox-connect.ts).
 */
import type { MinimumPayout, PayoutFrequency, PayoutMethod } from '@atelier/api-contract';
import type { PaymentsProviderKind } from '../../../config';

/** `accounts.create` controller properties: Stripe's recommendation for direct charges. */
export const CONNECT_CONTROLLER = {
  stripe_dashboard: { type: 'full' },
  fees: { payer: 'account' },
  losses: { payments: 'stripe' },
} as const;

/** The weekday of weekly payouts and the day of the month of monthly ones. */
export const WEEKLY_PAYOUT_ANCHOR = 'monday';
export const MONTHLY_PAYOUT_ANCHOR = 1;

/**
 * The connected account's metadata key holding the seller's minimum payout (cents). Stripe has no
 * minimum for automatic payouts: the value is informational there (docs/payments.md).
 */
export const MINIMUM_PAYOUT_METADATA_KEY = 'atelier_minimum_payout_cents';

/** What Atelier keeps of a connected account, as Stripe reports it. */
export interface ConnectAccountState {
  accountId: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** requirements.currently_due and past_due, without repeats. */
  requirements: string[];
  /** The default external account; `undefined` when the object does not list them. */
  payoutMethod: PayoutMethod | null | undefined;
}

export interface PayoutScheduleInput {
  frequency: PayoutFrequency;
  minimumPayoutCents: MinimumPayout;
}

export interface ConnectProvider {
  readonly kind: PaymentsProviderKind;
  /** A new connected account for the seller (the caller stores it and reuses it). */
  createAccount(seller: { userId: string; email: string | undefined }): Promise<string>;
  /** A Stripe-hosted onboarding link (type account_onboarding); single use, short-lived. */
  createAccountLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  /** The account as Stripe has it now. */
  retrieveAccount(accountId: string): Promise<ConnectAccountState>;
  /** Writes the payout schedule (and the minimum payout, informational) to the account. */
  updatePayoutSchedule(accountId: string, schedule: PayoutScheduleInput): Promise<void>;
  /** Where the seller manages refunds, disputes and payouts. */
  dashboardUrl(accountId: string): string;
}

/** `settings.payouts.schedule` of a payout frequency. */
export function payoutScheduleOf(frequency: PayoutFrequency) {
  switch (frequency) {
    case 'weekly':
      return { interval: 'weekly', weekly_anchor: WEEKLY_PAYOUT_ANCHOR } as const;
    case 'monthly':
      return { interval: 'monthly', monthly_anchor: MONTHLY_PAYOUT_ANCHOR } as const;
    case 'manual':
      return { interval: 'manual' } as const;
  }
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const LAST4 = /^[0-9]{4}$/;

/**
 * The payout method of an account's `external_accounts` list: the default one (for its
 * currency), else the first. `undefined` when the account object does not list them (Stripe
 * returns them only to the account's controller), `null` when the list is empty.
 */
function payoutMethodOf(externalAccounts: unknown): PayoutMethod | null | undefined {
  if (!isObject(externalAccounts) || !Array.isArray(externalAccounts.data)) return undefined;
  const listed = externalAccounts.data.filter(isObject);
  const chosen = listed.find((item) => item.default_for_currency === true) ?? listed[0];
  if (chosen === undefined || typeof chosen.last4 !== 'string' || !LAST4.test(chosen.last4)) {
    return null;
  }
  if (chosen.object === 'card') {
    const brand = typeof chosen.brand === 'string' && chosen.brand !== '' ? chosen.brand : 'Card';
    return { kind: 'card', name: brand, last4: chosen.last4 };
  }
  const bank =
    typeof chosen.bank_name === 'string' && chosen.bank_name !== ''
      ? chosen.bank_name
      : 'Bank account';
  return { kind: 'bank_account', name: bank, last4: chosen.last4 };
}

/**
 * What Atelier keeps of a Stripe Account object (an API answer or an `account.updated` event's
 * `data.object`; the webhook has checked the shape of the latter).
 */
export function connectAccountStateOf(account: Obj & { id: string }): ConnectAccountState {
  const requirements = isObject(account.requirements) ? account.requirements : {};
  return {
    accountId: account.id,
    detailsSubmitted: account.details_submitted === true,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    requirements: [
      ...new Set([...strings(requirements.currently_due), ...strings(requirements.past_due)]),
    ],
    payoutMethod: payoutMethodOf(account.external_accounts),
  };
}
