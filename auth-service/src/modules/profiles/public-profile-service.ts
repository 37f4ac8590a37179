/**
 * Public profiles (Manage Profile, the public profile page, the directory): the username chosen
 * once, the profile's rules, its photo (an image upload). Other modules (portfolio, directory)
 * read public profiles through this service.
 */
import type {
  DirectoryEntry,
  DirectoryQuery,
  PortfolioSettingsBody,
  SavePublicProfileBody,
} from '@atelier/api-contract';
import type { Expression, SqlBool } from 'kysely';
import type { ImagesPort } from './images-port';
import { PUBLIC_PROFILE_MESSAGES as M } from './messages';
import { normaliseUsername, validatePublicProfile } from './public-profile-fields';
import { describedFieldsOf } from './public-profile-response';
import type {
  PublicProfileRow,
  PublicProfilesRepository,
  SupplierListing,
} from './public-profile-repository';
import type { UserProfilesRepository } from './repository';

export type SaveProfileOutcome =
  { saved: true } | { invalid: string } | { conflict: string } | { noProfile: true };

/** What `/api/usernames/:username` answers. */
export interface Availability {
  username: string;
  available: boolean;
  message: string;
}

export type { SupplierListing };

export function createPublicProfilesService(
  users: UserProfilesRepository,
  profiles: PublicProfilesRepository,
  images: ImagesPort,
) {
  const photoUrl = (key: string | null) => (key === null ? null : images.url(key, 'thumbnail'));
  return {
    /**
     * The only e-mail of a member another user may see (issue 25): the contact e-mail their
     * public profile shows, by their choice (`showContactInfo`), else none.
     */
    shownContactEmails: (userIds: readonly string[]) => profiles.shownContactEmails(userIds),

    /** The owner's profile row (undefined before the first save) and their username. */
    async mine(userId: string) {
      const [row, user] = await Promise.all([profiles.findOwn(userId), users.findById(userId)]);
      return { row, user };
    },

    /** Whether `raw` could be the caller's username (their own one counts as available). */
    async availability(raw: string, userId: string): Promise<Availability> {
      const normalised = normaliseUsername(raw);
      const username = raw.trim().toLowerCase();
      if (!normalised.ok) return { username, available: false, message: normalised.message };
      const holder = await users.findByUsername(normalised.value);
      // A private profile's address answers as free (issue 25: the check must not confirm what
      // GET /api/profiles/<name> hides); claiming it is refused by the unique index at save.
      const hidden =
        holder !== undefined &&
        holder.id !== userId &&
        (await profiles.findOwn(holder.id))?.is_public !== true;
      const available = holder === undefined || holder.id === userId || hidden;
      return {
        username: normalised.value,
        available,
        message: available ? M.usernameAvailable : M.usernameTaken,
      };
    },

    /**
     * Saves the whole profile: the username first (required until chosen, then fixed), the
     * fields in the screen's order, then the photo (the caller's image upload); the username is
     * claimed only once everything else passed. A replaced photo's upload is removed.
     */
    async save(
      userId: string,
      role: 'freelancer' | 'supplier',
      body: SavePublicProfileBody,
    ): Promise<SaveProfileOutcome> {
      const { row: current, user } = await this.mine(userId);
      if (user === undefined) return { noProfile: true };
      let username = user.username;
      if (username === null) {
        const chosen = normaliseUsername(body.username ?? '');
        if (!chosen.ok) return { invalid: chosen.message };
        username = chosen.value;
      } else if (body.username !== undefined && body.username.trim().toLowerCase() !== username) {
        return { invalid: M.usernameChosen };
      }
      const { photoKey } = body;
      const valid = validatePublicProfile(body);
      if (!valid.ok) return { invalid: valid.message };
      const previousPhoto = current?.photo_key ?? null;
      if (photoKey !== null && photoKey !== previousPhoto) {
        if ((await images.find(photoKey, userId)) === undefined) return { invalid: M.photo };
      }
      if (user.username === null) {
        const claim = await users.claimUsername(userId, username);
        if (claim === 'taken') return { conflict: M.usernameTaken };
        if (claim === 'chosen') return { invalid: M.usernameChosen };
      }
      await profiles.save(userId, role, valid.value, photoKey);
      if (previousPhoto !== null && previousPhoto !== photoKey)
        await images.remove([previousPhoto]);
      return { saved: true };
    },

    /** Account deletion: the profile's photo upload (the row goes with the user's profile). */
    async removePhoto(userId: string): Promise<void> {
      const row = await profiles.findOwn(userId);
      if (row?.photo_key != null) await images.remove([row.photo_key]);
    },

    /**
     * Demo data only: the profile's fields (by Manage Profile's rules) without a username, when
     * the user has no profile yet; whether it was saved.
     */
    async insertSeeded(
      userId: string,
      role: 'freelancer' | 'supplier',
      body: SavePublicProfileBody,
    ): Promise<boolean> {
      if ((await profiles.findOwn(userId)) !== undefined) return false;
      const valid = validatePublicProfile(body);
      if (!valid.ok) throw new Error(`Demo profile refused: ${valid.message}`);
      await profiles.save(userId, role, valid.value, null);
      return true;
    },

    /** The portfolio's settings toggles; false before the profile is first saved. */
    saveSettings: (userId: string, settings: PortfolioSettingsBody) =>
      profiles.saveSettings(userId, settings),

    /** The profile at `username` when public; no view is counted. */
    findPublic: (username: string) => profiles.findPublic(username.trim().toLowerCase()),

    /**
     * The profile at `username` for `readerId` (a view counted, once a day per `viewer`), if
     * they may see it.
     */
    findForReader: (username: string, readerId: string | null, viewer: string) =>
      profiles.findForReader(username.trim().toLowerCase(), readerId, viewer),

    /** The profile's views in total and per day from `since` (YYYY-MM-DD) on. */
    viewsOf: (userId: string, since: string) => profiles.viewsOf(userId, since),

    /** A supplier's directory entry (companies: their supplier profile and services). */
    listSupplier: (userId: string, listing: SupplierListing) =>
      profiles.saveSupplierListing(userId, listing),

    /** /explore's page: Pro members (`isPro`, billing's condition on a user id) first. */
    directory: (
      query: DirectoryQuery,
      isPro: (userId: Expression<string>) => Expression<SqlBool>,
    ) => profiles.directory(query, isPro),

    /** Public freelancer profiles sharing one of `terms` (lower case), most shared first. */
    matchingFreelancers: (terms: readonly string[], limit: number) =>
      profiles.matchingFreelancers(terms, limit),

    /** The profile's fields both Manage Profile and the public page show. */
    describedFieldsOf,

    photoUrl,

    /** A profile as the directory (and the client dashboard's recommendations) lists it. */
    directoryEntryOf(row: PublicProfileRow, isPro: boolean, verified: boolean): DirectoryEntry {
      return {
        userId: row.user_id,
        username: row.username ?? '',
        role: row.role,
        fullName: row.full_name,
        profession: row.profession,
        location: row.location,
        availability: row.availability,
        categories: row.categories,
        skills: row.skills,
        photoUrl: photoUrl(row.photo_key),
        isPro,
        verified,
      };
    },
  };
}

export type PublicProfilesService = ReturnType<typeof createPublicProfilesService>;
