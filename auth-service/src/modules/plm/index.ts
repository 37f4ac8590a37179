/**
 * The PLM module (issue 38): styles and every revision of their tech packs (tables `plm_styles`,
 * `plm_style_revisions`), for Pro accounts of every role; a brand member's styles belong to their
 * company. Decorates `fastify.plm`. Images are uploads, reached through `ImagesPort`; the plan
 * and the company come from billing and companies through `PlmPorts`.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ImagesPort } from '../profiles/images-port';
import { displayNameOf } from '../profiles/display-name';
import { createApprovalRepository } from './approval-repository';
import { plmApprovalRoutes } from './approval-routes';
import { createApprovalService } from './approval-service';
import { createPlmRepository } from './repository';
import { plmRoutes } from './routes';
import { createPlmService, type PlmService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    plm: PlmService;
  }
}

export interface PlmOptions {
  images: ImagesPort;
}

const plm: FastifyPluginAsync<PlmOptions> = async (fastify, { images }) => {
  const { billing, companies } = fastify;
  const repository = createPlmRepository(fastify.kysely);
  const service = createPlmService(repository, {
    images,
    isPro: (userId) => billing.isPro(userId),
    membershipOf: (userId) => companies.membershipOf(userId),
    companyName: async (companyId) => (await companies.publicCompany(companyId))?.name,
    userName: async (userId) => {
      const profile = await fastify.profiles.findById(userId);
      return profile === undefined ? undefined : displayNameOf(profile);
    },
  });
  fastify.decorate('plm', service);
  // Approvals of revisions (issue 39): `approval-status.ts` is the machine.
  const approvals = createApprovalService(repository, createApprovalRepository(fastify.kysely));
  await fastify.register(plmRoutes, { prefix: '/api', plm: service, images, approvals });
  await fastify.register(plmApprovalRoutes, { prefix: '/api', plm: service, approvals });
};

export default fp(plm, {
  name: 'plm',
  dependencies: ['database', 'authentication', 'profiles', 'billing', 'companies', 'uploads'],
});
