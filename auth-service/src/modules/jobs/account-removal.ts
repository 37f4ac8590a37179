/**
 * What deleting an account does to the jobs module's data (the order and the other modules are
 * companies/account-deletion.ts):
 * - the client's published jobs are closed (off the board; their page says closed); their
 *   drafts are deleted;
 * - the freelancer's undecided applications are withdrawn (deleted, the job's count adjusted);
 *   decided ones (hired, rejected) stay as the client's record, named 'Deleted user';
 * - their saved jobs and the invitations they received are deleted.
 * Answers the upload keys of the freelancer's application files, for the caller to delete.
 */
import { UNDECIDED } from '@atelier/api-contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';

export async function removeJobsAccountData(
  kysely: Kysely<DB>,
  userId: string,
  deletedName: string,
): Promise<string[]> {
  return kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('jobs')
      .set({ closed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('client_id', '=', userId)
      .where('status', '=', 'published')
      .where('closed_at', 'is', null)
      .execute();
    await trx
      .deleteFrom('jobs')
      .where('client_id', '=', userId)
      .where('status', '=', 'draft')
      .execute();
    const applications = await trx
      .selectFrom('job_applications')
      .select(['id', 'job_id', 'status', 'attachments'])
      .where('freelancer_id', '=', userId)
      .execute();
    for (const application of applications) {
      if (!UNDECIDED.includes(application.status)) continue;
      await trx.deleteFrom('job_applications').where('id', '=', application.id).execute();
      await trx
        .updateTable('jobs')
        .set((eb) => ({ applicants: eb('applicants', '-', 1) }))
        .where('id', '=', application.job_id)
        .execute();
    }
    await trx
      .updateTable('job_applications')
      .set({ freelancer_name: deletedName, attachments: '[]' })
      .where('freelancer_id', '=', userId)
      .execute();
    await trx.deleteFrom('job_saves').where('user_id', '=', userId).execute();
    await trx.deleteFrom('job_invitations').where('user_id', '=', userId).execute();
    return applications.flatMap((row) => row.attachments.map(({ key }) => key));
  });
}
