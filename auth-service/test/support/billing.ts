import type { App } from '../../src/app';

/**
 * Gives `user` a subscription in `status` (default `active`: a Pro member), as the billing
 * webhook would store it; a second call changes its status.
 */
export async function subscribe(app: App, user: { id: string }, status = 'active'): Promise<void> {
  await app.db.query(
    `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET status = EXCLUDED.status`,
    [user.id, `sub_${user.id}`, `cus_${user.id}`, status],
  );
}
