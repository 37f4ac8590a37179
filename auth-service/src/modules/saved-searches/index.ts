/**
 * The saved-searches module (issue 40): a user's named searches of a list (today the supplier
 * requests list) with an alert (off, daily, instant), and the alerts themselves: durable
 * scheduled work (alerts.ts) that runs each due search through the list's own search (the
 * requests module's, asked at run time) and decides its e-mail through the mail outbox.
 * Decorates `fastify.savedSearches` with what the requests module calls when a request is
 * published.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createAlerts, SCAN_INTERVAL_MS, SCAN_WORK, scheduleScan } from './alerts';
import { createSavedSearchesRepository } from './repository';
import { savedSearchesRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    savedSearches: {
      /** A request was published: due alerts run now rather than at the next scan. */
      requestPublished: () => Promise<void>;
      /** An account's deletion (companies/account-deletion.ts): its searches and their records. */
      removeUserData: (userId: string) => Promise<void>;
    };
  }
}

const savedSearches: FastifyPluginAsync = async (fastify) => {
  const { kysely } = fastify;
  const repository = createSavedSearchesRepository(kysely);
  const alerts = createAlerts({
    kysely,
    repository,
    now: () => fastify.clock.now(),
    // The requests module registers after this one: asked when a scan runs.
    searchRequests: (readerId, query) => fastify.requests.search(readerId, query),
    decide: (tx, payload) => fastify.mail.savedSearchAlertDecided(tx, payload),
  });
  fastify.scheduledWork.define(SCAN_WORK, { run: () => alerts.scan() });
  fastify.decorate('savedSearches', {
    async requestPublished() {
      await scheduleScan(kysely, fastify.clock.now(), true);
    },
    async removeUserData(userId) {
      await repository.removeAll(userId);
    },
  });
  // The first scan of a fresh database, a round from now (a new search has nothing to send
  // before a request is published, and a publication brings the scan forward); afterwards each
  // scan schedules the next, and a pending one keeps its time.
  fastify.addHook('onReady', async () => {
    await scheduleScan(kysely, new Date(fastify.clock.now().getTime() + SCAN_INTERVAL_MS));
  });
  await fastify.register(savedSearchesRoutes, { prefix: '/api/saved-searches', repository });
};

export default fp(savedSearches, {
  name: 'saved-searches',
  dependencies: ['database', 'scheduled-work', 'authentication', 'mail'],
});
