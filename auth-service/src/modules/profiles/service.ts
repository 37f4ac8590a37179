/**
 * The profiles module's logic beyond HTTP: the caller's profile (created on first sight, its role
 * mirrored from the token), choosing a role once, and an administrator's role change. Keycloak is
 * called outside any transaction (on PGlite a transaction holds the only connection); each step
 * can be repeated, so a change cut off half-way is completed by the same change again. Other
 * modules read profiles through this service, never through the repository or the table.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Identity } from '../../platform/authentication';
import type { KeycloakAdmin } from '../../platform/keycloak-admin';
import type { Role } from '../../platform/roles';
import type { ProfileCache } from './profile-cache';
import { fullNameFromToken } from './profile-fields';
import type { NewUserProfile, UserProfile, UserProfilesRepository } from './repository';

/** Whether the token was issued after `time` (a token without `iat` counts as newer). */
function issuedAfter(identity: Identity, time: Date): boolean {
  return identity.issuedAt === undefined || identity.issuedAt * 1000 > time.getTime();
}

/** E-mails go to the address Keycloak last verified (changed in the account console, say). */
function verifiedEmailDiffers(
  identity: Identity,
  profile: UserProfile,
): identity is Identity & { email: string } {
  return (
    identity.email !== undefined &&
    identity.emailVerified === true &&
    profile.email !== identity.email
  );
}

/** Whether the token's role goes into the profile (see `profileOf`). */
function roleToMirror(
  identity: Identity,
  profile: UserProfile,
): identity is Identity & { role: Role } {
  return (
    identity.role !== null &&
    profile.role !== identity.role &&
    (profile.role === null || issuedAfter(identity, profile.updatedAt))
  );
}

function needsWriteBack(identity: Identity, profile: UserProfile): boolean {
  return verifiedEmailDiffers(identity, profile) || roleToMirror(identity, profile);
}

/** The profile as answered: with the token's role when it carries one. */
function answerFor(identity: Identity, profile: UserProfile): UserProfile {
  if (identity.role === null || profile.role === identity.role) return profile;
  return { ...profile, role: identity.role };
}

export type RoleOutcome = { profile: UserProfile } | { conflict: Role };

/** `changeRole` found no such user (in the profiles or in Keycloak). */
export class UserNotFound extends Error {}

