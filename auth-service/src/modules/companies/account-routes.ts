/**
 * The signed-in user's account settings: `/api/account` (notification preferences, deleting the
 * account). Email and password are Keycloak's account pages.
 */
import { DeleteAccountBody, NotificationPreferences } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, type DeletedAccountConfig } from '../../platform/authentication';
import { sendError, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { KeycloakAdminError } from '../../platform/keycloak-admin';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth, NO_CONTENT } from '../../platform/schemas';
import { BillingRemovalError } from '../billing/account-removal';
import { deleteAccountData } from './account-deletion';
import { ACCOUNT_MESSAGES } from './messages';

export const accountRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { companies, keycloakAdmin } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/notification-preferences',
    {
      schema: {
        summary: "The caller's notification preferences (every box on until changed).",
        security: bearerAuth,
        response: { 200: NotificationPreferences, ...signedInErrors() },
      },
    },
    (request) => companies.notificationPreferences(identityOf(request).id),
  );

  fastify.put(
    '/notification-preferences',
    {
      config: OWN_WRITES,
      schema: {
        summary: "Saves the caller's notification preferences.",
        security: bearerAuth,
        body: NotificationPreferences,
        response: {
          200: NotificationPreferences,
          ...signedInWriteErrors(),
        },
      },
    },
    (request) => companies.saveNotificationPreferences(identityOf(request).id, request.body),
  );

  const deletion: DeletedAccountConfig = { deletedAccountMayCall: true };
  fastify.delete(
    '',
    {
      config: { ...OWN_WRITES, ...deletion },
      schema: {
        summary: "Deletes the caller's account and their data.",
        description:
          "Refuses the account's tokens at once everywhere (and closes its real-time connections), closes its jobs and requests, withdraws its undecided applications and responses, shows what others keep (messages, decided answers) from 'Deleted user', cancels its subscription (the Stripe customer is deleted first; a provider that does not answer is a 502 and nothing is deleted), deletes its company membership, supplier profile, services, preferences, products, portfolio, public profile and every file, then its profile and the Keycloak user (src/modules/README.md, 'Deleting an account'). A deletion cut off by Keycloak (502) is finished by repeating it.",
        security: bearerAuth,
        body: DeleteAccountBody,
        response: {
          ...NO_CONTENT,
          ...signedInWriteErrors(502),
        },
      },
    },
    async (request, reply) => {
      if (request.body.confirmation !== ACCOUNT_MESSAGES.confirmationWord) {
        return sendError(reply, 400, ACCOUNT_MESSAGES.confirmation);
      }
      const { id } = identityOf(request);
      // The platform's data first (account-deletion.ts): should Keycloak fail, the user can
      // repeat the deletion (this route alone admits a deleted account), which finds nothing
      // left here and deletes the Keycloak user.
      try {
        await deleteAccountData(fastify, id);
      } catch (error) {
        if (!(error instanceof BillingRemovalError)) throw error;
        request.log.error({ err: error }, 'The payments provider failed while deleting a user');
        return sendError(reply, 502, ACCOUNT_MESSAGES.paymentsUnavailable);
      }
      try {
        await keycloakAdmin.deleteUser(id);
      } catch (error) {
        if (!(error instanceof KeycloakAdminError)) throw error;
        request.log.error({ err: error }, 'Keycloak failed while deleting a user');
        return sendError(reply, 502, ACCOUNT_MESSAGES.keycloakUnavailable);
      }
      return reply.code(204).send();
    },
  );

  done();
};
