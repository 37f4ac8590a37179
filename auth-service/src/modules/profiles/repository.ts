import { isUniqueViolation } from '../../platform/database/unique-violation';
import { createBatchLoader } from '../../platform/database/batch-loader';
import type { Queryable } from '../../platform/database/database';
import type { Role } from '../../platform/roles';

export interface UserProfile {
  /** The Keycloak user id (the access token's `sub`). */
  id: string;
  email: string;
  fullName: string | null;
  role: Role | null;
  /** The public profile's address, chosen once in Manage Profile (lower case). */
  username: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUserProfile {
  id: string;
  email: string;
  fullName: string | null;
  role: Role | null;
}

interface UserProfileRow {
  id: string;
  email: string;
  full_name: string | null;
  role: Role | null;
  username: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, email, full_name, role, username, created_at, updated_at';

function toProfile(row: UserProfileRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    username: row.username,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface UserProfilesRepositoryOptions {
  /** Coalesces concurrent `findById` calls (db/batch-loader.ts); not for a transaction. */
  batchReads?: boolean;
  /**
   * Told the id of a row each write statement may have changed, once the statement is over
   * (the profile cache forgets it: profile-cache.ts).
   */
  onChange?: (id: string) => void;
}

/**
 * user_profiles queries. Built on any `Queryable`, so the same repository works on the database
 * and inside a transaction (`createUserProfilesRepository(tx)`). `batchReads` is not for a
 * transaction, whose statements run one after another anyway.
 */
export function createUserProfilesRepository(
  db: Queryable,
  options: UserProfilesRepositoryOptions = {},
) {
  async function one(sql: string, params: readonly unknown[]): Promise<UserProfile | undefined> {
    const { rows } = await db.query<UserProfileRow>(sql, params);
    return rows[0] === undefined ? undefined : toProfile(rows[0]);
  }

  /** `write`'s answer, after telling `onChange` that row `id` may have changed. */
  async function changing<T>(id: string, write: Promise<T>): Promise<T> {
    try {
      return await write;
    } finally {
      options.onChange?.(id);
    }
  }

  /** A statement that writes row `id` and returns it. */
  const changeOne = (id: string, sql: string, params: readonly unknown[]) =>
    changing(id, one(sql, params));

  const findById =
    options.batchReads === true
      ? createBatchLoader<string, UserProfile>(async (ids) => {
          // One id (every look-up of the batch for the same user, or a batch of one) is the
          // primary-key read, whose generic plan PostgreSQL caches; `= ANY` costs more to plan
          // and run for one element.
          const { rows } =
            ids.length === 1
              ? await db.query<UserProfileRow>(
                  `SELECT ${COLUMNS} FROM user_profiles WHERE id = $1`,
                  ids,
                )
              : await db.query<UserProfileRow>(
                  `SELECT ${COLUMNS} FROM user_profiles WHERE id = ANY($1::uuid[])`,
                  [ids],
                );
          return new Map(rows.map((row) => [row.id, toProfile(row)]));
        })
      : (id: string) => one(`SELECT ${COLUMNS} FROM user_profiles WHERE id = $1`, [id]);

  return {
    /** `id` in lower case, as tokens' subjects are stored. */
    findById(id: string): Promise<UserProfile | undefined> {
      return findById(id);
    },

    /** Deletes the profile (account deletion); whether there was one. */
    async remove(id: string): Promise<boolean> {
      const removed = await changeOne(
        id,
        `DELETE FROM user_profiles WHERE id = $1 RETURNING ${COLUMNS}`,
        [id],
      );
      return removed !== undefined;
    },

    /** Locks the row until the transaction ends (use inside `db.transaction`). */
    findByIdForUpdate(id: string): Promise<UserProfile | undefined> {
      return one(`SELECT ${COLUMNS} FROM user_profiles WHERE id = $1 FOR UPDATE`, [id]);
    },

    /**
     * The profile, inserted first when there is none. Two first requests racing each other both
     * get the one row that won.
     */
    async findOrCreate(profile: NewUserProfile): Promise<UserProfile> {
      const inserted = await one(
        `INSERT INTO user_profiles (id, email, full_name, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING
         RETURNING ${COLUMNS}`,
        [profile.id, profile.email, profile.fullName, profile.role],
      );
      if (inserted !== undefined) return inserted;
      const existing = await findById(profile.id);
      if (existing === undefined) throw new Error(`user_profiles row ${profile.id} vanished`);
      return existing;
    },

    /**
     * Profiles whose email or full name is `who` (any case, trimmed): at most two, enough to
     * tell one member from several (an invitation by name).
     */
    async findByEmailOrName(who: string): Promise<UserProfile[]> {
      const { rows } = await db.query<UserProfileRow>(
        `SELECT ${COLUMNS} FROM user_profiles
         WHERE lower(email) = lower($1) OR lower(full_name) = lower($1)
         ORDER BY lower(email) = lower($1) DESC, id LIMIT 2`,
        [who.trim()],
      );
      return rows.map(toProfile);
    },

    updateFullName(id: string, fullName: string): Promise<UserProfile | undefined> {
      return changeOne(
        id,
        `UPDATE user_profiles SET full_name = $2, updated_at = now() WHERE id = $1
         RETURNING ${COLUMNS}`,
        [id, fullName],
      );
    },

    /**
     * The address e-mails go to, from the latest verified token. `updated_at` stays: it dates
     * role changes (a token older than it must not put an old role back).
     */
    updateEmail(id: string, email: string): Promise<UserProfile | undefined> {
      return changeOne(
        id,
        `UPDATE user_profiles SET email = $2 WHERE id = $1 AND email <> $2 RETURNING ${COLUMNS}`,
        [id, email],
      );
    },

    setRole(id: string, role: Role | null): Promise<UserProfile | undefined> {
      return changeOne(
        id,
        `UPDATE user_profiles SET role = $2, updated_at = now() WHERE id = $1
         RETURNING ${COLUMNS}`,
        [id, role],
      );
    },

    /**
     * Sets the role when the profile has none or already has this one; undefined when it holds
     * another. `previousRole` says whether the role was already set (a repeated choice).
     */
    async claimRole(
      id: string,
      role: Role,
    ): Promise<(UserProfile & { previousRole: Role | null }) | undefined> {
      const { rows } = await changing(
        id,
        db.query<UserProfileRow & { previous_role: Role | null }>(
          `UPDATE user_profiles AS p SET role = $2, updated_at = now()
         FROM (SELECT id, role AS previous_role FROM user_profiles WHERE id = $1 FOR UPDATE) AS before
         WHERE p.id = before.id AND (before.previous_role IS NULL OR before.previous_role = $2)
         RETURNING p.id, p.email, p.full_name, p.role, p.username, p.created_at, p.updated_at, before.previous_role`,
          [id, role],
        ),
      );
      const row = rows[0];
      return row === undefined ? undefined : { ...toProfile(row), previousRole: row.previous_role };
    },

    /** Gives a claimed role back (Keycloak refused it), unless the profile moved on since. */
    async releaseRole(id: string, role: Role): Promise<void> {
      await changing(
        id,
        db.query(
          'UPDATE user_profiles SET role = NULL, updated_at = now() WHERE id = $1 AND role = $2',
          [id, role],
        ),
      );
    },

    /**
     * Contacts for New Message (issue 25): members whose full name contains `text`, among those
     * `relatedIds` names (people the caller already has a relation with) and those with a public
     * profile; never the caller, an admin or someone without a role. Names only: an e-mail is
     * neither matched nor a name.
     */
    async searchContacts(
      text: string,
      exceptId: string,
      relatedIds: readonly string[],
      limit: number,
    ): Promise<UserProfile[]> {
      const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const { rows } = await db.query<UserProfileRow>(
        `SELECT ${COLUMNS} FROM user_profiles
         WHERE id <> $2 AND role IS NOT NULL AND role <> 'admin' AND full_name ILIKE $1
           AND (id = ANY($5::uuid[]) OR (username IS NOT NULL AND EXISTS (
             SELECT 1 FROM public_profiles WHERE user_id = user_profiles.id AND is_public)))
         ORDER BY position(lower($3) IN lower(full_name)), full_name, id
         LIMIT $4`,
        [pattern, exceptId, text, limit, relatedIds],
      );
      return rows.map(toProfile);
    },

    /**
     * Gives the profile its username once: `claimed` (also when it already has this one),
     * `chosen` when it holds another, `taken` when another profile has it (the unique index
     * decides between simultaneous claims).
     */
    async claimUsername(id: string, username: string): Promise<'claimed' | 'chosen' | 'taken'> {
      try {
        const { rows } = await changing(
          id,
          db.query<{ username: string }>(
            `UPDATE user_profiles SET username = $2, updated_at = now()
             WHERE id = $1 AND (username IS NULL OR username = $2) RETURNING username`,
            [id, username],
          ),
        );
        return rows.length === 1 ? 'claimed' : 'chosen';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** The profile whose username is `username` (lower case). */
    findByUsername(username: string): Promise<UserProfile | undefined> {
      return one(`SELECT ${COLUMNS} FROM user_profiles WHERE username = $1`, [username]);
    },

    /**
     * Users of `role` whose email or full name is `nameOrEmail` (case-insensitive, trimmed), at
     * most `limit`, oldest first: who a client means when inviting someone to a listing.
     */
    async findByNameOrEmail(nameOrEmail: string, role: Role, limit = 5): Promise<UserProfile[]> {
      const { rows } = await db.query<UserProfileRow>(
        `SELECT ${COLUMNS} FROM user_profiles
         WHERE role = $2 AND (lower(email) = lower($1) OR lower(full_name) = lower($1))
         ORDER BY created_at, id LIMIT $3`,
        [nameOrEmail.trim(), role, limit],
      );
      return rows.map(toProfile);
    },

    /** The ids of every user whose role is `role` (Pro suppliers told of a big order). */
    async idsWithRole(role: Role): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        'SELECT id FROM user_profiles WHERE role = $1 ORDER BY id',
        [role],
      );
      return rows.map((row) => row.id);
    },

    /** Newest first; `total` counts every profile, for paging. */
    async list(page: {
      limit: number;
      offset: number;
    }): Promise<{ users: UserProfile[]; total: number }> {
      const [{ rows }, count] = await Promise.all([
        db.query<UserProfileRow>(
          `SELECT ${COLUMNS} FROM user_profiles ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
          [page.limit, page.offset],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM user_profiles'),
      ]);
      return { users: rows.map(toProfile), total: count.rows[0]?.total ?? 0 };
    },
  };
}

export type UserProfilesRepository = ReturnType<typeof createUserProfilesRepository>;
