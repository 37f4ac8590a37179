import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { identityOf, type Identity } from '../../platform/authentication';
import { KeycloakAdminError } from '../../platform/keycloak-admin';
import type { UserProfile, UserProfilesRepository } from './repository';
import { BODY_LIMITS } from '../../platform/json-body';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { fullNameFromToken, normaliseFullName } from './profile-fields';
import { ROLES, type Role } from '../../platform/roles';
import { StringEnum, bearerAuth } from '../../platform/schemas';
import { errorResponses, type ErrorResponse } from '../../platform/errors';
import { ProfileResponse, toProfileResponse } from './profile-response';

/** Texts of this area's refusals (tests import them). */
export const ME_MESSAGES = {
  noEmail: 'Your account has no email address, so no profile can be created for it.',
  adminRole: 'The admin role cannot be chosen; an administrator grants it.',
  roleTaken: (current: Role) =>
    `Your role is already ${current}. A role is chosen once; an administrator can change it.`,
  keycloakFailed:
    'Your role could not be saved because the identity provider did not respond. Please try again.',
} as const;

export const UpdateProfileBody = Type.Object(
  { fullName: Type.String({ maxLength: 1000, description: '1 to 100 characters once trimmed.' }) },
  { additionalProperties: false },
);

export const ChooseRoleBody = Type.Object(
  {
    role: StringEnum(ROLES, {
      description: 'freelancer, client or supplier; admin is refused with 403.',
    }),
  },
  { additionalProperties: false },
);

function send(reply: FastifyReply, statusCode: 400 | 403 | 409 | 502, message: string) {
  const error = { 400: 'Bad Request', 403: 'Forbidden', 409: 'Conflict', 502: 'Bad Gateway' }[
    statusCode
  ];
  const body: ErrorResponse = { error, message };
  return reply.code(statusCode).send(body);
}

/**
 * The caller's profile, created on first sight from the token. A role Keycloak holds but the
 * profile lacks (demo accounts, a role given in Keycloak's console) is mirrored; an existing
 * profile role is never overwritten from a token, which may predate an admin's change.
 */
async function profileOf(
  profiles: UserProfilesRepository,
  identity: Identity,
): Promise<UserProfile | undefined> {
  const profile = await profiles.findById(identity.id);
  if (profile === undefined) {
    if (identity.email === undefined) return undefined;
    return profiles.findOrCreate({
      id: identity.id,
      email: identity.email,
      fullName: fullNameFromToken(identity.fullName),
      role: identity.role,
    });
  }
  if (profile.role === null && identity.role !== null) {
    return (await profiles.setRole(profile.id, identity.role)) ?? profile;
  }
  return profile;
}

type RoleOutcome = { profile: UserProfile } | { conflict: Role };

/**
 * Chooses the caller's role without holding a database connection while Keycloak answers (on
 * PGlite the only one): the profile row is claimed first with a conditional update (a second,
 * different choice then finds the first and gets a conflict without calling Keycloak), Keycloak
 * is called outside any transaction, and a failure there releases the claim. Repeating a choice
 * is safe: a claim whose Keycloak call never finished (a crash in between) is completed by the
 * same choice again, and adding a role Keycloak already holds changes nothing.
 */
async function chooseRole(
  fastify: FastifyInstance,
  identity: Identity,
  role: Role,
): Promise<RoleOutcome> {
  const { userProfiles: profiles, keycloakAdmin } = fastify;
  const profile = await profiles.findById(identity.id);
  const current = profile?.role ?? identity.role;
  if (current !== null && current !== role) return { conflict: current };
  const claimed = await profiles.claimRole(identity.id, role);
  if (claimed === undefined) return { conflict: await currentRole(profiles, identity) };
  if (identity.role === role) return { profile: claimed };
  if (claimed.previousRole === role) {
    // Chosen before (the token predates it), or the earlier call to Keycloak was cut off.
    if (!(await keycloakAdmin.platformRolesOf(identity.id)).includes(role)) {
      await keycloakAdmin.assignRealmRole(identity.id, role);
    }
    return { profile: claimed };
  }
  try {
    await keycloakAdmin.assignRealmRole(identity.id, role);
  } catch (error) {
    await profiles.releaseRole(identity.id, role);
    throw error;
  }
  return { profile: claimed };
}

/** The role that won against this caller's choice. */
async function currentRole(profiles: UserProfilesRepository, identity: Identity): Promise<Role> {
  const profile = await profiles.findById(identity.id);
  const role = profile?.role ?? identity.role;
  if (role === null) throw new Error(`profile ${identity.id} has no role after a conflict`);
  return role;
}

/** The signed-in user's own profile and role: `/api/me`. */
export const meRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '',
    {
      schema: {
        summary: "The signed-in user's profile, created on first sight.",
        security: bearerAuth,
        response: { 200: ProfileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const profile = await profileOf(fastify.userProfiles, identityOf(request));
      if (profile === undefined) return send(reply, 403, ME_MESSAGES.noEmail);
      return toProfileResponse(profile);
    },
  );

  fastify.patch(
    '',
    {
      bodyLimit: BODY_LIMITS.profile,
      config: { rateLimit: RATE_LIMITS.ownWrites },
      schema: {
        summary: "Updates the signed-in user's profile fields.",
        security: bearerAuth,
        body: UpdateProfileBody,
        response: { 200: ProfileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const fullName = normaliseFullName(request.body.fullName);
      if (!fullName.ok) return send(reply, 400, fullName.message);
      const identity = identityOf(request);
      const profile = await profileOf(fastify.userProfiles, identity);
      if (profile === undefined) return send(reply, 403, ME_MESSAGES.noEmail);
      const updated = await fastify.userProfiles.updateFullName(identity.id, fullName.value);
      return toProfileResponse(updated ?? profile);
    },
  );

  fastify.post(
    '/role',
    {
      bodyLimit: BODY_LIMITS.default,
      config: { rateLimit: RATE_LIMITS.ownWrites },
      schema: {
        summary: 'Chooses the signed-in user’s role, once, after sign-up.',
        description:
          'Assigns the realm role in Keycloak and mirrors it in the profile. The same role again answers 200; another role when one is set answers 409; admin answers 403; Keycloak failing answers 502 and changes nothing. Refresh the access token afterwards to see the role in it.',
        security: bearerAuth,
        body: ChooseRoleBody,
        response: { 200: ProfileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { role } = request.body;
      if (role === 'admin') return send(reply, 403, ME_MESSAGES.adminRole);
      const identity = identityOf(request);
      if ((await profileOf(fastify.userProfiles, identity)) === undefined) {
        return send(reply, 403, ME_MESSAGES.noEmail);
      }

      let outcome: RoleOutcome;
      try {
        outcome = await chooseRole(fastify, identity, role);
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
