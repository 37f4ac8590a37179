import {
  MyPublicProfile,
  PortfolioSettingsBody,
  SavePublicProfileBody,
  UsernameAvailability,
  UsernameParams,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { identityOf } from '../../platform/authentication';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { KIB } from '../../platform/json-body';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import type { ImagesPort } from './images-port';
import { ME_MESSAGES, PUBLIC_PROFILE_MESSAGES } from './messages';
import { toMyPublicProfile } from './public-profile-response';

/** Manage Profile: texts up to 5000 characters and lists of 30 entries. */
export const PUBLIC_PROFILE_BODY_LIMIT = 48 * KIB;

/** The caller's public profile (Manage Profile) and the live username check: `/api`. */
export const publicProfileRoutes: FastifyPluginCallbackTypebox<{ images: ImagesPort }> = (
  fastify,
  { images },
  done,
) => {
  const { publicProfiles } = fastify;

  /** Freelancers and suppliers have a public profile; anyone else is refused. */
  function profileRoleOf(request: FastifyRequest): 'freelancer' | 'supplier' | undefined {
    const { role } = identityOf(request);
    return role === 'freelancer' || role === 'supplier' ? role : undefined;
  }

  async function answerMine(request: FastifyRequest, reply: FastifyReply) {
    const { row, user } = await publicProfiles.mine(identityOf(request).id);
    if (user === undefined) return send(reply, 403, ME_MESSAGES.noEmail);
    return toMyPublicProfile(row, user, images);
  }

  fastify.get(
    '/me/public-profile',
    {
      onRequest: fastify.authenticate,
      schema: {
        summary: "The caller's public profile as Manage Profile edits it.",
        description: 'Before the first save: the account name and the defaults, `saved: false`.',
        security: bearerAuth,
        response: { 200: MyPublicProfile, ...signedInErrors() },
      },
    },
    async (request, reply) => {
      if (profileRoleOf(request) === undefined) {
        return send(reply, 403, PUBLIC_PROFILE_MESSAGES.role);
      }
      await fastify.profiles.profileOf(identityOf(request));
      return answerMine(request, reply);
    },
  );

  fastify.put(
    '/me/public-profile',
    {
      onRequest: fastify.authenticate,
      bodyLimit: PUBLIC_PROFILE_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: "Saves the caller's whole public profile (Manage Profile's Save All Changes).",
        description:
          "400 with the first failing rule in the screen's order (username, Basic Information, Areas of Expertise, Social Links & Contact, then the photo); 409 when the username was taken meanwhile.",
        security: bearerAuth,
        body: SavePublicProfileBody,
        response: {
          200: MyPublicProfile,
          ...signedInWriteErrors(409),
        },
      },
    },
    async (request, reply) => {
      const role = profileRoleOf(request);
      if (role === undefined) return send(reply, 403, PUBLIC_PROFILE_MESSAGES.role);
      const identity = identityOf(request);
      if ((await fastify.profiles.profileOf(identity)) === undefined) {
        return send(reply, 403, ME_MESSAGES.noEmail);
      }
      const outcome = await publicProfiles.save(identity.id, role, request.body);
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('conflict' in outcome) return send(reply, 409, outcome.conflict);
      if ('noProfile' in outcome) return send(reply, 403, ME_MESSAGES.noEmail);
      return answerMine(request, reply);
    },
  );

  fastify.patch(
    '/me/public-profile/settings',
    {
      onRequest: fastify.authenticate,
      config: OWN_WRITES,
      schema: {
        summary: "The portfolio's settings toggles: isPublic, showContactInfo, allowDownloads.",
        description: '404 before the profile is first saved in Manage Profile.',
        security: bearerAuth,
        body: PortfolioSettingsBody,
        response: {
          200: MyPublicProfile,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      if (profileRoleOf(request) === undefined) {
        return send(reply, 403, PUBLIC_PROFILE_MESSAGES.role);
      }
      const changed = await publicProfiles.saveSettings(identityOf(request).id, request.body);
      if (!changed) return send(reply, 404, PUBLIC_PROFILE_MESSAGES.notFound);
      return answerMine(request, reply);
    },
  );

  fastify.get(
    '/usernames/:username',
    {
      onRequest: fastify.authenticate,
      schema: {
        summary: 'Whether a username is free for the caller (Manage Profile checks it live).',
        description: "Case-insensitive; the caller's own username counts as available.",
        security: bearerAuth,
        params: UsernameParams,
        response: { 200: UsernameAvailability, ...signedInErrors(400) },
      },
    },
    (request) => publicProfiles.availability(request.params.username, identityOf(request).id),
  );
  done();
};
