import { ChooseRoleBody, UpdateProfileBody } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf } from '../../platform/authentication';
import { KeycloakAdminError } from '../../platform/keycloak-admin';
import { BODY_LIMITS } from '../../platform/json-body';
import { RATE_LIMITS, OWN_WRITES } from '../../platform/rate-limit';
import { normaliseFullName } from './profile-fields';
import { bearerAuth, NO_CONTENT } from '../../platform/schemas';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { ME_MESSAGES } from './messages';
import { ProfileResponse, toProfileResponse } from './profile-response';
import type { RoleOutcome } from './service';
import { ROLE_SELECTION_PATH } from '../mail/app-paths';

/** The shell's Keycloak client (auth-service/keycloak/realm): its redirect URIs. */
const SPA_CLIENT_ID = 'atelier-web';

/** The signed-in user's own profile and role: `/api/me`. */
export const meRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { profiles } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '',
    {
      schema: {
        summary: "The signed-in user's profile, created on first sight.",
        security: bearerAuth,
        response: { 200: ProfileResponse, ...signedInErrors() },
      },
    },
    async (request, reply) => {
      const profile = await profiles.profileOf(identityOf(request));
      if (profile === undefined) return send(reply, 403, ME_MESSAGES.noEmail);
      return toProfileResponse(profile);
    },
  );

  fastify.patch(
    '',
    {
      bodyLimit: BODY_LIMITS.profile,
      config: OWN_WRITES,
      schema: {
        summary: "Updates the signed-in user's profile fields.",
        security: bearerAuth,
        body: UpdateProfileBody,
        response: {
          200: ProfileResponse,
          ...signedInWriteErrors(),
        },
      },
    },
    async (request, reply) => {
      const fullName = normaliseFullName(request.body.fullName);
      if (!fullName.ok) return send(reply, 400, fullName.message);
      const identity = identityOf(request);
      const profile = await profiles.profileOf(identity);
      if (profile === undefined) return send(reply, 403, ME_MESSAGES.noEmail);
      const updated = await profiles.updateFullName(identity.id, fullName.value);
      return toProfileResponse(updated ?? profile);
    },
  );

  fastify.post(
    '/verification-email',
    {
      // The one route an unverified account may call (platform/authentication.ts).
      config: { rateLimit: RATE_LIMITS.verificationEmails, unverifiedMayCall: true },
      schema: {
        summary: 'Sends the caller the e-mail that verifies their address again.',
        description:
          'For an account whose token says its address is not verified (every other route answers it 403). Its link signs the user in and goes on to the role selection.',
        security: bearerAuth,
        response: {
          ...NO_CONTENT,
          ...signedInWriteErrors(502),
        },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      if (identity.emailVerified === true) return reply.code(204).send();
      try {
        await fastify.keycloakAdmin.sendVerificationEmail(
          identity.id,
          SPA_CLIENT_ID,
          `${fastify.config.publicOrigin}${ROLE_SELECTION_PATH}`,
        );
      } catch (error) {
        if (!(error instanceof KeycloakAdminError)) throw error;
        request.log.error({ err: error }, 'Keycloak failed to send a verification e-mail');
        return send(reply, 502, ME_MESSAGES.verificationEmailFailed);
      }
      return reply.code(204).send();
    },
  );

  fastify.post(
    '/role',
    {
      bodyLimit: BODY_LIMITS.default,
      config: OWN_WRITES,
      schema: {
        summary: 'Chooses the signed-in user’s role, once, after sign-up.',
        description:
          'Assigns the realm role in Keycloak and mirrors it in the profile. The same role again answers 200; another role when one is set answers 409; admin answers 403; Keycloak failing answers 502 and changes nothing. Refresh the access token afterwards to see the role in it.',
        security: bearerAuth,
        body: ChooseRoleBody,
        response: {
          200: ProfileResponse,
          ...signedInWriteErrors(409, 502),
        },
      },
    },
    async (request, reply) => {
      const { role } = request.body;
      if (role === 'admin') return send(reply, 403, ME_MESSAGES.adminRole);
      const identity = identityOf(request);
      if ((await profiles.profileOf(identity)) === undefined) {
        return send(reply, 403, ME_MESSAGES.noEmail);
      }

      let outcome: RoleOutcome;
      try {
        outcome = await profiles.chooseRole(identity, role);
      } catch (error) {
        if (!(error instanceof KeycloakAdminError)) throw error;
        request.log.error({ err: error }, 'Keycloak did not assign the role');
        return send(reply, 502, ME_MESSAGES.keycloakFailed);
      }
      if ('conflict' in outcome) return send(reply, 409, ME_MESSAGES.roleTaken(outcome.conflict));
      return toProfileResponse(outcome.profile);
    },
  );
  done();
};
