/**
 * What deleting an account does to notifications (companies/account-deletion.ts has the order):
 * the user's own are deleted; those others received about them lose the user's id and name them
 * `deletedName` instead.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';

export async function removeNotificationsAccountData(
  kysely: Kysely<DB>,
  userId: string,
  deletedName: string,
): Promise<void> {
  await kysely.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await kysely
    .updateTable('notifications')
    .set({
      payload: sql`(payload - 'actorId') || jsonb_build_object('actorName', ${deletedName}::text)`,
    })
    .where(sql`payload->>'actorId'`, '=', userId)
    .execute();
}
