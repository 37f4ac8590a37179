/**
 * The signed-in user's account settings: `/api/account` (notification preferences, deleting the
 * account). Email and password are Keycloak's account pages.
 */
import { DeleteAccountBody, NotificationPreferences } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf } from '../../platform/authentication';
import { errorResponses, sendError } from '../../platform/errors';
import { KeycloakAdminError } from '../../platform/keycloak-admin';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { ACCOUNT_MESSAGES } from './messages';

export const accountRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { companies, profiles, publicProfiles, portfolio, keycloakAdmin, catalogue } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/notification-preferences',
    {
      schema: {
        summary: "The caller's notification preferences (every box on until changed).",
        security: bearerAuth,
        response: { 200: NotificationPreferences, ...errorResponses },
      },
    },
    (request) => companies.notificationPreferences(identityOf(request).id),
  );

  fastify.put(
    '/notification-preferences',
    {
      config: { rateLimit: RATE_LIMITS.ownWrites },
      schema: {
        summary: "Saves the caller's notification preferences.",
        security: bearerAuth,
        body: NotificationPreferences,
        response: { 200: NotificationPreferences, ...errorResponses },
      },
    },
    (request) => companies.saveNotificationPreferences(identityOf(request).id, request.body),
  );

  fastify.delete(
    '',
    {
      config: { rateLimit: RATE_LIMITS.ownWrites },
      schema: {
        summary: "Deletes the caller's account and their data.",
        description:
          "Removes the caller's rows in the companies module (company membership, a company left without members, supplier profile, services, preferences, their uploads), their catalogue products, their portfolio (projects, images, testimonials), their connected payout account's link and support requests, their public profile and its photo, their profile, then the Keycloak user. Modules that keep user data must add theirs here (src/modules/README.md).",
        security: bearerAuth,
        body: DeleteAccountBody,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.body.confirmation !== ACCOUNT_MESSAGES.confirmationWord) {
        return sendError(reply, 400, ACCOUNT_MESSAGES.confirmation);
      }
      const { id } = identityOf(request);
      // The platform's data first: should Keycloak fail, the account still signs in and the
      // user can repeat the deletion, which finds nothing left here and deletes the user.
      await companies.removeUserData(id);
      // The catalogue's: the user's products and their uploads.
      for (const product of await catalogue.listOwn(id)) await catalogue.delete(product.id, id);
      // The portfolio's (projects, their images, testimonials) and the public profile's photo.
      await portfolio.removeUserData(id);
      // Payouts': the link to their connected account (the Stripe account is the seller's own)
      // and their support requests.
      await fastify.payouts.removeUserData(id);
      await publicProfiles.removePhoto(id);
      await profiles.remove(id);
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
