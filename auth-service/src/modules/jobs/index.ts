/**
 * The jobs module: clients' jobs (`jobs`, `job_invitations`), the public job board with each
 * user's saved jobs (`job_saves`), freelancers' applications (`job_applications`) and the
 * client's decisions on them, and Post a Job's autofill. Routes under `/api/jobs`; the Starter
 * allowances are billing's (`fastify.billing.useStarterAllowance`), counted in the action's
 * transaction. Job promotions (promotions.ts) are paid through the platform's checkout and
 * applied by billing's webhook. Application attachments are uploads of purpose `application-file`, reached
 * through `ApplicationFilesPort` (files-port.ts, passed in by app.ts), which the job's client may
 * download too.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  createApplicationsRepository,
  type ApplicationsRepository,
  type NewApplication,
} from './applications-repository';
import { removeJobsAccountData } from './account-removal';
import { createAutofill } from './autofill';
import type { ApplicationFilesPort } from './files-port';
import { matchesRoutes } from './matches-routes';
import { createJobsRepository, type JobsRepository } from './repository';
import { applicationRoutes } from './application-routes';
import { boardRoutes } from './board-routes';
import { postingRoutes } from './posting-routes';
import { promotionRoutes } from './promotion-routes';
import { createJobPromotions } from './promotions';
import type { JobsRoutesOptions } from './route-context';
import { createJobsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What other parts of the service use of jobs: the demo seed, the client's dashboard, the
     * portfolio's hires.
     */
    jobs: Pick<JobsRepository, 'listOwn' | 'insertSeeded'> &
      Pick<
        ApplicationsRepository,
        'countsOfClient' | 'recentOfClient' | 'findHire' | 'hiringClientCount'
      > & {
        /**
         * Demo data only: an application without counting the applicant's allowance or
         * notifying (undefined when they already applied).
         */
        insertSeededApplication: (application: NewApplication) => Promise<string | undefined>;
        /** An account's deletion (account-removal.ts): answers the upload keys to delete. */
        removeUserData: (userId: string, deletedName: string) => Promise<string[]>;
      };
  }
}

export interface JobsOptions {
  files: ApplicationFilesPort;
}

const jobs: FastifyPluginAsync<JobsOptions> = async (fastify, options) => {
  const jobsRepository = createJobsRepository(fastify.kysely);
  const applications = createApplicationsRepository(fastify.kysely);
  const service = createJobsService({
    kysely: fastify.kysely,
    jobs: jobsRepository,
    applications,
    countAllowance: (trx, userId, allowance) =>
      fastify.billing.useStarterAllowance(trx, userId, allowance),
    files: options.files,
    notify: (trx, userId, kind, payload) =>
      fastify.notifications.notify(trx, userId, kind, payload),
    isPro: (userId) => fastify.billing.isPro(userId),
    now: () => fastify.clock.now(),
  });
  const promotions = createJobPromotions({
    kysely: fastify.kysely,
    now: () => fastify.clock.now(),
    log: fastify.log,
  });
  fastify.billing.handleStripeEvents(promotions.eventHandlers);
  fastify.decorate('jobs', {
    listOwn: (clientId) => jobsRepository.listOwn(clientId),
    insertSeeded: (clientId, posting, publishedAt, expiresAt) =>
      jobsRepository.insertSeeded(clientId, posting, publishedAt, expiresAt),
    insertSeededApplication: (application) => applications.insert(application, fastify.kysely),
    async removeUserData(userId, deletedName) {
      const keys = await removeJobsAccountData(fastify.kysely, userId, deletedName);
      jobsRepository.forgetListTotals();
      return keys;
    },
    countsOfClient: (clientId) => applications.countsOfClient(clientId),
    recentOfClient: (clientId, limit) => applications.recentOfClient(clientId, limit),
    findHire: (id, clientId) => applications.findHire(id, clientId),
    hiringClientCount: (freelancerId) => applications.hiringClientCount(freelancerId),
  });
  // The job's client downloads an application's attachments, as its applicant does.
  options.files.allowDownloads((userId, key) => applications.clientMayDownload(userId, key));
  await fastify.register(matchesRoutes, { prefix: '/api/jobs', jobs: jobsRepository });
  const routes: JobsRoutesOptions & { prefix: string } = {
    prefix: '/api/jobs',
    jobs: jobsRepository,
    applications,
    service,
    autofill: createAutofill(fastify.config.ai),
  };
  await fastify.register(boardRoutes, routes);
  await fastify.register(postingRoutes, routes);
  await fastify.register(applicationRoutes, routes);
  await fastify.register(promotionRoutes, {
    prefix: '/api/jobs',
    jobs: jobsRepository,
    promotions,
  });
};

export default fp(jobs, {
  name: 'jobs',
  dependencies: [
    'database',
    'authentication',
    'profiles',
    'billing',
    'uploads',
    'companies',
    'notifications',
    // Each application answers whether its hire's testimonial is written (fastify.portfolio).
    'portfolio',
  ],
});
