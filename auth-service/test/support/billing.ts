import type { App } from '../../src/app';

/** Makes `user` a Pro member: an active subscription, as the billing webhook would store it. */
export async function subscribe(app: App, user: { id: string }): Promise<void> {
  await app.db.query(
    `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
     VALUES ($1, $2, $3, 'active')`,
    [user.id, `sub_${user.id}`, `cus_${user.id}`],
  );
}
