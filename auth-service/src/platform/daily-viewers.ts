/**
 * One view per viewer and day (issue 43 item 7): profile and product views count a reader's
 * first read of the day only, so a refresh or a script does not inflate a member's analytics.
 * The viewer is the signed-in user, or a visitor's address hashed (no address is stored).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from './database/schema';

/** Who reads: `user:<id>`, or `address:<sha256 of the client address>` for a visitor. */
export function viewerOf(request: FastifyRequest): string {
  if (request.identity !== null) return `user:${request.identity.id}`;
  return `address:${createHash('sha256').update(request.ip).digest('base64url')}`;
}

/**
 * Whether this is `viewer`'s first read of `subject` today (UTC), recorded in `tx`; the
 * subject's rows of earlier days go at the same time.
 */
export async function firstViewToday(
  tx: Kysely<DB> | Transaction<DB>,
  subject: string,
  viewer: string,
): Promise<boolean> {
  await tx
    .deleteFrom('daily_viewers')
    .where('subject', '=', subject)
    .where('day', '<', sql<Date>`current_date`)
    .execute();
  const inserted = await tx
    .insertInto('daily_viewers')
    .values({ subject, viewer, day: sql<string>`current_date` })
    .onConflict((conflict) => conflict.doNothing())
    .returning('viewer')
    .executeTakeFirst();
  return inserted !== undefined;
}
