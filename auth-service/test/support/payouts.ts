import type { App } from '../../src/app';

/**
 * Gives a user a connected payout account, as the payouts module stores it from
 * `account.updated` (a completed onboarding: details submitted, charges and payouts enabled,
 * unless `chargesEnabled: false`): a freelancer may then publish products, and buyers may buy
 * them. Updates an account the user has already. Answers its account id.
 */
export async function givePayoutAccount(
  app: App,
  user: string | { id: string },
  options: { chargesEnabled?: boolean; largePaymentAlerts?: boolean } = {},
): Promise<string> {
  const userId = typeof user === 'string' ? user : user.id;
  const accountId = `acct_test_${userId.replaceAll('-', '').slice(0, 16)}`;
  const enabled = options.chargesEnabled ?? true;
  const { rows } = await app.db.query<{ account_id: string }>(
    `INSERT INTO seller_accounts
       (user_id, account_id, details_submitted, charges_enabled, payouts_enabled, large_payment_alerts)
     VALUES ($1, $2, $3, $3, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET charges_enabled = $3, payouts_enabled = $3,
       large_payment_alerts = $4
     RETURNING account_id`,
    [userId, accountId, enabled, options.largePaymentAlerts ?? true],
  );
  return rows[0]?.account_id ?? accountId;
}
