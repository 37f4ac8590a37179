import {
  NewStyleComment,
  PLM_MESSAGES,
  StyleComment,
  StyleCommentList,
  StyleContentRefusal,
  StyleIdParams,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeGuards } from '../../../platform/authentication';
import { sendError, signedInErrors, signedInWriteErrors } from '../../../platform/errors';
import { OWN_WRITES } from '../../../platform/rate-limit';
import { bearerAuth } from '../../../platform/schemas';
import { callerOfRequest } from '../caller';
import type { Outcome, PlmService } from '../service';
import type { CommentsService } from './service';

export interface CommentRoutesOptions {
  plm: PlmService;
  comments: CommentsService;
}

function answerRefusal(reply: FastifyReply, outcome: Outcome<unknown> & { ok: false }) {
  switch (outcome.kind) {
    case 'invalid':
      return reply.code(400).send({
        error: 'Bad Request',
        message: outcome.problems[0]?.message ?? PLM_MESSAGES.notFound,
        problems: outcome.problems,
      });
    case 'forbidden':
      return sendError(reply, 403, outcome.message);
    default:
      // Not found, and anything else a comment cannot meet: the style is not the caller's.
      return sendError(reply, 404, PLM_MESSAGES.notFound);
  }
}

/** Issue 39: a style's comments (`api-contract/src/plm-comments.ts`). */
export const plmCommentRoutes: FastifyPluginCallbackTypebox<CommentRoutesOptions> = (
  fastify,
  { plm, comments },
  done,
) => {
  const { signedIn } = routeGuards(fastify);
  const callerOf = (request: FastifyRequest) => callerOfRequest(fastify, plm, request);

  fastify.get(
    '/plm/styles/:styleId/comments',
    {
      onRequest: signedIn,
      schema: {
        summary: "A style's comments, oldest first, and the people a comment may mention.",
        description:
          "Anyone with access (the owner's side, an editor, a reviewer); 404 to anyone else.",
        security: bearerAuth,
        params: StyleIdParams,
        response: { 200: StyleCommentList, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await comments.list(await callerOf(request), request.params.styleId);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return outcome.value;
    },
  );

  fastify.post(
    '/plm/styles/:styleId/comments',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Comments on a style, or on one BOM row, point of measure or callout of it.',
        description:
          'Mentions of people without access to the style are dropped; each one kept is notified once, in the app and by e-mail (their preferences decide). The style’s open pages hear of it at once.',
        security: bearerAuth,
        params: StyleIdParams,
        body: NewStyleComment,
        response: {
          201: StyleComment,
          ...signedInWriteErrors(404),
          400: StyleContentRefusal,
        },
      },
    },
    async (request, reply) => {
      const outcome = await comments.add(
        await callerOf(request),
        request.params.styleId,
        request.body,
      );
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return reply.code(201).send(outcome.value);
    },
  );

  done();
};
