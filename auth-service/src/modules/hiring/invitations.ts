/**
 * The invitees of an invite-only listing (a job or a supplier request) as its owner sees them:
 * the member's name (never their e-mail address), the contact e-mail their public profile chooses
 * to show (else null) and when they were invited. Jobs and requests answer their invitation lists
 * with it.
 */
import type { Invitations } from '@atelier/api-contract';
import type { FastifyInstance } from 'fastify';
import { toIsoTimestamp } from '../../platform/schemas';
import { displayNameOf } from '../profiles/display-name';

/** An invitation as the listing's repository reads it. */
export interface InvitationRow {
  user_id: string;
  invited_at: Date;
}

export async function invitationsShown(
  { profiles, publicProfiles }: Pick<FastifyInstance, 'profiles' | 'publicProfiles'>,
  rows: readonly InvitationRow[],
): Promise<Invitations> {
  const shown = await publicProfiles.shownContactEmails(rows.map((row) => row.user_id));
  const invitations = [];
  for (const row of rows) {
    const profile = await profiles.findById(row.user_id);
    invitations.push({
      userId: row.user_id,
      name: displayNameOf(profile),
      email: shown.get(row.user_id) ?? null,
      invitedAt: toIsoTimestamp(row.invited_at),
    });
  }
  return { invitations };
}
