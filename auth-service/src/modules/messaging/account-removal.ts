/**
 * What deleting an account does to messaging (the order and the other modules are
 * companies/account-deletion.ts): conversations and messages stay, because the other member
 * legitimately keeps what they received, but the deleted member is shown to them as
 * `deletedName` ('Deleted user') without a role. Answers the upload keys of the files the deleted
 * member sent, for the caller to delete (their links then answer 404).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';

export async function anonymiseMessagingMember(
  kysely: Kysely<DB>,
  userId: string,
  deletedName: string,
): Promise<string[]> {
  await kysely
    .updateTable('conversation_members')
    .set({ name: deletedName, role: null })
    .where('user_id', '=', userId)
    .execute();
  const sent = await kysely
    .selectFrom('messages')
    .select('attachments')
    .where('sender_id', '=', userId)
    .where((eb) => eb(eb.fn('jsonb_array_length', ['attachments']), '>', 0))
    .execute();
  return sent.flatMap((row) => row.attachments.map(({ key }) => key));
}
