/**
 * The payouts module's logic beyond HTTP, and what other modules may read of it: whether a seller
 * can take charges (a product may be published with a price, and bought, only then), on which
 * connected account, whose account an id is, and whether the seller asked to be told of large
 * payments.
 */
import type {
  PayoutSettings,
  SellerAccount,
  SellerAccountState,
  SupportRequest,
} from '@atelier/api-contract';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';
import type { ConnectProvider } from '../billing/payments/connect-provider';
import { SANDBOX_BANK_ACCOUNT } from '../billing/payments/sandbox-connect';
import type { PayoutsRepository, SellerAccountRow, SupportRequestRow } from './repository';

/**
 * Payments & Earnings, where Stripe's onboarding returns (shared-ui's ROUTES.freelancer.payments;
 * auth-service does not depend on shared-ui, and a test checks the two agree).
 */
export const PAYMENTS_PAGE_PATH = '/freelancer/payments';

/** A seller's settings before they change them (the table's defaults, migrations/0041). */
export const DEFAULT_PAYOUT_SETTINGS: PayoutSettings = {
  payoutFrequency: 'weekly',
  minimumPayout: 2500,
  largePaymentAlerts: true,
};

/** What a completed sandbox onboarding leaves in seller_accounts (demo data, tests). */
export const COMPLETED_SANDBOX_ACCOUNT = {
  details_submitted: true,
  charges_enabled: true,
  payouts_enabled: true,
  requirements: [],
  payout_method_kind: SANDBOX_BANK_ACCOUNT.kind,
  payout_method_name: SANDBOX_BANK_ACCOUNT.name,
  payout_method_last4: SANDBOX_BANK_ACCOUNT.last4,
} as const;

/** An unguessable sandbox account id, as the sandbox provider makes them. */
export const newSandboxAccountId = () => `acct_sandbox_${randomBytes(12).toString('hex')}`;

export function stateOf(row: SellerAccountRow | undefined): SellerAccountState {
  if (row === undefined) return 'none';
  return row.charges_enabled ? 'enabled' : 'onboarding';
}

/** The caller's connected account as the API answers it. */
export function toSellerAccount(
  row: SellerAccountRow | undefined,
  connect: ConnectProvider | null,
): SellerAccount {
  if (row === undefined) {
    return {
      state: 'none',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirements: [],
      payoutMethod: null,
      dashboardUrl: null,
    };
  }
  const { payout_method_kind: kind, payout_method_name: name, payout_method_last4: last4 } = row;
  return {
    state: stateOf(row),
    detailsSubmitted: row.details_submitted,
    chargesEnabled: row.charges_enabled,
    payoutsEnabled: row.payouts_enabled,
    requirements: row.requirements,
    payoutMethod: kind !== null && name !== null && last4 !== null ? { kind, name, last4 } : null,
    dashboardUrl: connect?.dashboardUrl(row.account_id) ?? null,
  };
}

export function toPayoutSettings(row: SellerAccountRow | undefined): PayoutSettings {
  if (row === undefined) return DEFAULT_PAYOUT_SETTINGS;
  return {
    payoutFrequency: row.payout_frequency,
    minimumPayout: row.minimum_payout_cents,
    largePaymentAlerts: row.large_payment_alerts,
  };
}

export function toSupportRequest(row: SupportRequestRow): SupportRequest {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    topic: row.topic as SupportRequest['topic'],
    message: row.message,
    createdAt: row.created_at.toISOString(),
  };
}

export function createPayoutsService(payouts: PayoutsRepository) {
  return {
    /** The seller's connected account when it can take charges (direct charges go there). */
    async chargeableAccountOf(userId: string): Promise<string | undefined> {
      const account = await payouts.accountOf(userId);
      return account?.charges_enabled === true ? account.account_id : undefined;
    },
    /**
     * Whether the seller wants to be alerted of each payment of $100 or more; read inside the
     * caller's transaction `trx` when given (a sale's webhook event).
     */
    async largePaymentAlertsOf(userId: string, trx?: Kysely<DB>): Promise<boolean> {
      return (await payouts.accountOf(userId, trx))?.large_payment_alerts ?? false;
    },
    /** The seller whose connected account `accountId` is (the sandbox's dashboard page). */
    sellerOfAccount: (accountId: string) => payouts.sellerOfAccount(accountId),
    /**
     * Account deletion (companies' DELETE /api/account): forgets the seller's connected account
     * (the Stripe account itself is the seller's, with its full Dashboard) and their support
     * requests.
     */
    removeUserData: (userId: string) => payouts.removeUserData(userId),
    /**
     * Demo data: a completed sandbox connected account for the seller (charges and payouts
     * enabled, STRIPE TEST BANK), unless they have an account already. Answers its id.
     */
    async insertSeededAccount(userId: string): Promise<string> {
      const kept = await payouts.insertAccount(userId, newSandboxAccountId(), {
        ...COMPLETED_SANDBOX_ACCOUNT,
        requirements: [],
      });
      return kept.account_id;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
