import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf } from '../../platform/authentication';
import { KeycloakAdminError } from '../../platform/keycloak-admin';
import { BODY_LIMITS } from '../../platform/json-body';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { ROLES } from '../../platform/roles';
import { Nullable, RoleSchema, StringEnum, Timestamp, bearerAuth } from '../../platform/schemas';
import { errorResponses, sendError as send } from '../../platform/errors';
import { ADMIN_MESSAGES } from './messages';
import type { UserProfile } from './repository';
import { UserNotFound } from './service';
import { ProfileResponse, toProfileResponse } from './profile-response';

/** What the admin dashboard lists per user: what exists today (subscriptions come with billing). */
export const AdminUser = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    fullName: Nullable(Type.String()),
    role: Nullable(RoleSchema),
    createdAt: Timestamp,
  },
  { additionalProperties: false },
);

/** The furthest a page may start: far beyond any user count this dashboard will list. */
export const MAX_OFFSET = 1_000_000;

export const AdminUsersQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
    // Bounded: past PostgreSQL's bigint an OFFSET fails (500), and no page is that far.
    offset: Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 }),
  },
  { additionalProperties: false },
);

export const AdminUsersResponse = Type.Object(
  {
    users: Type.Array(AdminUser),
    total: Type.Integer({ description: 'Every profile, for paging.' }),
  },
  { additionalProperties: false },
);

export const UserIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const ChangeRoleBody = Type.Object(
  { role: StringEnum(ROLES) },
  { additionalProperties: false },
);

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
        response: { 200: AdminUsersResponse, ...errorResponses },
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
        response: { 200: ProfileResponse, ...errorResponses },
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
