/**
 * The companies module's logic beyond HTTP: saving a company or a supplier profile through the
 * forms' rules with their logo uploads, the team (invitations joined with the client role in
 * Keycloak), services, a Pro supplier's catalogue, and removing everything a user has here when
 * the account is deleted. Other modules read companies and suppliers through this service
 * (`fastify.companies`): `companyOfUser` (a listing's brand), `publicCompany`,
 * `publicSupplierProfile` (the directory's supplier entry).
 */
import {
  COMPANY_LIMITS,
  type Company,
  type CompanyMemberRole,
  type CompanyProfileBody,
  type MyCompany,
  type NotificationPreferences,
  type ServiceBody,
  type SupplierProfile,
  type SupplierProfileBody,
  type Team,
} from '@atelier/api-contract';
import type { Identity } from '../../platform/authentication';
import type { RevokedRoles } from '../../platform/revoked-roles';
import type { KeycloakAdmin } from '../../platform/keycloak-admin';
import { toIsoTimestamp } from '../../platform/schemas';
import { checkCompany, checkService, checkSupplierProfile } from './fields';
import { invitationLinkToken, invitationOfLinkToken } from './invitation-link';
import type { CompanyFilesPort } from './files-port';
import {
  COMPANY_FORM_MESSAGES,
  COMPANY_MESSAGES,
  SERVICE_CATALOGUE_MESSAGES,
  TEAM_MESSAGES,
} from './messages';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';
import type { SupplierListing } from '../profiles/public-profile-service';
import { supplierListingOf } from './directory-listing';
import type { CompaniesRepository, ServiceRow } from './repository';
import { toCompany, toPreferences, toService, toSupplierProfile } from './responses';
import { createSupplierPage } from './supplier-page';
import { createVerifications, type VerificationDependencies } from './verification';
import type { Outcome } from './outcome';

export type { Outcome };

