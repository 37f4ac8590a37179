/**
 * Reviews from verified buyers (issue 20), under the catalogue's product paths: the product
 * page's list (public, newest first, paged), the caller's own review, writing it (a buyer with a
 * paid purchase, once, editable) and the seller's one reply.
 */
import {
  MyReview,
  PageQuery,
  ProductIdParams,
  Review,
  ReviewBody,
  ReviewPage,
  ReviewReplyBody,
} from '@atelier/api-contract';
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { REVIEW_MESSAGES, SALES_MESSAGES } from './messages';
import { nameOf } from './purchase-routes';
import type { ReviewOutcome, SalesService } from './service';

const ReplyParams = Type.Object(
  { id: Type.String({ format: 'uuid' }), reviewId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

function sendOutcome(reply: FastifyReply, outcome: ReviewOutcome<Review>) {
  if ('ok' in outcome) return reply.send(outcome.ok);
  switch (outcome.refused) {
    case 'notFound':
      return send(reply, 404, SALES_MESSAGES.productNotFound);
    case 'notBuyer':
      return send(reply, 403, REVIEW_MESSAGES.notBuyer);
    case 'notSeller':
      return send(reply, 403, REVIEW_MESSAGES.notSeller);
    case 'alreadyReplied':
      return send(reply, 409, REVIEW_MESSAGES.alreadyReplied);
  }
}

export const reviewRoutes: FastifyPluginCallbackTypebox<{ sales: SalesService }> = (
  fastify,
  { sales },
  done,
) => {
  const { signedIn, optionalSignIn } = routeGuards(fastify);

  fastify.get(
    '/:id/reviews',
    {
      onRequest: optionalSignIn, // an owner also sees their unpublished product's reviews
      schema: {
        summary: "A product's reviews, newest first, 5 a page, with its rating and count.",
        params: ProductIdParams,
        querystring: PageQuery,
        response: { 200: ReviewPage, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await sales.reviewPage(
        request.params.id,
        request.query.page,
        request.identity?.id ?? null,
      );
      if (page === undefined) return send(reply, 404, SALES_MESSAGES.productNotFound);
      return page;
    },
  );

  fastify.get(
    '/:id/reviews/mine',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Whether the caller may review the product (a paid purchase), and their review.',
        security: bearerAuth,
        params: ProductIdParams,
        response: { 200: MyReview, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const mine = await sales.myReview(request.params.id, identityOf(request).id);
      if (mine === undefined) return send(reply, 404, SALES_MESSAGES.productNotFound);
      return mine;
    },
  );

  fastify.put(
    '/:id/reviews/mine',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: "Writes or edits the caller's review (1 to 5 stars, up to 1,000 characters).",
        description:
          'Only a buyer with a paid purchase of the product (403 otherwise); a product the caller may not see is 404. The product’s rating and review count change with it.',
        security: bearerAuth,
        params: ProductIdParams,
        body: ReviewBody,
        response: {
          200: Review,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await sales.putMyReview(
          request.params.id,
          { id: identityOf(request).id, name: await nameOf(fastify, request) },
          request.body,
        ),
      ),
  );

  fastify.put(
    '/:id/reviews/:reviewId/reply',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: "The seller's reply to a review of their product (once: 409 the second time).",
        security: bearerAuth,
        params: ReplyParams,
        body: ReviewReplyBody,
        response: {
          200: Review,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const comment = request.body.comment.trim();
      if (comment === '') return send(reply, 400, REVIEW_MESSAGES.emptyReply);
      return sendOutcome(
        reply,
        await sales.reply(
          request.params.id,
          request.params.reviewId,
          identityOf(request).id,
          comment,
        ),
      );
    },
  );
  done();
};