export function createProfilesService(
  profiles: UserProfilesRepository,
  keycloakAdmin: KeycloakAdmin,
  cache: ProfileCache,
) {
  /** The role that won against this caller's choice. */
  async function currentRole(identity: Identity): Promise<Role> {
    const profile = await profiles.findById(identity.id);
    const role = profile?.role ?? identity.role;
    if (role === null) throw new Error(`profile ${identity.id} has no role after a conflict`);
    return role;
  }

  return {
    /**
     * The caller's profile, created on first sight from the token; undefined when the token has
     * no email to create it with. The role's source of truth is the token (Keycloak): when it
     * carries a platform role, that is the role answered, so this answer and the shell's guard,
     * which reads the token, agree. It is also mirrored into the profile (demo accounts, a role
     * changed in Keycloak's console), unless the token was issued before the profile's last
     * write: a token that predates an admin's change made here must not put the old role back
     * (its holder still sees the old role until the next token, as the shell does). A token
     * without a platform role leaves the profile's role: it predates a role just chosen here
     * (assigned in Keycloak, in the next token).
     *
     * Answered from the profile cache when the remembered row needs no write; anything to write
     * back is decided on the row read again from the database, never on a remembered one.
     */
    async profileOf(identity: Identity): Promise<UserProfile | undefined> {
      const remembered = await cache.read(identity.id, (id) => profiles.findById(id));
      if (remembered !== undefined && !needsWriteBack(identity, remembered)) {
        return answerFor(identity, remembered);
      }
      // No profile yet, or something to write back: decided on the row as the database has it
      // now (a remembered row that differs from it is forgotten).
      let profile: UserProfile | undefined;
      if (remembered !== undefined) {
        cache.forget(identity.id);
        profile = await profiles.findById(identity.id);
      }
      if (profile !== undefined && verifiedEmailDiffers(identity, profile)) {
        profile = (await profiles.updateEmail(profile.id, identity.email)) ?? profile;
      }
      if (profile === undefined) {
        if (identity.email === undefined) return undefined;
        return profiles.findOrCreate({
          id: identity.id,
          email: identity.email,
          fullName: fullNameFromToken(identity.fullName),
          role: identity.role,
        });
      }
      if (roleToMirror(identity, profile)) {
        return (await profiles.setRole(profile.id, identity.role)) ?? profile;
      }
      return answerFor(identity, profile);
    },

    /** The profile of user `id` (a team's member names, an applicant, a message's recipient). */
    findById(id: string): Promise<UserProfile | undefined> {
      return profiles.findById(id.toLowerCase());
    },

    /** The profile `profile.id`, created as given when there is none (demo data). */
    ensureProfile(profile: NewUserProfile): Promise<UserProfile> {
      return profiles.findOrCreate(profile);
    },

    /** Deletes the profile, when the account is deleted. */
    remove(id: string): Promise<boolean> {
      return profiles.remove(id);
    },

    updateFullName(id: string, fullName: string): Promise<UserProfile | undefined> {
      return profiles.updateFullName(id, fullName);
    },

    /**
     * The one user of `role` a name or an email means (an invitation's invitee); undefined when
     * none, or when a name is shared by several (then the email is needed).
     */
    async findInvitee(nameOrEmail: string, role: Role): Promise<UserProfile | undefined> {
      const found = await profiles.findByNameOrEmail(nameOrEmail, role, 2);
      return found.length === 1 ? found[0] : undefined;
    },

    /** The ids of every user of `role` (issue 43: the suppliers a big order is announced to). */
    idsWithRole(role: Role): Promise<string[]> {
      return profiles.idsWithRole(role);
    },

    /**
     * The one member whose email or full name is `who` (an email wins over a name), `ambiguous`
     * when several share the name, or undefined (invitations to invite-only listings).
     */
    async findMember(who: string): Promise<UserProfile | 'ambiguous' | undefined> {
      const found = await profiles.findByEmailOrName(who);
      const [first, second] = found;
      if (first === undefined) return undefined;
      if (second === undefined || first.email.toLowerCase() === who.trim().toLowerCase()) {
        return first;
      }
      return 'ambiguous';
    },

    /**
     * Chooses the caller's role without holding a database connection while Keycloak answers:
     * the profile row is claimed first with a conditional update (a second, different choice then
     * finds the first and gets a conflict without calling Keycloak), Keycloak is called outside
     * any transaction, and a failure there releases the claim. Repeating a choice is safe: a
     * claim whose Keycloak call never finished (a crash in between) is completed by the same
     * choice again, and adding a role Keycloak already holds changes nothing.
     */
    async chooseRole(identity: Identity, role: Role): Promise<RoleOutcome> {
      const profile = await profiles.findById(identity.id);
      const current = profile?.role ?? identity.role;
      if (current !== null && current !== role) return { conflict: current };
      const claimed = await profiles.claimRole(identity.id, role);
      if (claimed === undefined) return { conflict: await currentRole(identity) };
      if (identity.role === role) return { profile: claimed };
      if (claimed.previousRole === role) {
        // Chosen before (the token predates it), or the earlier call to Keycloak was cut off.
        if (!(await keycloakAdmin.platformRolesOf(identity.id)).includes(role)) {
          await keycloakAdmin.assignRealmRole(identity.id, role);
        }
        return { profile: claimed };
      }
      try {
        await keycloakAdmin.assignRealmRole(identity.id, role);
      } catch (error) {
        await profiles.releaseRole(identity.id, role);
        throw error;
      }
      return { profile: claimed };
    },

    /** People to start a conversation with, found by name (New Message). */
    searchContacts(
      text: string,
      exceptId: string,
      relatedIds: readonly string[],
      limit: number,
    ): Promise<UserProfile[]> {
      return profiles.searchContacts(text.trim(), exceptId, relatedIds, limit);
    },

    /** Every profile, newest first, for the admin dashboard. */
    list(page: { limit: number; offset: number }) {
      return profiles.list(page);
    },

    /**
     * An administrator's change: adds the new realm role in Keycloak, removes any other platform
     * role, then mirrors it in the profile. Throws `UserNotFound`, or `KeycloakAdminError` when
     * Keycloak fails (after taking back a role it had just added).
     */
    async changeRole(id: string, role: Role, log: FastifyBaseLogger): Promise<UserProfile> {
      if ((await profiles.findById(id)) === undefined) throw new UserNotFound();
      // Keycloak, not the mirror, says which roles to take away.
      const mapped = await keycloakAdmin.platformRolesOf(id);
      if (!mapped.includes(role)) await keycloakAdmin.assignRealmRole(id, role);
      try {
        await keycloakAdmin.removeRealmRoles(
          id,
          mapped.filter((other) => other !== role),
        );
      } catch (error) {
        // Leave Keycloak as it was: take back the role just added.
        if (!mapped.includes(role)) {
          await keycloakAdmin.removeRealmRoles(id, [role]).catch((undo: unknown) => {
            log.error({ err: undo }, 'Could not undo a role assignment in Keycloak');
          });
        }
        throw error;
      }
      const updated = await profiles.setRole(id, role);
      if (updated === undefined) throw new UserNotFound();
      return updated;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
