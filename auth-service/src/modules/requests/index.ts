/**
 * The requests module: clients' supplier requests (drafts, publishing, visibility, invitations,
 * expiry), suppliers' responses with structured quotes (Starter 'request-reply' allowance counted
 * in the response's transaction), the owner's status moves, and NDA-gated attachments, uploads
 * reached through `RequestFilesPort` (files-port.ts, passed in by app.ts): the uploads module asks
 * this module who may download a request-attachment, and each download is recorded for the
 * owner's access log. Issue 43: a big order's 48 hours for Pro suppliers first (announced to
 * them), and brands' direct inquiries to one Pro supplier. Decorates `fastify.requests`.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { removeRequestsAccountData } from './account-removal';
import type { RequestFilesPort } from './files-port';
import { createAttachmentsRepository } from './attachments-repository';
import { createRequestsRepository } from './repository';
import { createResponsesRepository } from './responses-repository';
import { requestsRoutes } from './routes';
import { createRequestsService, type RequestsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    requests: RequestsService & {
      /** An account's deletion (account-removal.ts): answers the upload keys to delete. */
      removeUserData: (userId: string, deletedName: string) => Promise<string[]>;
    };
  }
}

export interface RequestsOptions {
  files: RequestFilesPort;
  /** A request was published (app.ts: saved searches' alerts). */
  published?: () => Promise<void>;
}

const requests: FastifyPluginAsync<RequestsOptions> = async (fastify, options) => {
  const { kysely, billing, profiles } = fastify;
  const repositories = {
    requests: createRequestsRepository(kysely),
    responses: createResponsesRepository(kysely),
    attachments: createAttachmentsRepository(kysely),
  };
  const service = createRequestsService(repositories, {
    kysely,
    files: options.files,
    useStarterAllowance: (trx, userId, allowance) =>
      billing.useStarterAllowance(trx, userId, allowance),
    notify: (trx, userId, kind, payload) =>
      fastify.notifications.notify(trx, userId, kind, payload),
    now: () => fastify.clock.now(),
    isPro: (userId) => billing.isPro(userId),
    proSuppliers: async () => billing.proAmong(await profiles.idsWithRole('supplier')),
    ...(options.published !== undefined && { published: options.published }),
  });
  fastify.decorate('requests', {
    ...service,
    removeUserData: (userId: string, deletedName: string) =>
      removeRequestsAccountData(kysely, userId, deletedName),
  });
  options.files.allowDownloads(async (identity, key) => {
    const profile = await profiles.findById(identity.id);
    const name = profile?.fullName ?? identity.fullName ?? identity.email ?? '';
    return service.authorizeDownload(identity, key, name);
  });
  await fastify.register(requestsRoutes, { prefix: '/api/requests' });
};

export default fp(requests, {
  name: 'requests',
  dependencies: [
    'database',
    'clock',
    'authentication',
    'profiles',
    'billing',
    'uploads',
    'companies',
    'notifications',
  ],
});
