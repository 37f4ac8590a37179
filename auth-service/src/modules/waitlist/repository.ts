import type { Queryable } from '../../platform/database/database';

import type { WaitlistSource } from '@atelier/api-contract';

export { WAITLIST_SOURCES, type WaitlistSource } from '@atelier/api-contract';

export interface WaitlistSignup {
  email: string;
  source: WaitlistSource;
  createdAt: Date;
}

export function createWaitlistRepository(db: Queryable) {
  return {
    /**
     * Stores the address (lower-cased) on that list. Returns false when it was already there:
     * callers answer the same either way, so the form reveals nothing about who signed up.
     */
    async add(email: string, source: WaitlistSource): Promise<boolean> {
      const { rowCount } = await db.query(
        `INSERT INTO waitlist_signups (email, source) VALUES (lower($1), $2)
         ON CONFLICT (email, source) DO NOTHING`,
        [email, source],
      );
      return rowCount === 1;
    },

    async list(source: WaitlistSource): Promise<WaitlistSignup[]> {
      const { rows } = await db.query<{ email: string; source: WaitlistSource; created_at: Date }>(
        'SELECT email, source, created_at FROM waitlist_signups WHERE source = $1 ORDER BY created_at, email',
        [source],
      );
      return rows.map((row) => ({
        email: row.email,
        source: row.source,
        createdAt: row.created_at,
      }));
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
