import type { App } from '../../src/app';

/**
 * Gives `user` a connected account that can take charges, as the payouts module stores it from
 * `account.updated` (details submitted, charges and payouts enabled). Answers its account id.
 */
export async function givePayoutAccount(
  app: App,
  user: { id: string },
  options: { chargesEnabled?: boolean; largePaymentAlerts?: boolean } = {},
): Promise<string> {
  const accountId = `acct_test_${user.id.replaceAll('-', '').slice(0, 16)}`;
  const enabled = options.chargesEnabled ?? true;
  await app.db.query(
    `INSERT INTO seller_accounts
       (user_id, account_id, details_submitted, charges_enabled, payouts_enabled, large_payment_alerts)
     VALUES ($1, $2, $3, $3, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET charges_enabled = $3, large_payment_alerts = $4`,
    [user.id, accountId, enabled, options.largePaymentAlerts ?? true],
  );
  return accountId;
}
