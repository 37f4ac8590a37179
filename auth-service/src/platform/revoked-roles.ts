/**
 * Realm roles taken away from users (migration 0049), so that a token issued before loses them
 * at once instead of when it expires (up to 5 minutes): the client role a company membership
 * gave, removed with the membership. Kept in memory per instance, written through by the
 * instance that revokes and read again by the others every `DELETED_ACCOUNTS_REFRESH_MS`, with
 * the deleted accounts' tombstones.
 */
import type { Database } from './database/database';

export interface RevokedRoles {
  /** Revokes `roles` of the user for every token issued until now (idempotent). */
  revoke(userId: string, roles: readonly string[]): Promise<void>;
  /**
   * The roles of `realmRoles` a token of the user issued at `issuedAt` (unix seconds; none:
   * before any revocation) still grants; the same array when nothing was revoked.
   */
  keptOf(userId: string, realmRoles: string[], issuedAt: number | undefined): string[];
  /** Reads revocations written since the last read (other instances'). */
  refresh(): Promise<void>;
}

export function createRevokedRoles(db: Database): RevokedRoles {
  /** user id -> role -> revoked at (unix seconds). */
  const revoked = new Map<string, Map<string, number>>();
  let readUpTo = new Date(0);

  function remember(userId: string, role: string, at: Date) {
    const roles = revoked.get(userId) ?? new Map<string, number>();
    roles.set(role, Math.max(roles.get(role) ?? 0, Math.floor(at.getTime() / 1000)));
    revoked.set(userId, roles);
  }

  return {
    async revoke(userId, roles) {
      for (const role of roles) {
        const { rows } = await db.query<{ revoked_at: Date }>(
          `INSERT INTO revoked_roles (user_id, role) VALUES ($1, $2)
           ON CONFLICT (user_id, role) DO UPDATE SET revoked_at = now()
           RETURNING revoked_at`,
          [userId, role],
        );
        remember(userId, role, rows[0]?.revoked_at ?? new Date());
      }
    },

    keptOf(userId, realmRoles, issuedAt = 0) {
      const roles = revoked.get(userId);
      if (roles === undefined) return realmRoles;
      // Same second counts as before: `iat` has whole seconds, and a role given back that
      // second comes with the next token.
      const kept = realmRoles.filter((role) => {
        const at = roles.get(role);
        return at === undefined || issuedAt > at;
      });
      return kept.length === realmRoles.length ? realmRoles : kept;
    },

    async refresh() {
      const { rows } = await db.query<{ user_id: string; role: string; revoked_at: Date }>(
        'SELECT user_id, role, revoked_at FROM revoked_roles WHERE revoked_at >= $1',
        [readUpTo],
      );
      for (const row of rows) {
        remember(row.user_id, row.role, row.revoked_at);
        if (row.revoked_at > readUpTo) readUpTo = row.revoked_at;
      }
    },
  };
}
