/**
 * What deleting an account does to the requests module's data (the order and the other modules
 * are companies/account-deletion.ts):
 * - the client's published requests are closed (off the list) and lose their attachments; their
 *   drafts are deleted;
 * - the supplier's undecided responses are withdrawn (deleted); decided ones (hired, declined)
 *   stay as the client's record, named 'Deleted user', without their files;
 * - the invitations they received are deleted.
 * Answers the upload keys of every file these held, for the caller to delete.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';
import { UNDECIDED } from '@atelier/api-contract';

export async function removeRequestsAccountData(
  kysely: Kysely<DB>,
  userId: string,
  deletedName: string,
): Promise<string[]> {
  return kysely.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('supplier_requests')
      .select('attachments')
      .where('owner_id', '=', userId)
      .execute();
    await trx
      .deleteFrom('supplier_requests')
      .where('owner_id', '=', userId)
      .where('is_draft', '=', true)
      .execute();
    await trx
      .updateTable('supplier_requests')
      .set({
        closed_at: sql<Date>`COALESCE(closed_at, now())`,
        updated_at: sql<Date>`now()`,
        attachments: '[]',
      })
      .where('owner_id', '=', userId)
      .execute();
    const responses = await trx
      .selectFrom('request_responses')
      .select(['id', 'status', 'attachments'])
      .where('supplier_id', '=', userId)
      .execute();
    const undecided = responses
      .filter((row) => UNDECIDED.includes(row.status))
      .map((row) => row.id);
    if (undecided.length > 0) {
      await trx.deleteFrom('request_responses').where('id', 'in', undecided).execute();
    }
    await trx
      .updateTable('request_responses')
      .set({ supplier_name: deletedName, attachments: '[]' })
      .where('supplier_id', '=', userId)
      .execute();
    await trx.deleteFrom('request_invitations').where('user_id', '=', userId).execute();
    return [...owned, ...responses].flatMap((row) => row.attachments.map(({ key }) => key));
  });
}
