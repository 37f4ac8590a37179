/**
 * The routes of quotes from a style and of the confidential style's NDA (issue 39,
 * api-contract's plm-quotes.ts).
 */
import {
  ConfidentialBody,
  PLM_MESSAGES,
  PLM_QUOTE_MESSAGES,
  QuoteRequestBody,
  QuoteRequestCreated,
  RevisionParams,
  Style,
  StyleAccessLog,
  StyleContentRefusal,
  StyleIdParams,
  StyleNda,
  StyleQuoteRequests,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { identityOf, routeGuards } from '../../../platform/authentication';
import {
  ErrorResponse,
  sendError,
  signedInErrors,
  signedInWriteErrors,
} from '../../../platform/errors';
import { OWN_WRITES } from '../../../platform/rate-limit';
import { bearerAuth } from '../../../platform/schemas';
import type { ImagesPort } from '../../profiles/images-port';
import { callerOfRequest } from '../caller';
import { toStyle } from '../responses';
import { answerRefusal } from '../routes';
import type { PlmService } from '../service';
import type { QuotesService } from './service';

export interface PlmQuoteRoutesOptions {
  plm: PlmService;
  quotes: QuotesService;
  images: ImagesPort;
}

export const plmQuoteRoutes: FastifyPluginCallbackTypebox<PlmQuoteRoutesOptions> = (
  fastify,
  { plm, quotes, images },
  done,
) => {
  const { signedIn } = routeGuards(fastify);
  const callerOf = (request: FastifyRequest) => callerOfRequest(fastify, plm, request);

  fastify.post(
    '/plm/styles/:styleId/revisions/:revision/quote-requests',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary:
          "'Request quotes': a draft supplier request prefilled from an approved revision, its tech pack PDF attached.",
        description:
          "The style's owner side, a brand (403 with the reason to others); 409 when the revision is not approved. The request is linked to the style: an accepted quote's unit price becomes its FOB price.",
        security: bearerAuth,
        params: RevisionParams,
        body: QuoteRequestBody,
        response: {
          201: QuoteRequestCreated,
          ...signedInWriteErrors(403, 404),
          400: StyleContentRefusal,
          409: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { styleId, revision } = request.params;
      const outcome = await quotes.requestQuotes(
        caller,
        identityOf(request).role,
        styleId,
        revision,
        request.body,
      );
      if (!outcome.ok) {
        switch (outcome.kind) {
          case 'not-approved':
            return sendError(reply, 409, PLM_QUOTE_MESSAGES.notApproved);
          case 'images-unavailable':
            return sendError(reply, 503, PLM_MESSAGES.imagesUnavailable);
          default:
            return answerRefusal(reply, outcome);
        }
      }
      return reply.code(201).send({ requestId: outcome.value });
    },
  );

  fastify.get(
    '/plm/styles/:styleId/quote-requests',
    {
      onRequest: signedIn,
      schema: {
        summary: 'The supplier requests made from a style, newest first.',
        description: "The style's owner side (403 to collaborators).",
        security: bearerAuth,
        params: StyleIdParams,
        response: { 200: StyleQuoteRequests, ...signedInErrors(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await quotes.quoteRequests(await callerOf(request), request.params.styleId);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return { items: outcome.value };
    },
  );

  fastify.put(
    '/plm/styles/:styleId/confidential',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Makes a style confidential (reviewers open it after its NDA), or not.',
        description: "The style's owner side (403 to collaborators).",
        security: bearerAuth,
        params: StyleIdParams,
        body: ConfidentialBody,
        response: { 200: Style, ...signedInWriteErrors(403, 404) },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { styleId } = request.params;
      const outcome = await quotes.setConfidential(caller, styleId, request.body.confidential);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      const owner = await plm.ownerOf(outcome.value, caller);
      return toStyle(outcome.value, owner, caller, plm, images, await quotes.quotedFob(styleId));
    },
  );

  fastify.get(
    '/plm/styles/:styleId/nda',
    {
      onRequest: signedIn,
      schema: {
        summary: "A style's NDA and whether the caller accepted it.",
        description:
          'Anyone the style is shared with (a confidential one before its NDA too); 404 to others.',
        security: bearerAuth,
        params: StyleIdParams,
        response: { 200: StyleNda, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await quotes.nda(await callerOf(request), request.params.styleId);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return outcome.value;
    },
  );

  fastify.post(
    '/plm/styles/:styleId/nda',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: "A reviewer accepts a confidential style's NDA: the style opens to them.",
        description:
          'Recorded once with the NDA’s version, in the style’s access log. Accepting again changes nothing.',
        security: bearerAuth,
        params: StyleIdParams,
        response: { 200: StyleNda, ...signedInWriteErrors(404) },
      },
    },
    async (request, reply) => {
      const outcome = await quotes.acceptNda(await callerOf(request), request.params.styleId);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return outcome.value;
    },
  );

  fastify.get(
    '/plm/styles/:styleId/access-log',
    {
      onRequest: signedIn,
      schema: {
        summary:
          "Who accepted a confidential style's NDA, opened it or downloaded it, and when, newest first.",
        description: "The style's owner side (403 to collaborators).",
        security: bearerAuth,
        params: StyleIdParams,
        response: { 200: StyleAccessLog, ...signedInErrors(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await quotes.accessLog(await callerOf(request), request.params.styleId);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return { items: outcome.value };
    },
  );

  done();
};
