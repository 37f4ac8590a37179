/**
 * Contact Support (Payments & Earnings' Help): `POST /api/support-requests` stores the signed-in
 * caller's request (any role) and answers it (201); `GET /api/admin/support-requests` lists the
 * newest for the admin dashboard (admin only).
 */
import { SupportRequest, SupportRequestBody, SupportRequests } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { KIB } from '../../platform/json-body';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { SUPPORT_MESSAGES } from './messages';
import { SUPPORT_REQUESTS_LISTED, type PayoutsRepository } from './repository';
import { toSupportRequest } from './service';

/** A topic and a message of at most 5,000 characters (4 bytes each at most, escaped). */
export const SUPPORT_REQUEST_BODY_LIMIT = 32 * KIB;

export const supportRoutes: FastifyPluginCallbackTypebox<{ repository: PayoutsRepository }> = (
  fastify,
  { repository },
  done,
) => {
  const { signedIn, adminOnly } = routeGuards(fastify);
  fastify.post(
    '/support-requests',
    {
      onRequest: signedIn,
      bodyLimit: SUPPORT_REQUEST_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: 'Sends a message to Atelier support (Contact Support).',
        security: bearerAuth,
        body: SupportRequestBody,
        response: {
          201: SupportRequest,
          ...signedInWriteErrors(),
        },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      if (request.body.message.trim() === '') {
        return send(reply, 400, SUPPORT_MESSAGES.emptyMessage);
      }
      const row = await repository.insertSupportRequest({
        userId: identity.id,
        email: identity.email ?? '',
        topic: request.body.topic,
        message: request.body.message,
      });
      return reply.code(201).send(toSupportRequest(row));
    },
  );

  fastify.get(
    '/admin/support-requests',
    {
      onRequest: adminOnly,
      schema: {
        summary: `The newest support requests (at most ${String(SUPPORT_REQUESTS_LISTED)}), newest first.`,
        security: bearerAuth,
        response: { 200: SupportRequests, ...signedInErrors() },
      },
    },
    async () => ({ requests: (await repository.supportRequests()).map(toSupportRequest) }),
  );

  done();
};
