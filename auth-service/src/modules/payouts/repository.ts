/**
 * The payouts module's table, `seller_accounts` (migrations/0041): each seller's Stripe connected
 * account as the last applied `account.updated` reported it, and their payout settings.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DB, SellerAccountsTable } from '../../platform/database/schema';

export type SellerAccountRow = Selectable<SellerAccountsTable>;

export function createPayoutsRepository(db: Kysely<DB>) {
  return {
    accountOf(userId: string): Promise<SellerAccountRow | undefined> {
      return db
        .selectFrom('seller_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