/** What the module needs from others, through their services. */
export interface CompaniesDependencies {
  isPro: (userId: string) => Promise<boolean>;
  /** The Pro users among `userIds`; verification's notifications (issue 43). */
  proAmong: VerificationDependencies['proAmong'];
  notify: VerificationDependencies['notify'];
  /** Verification's transactions (issue 43). */
  kysely: Kysely<DB>;
  /** A user's name and email as the profiles module holds them. */
  profileOf: (userId: string) => Promise<{ fullName: string | null; email: string } | undefined>;
  keycloakAdmin: Pick<KeycloakAdmin, 'assignRealmRole' | 'removeRealmRoles' | 'deleteUser'>;
  /** Refuses a removed role to tokens issued before (the authentication plugin's). */
  revokedRoles: Pick<RevokedRoles, 'revoke'>;
  /** The invitation e-mail, decided (or called off) in the invitation's transaction. */
  invitationEmails?: {
    invited(
      tx: Kysely<DB>,
      invitation: {
        id: string;
        email: string;
        companyName: string;
        inviterName: string;
        /** The token its link carries (invitation-link.ts); none while e-mail is off. */
        linkToken?: string;
      },
    ): Promise<void>;
    withdrawn(tx: Kysely<DB>, invitationId: string): Promise<void>;
  };
  /** The key that signs invitation links (`MAIL_SIGNING_SECRET`); none while e-mail is off. */
  invitationLinkSecret?: string;
  /** Saves what `/explore` lists of a supplier (profiles: their public profile entry). */
  listInDirectory: (userId: string, listing: SupplierListing) => Promise<void>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A listing's brand from its owner's company profile. */
export interface Brand {
  name: string;
  /** The logo's thumbnail URL. */
  logo: string | null;
}

export function createCompaniesService(
  repository: CompaniesRepository,
  files: CompanyFilesPort,
  dependencies: CompaniesDependencies,
) {
  const verifications = createVerifications(dependencies.kysely, files, dependencies);
  /** A logo key newly set must be the caller's complete image upload. */
  async function logoAccepted(key: string | null, current: string | null, owner: string) {
    if (key === null || key === current) return true;
    return (await files.find(key, 'image', owner)) !== undefined;
  }

  async function removeReplaced(previous: string | null, next: string | null) {
    if (previous !== null && previous !== next) await files.remove([previous]);
  }

  async function supplierProfileOf(userId: string): Promise<SupplierProfile | undefined> {
    const row = await repository.findSupplierProfile(userId);
    if (row === undefined) return undefined;
    return toSupplierProfile(row, files, await verifications.isVerified(userId));
  }

  /**
   * Lists the supplier in the directory as their profile and services now are; a supplier
   * without a profile yet is listed once they save one.
   */
  async function listInDirectory(userId: string) {
    const profile = await repository.findSupplierProfile(userId);
    if (profile === undefined) return;
    const services = await repository.listServices(userId);
    await dependencies.listInDirectory(userId, supplierListingOf(profile, services));
  }

  /**
   * The invitation meant by someone signed in with (verified) `email`: the one an e-mail's link
   * names, else the oldest to their address (none: undefined). A link that names no waiting
   * invitation (used up, withdrawn or forged) is not found; one sent to another address is
   * refused, so a link cannot hand an invitation to whoever opens it.
   */
  async function invitationMeant(
    email: string,
    linkToken: string | undefined,
  ): Promise<Outcome<{ id: string; companyId: string } | undefined>> {
    if (linkToken === undefined) {
      const oldest = await repository.oldestInvitationTo(email);
      return { ok: oldest && { id: oldest.id, companyId: oldest.company_id } };
    }
    const id = invitationOfLinkToken(dependencies.invitationLinkSecret, linkToken);
    const invitation = id === undefined ? undefined : await repository.invitation(id);
    if (invitation === undefined) return { notFound: true };
    if (invitation.email !== email) return { forbidden: TEAM_MESSAGES.invitationForAnotherAddress };
    return { ok: { id: invitation.id, companyId: invitation.company_id } };
  }

  /** The caller's company when they own it, else why not. */
  async function ownedCompany(userId: string): Promise<Outcome<string>> {
    const membership = await repository.membershipOf(userId);
    if (membership === undefined) return { notFound: true };
    if (membership.role !== 'owner') return { forbidden: TEAM_MESSAGES.ownersOnly };
    return { ok: membership.companyId };
  }

  return {
    // ----- A client's company -----

    async myCompany(userId: string): Promise<MyCompany> {
      const membership = await repository.membershipOf(userId);
      if (membership === undefined) return { company: null, memberRole: null };
      const row = await repository.findCompany(membership.companyId);
      if (row === undefined) return { company: null, memberRole: null };
      return { company: toCompany(row, files), memberRole: membership.role };
    },

    /** Creates the caller's company (they own it), or changes it when they are an owner. */
    async saveCompany(userId: string, body: CompanyProfileBody): Promise<Outcome<MyCompany>> {
      const checked = checkCompany(body);
      if (!checked.ok) return { invalid: checked.message };
      const membership = await repository.membershipOf(userId);
      if (membership === undefined) {
        if (!(await logoAccepted(checked.value.logo, null, userId))) {
          return { invalid: COMPANY_FORM_MESSAGES.logo };
        }
        const created = await repository.createCompany(userId, checked.value);
        return { ok: { company: toCompany(created, files), memberRole: 'owner' } };
      }
      if (membership.role !== 'owner') return { forbidden: COMPANY_MESSAGES.ownersOnly };
      const current = await repository.findCompany(membership.companyId);
      if (current === undefined) return { notFound: true };
      if (!(await logoAccepted(checked.value.logo, current.logo_key, userId))) {
        return { invalid: COMPANY_FORM_MESSAGES.logo };
      }
      const updated = await repository.updateCompany(current.id, userId, checked.value);
      if (updated === undefined) return { forbidden: COMPANY_MESSAGES.ownersOnly };
      await removeReplaced(current.logo_key, updated.logo_key);
      return { ok: { company: toCompany(updated, files), memberRole: 'owner' } };
    },

    async publicCompany(id: string): Promise<Company | undefined> {
      const row = await repository.findCompany(id);
      return row && toCompany(row, files);
    },

    /** The company `userId` belongs to (the brand their jobs and requests show). */
    /** The company `userId` belongs to and their role in it (PLM: a brand's styles are its company's). */
    async membershipOf(
      userId: string,
    ): Promise<{ companyId: string; companyName: string; role: CompanyMemberRole } | undefined> {
      const membership = await repository.membershipOf(userId);
      if (membership === undefined) return undefined;
      const row = await repository.findCompany(membership.companyId);
      return row && { companyId: row.id, companyName: row.name, role: membership.role };
    },

    async companyOfUser(userId: string): Promise<Company | undefined> {
      const membership = await repository.membershipOf(userId);
      if (membership === undefined) return undefined;
      const row = await repository.findCompany(membership.companyId);
      return row && toCompany(row, files);
    },

    /**
     * The brand of each listing owner among `userIds` who belongs to a company: its name and
     * logo (a thumbnail URL). Owners without a company are absent: their listings keep the name
     * saved with them.
     */
    async brandsOf(userIds: readonly string[]): Promise<Map<string, Brand>> {
      const rows = await repository.brandsOf(userIds);
      return new Map(
        rows.map((row) => [
          row.user_id,
          {
            name: row.name,
            logo: row.logo_key === null ? null : files.imageUrl(row.logo_key, 'thumbnail'),
          },
        ]),
      );
    },

    // ----- The team -----

    async team(userId: string): Promise<Outcome<Team>> {
      const membership = await repository.membershipOf(userId);
      if (membership === undefined) return { notFound: true };
      const [members, invitations] = await Promise.all([
        repository.members(membership.companyId),
        // Only owners manage invitations; members see who is in the team.
        membership.role === 'owner' ? repository.invitations(membership.companyId) : [],
      ]);
      const withNames = await Promise.all(
        members.map(async (member) => {
          const profile = await dependencies.profileOf(member.user_id);
          return {
            userId: member.user_id,
            fullName: profile?.fullName ?? null,
            email: profile?.email ?? '',
            role: member.role,
            joinedAt: toIsoTimestamp(member.joined_at),
          };
        }),
      );
      return {
        ok: {
          members: withNames,
          invitations: invitations.map((invitation) => ({
            id: invitation.id,
            email: invitation.email,
            invitedAt: toIsoTimestamp(invitation.created_at),
          })),
        },
      };
    },

    async invite(userId: string, rawEmail: string): Promise<Outcome<Team>> {
      const email = rawEmail.trim().toLowerCase();
      if (!EMAIL.test(email)) return { invalid: TEAM_MESSAGES.email };
      const owned = await ownedCompany(userId);
      if (!('ok' in owned)) return owned;
      const members = await repository.members(owned.ok);
      for (const member of members) {
        const profile = await dependencies.profileOf(member.user_id);
        if (profile?.email.toLowerCase() === email) {
          return { conflict: TEAM_MESSAGES.alreadyMember(email) };
        }
      }
      const company = await repository.findCompany(owned.ok);
      const inviter = await dependencies.profileOf(userId);
      const invitation = await repository.transaction(async (tx) => {
        const created = await repository.invite(owned.ok, email, userId, tx);
        if (created !== undefined) {
          // The e-mail reaches the address whether or not it has an account yet.
          await dependencies.invitationEmails?.invited(tx, {
            id: created.id,
            email,
            companyName: company?.name ?? 'a company',
            inviterName: inviter?.fullName ?? 'A colleague',
            ...(dependencies.invitationLinkSecret === undefined
              ? {}
              : { linkToken: invitationLinkToken(dependencies.invitationLinkSecret, created.id) }),
          });
        }
        return created;
      });
      if (invitation === undefined) return { conflict: TEAM_MESSAGES.alreadyInvited(email) };
      return this.team(userId);
    },

    async withdrawInvitation(userId: string, id: string): Promise<Outcome<Team>> {
      const owned = await ownedCompany(userId);
      if (!('ok' in owned)) return owned;
      const withdrawn = await repository.transaction(async (tx) => {
        const removed = await repository.withdrawInvitation(owned.ok, id, tx);
        if (removed) await dependencies.invitationEmails?.withdrawn(tx, id);
        return removed;
      });
      if (!withdrawn) return { notFound: true };
      return this.team(userId);
    },

    async removeMember(userId: string, memberId: string): Promise<Outcome<Team>> {
      const owned = await ownedCompany(userId);
      if (!('ok' in owned)) return owned;
      if (memberId === userId) return { forbidden: TEAM_MESSAGES.removeSelf };
      const member = await repository.findMember(owned.ok, memberId);
      if (member === undefined) return { notFound: true };
      // The client role the membership gave goes first: should Keycloak fail (502), the member
      // stays and the owner repeats the removal.
      if (member.granted_client_role) {
        await dependencies.keycloakAdmin.removeRealmRoles(memberId, ['client']);
        // Tokens issued before lose it now, not when they expire.
        await dependencies.revokedRoles.revoke(memberId, ['client']);
      }
      if (!(await repository.removeMember(owned.ok, memberId))) return { notFound: true };
      return this.team(userId);
    },

    /**
     * The signed-in user joins the company that invited their email (when they are in none),
     * with the client role given in Keycloak (the next token carries it). Repeatable: a join
     * whose role assignment failed is completed by calling again, since the member row stays
     * and assigning a held role changes nothing.
     */
    /**
     * The company waiting for the caller while they are in none; what the role screen offers a
     * newcomer to join: the invitation an e-mail's link names (`linkToken`), else the oldest
     * that invited their email. A link that is used up, forged or sent to another address is
     * refused with its reason.
     */
    async pendingInvitation(
      identity: Identity,
      linkToken?: string,
    ): Promise<Outcome<Company | undefined>> {
      // Only an account that proved it owns the address is offered what was granted to it.
      if (identity.email === undefined || identity.emailVerified !== true) return { ok: undefined };
      if ((await repository.membershipOf(identity.id)) !== undefined) return { ok: undefined };
      const invited = await invitationMeant(identity.email.toLowerCase(), linkToken);
      if (!('ok' in invited)) return invited;
      if (invited.ok === undefined) return { ok: undefined };
      const row = await repository.findCompany(invited.ok.companyId);
      return { ok: row && toCompany(row, files) };
    },

    async acceptInvitation(
      identity: Identity,
      linkToken?: string,
    ): Promise<Outcome<Company | undefined>> {
      // Whoever registers an invited address first must not take the invitation (issue 21): the
      // token must say Keycloak saw the address verified.
      if (identity.email === undefined || identity.emailVerified !== true) return { ok: undefined };
      const email = identity.email.toLowerCase();
      const invited = await invitationMeant(email, linkToken);
      if (!('ok' in invited)) return invited;
      let companyId =
        invited.ok && (await repository.acceptInvitation(identity.id, email, invited.ok.id));
      if (companyId === undefined) {
        const membership = await repository.membershipOf(identity.id);
        if (membership === undefined || identity.role === 'client') return { ok: undefined };
        companyId = membership.companyId;
      }
      if (!identity.realmRoles.includes('client')) {
        // Recorded first: a role given but not recorded would outlive the membership.
        await repository.markClientRoleGranted(identity.id);
        await dependencies.keycloakAdmin.assignRealmRole(identity.id, 'client');
      }
      const row = await repository.findCompany(companyId);
      return { ok: row && toCompany(row, files) };
    },

    // ----- A supplier's profile and catalogue -----

    supplierProfileOf,

    // The public page (`publicSupplierProfile`) and the catalogue's downloads: supplier-page.ts.
    ...createSupplierPage(repository, files, {
      isPro: dependencies.isPro,
      isVerified: (userId) => verifications.isVerified(userId),
    }),
    /** Verified Supplier (issue 43): applications, the admin's review, the badge. */
    verifications,

    async saveSupplierProfile(
      userId: string,
      body: SupplierProfileBody,
    ): Promise<Outcome<SupplierProfile>> {
      const checked = checkSupplierProfile(body);
      if (!checked.ok) return { invalid: checked.message };
      const current = await repository.findSupplierProfile(userId);
      if (!(await logoAccepted(checked.value.logo, current?.logo_key ?? null, userId))) {
        return { invalid: COMPANY_FORM_MESSAGES.logo };
      }
      const saved = await repository.saveSupplierProfile(userId, checked.value);
      await removeReplaced(current?.logo_key ?? null, saved.logo_key);
      await listInDirectory(userId);
      return { ok: toSupplierProfile(saved, files, await verifications.isVerified(userId)) };
    },

    /** A Pro supplier's catalogue: a complete PDF upload of theirs replaces the previous one. */
    async setCatalogue(userId: string, key: string): Promise<Outcome<SupplierProfile>> {
      if (!(await dependencies.isPro(userId))) {
        return { forbidden: SERVICE_CATALOGUE_MESSAGES.proOnly };
      }
      const current = await repository.findSupplierProfile(userId);
      if (current === undefined) return { invalid: SERVICE_CATALOGUE_MESSAGES.noProfile };
      const upload = await files.find(key, 'service-catalogue', userId);
      if (upload === undefined) return { invalid: SERVICE_CATALOGUE_MESSAGES.notUploaded };
      if (!/\.pdf$/i.test(upload.name) || !(await files.isPdf(key))) {
        return { invalid: SERVICE_CATALOGUE_MESSAGES.notPdf(upload.name) };
      }
      const saved = await repository.setCatalogue(userId, { key, ...upload });
      if (saved === undefined) return { notFound: true };
      await removeReplaced(current.catalogue_key, key);
      return { ok: toSupplierProfile(saved, files, await verifications.isVerified(userId)) };
    },

    async removeCatalogue(userId: string): Promise<Outcome<SupplierProfile>> {
      const current = await repository.findSupplierProfile(userId);
      if (current === undefined) return { notFound: true };
      const saved = await repository.setCatalogue(userId, null);
      if (saved === undefined) return { notFound: true };
      await removeReplaced(current.catalogue_key, null);
      return { ok: toSupplierProfile(saved, files, await verifications.isVerified(userId)) };
    },

    // ----- Services -----

    async listServices(supplierId: string) {
      return (await repository.listServices(supplierId)).map(toService);
    },

    async findService(id: string, supplierId: string) {
      const row = await repository.findOwnService(id, supplierId);
      return row && toService(row);
    },

    async createService(supplierId: string, body: ServiceBody): Promise<Outcome<ServiceRow>> {
      const checked = checkService(body);
      if (!checked.ok) return { invalid: checked.message };
      if ((await repository.countServices(supplierId)) >= COMPANY_LIMITS.services) {
        return { conflict: COMPANY_MESSAGES.tooManyServices };
      }
      const created = await repository.insertService(supplierId, checked.value);
      await listInDirectory(supplierId);
      return { ok: created };
    },

    async updateService(
      id: string,
      supplierId: string,
      body: ServiceBody,
    ): Promise<Outcome<ServiceRow>> {
      const checked = checkService(body);
      if (!checked.ok) return { invalid: checked.message };
      const updated = await repository.updateService(id, supplierId, checked.value);
      if (updated === undefined) return { notFound: true };
      await listInDirectory(supplierId);
      return { ok: updated };
    },

    async deleteService(id: string, supplierId: string): Promise<boolean> {
      const deleted = await repository.deleteService(id, supplierId);
      if (deleted) await listInDirectory(supplierId);
      return deleted;
    },

    // ----- Account settings -----

    async notificationPreferences(userId: string): Promise<NotificationPreferences> {
      return toPreferences(await repository.findPreferences(userId));
    },

    async saveNotificationPreferences(userId: string, preferences: NotificationPreferences) {
      return toPreferences(
        await repository.savePreferences(userId, {
          email_messages: preferences.emailMessages,
          email_applications: preferences.emailApplications,
          email_requests: preferences.emailRequests,
          email_sales: preferences.emailSales,
          product_updates: preferences.productUpdates,
        }),
      );
    },

    /**
     * Removes everything this module holds about the user: their place in a company (a company
     * left without members goes, with its logo), their supplier profile (logo, catalogue), their
     * services and their preferences. Safe to repeat.
     */
    async removeUserData(userId: string): Promise<void> {
      const companyLogo = await repository.leaveCompany(userId);
      // The applications go with the supplier profile (ON DELETE CASCADE), their documents here.
      const documents = await verifications.documentsOf(userId);
      const supplier = await repository.deleteSupplierProfile(userId);
      await repository.deleteServicesOf(userId);
      await repository.deletePreferences(userId);
      const keys = [
        companyLogo,
        supplier?.logo_key ?? null,
        supplier?.catalogue_key ?? null,
        ...documents,
      ];
      const owned = keys.filter((key): key is string => key !== null);
      if (owned.length > 0) await files.remove(owned);
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
