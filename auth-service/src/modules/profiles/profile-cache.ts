/**
 * The profiles `/api/me` answers from memory (docs/perf-history.md, "Thirteenth session: the
 * profile cache"). Every signed-in page load asks for the caller's profile, and reading one row
 * costs more of the service's CPU than the rest of the request; the row changes rarely (a role, a
 * name, a username).
 *
 * What keeps an entry true:
 * - This instance's writes forget the row as soon as the statement returns (the repository's
 *   `onChange`), so a caller reads their own write on the next request.
 * - Every instance's writes, and any other writer's, reach every cache through the database:
 *   migration 0052's trigger sends the row's id with NOTIFY on commit (`PROFILE_CHANGES_CHANNEL`).
 * - A read that was under way while any row was forgotten is answered but not remembered: it may
 *   have read the row before the write committed.
 * - While the listening connection is down, nothing is answered from memory (a NOTIFY sent then is
 *   lost); when it is back, everything remembered before is forgotten.
 * - An entry is dropped after `maxAgeMs` whatever happens, and the oldest go first past
 *   `maxEntries`.
 *
 * Decisions that write (the role mirrored from the token, the verified e-mail) are never made on a
 * remembered row: the profiles service reads the row again first (service.ts).
 */
import type { UserProfile } from './repository';

/** The NOTIFY channel of migration 0052's trigger: a changed row's id, or `*` for all rows. */
export const PROFILE_CHANGES_CHANNEL = 'user_profile_changes';

/** The payload that means every row changed (TRUNCATE). */
export const EVERY_PROFILE = '*';

export interface ProfileCacheOptions {
  /** How long an entry may be answered, at most (a bound for what no NOTIFY said). */
  maxAgeMs?: number;
  /** How many profiles are remembered; the oldest entry makes room for a new one. */
  maxEntries?: number;
  /** Milliseconds on a clock that only moves forward. */
  now?: () => number;
}

const PROFILE_CACHE_DEFAULTS = { maxAgeMs: 30_000, maxEntries: 10_000 } as const;

export interface ProfileCache {
  /**
   * The profile of `id`: the remembered one, or `load(id)`'s answer, remembered unless a row was
   * forgotten while it loaded. An absent profile is not remembered.
   */
  read(
    id: string,
    load: (id: string) => Promise<UserProfile | undefined>,
  ): Promise<UserProfile | undefined>;
  /** The row `id` changed (or `EVERY_PROFILE`: every row did). */
  forget(id: string): void;
  /** Whether NOTIFYs are being heard: while they are not, every read loads. */
  setListening(listening: boolean): void;
  /** How many profiles are remembered now. */
  readonly size: number;
}

export function createProfileCache(options: ProfileCacheOptions = {}): ProfileCache {
  const maxAgeMs = options.maxAgeMs ?? PROFILE_CACHE_DEFAULTS.maxAgeMs;
  const maxEntries = options.maxEntries ?? PROFILE_CACHE_DEFAULTS.maxEntries;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { profile: UserProfile; storedAt: number }>();
  /** Counts every forgetting: a load that saw it move may hold a row older than the write. */
  let changes = 0;
  let listening = false;

  function forgetAll() {
    changes += 1;
    entries.clear();
  }

  return {
    async read(id, load) {
      if (listening) {
        const entry = entries.get(id);
        if (entry !== undefined) {
          if (now() - entry.storedAt < maxAgeMs) return entry.profile;
          entries.delete(id);
        }
      }
      const changesBefore = changes;
      const profile = await load(id);
      if (profile !== undefined && listening && changes === changesBefore) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (oldest.done !== true) entries.delete(oldest.value);
        }
        entries.set(id, { profile, storedAt: now() });
      }
      return profile;
    },

    forget(id) {
      if (id === EVERY_PROFILE) {
        forgetAll();
        return;
      }
      changes += 1;
      entries.delete(id);
    },

    setListening(next) {
      forgetAll();
      listening = next;
    },

    get size() {
      return entries.size;
    },
  };
}
