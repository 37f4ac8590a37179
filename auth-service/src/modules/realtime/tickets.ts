/**
 * Real-time tickets (table `realtime_tickets`): a browser's WebSocket cannot send the bearer
 * header, so it trades its access token for a random ticket, valid once within
 * `TICKET_SECONDS`, on any instance. Only its SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';

export const TICKET_SECONDS = 30;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function createTicketsRepository(kysely: Kysely<DB>) {
  return {
    /** A new ticket for `userId`, whose session ends at `sessionExpiresAt`. */
    async issue(userId: string, sessionExpiresAt: Date) {
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + TICKET_SECONDS * 1000);
      // Tickets nobody used are removed as new ones are issued.
      await kysely.deleteFrom('realtime_tickets').where('expires_at', '<', new Date()).execute();
      await kysely
        .insertInto('realtime_tickets')
        .values({
          ticket_hash: hashOf(ticket),
          user_id: userId,
          session_expires_at: sessionExpiresAt,
          expires_at: expiresAt,
        })
        .execute();
      return { ticket, expiresAt };
    },

    /** Removes every ticket of the user (their account is deleted). */
    async removeUserData(userId: string) {
      await kysely.deleteFrom('realtime_tickets').where('user_id', '=', userId).execute();
    },

    /** The ticket's user and session end, once: the ticket is gone afterwards. */
    async redeem(ticket: string) {
      return kysely
        .deleteFrom('realtime_tickets')
        .where('ticket_hash', '=', hashOf(ticket))
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['user_id', 'session_expires_at'])
        .executeTakeFirst();
    },
  };
}
