/**
 * The offline Connect provider (PAYMENTS_PROVIDER=sandbox): connected accounts and onboarding
 * links live in this process's memory, and the onboarding page the link points to is served by
 * this service (payouts/sandbox-routes.ts). Finishing it builds the `account.updated` event Stripe
 * would send, signs it and delivers it to the service's own webhook, which stores the state in
 * seller_accounts: a restart forgets the sandbox's memory, not what the webhook applied.
 * Accounts and links are capped in number (the oldest goes first), links expire after an hour
 * and are used once. Ids are unguessable (`acct_sandbox_<24 hex>`): the sandbox's own pages
 * (onboarding, the seller's dashboard) are reached by their address alone.
 */
import { randomBytes } from 'node:crypto';
import type { PayoutFrequency, PayoutMethod } from '@atelier/api-contract';
import type { ConnectAccountState, ConnectProvider, PayoutScheduleInput } from './connect-provider';
import {
  CONNECT_CONTROLLER,
  MINIMUM_PAYOUT_METADATA_KEY,
  payoutScheduleOf,
} from './connect-provider';
import {
  SANDBOX_MAX_SESSIONS,
  SANDBOX_SESSION_TTL_MS,
  sandboxEvent,
  type SandboxEvent,
} from './sandbox-provider';

/** At most this many sandbox accounts in memory; a dropped one keeps its state in the database. */
export const SANDBOX_MAX_ACCOUNTS = 10_000;

/** The payout bank account a completed sandbox onboarding reports. */
export const SANDBOX_BANK_ACCOUNT: PayoutMethod = {
  kind: 'bank_account',
  name: 'STRIPE TEST BANK',
  last4: '6789',
};

/** What the sandbox's "Leave a requirement open" leaves due. */
export const SANDBOX_OPEN_REQUIREMENT = 'external_account';

/** How the seller finishes the sandbox onboarding page. */
export type SandboxOnboardingOutcome = 'complete' | 'requirement-open';

export interface SandboxAccount extends ConnectAccountState {
  userId: string;
  email: string | undefined;
  payoutFrequency: PayoutFrequency | undefined;
  minimumPayoutCents: number | undefined;
}

export interface SandboxAccountLink {
  id: string;
  accountId: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAtMs: number;
}

export interface SandboxConnect extends ConnectProvider {
  accountLink(id: string): SandboxAccountLink | undefined;
  /** Removes the link (used): a second submit finds nothing. */
  closeAccountLink(id: string): void;
  /** The account in memory (undefined after a restart, or once dropped). */
  account(accountId: string): SandboxAccount | undefined;
  /** Sets the account as the seller finished onboarding; answers its `account.updated` event. */
  finishOnboarding(accountId: string, outcome: SandboxOnboardingOutcome): SandboxEvent;
}

const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** A Stripe-shaped Account object (the fields the webhook reads, and a few more). */
export function sandboxAccountObject(account: SandboxAccount): Record<string, unknown> {
  const method = account.payoutMethod ?? null;
  return {
    id: account.accountId,
    object: 'account',
    type: 'standard',
    controller: { ...CONNECT_CONTROLLER, is_controller: true, type: 'application' },
    country: 'US',
    default_currency: 'usd',
    email: account.email ?? null,
    details_submitted: account.detailsSubmitted,
    charges_enabled: account.chargesEnabled,
    payouts_enabled: account.payoutsEnabled,
    metadata: {
      userId: account.userId,
      ...(account.minimumPayoutCents !== undefined && {
        [MINIMUM_PAYOUT_METADATA_KEY]: String(account.minimumPayoutCents),
      }),
    },
    requirements: {
      currently_due: account.requirements,
      past_due: [],
      eventually_due: account.requirements,
      disabled_reason: account.chargesEnabled ? null : 'requirements.past_due',
    },
    settings: {
      payouts: {
        schedule: payoutScheduleOf(account.payoutFrequency ?? 'weekly'),
      },
    },
    external_accounts: {
      object: 'list',
      data:
        method === null
          ? []
          : [
              {
                id: `ba_sandbox_${account.accountId.slice(-24)}`,
                object: method.kind,
                account: account.accountId,
                ...(method.kind === 'bank_account'
                  ? { bank_name: method.name, country: 'US' }
                  : { brand: method.name }),
                currency: 'usd',
                default_for_currency: true,
                last4: method.last4,
                status: 'new',
              },
            ],
      has_more: false,
    },
  };
}

