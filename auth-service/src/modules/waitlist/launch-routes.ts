/**
 * PLM's launch (issue 38): `GET /api/plm/launch` (public: the landing's PLM section links to
 * `/plm` once it is launched) and `/api/admin/plm/announcement` (admins: how many waitlist
 * addresses an announcement would e-mail, and the announcement itself).
 */
import { PlmAnnouncement, PlmAnnouncementPreview, PlmLaunch } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { routeGuards } from '../../platform/authentication';
import {
  errorResponses,
  sendError,
  signedInErrors,
  signedInWriteErrors,
} from '../../platform/errors';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import type { PlmLaunchService } from './launch';
import { MAIL_OFF_MESSAGE } from './messages';

/** The landing asks on every visit; a launch shows within a minute. */
const LAUNCH_CACHE = 'public, max-age=60';

export const plmLaunchRoutes: FastifyPluginCallbackTypebox<{ launch: PlmLaunchService }> = (
  fastify,
  { launch },
  done,
) => {
  fastify.get(
    '/launch',
    {
      schema: {
        summary: 'Whether PLM has been announced (public: the landing links to /plm from then on).',
        response: { 200: PlmLaunch, ...errorResponses(429) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', LAUNCH_CACHE).send(await launch.state()),
  );
  done();
};

export const plmAnnouncementRoutes: FastifyPluginCallbackTypebox<{
  launch: PlmLaunchService;
  mailOn: boolean;
}> = (fastify, { launch, mailOn }, done) => {
  const { adminOnly } = routeGuards(fastify);

  fastify.get(
    '/announcement',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'What announcing PLM would do now: the waitlist addresses not yet e-mailed.',
        security: bearerAuth,
        response: { 200: PlmAnnouncementPreview, ...signedInErrors() },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await launch.preview()),
  );

  fastify.post(
    '/announcement',
    {
      onRequest: adminOnly,
      config: { rateLimit: RATE_LIMITS.adminWrites },
      schema: {
        summary: 'Announces PLM: e-mails every PLM waitlist address that has not had it, once.',
        description:
          'The first call launches PLM (its date stays). Each address is e-mailed once through the outbox, whatever repeats: a second call queues only addresses that joined since (0 otherwise). 503 when e-mail is off.',
        security: bearerAuth,
        response: { 200: PlmAnnouncement, ...signedInWriteErrors(503) },
      },
    },
    async (_request, reply) => {
      if (!mailOn) return sendError(reply, 503, MAIL_OFF_MESSAGE);
      return reply.header('cache-control', 'no-store').send(await launch.announce());
    },
  );
  done();
};
