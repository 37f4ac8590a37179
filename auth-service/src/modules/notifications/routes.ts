import {
  NOTIFICATION_PAGE_SIZE,
  Notification,
  NotificationIdParams,
  NotificationList,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf } from '../../platform/authentication';
import { sendError, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { NOTIFICATION_MESSAGES } from './messages';

export const notificationRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { notifications } = fastify;

  fastify.get(
    '/',
    {
      onRequest: fastify.authenticate,
      schema: {
        summary: "The caller's notifications, newest first, and how many are unread.",
        security: bearerAuth,
        response: { 200: NotificationList, ...signedInErrors() },
      },
    },
    (request) => notifications.list(identityOf(request).id, NOTIFICATION_PAGE_SIZE),
  );

  fastify.post(
    '/:id/read',
    {
      onRequest: fastify.authenticate,
      config: OWN_WRITES,
      schema: {
        summary: 'Dismisses a notification of the caller: it is read from then on.',
        security: bearerAuth,
        params: NotificationIdParams,
        response: {
          200: Notification,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const dismissed = await notifications.dismiss(identityOf(request).id, request.params.id);
      if (dismissed === undefined) return sendError(reply, 404, NOTIFICATION_MESSAGES.notFound);
      return dismissed;
    },
  );
  done();
};
