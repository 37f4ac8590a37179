/**
 * Payments & Earnings' seller account (spec 001 section 2; issue 20), freelancers only:
 * `GET /api/payments/account` (the connected account as Stripe last reported it),
 * `POST /api/payments/account/onboarding` (creates the account once, answers a fresh
 * Stripe-hosted onboarding link), `GET/PUT /api/payments/settings` (payout frequency and minimum
 * written to the account first, then stored). Reads work with payments off; the calls that need
 * the provider answer 503 then, and 502 when it fails.
 */
import {
  OnboardingLink,
  PayoutSettings,
  SellerAccount,
  type PayoutSettings as PayoutSettingsValue,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { BODY_LIMITS } from '../../platform/json-body';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { viaProvider } from '../billing/payments/via-provider';
import { PAYOUTS_MESSAGES } from './messages';
import type { PayoutsRepository, SellerAccountRow } from './repository';
import { PAYMENTS_PAGE_PATH, toPayoutSettings, toSellerAccount } from './service';

/** Where Stripe's onboarding sends the seller back: done (`return`) or the link expired. */
export function onboardingUrls(publicOrigin: string) {
  const page = `${publicOrigin}${PAYMENTS_PAGE_PATH}`;
  return { returnUrl: `${page}?onboarding=return`, refreshUrl: `${page}?onboarding=refresh` };
}

export const payoutsRoutes: FastifyPluginCallbackTypebox<{ repository: PayoutsRepository }> = (
  fastify,
  { repository },
  done,
) => {
  const { config, paymentsConnect: connect } = fastify;
  const { freelancerOnly } = routeGuards(fastify);
  const providerWrites = { rateLimit: RATE_LIMITS.billingWrites };

  /**
   * While Stripe still needs something, asks it for the account's state: the seller may be back
   * from onboarding before the webhook. A failure keeps the stored state (the webhook follows).
   */
  async function refreshed(
    row: SellerAccountRow | undefined,
    log: FastifyBaseLogger,
  ): Promise<SellerAccountRow | undefined> {
    if (row === undefined || row.charges_enabled || connect === null) return row;
    try {
      const askedAt = Math.floor(Date.now() / 1000);
      const state = await connect.retrieveAccount(row.account_id);
      return (await repository.refreshAccountState(state, askedAt)) ?? row;
    } catch (error) {
      log.warn({ err: error, accountId: row.account_id }, 'Connected account not refreshed');
      return row;
    }
  }

  fastify.get(
    '/account',
    {
      onRequest: freelancerOnly,
      schema: {
        summary: "The caller's connected payout account as Stripe reports it.",
        description:
          "State `none` without an account, `onboarding` while Stripe still needs something before charges, `enabled` once the account can take charges. Kept current by Stripe's account.updated events.",
        security: bearerAuth,
        response: { 200: SellerAccount, ...signedInErrors() },
      },
    },
    async (request) => {
      const row = await repository.accountOf(identityOf(request).id);
      return toSellerAccount(await refreshed(row, request.log), connect);
    },
  );

  fastify.post(
    '/account/onboarding',
    {
      onRequest: freelancerOnly,
      config: providerWrites,
      schema: {
        summary: "Creates the caller's connected account (once) and answers an onboarding link.",
        description:
          "The link is Stripe-hosted (the sandbox's own page offline), single use and short-lived; it returns to Payments & Earnings with `?onboarding=return`, or `?onboarding=refresh` when it expired (ask again). Later calls reuse the account.",
        security: bearerAuth,
        response: {
          200: OnboardingLink,
          ...signedInWriteErrors(502),
        },
      },
    },
    async (request, reply) => {
      if (connect === null) return send(reply, 503, PAYOUTS_MESSAGES.paymentsOff);
      const identity = identityOf(request);
      let account = await repository.accountOf(identity.id);
      if (account === undefined) {
        const created = await viaProvider(reply, () =>
          connect.createAccount({ userId: identity.id, email: identity.email }),
        );
        if (!created.ok) return send(reply, 502, PAYOUTS_MESSAGES.providerFailed);
        account = await repository.insertAccount(identity.id, created.value);
      }
      const accountId = account.account_id;
      const link = await viaProvider(reply, () =>
        connect.createAccountLink({ accountId, ...onboardingUrls(config.publicOrigin) }),
      );
      if (!link.ok) return send(reply, 502, PAYOUTS_MESSAGES.providerFailed);
      return { url: link.value.url };
    },
  );

  fastify.get(
    '/settings',
    {
      onRequest: freelancerOnly,
      schema: {
        summary: "The caller's payout settings (defaults until they connect and change them).",
        security: bearerAuth,
        response: { 200: PayoutSettings, ...signedInErrors() },
      },
    },
    async (request) => toPayoutSettings(await repository.accountOf(identityOf(request).id)),
  );

  fastify.put(
    '/settings',
    {
      onRequest: freelancerOnly,
      bodyLimit: BODY_LIMITS.default,
      config: providerWrites,
      schema: {
        summary: "Changes the caller's payout settings.",
        description:
          "The payout frequency is written to the connected account's payout schedule (weekly on Mondays, monthly on the 1st, or manual) and the minimum payout to its metadata before anything is stored; Stripe has no minimum for automatic payouts (docs/payments.md). 409 without a connected account.",
        security: bearerAuth,
        body: PayoutSettings,
        response: {
          200: PayoutSettings,
          ...signedInWriteErrors(409, 502),
        },
      },
    },
    async (request, reply) => {
      if (connect === null) return send(reply, 503, PAYOUTS_MESSAGES.paymentsOff);
      const { id } = identityOf(request);
      const account = await repository.accountOf(id);
      if (account === undefined) return send(reply, 409, PAYOUTS_MESSAGES.noAccount);
      const wanted: PayoutSettingsValue = request.body;
      const stored = toPayoutSettings(account);
      if (
        wanted.payoutFrequency !== stored.payoutFrequency ||
        wanted.minimumPayout !== stored.minimumPayout
      ) {
        const written = await viaProvider(reply, () =>
          connect.updatePayoutSchedule(account.account_id, {
            frequency: wanted.payoutFrequency,
            minimumPayoutCents: wanted.minimumPayout,
          }),
        );
        if (!written.ok) return send(reply, 502, PAYOUTS_MESSAGES.providerFailed);
      }
      return toPayoutSettings(await repository.updateSettings(id, wanted));
    },
  );

  done();
};
