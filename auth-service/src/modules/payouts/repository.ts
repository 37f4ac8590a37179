/**
 * The payouts module's tables (migrations/0041): `seller_accounts`, each seller's Stripe
 * connected account as the last applied `account.updated` reported it, and their payout
 * settings; `support_requests`, Contact Support's messages. Statements the webhook runs are
 * compiled here and sent through the transaction it passes (`Queryable`), so the account's state
 * and the event's record commit together.
 */
import { randomUUID } from 'node:crypto';
import type { MinimumPayout, PayoutFrequency, PayoutSettings } from '@atelier/api-contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Queryable } from '../../platform/database/database';
import type { DB, SellerAccountsTable, SupportRequestsTable } from '../../platform/database/schema';
import type { ConnectAccountState } from '../billing/payments/connect-provider';

export type SellerAccountRow = Selectable<SellerAccountsTable>;
export type SupportRequestRow = Selectable<SupportRequestsTable>;

/** The newest support requests the admin dashboard lists. */
export const SUPPORT_REQUESTS_LISTED = 200;

export function createPayoutsRepository(db: Kysely<DB>) {
  /** The columns of an account's state; the payout method only when the state reports one. */
  const stateColumns = (state: ConnectAccountState) => ({
    details_submitted: state.detailsSubmitted,
    charges_enabled: state.chargesEnabled,
    payouts_enabled: state.payoutsEnabled,
    requirements: state.requirements,
    ...(state.payoutMethod !== undefined && {
      payout_method_kind: state.payoutMethod?.kind ?? null,
      payout_method_name: state.payoutMethod?.name ?? null,
      payout_method_last4: state.payoutMethod?.last4 ?? null,
    }),
  });

  /** The seller's account row, on the database or inside a caller's transaction (`trx`). */
  const accountOf = (userId: string, trx: Kysely<DB> = db): Promise<SellerAccountRow | undefined> =>
    trx.selectFrom('seller_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();

  return {
    accountOf,

    /** The seller whose connected account this is. */
    async sellerOfAccount(accountId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('seller_accounts')
        .select('user_id')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row?.user_id;
    },

    /**
     * Stores the seller's new connected account, unless they have one already (two requests at
     * once): answers the row kept.
     */
    async insertAccount(
      userId: string,
      accountId: string,
      initial: Omit<Insertable<SellerAccountsTable>, 'user_id' | 'account_id'> = {},
    ): Promise<SellerAccountRow> {
      await db
        .insertInto('seller_accounts')
        .values({ ...initial, user_id: userId, account_id: accountId })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      const kept = await accountOf(userId);
      if (kept === undefined) throw new Error(`seller_accounts has no row for ${userId}`);
      return kept;
    },

    /**
     * Applies the state an `account.updated` of time `created` (unix seconds) reports, in `tx`,
     * unless the row holds a newer event's state. Answers whether a row changed (an unknown
     * account changes nothing).
     */
    async applyAccountEvent(
      tx: Queryable,
      state: ConnectAccountState,
      created: number,
    ): Promise<boolean> {
      const query = db
        .updateTable('seller_accounts')
        .set({ ...stateColumns(state), stripe_updated: created, updated_at: new Date() })
        .where('account_id', '=', state.accountId)
        .where('stripe_updated', '<=', created)
        .compile();
      const { rowCount } = await tx.query(query.sql, query.parameters);
      return rowCount === 1;
    },

    /**
     * Stores the state Stripe answered when asked (the webhook may come after the seller's
     * return), without moving the event clock: any event of its time or later still applies.
     * Skipped when an event created since `askedAt` (unix seconds) was applied meanwhile: that
     * one may be newer than the answer. Answers the row as stored.
     */
    async refreshAccountState(
      state: ConnectAccountState,
      askedAt: number,
    ): Promise<SellerAccountRow | undefined> {
      await db
        .updateTable('seller_accounts')
        .set({ ...stateColumns(state), updated_at: new Date() })
        .where('account_id', '=', state.accountId)
        .where('stripe_updated', '<', askedAt)
        .execute();
      return db
        .selectFrom('seller_accounts')
        .selectAll()
        .where('account_id', '=', state.accountId)
        .executeTakeFirst();
    },

    /** The seller's payout settings, after the provider took the schedule. */
    async updateSettings(
      userId: string,
      settings: PayoutSettings,
    ): Promise<SellerAccountRow | undefined> {
      return db
        .updateTable('seller_accounts')
        .set({
          payout_frequency: settings.payoutFrequency satisfies PayoutFrequency,
          minimum_payout_cents: settings.minimumPayout satisfies MinimumPayout,
          large_payment_alerts: settings.largePaymentAlerts,
          updated_at: new Date(),
        })
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    insertSupportRequest(request: {
      userId: string;
      email: string;
      topic: string;
      message: string;
    }): Promise<SupportRequestRow> {
      return db
        .insertInto('support_requests')
        .values({
          id: randomUUID(),
          user_id: request.userId,
          email: request.email,
          topic: request.topic,
          message: request.message,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Account deletion: the seller's account row and their support requests. */
    async removeUserData(userId: string): Promise<void> {
      await db.deleteFrom('seller_accounts').where('user_id', '=', userId).execute();
      await db.deleteFrom('support_requests').where('user_id', '=', userId).execute();
    },

    /** The newest support requests first. */
    supportRequests(): Promise<SupportRequestRow[]> {
      return db
        .selectFrom('support_requests')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(SUPPORT_REQUESTS_LISTED)
        .execute();
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
