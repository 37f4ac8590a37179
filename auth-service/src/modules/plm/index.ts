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
import { createCommentsRepository } from './comments/repository';
import { plmCommentRoutes } from './comments/routes';
import { createCommentsService } from './comments/service';
import { deliverStyleNews, revisionSaved, sampleChanged } from './comments/live';
import { createSampleRepository } from './samples/repository';
import { plmSampleRoutes } from './samples/routes';
import { createSampleService } from './samples/service';
import { createQuotesRepository } from './quotes/repository';
import { plmQuoteRoutes } from './quotes/routes';
import { createQuotesService } from './quotes/service';
import { renderTechPackPdf } from './export/tech-pack-pdf';
import { imagesForTechPack, techPackImageIds } from './export/tech-pack-images';
import { createPlmService, type PlmService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    plm: PlmService;
  }
}

export interface PlmOptions {
  images: ImagesPort;
  /** Where a request for quotes keeps its tech pack PDF (a request attachment of the caller's). */
  requestFiles: {
    store(ownerId: string, fileName: string, bytes: Buffer): Promise<string>;
    remove(key: string): Promise<void>;
  };
}

const plm: FastifyPluginAsync<PlmOptions> = async (fastify, { images, requestFiles }) => {
  const { billing, companies } = fastify;
  const repository = createPlmRepository(fastify.kysely);
  const userName = async (userId: string) => {
    const profile = await fastify.profiles.findById(userId);
    return profile === undefined ? undefined : displayNameOf(profile);
  };
  const service = createPlmService(repository, {
    images,
    isPro: (userId) => billing.isPro(userId),
    membershipOf: (userId) => companies.membershipOf(userId),
    companyName: async (companyId) => (await companies.publicCompany(companyId))?.name,
    userName,
    revisionSaved: (style, author) => revisionSaved(fastify, style, author),
  });
  fastify.decorate('plm', service);
  // Approvals of revisions (issue 39): `approval-status.ts` is the machine.
  const approvalRepository = createApprovalRepository(fastify.kysely);
  const approvals = createApprovalService(repository, approvalRepository, {
    notify: (tx, userId, kind, payload) => fastify.notifications.notify(tx, userId, kind, payload),
  });
  // Quotes from a style (issue 39): requests are the requests module's, the PDF the export's.
  const quotes = createQuotesService(createQuotesRepository(fastify.kysely), {
    plm: service,
    styles: repository,
    approvals: approvalRepository,
    requests: fastify.requests,
    techPackPdf: async (input) =>
      renderTechPackPdf({
        ...input,
        images: await imagesForTechPack(fastify.storage, techPackImageIds(input.content)),
      }),
    storeAttachment: (ownerId, fileName, bytes) => requestFiles.store(ownerId, fileName, bytes),
    removeAttachment: (key) => requestFiles.remove(key),
    companyOf: async (userId) =>
      (await companies.companyOfUser(userId))?.name ?? (await userName(userId)) ?? '',
  });
  await fastify.register(plmRoutes, { prefix: '/api', plm: service, images, approvals, quotes });
  await fastify.register(plmQuoteRoutes, { prefix: '/api', plm: service, quotes, images });
  await fastify.register(plmApprovalRoutes, { prefix: '/api', plm: service, approvals });
  // Issue 39: comments, mentions and the style's news on open pages.
  const comments = createCommentsService(createCommentsRepository(fastify.kysely), {
    db: fastify.kysely,
    plm: service,
    userName,
    notify: (tx, userId, payload) =>
      fastify.notifications.notify(tx, userId, 'style-mention', payload),
  });
  deliverStyleNews(fastify, comments);
  await fastify.register(plmCommentRoutes, { prefix: '/api', plm: service, comments });
  // Sample rounds (issue 39): their own tables and routes, on the styles' access and save.
  const samples = createSampleService(createSampleRepository(fastify.kysely), service, {
    userName,
    images,
    sampleChanged: (styleId, author) => sampleChanged(fastify, styleId, author),
  });
  await fastify.register(plmSampleRoutes, { prefix: '/api', plm: service, samples, images });
};

export default fp(plm, {
  name: 'plm',
  dependencies: [
    'database',
    'authentication',
    'profiles',
    'billing',
    'companies',
    'uploads',
    'realtime',
    'notifications',
    'requests',
  ],
});
