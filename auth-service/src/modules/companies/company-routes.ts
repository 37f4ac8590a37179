/** A client's company and its team: `/api/companies`. */
import {
  AcceptedInvitation,
  Company,
  CompanyIdParams,
  CompanyProfileBody,
  InvitationIdParams,
  InvitationLinkQuery,
  InviteMemberBody,
  MemberIdParams,
  MyCompany,
  PendingInvitation,
  Team,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import {
  errorResponses,
  sendError,
  signedInErrors,
  signedInWriteErrors,
} from '../../platform/errors';
import { KeycloakAdminError } from '../../platform/keycloak-admin';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { COMPANY_MESSAGES, TEAM_MESSAGES } from './messages';
import { answer } from './reply';

const IDENTITY_PROVIDER_DOWN =
  'The sign-in service did not answer, so you could not join the company yet. Please try again.';

export const companyRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { companies, profiles } = fastify;
  const { clientOnly, signedIn } = routeGuards(fastify);

  fastify.get(
    '/mine',
    {
      onRequest: clientOnly,
      schema: {
        summary: "The caller's company (null until its profile is saved) and their role in it.",
        security: bearerAuth,
        response: { 200: MyCompany, ...signedInErrors() },
      },
    },
    (request) => companies.myCompany(identityOf(request).id),
  );

  fastify.put(
    '/mine',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary: "Saves the caller's company profile: created with them as owner, or changed.",
        description:
          'Name required, website an http(s) address (https:// added when left out), logo an image upload of the caller. Only owners change a company (403 for members).',
        security: bearerAuth,
        body: CompanyProfileBody,
        response: {
          200: MyCompany,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      // The team lists members by their profiles: an owner has one from the first save.
      await profiles.profileOf(identityOf(request));
      return answer(
        reply,
        await companies.saveCompany(identityOf(request).id, request.body),
        COMPANY_MESSAGES.notFound,
      );
    },
  );

  fastify.get(
    '/mine/team',
    {
      onRequest: clientOnly,
      schema: {
        summary: "The caller's team: members, and for owners the open invitations.",
        security: bearerAuth,
        response: { 200: Team, ...signedInErrors(400, 404, 409) },
      },
    },
    async (request, reply) =>
      answer(reply, await companies.team(identityOf(request).id), COMPANY_MESSAGES.noCompany),
  );

  fastify.post(
    '/mine/team/invitations',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary: 'Invites an email to the caller’s company (owners only).',
        description:
          'Whoever signs up or signs in with that email joins with the client role (POST /api/companies/invitations/accept).',
        security: bearerAuth,
        body: InviteMemberBody,
        response: {
          201: Team,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await companies.invite(identityOf(request).id, request.body.email),
        COMPANY_MESSAGES.noCompany,
        201,
      ),
  );

  fastify.delete(
    '/mine/team/invitations/:id',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary: 'Withdraws an invitation (owners only).',
        security: bearerAuth,
        params: InvitationIdParams,
        response: {
          200: Team,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await companies.withdrawInvitation(identityOf(request).id, request.params.id),
        TEAM_MESSAGES.invitationNotFound,
      ),
  );

  fastify.delete(
    '/mine/team/members/:userId',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary: 'Removes a member from the caller’s company (owners only; never an owner).',
        description:
          'The client role joining gave the member is taken back in Keycloak first (their next token lacks it); 502 when Keycloak fails, and the member stays.',
        security: bearerAuth,
        params: MemberIdParams,
        response: {
          200: Team,
          ...signedInWriteErrors(404, 409, 502),
        },
      },
    },
    async (request, reply) => {
      try {
        return await answer(
          reply,
          await companies.removeMember(identityOf(request).id, request.params.userId),
          TEAM_MESSAGES.memberNotFound,
        );
      } catch (error) {
        if (!(error instanceof KeycloakAdminError)) throw error;
        request.log.error({ err: error }, 'Keycloak failed while removing a member');
        return sendError(reply, 502, IDENTITY_PROVIDER_DOWN);
      }
    },
  );

  fastify.get(
    '/invitations/pending',
    {
      onRequest: signedIn,
      schema: {
        summary: 'The company that invited the caller’s email, which accepting would join.',
        description:
          'Any signed-in user (a newcomer without a role too): the role screen offers it. With `invitation` (the token of an invitation e-mail’s link), that invitation: 404 when it is used up, withdrawn or forged, 403 when it was sent to another address. Null when no invitation waits, the caller’s address is not verified or they are already in a company.',
        security: bearerAuth,
        querystring: InvitationLinkQuery,
        response: { 200: PendingInvitation, ...signedInErrors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const offer = await companies.pendingInvitation(
        identityOf(request),
        request.query.invitation,
      );
      return answer(
        reply,
        'ok' in offer ? { ok: { company: offer.ok ?? null } } : offer,
        TEAM_MESSAGES.invitationLinkUsed,
      );
    },
  );

  fastify.post(
    '/invitations/accept',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Joins the company that invited the caller’s email, with the client role.',
        description:
          'Any signed-in user with a verified address (a newcomer without a role too). With `invitation` (the token of an invitation e-mail’s link), joins that invitation’s company and uses the link up: 404 when it is used up, withdrawn or forged, 403 when it was sent to another address. Answers the company joined, or null when no invitation waits. Refresh the token afterwards: it then carries the client role.',
        security: bearerAuth,
        querystring: InvitationLinkQuery,
        response: {
          200: AcceptedInvitation,
          ...signedInWriteErrors(404, 409, 502),
        },
      },
    },
    async (request, reply) => {
      try {
        await profiles.profileOf(identityOf(request));
        const joined = await companies.acceptInvitation(
          identityOf(request),
          request.query.invitation,
        );
        return await answer(
          reply,
          'ok' in joined ? { ok: { company: joined.ok ?? null } } : joined,
          TEAM_MESSAGES.invitationLinkUsed,
        );
      } catch (error) {
        if (!(error instanceof KeycloakAdminError)) throw error;
        request.log.error({ err: error }, 'Keycloak failed while joining a company');
        return sendError(reply, 502, IDENTITY_PROVIDER_DOWN);
      }
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        summary: 'A company as anyone sees it (a listing’s brand).',
        params: CompanyIdParams,
        response: { 200: Company, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const company = await companies.publicCompany(request.params.id.toLowerCase());
      return company ?? sendError(reply, 404, COMPANY_MESSAGES.notFound);
    },
  );

  done();
};
