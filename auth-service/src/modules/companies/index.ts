/**
 * The companies module: a client's company and team (`companies`, `company_members`,
 * `company_invitations`), suppliers' profiles and services (`supplier_profiles`,
 * `supplier_services`) and account settings (`notification_preferences`, account deletion).
 * Decorates `fastify.companies`. Logos and catalogues are uploads, reached through
 * `CompanyFilesPort` (files-port.ts), which app.ts passes in.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { accountRoutes } from './account-routes';
import { companyRoutes } from './company-routes';
import type { CompanyFilesPort } from './files-port';
import { createCompaniesRepository } from './repository';
import { createCompaniesService, type CompaniesService } from './service';
import { supplierRoutes } from './supplier-routes';
import { verificationRoutes } from './verification-routes';

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompaniesService;
  }
}

export interface CompaniesOptions {
  files: CompanyFilesPort;
}

const companies: FastifyPluginAsync<CompaniesOptions> = async (fastify, { files }) => {
  const { billing, profiles, publicProfiles, keycloakAdmin, revokedRoles } = fastify;
  const repository = createCompaniesRepository(fastify.kysely);
  const service = createCompaniesService(repository, files, {
    isPro: (userId) => billing.isPro(userId),
    proAmong: (userIds) => billing.proAmong(userIds),
    kysely: fastify.kysely,
    // The notifications module registers after this one: asked when an admin decides.
    notify: (tx, userId, kind, payload) => fastify.notifications.notify(tx, userId, kind, payload),
    profileOf: async (userId) => {
      const profile = await profiles.findById(userId);
      return profile && { fullName: profile.fullName, email: profile.email };
    },
    keycloakAdmin,
    revokedRoles,
    // The mail module registers after this one (it reads the preferences kept here): asked
    // when an invitation is made.
    invitationEmails: {
      invited: (tx, invitation) => fastify.mail.teamInvitationCreated(tx, invitation),
      withdrawn: (tx, invitationId) => fastify.mail.teamInvitationWithdrawn(tx, invitationId),
    },
    // The e-mail's link names its invitation, signed with the key of the e-mails' other links.
    ...(fastify.config.mail === undefined
      ? {}
      : { invitationLinkSecret: fastify.config.mail.signingSecret }),
    listInDirectory: (userId, listing) => publicProfiles.listSupplier(userId, listing),
  });
  fastify.decorate('companies', service);
  files.allowCatalogueDownloads(async (identity, key) => {
    const profile = await profiles.findById(identity.id);
    const name = profile?.fullName ?? identity.fullName ?? identity.email ?? '';
    return service.authorizeCatalogueDownload(identity, key, name);
  });
  await fastify.register(companyRoutes, { prefix: '/api/companies' });
  await fastify.register(supplierRoutes, { prefix: '/api/suppliers' });
  await fastify.register(accountRoutes, { prefix: '/api/account' });
  await fastify.register(verificationRoutes, { prefix: '/api' });
};

export default fp(companies, {
  name: 'companies',
  dependencies: [
    'database',
    'authentication',
    'keycloak-admin',
    'profiles',
    'billing',
    'payouts',
    'catalogue',
    'portfolio',
  ],
});