export function createSandboxConnect(options: {
  publicOrigin: string;
  now?: () => number;
  ttlMs?: number;
  maxLinks?: number;
  maxAccounts?: number;
}): SandboxConnect {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? SANDBOX_SESSION_TTL_MS;
  const maxLinks = options.maxLinks ?? SANDBOX_MAX_SESSIONS;
  const maxAccounts = options.maxAccounts ?? SANDBOX_MAX_ACCOUNTS;
  // Maps iterate in insertion order: the first entry is the oldest.
  const accounts = new Map<string, SandboxAccount>();
  const links = new Map<string, SandboxAccountLink>();

  function makeRoomForLink() {
    const at = now();
    for (const [id, link] of links) {
      if (link.expiresAtMs > at) break;
      links.delete(id);
    }
    for (const id of links.keys()) {
      if (links.size < maxLinks) break;
      links.delete(id);
    }
  }

  function remember(account: SandboxAccount) {
    accounts.delete(account.accountId);
    for (const id of accounts.keys()) {
      if (accounts.size < maxAccounts) break;
      accounts.delete(id);
    }
    accounts.set(account.accountId, account);
  }

  /** An account this process forgot (a restart): onboarding starts again from nothing. */
  const forgotten = (accountId: string): SandboxAccount => ({
    accountId,
    userId: '',
    email: undefined,
    detailsSubmitted: false,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirements: [],
    payoutMethod: null,
    payoutFrequency: undefined,
    minimumPayoutCents: undefined,
  });

  return {
    kind: 'sandbox',

    createAccount({ userId, email }) {
      const accountId = sandboxId('acct');
      remember({
        ...forgotten(accountId),
        userId,
        email,
        requirements: ['business_type', SANDBOX_OPEN_REQUIREMENT, 'tos_acceptance.date'],
      });
      return Promise.resolve(accountId);
    },

    createAccountLink({ accountId, refreshUrl, returnUrl }) {
      if (!accounts.has(accountId)) remember(forgotten(accountId));
      makeRoomForLink();
      const id = sandboxId('acctlink');
      links.set(id, { id, accountId, refreshUrl, returnUrl, expiresAtMs: now() + ttlMs });
      return Promise.resolve({ url: `${options.publicOrigin}/api/sandbox/onboarding/${id}` });
    },

    retrieveAccount(accountId) {
      const account = accounts.get(accountId);
      if (account === undefined) {
        return Promise.reject(new Error(`No such sandbox account: ${accountId}`));
      }
      return Promise.resolve({
        accountId: account.accountId,
        detailsSubmitted: account.detailsSubmitted,
        chargesEnabled: account.chargesEnabled,
        payoutsEnabled: account.payoutsEnabled,
        requirements: account.requirements,
        payoutMethod: account.payoutMethod,
      });
    },

    updatePayoutSchedule(accountId, { frequency, minimumPayoutCents }: PayoutScheduleInput) {
      const account = accounts.get(accountId) ?? forgotten(accountId);
      remember({ ...account, payoutFrequency: frequency, minimumPayoutCents });
      return Promise.resolve();
    },

    dashboardUrl(accountId) {
      return `${options.publicOrigin}/api/sandbox/accounts/${accountId}/dashboard`;
    },

    accountLink(id) {
      const link = links.get(id);
      return link !== undefined && link.expiresAtMs > now() ? link : undefined;
    },

    closeAccountLink(id) {
      links.delete(id);
    },

    account(accountId) {
      return accounts.get(accountId);
    },

    finishOnboarding(accountId, outcome) {
      const account = accounts.get(accountId) ?? forgotten(accountId);
      const complete = outcome === 'complete';
      const finished: SandboxAccount = {
        ...account,
        detailsSubmitted: true,
        chargesEnabled: complete,
        payoutsEnabled: complete,
        requirements: complete ? [] : [SANDBOX_OPEN_REQUIREMENT],
        payoutMethod: complete ? SANDBOX_BANK_ACCOUNT : null,
      };
      remember(finished);
      return sandboxEvent(
        'account.updated',
        Math.floor(now() / 1000),
        sandboxAccountObject(finished),
        accountId,
      );
    },
  };
}
