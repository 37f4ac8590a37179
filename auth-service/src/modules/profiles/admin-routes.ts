import {
  AdminUsersQuery,
  AdminUsersResponse,
  ChangeRoleBody,
  UserIdParams,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf } from '../../platform/authentication';
import { KeycloakAdminError } from '../../platform/keycloak-admin';
import { BODY_LIMITS } from '../../platform/json-body';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { ADMIN_MESSAGES } from './messages';
import type { UserProfile } from './repository';
import { UserNotFound } from './service';
import { ProfileResponse, toProfileResponse } from './profile-response';

/** The admin dashboard's API: `/api/admin`, admin role only. */
export const adminRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireRole('admin'));

  fastify.get(
    '/users',
    {
      schema: {
        summary: 'Every user profile with its role, newest first.',
        security: bearerAuth,
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersResponse, ...signedInErrors(400) },
      },
    },
    async (request) => {
      const { users, total } = await fastify.profiles.list(request.query);
      return {
        total,
        users: users.map((user) => ({
          id: user.id,
          email: user.email,
          fullName: user.fullName,
          role: user.role,
          createdAt: user.createdAt.toISOString(),
        })),
      };
    },
  );

  fastify.put(
    '/users/:id/role',
    {
      bodyLimit: BODY_LIMITS.default,
      config: { rateLimit: RATE_LIMITS.adminWrites },
      schema: {
        summary: "Changes a user's role in Keycloak and mirrors it in the profile.",
        description:
          'Adds the new realm role, then removes any other platform role. The user sees it in their next access token.',
        security: bearerAuth,
        params: UserIdParams,
        body: ChangeRoleBody,
        response: {
          200: ProfileResponse,
          ...signedInWriteErrors(404, 502),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const { role } = request.body;
      if (id === identityOf(request).id) return send(reply, 403, ADMIN_MESSAGES.ownRole);

      let profile: UserProfile;
      try {
        profile = await fastify.profiles.changeRole(id, role, request.log);
      } catch (error) {
        if (error instanceof UserNotFound) return send(reply, 404, ADMIN_MESSAGES.noSuchUser(id));
        if (!(error instanceof KeycloakAdminError)) throw error;
        if (error.status === 404) return send(reply, 404, ADMIN_MESSAGES.noSuchUser(id));
        request.log.error({ err: error }, 'Keycloak did not change the role');
        return send(reply, 502, ADMIN_MESSAGES.keycloakFailed);
      }
      return toProfileResponse(profile);
    },
  );
  done();
};

export { MAX_OFFSET } from '@atelier/api-contract';
