/**
 * The waitlist module: the landing page's PLM waitlist and newsletter sign-ups (table
 * `waitlist_signups`, `POST /api/waitlist`), and PLM's launch (issue 38: table `plm_launch`,
 * `GET /api/plm/launch`, `/api/admin/plm/announcement`), whose e-mails go through the mail
 * module's outbox. Decorates `fastify.waitlist`: its repository (the tests read sign-ups through
 * it) and what the mail module asks of a waitlist address (still on the list; unsubscribe).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPlmLaunch, type PlmLaunchService } from './launch';
import { plmAnnouncementRoutes, plmLaunchRoutes } from './launch-routes';
import { createWaitlistRepository, type WaitlistRepository } from './repository';
import { waitlistRoutes } from './routes';

export type Waitlist = WaitlistRepository &
  Pick<PlmLaunchService, 'isOnPlmWaitlist' | 'leavePlmWaitlist'>;

declare module 'fastify' {
  interface FastifyInstance {
    waitlist: Waitlist;
  }
}

const waitlist: FastifyPluginAsync = async (fastify) => {
  const launch = createPlmLaunch({
    kysely: fastify.kysely,
    mail: () => fastify.mail,
    now: () => fastify.clock.now(),
  });
  fastify.decorate('waitlist', {
    ...createWaitlistRepository(fastify.db),
    isOnPlmWaitlist: (signupId) => launch.isOnPlmWaitlist(signupId),
    leavePlmWaitlist: (signupId) => launch.leavePlmWaitlist(signupId),
  });
  await fastify.register(waitlistRoutes, { prefix: '/api/waitlist', launch });
  await fastify.register(plmLaunchRoutes, { prefix: '/api/plm', launch });
  await fastify.register(plmAnnouncementRoutes, {
    prefix: '/api/admin/plm',
    launch,
    mailOn: fastify.config.mail !== undefined,
  });
};

export default fp(waitlist, {
  name: 'waitlist',
  dependencies: ['database', 'clock', 'authentication', 'mail'],
});
