/**
 * The order's routes (issue 22; paths in api-contract/src/orders.ts). An order is its buyer's and
 * its seller's: anyone else gets 404, for the order and its files alike (the query decides). A
 * party taking the other party's move gets 403; a move the order's state refuses, 409 with why.
 */
import {
  CancelLateOrderBody,
  DeliverOrderBody,
  OrderIdParams,
  ProposeCancellationBody,
  RequestRevisionBody,
  SellerOrderList,
  SellerOrderSummary,
  SellerOrdersQuery,
  ServiceOrder,
  SubmitRequirementsBody,
  type OrderMove,
} from '@atelier/api-contract';
import {
  Type,
  type FastifyPluginCallbackTypebox,
  type TSchema,
} from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { ORDER_MESSAGES, REFUSALS, WRONG_PARTY } from './messages';
import type { MoveInput, MoveOutcome, OrdersService } from './service';

const FileParams = Type.Object(
  {
    orderId: Type.String({ format: 'uuid' }),
    fileId: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  },
  { additionalProperties: false },
);

/** The answer to a move: the moved order, or why not. */
function answer(reply: FastifyReply, outcome: MoveOutcome) {
  if ('ok' in outcome) return outcome.ok;
  switch (outcome.refused) {
    case 'notFound':
      return send(reply, 404, ORDER_MESSAGES.notFound);
    case 'badFile':
      return send(reply, 400, ORDER_MESSAGES.badFile);
    case 'wrongParty':
      return send(reply, 403, WRONG_PARTY[outcome.move]);
    default:
      return send(reply, 409, REFUSALS[outcome.refused](outcome.move));
  }
}

export const orderRoutes: FastifyPluginCallbackTypebox<{ orders: OrdersService }> = (
  fastify,
  { orders },
  done,
) => {
  const { signedIn } = routeGuards(fastify);
  const moveResponses = {
    200: ServiceOrder,
    // `answer`: 400 a file that is not the caller's, 403 the other party's move, 404 not a
    // party, 409 a move the order's state refuses.
    ...signedInWriteErrors(400, 403, 404, 409),
  };

  fastify.get(
    '/selling',
    {
      onRequest: signedIn,
      schema: {
        summary: "The caller's orders as a seller: active first (earliest due), then ended.",
        security: bearerAuth,
        querystring: SellerOrdersQuery,
        response: { 200: SellerOrderList, ...signedInErrors(400) },
      },
    },
    async (request) =>
      orders.sellerList(identityOf(request).id, request.query.status, request.query.page, {
        late: request.query.late === true,
      }),
  );

  fastify.get(
    '/selling/summary',
    {
      onRequest: signedIn,
      schema: {
        summary: "The dashboard's order figures: completed orders, pendingPayments, late ones.",
        security: bearerAuth,
        response: { 200: SellerOrderSummary, ...signedInErrors() },
      },
    },
    async (request) => orders.sellerSummary(identityOf(request).id),
  );

  fastify.get(
    '/:orderId',
    {
      onRequest: signedIn,
      schema: {
        summary: 'One order, for its buyer or its seller: terms, timeline, the moves open now.',
        description: '404 to anyone else.',
        security: bearerAuth,
        params: OrderIdParams,
        response: { 200: ServiceOrder, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const order = await orders.view(request.params.orderId, identityOf(request).id);
      return order ?? send(reply, 404, ORDER_MESSAGES.notFound);
    },
  );

  fastify.get(
    '/:orderId/files/:fileId',
    {
      onRequest: signedIn,
      schema: {
        summary: "Downloads a requirement attachment or a delivery's file: a 60-second link.",
        description: "404 unless the caller is the order's buyer or seller and the order holds it.",
        security: bearerAuth,
        params: FileParams,
        response: {
          302: Type.Null({ description: 'Location: the link.' }),
          ...signedInErrors(400, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { orderId, fileId } = request.params;
      const link = await orders.download(orderId, fileId, identityOf(request).id);
      if (link === undefined) return send(reply, 404, ORDER_MESSAGES.fileNotFound);
      return reply.header('cache-control', 'no-store').redirect(link, 302);
    },
  );

  /** One route per move; `inputOf` turns its body into the move's input. */
  function moveRoute(
    path: string,
    move: OrderMove,
    summary: string,
    body: TSchema | undefined,
    inputOf: (body: never) => MoveInput,
  ) {
    fastify.post(
      `/:orderId${path}`,
      {
        onRequest: signedIn,
        config: OWN_WRITES,
        schema: {
          summary,
          description: `Move \`${move}\`. 404 unless a party; 403 the other party's move; 409 refused in the order's state (the message says why).`,
          security: bearerAuth,
          params: OrderIdParams,
          ...(body !== undefined && { body }),
          response: moveResponses,
        },
      },
      async (request, reply) => {
        const outcome = await orders.move(
          request.params.orderId,
          { id: identityOf(request).id },
          inputOf(request.body as never),
        );
        return answer(reply, outcome);
      },
    );
  }

  moveRoute(
    '/requirements',
    'submit-requirements',
    'Buyer: answers the requirements (with attachments); the order starts and its due date is set.',
    SubmitRequirementsBody,
    (body: SubmitRequirementsBody) => ({
      move: 'submit-requirements',
      answers: body.answers,
      files: body.files,
    }),
  );
  moveRoute(
    '/deliveries',
    'deliver',
    'Seller: delivers (a message and files).',
    DeliverOrderBody,
    (body: DeliverOrderBody) => ({ move: 'deliver', message: body.message, files: body.files }),
  );
  moveRoute(
    '/revision-requests',
    'request-revision',
    'Buyer: asks for a revision of the delivery, with a reason (while revisions remain).',
    RequestRevisionBody,
    (body: RequestRevisionBody) => ({ move: 'request-revision', reason: body.reason }),
  );
  moveRoute(
    '/acceptance',
    'accept',
    'Buyer: accepts the delivery; the order is completed.',
    undefined,
    () => ({
      move: 'accept',
    }),
  );
  moveRoute(
    '/cancellation-proposal',
    'propose-cancellation',
    'Either party: proposes to cancel the order (refunded in full once the other accepts).',
    ProposeCancellationBody,
    (body: ProposeCancellationBody) => ({ move: 'propose-cancellation', reason: body.reason }),
  );
  moveRoute(
    '/cancellation-proposal/acceptance',
    'accept-cancellation',
    'The other party: accepts the proposed cancellation; the order is cancelled and refunded.',
    undefined,
    () => ({ move: 'accept-cancellation' }),
  );
  moveRoute(
    '/cancellation-proposal/withdrawal',
    'withdraw-cancellation',
    'The proposer: withdraws the proposed cancellation.',
    undefined,
    () => ({ move: 'withdraw-cancellation' }),
  );
  moveRoute(
    '/cancellation-proposal/refusal',
    'decline-cancellation',
    'The other party: declines the proposed cancellation.',
    undefined,
    () => ({ move: 'decline-cancellation' }),
  );
  moveRoute(
    '/late-cancellation',
    'cancel-late',
    'Buyer: cancels a late order (past due, not delivered); it is refunded in full.',
    CancelLateOrderBody,
    (body: CancelLateOrderBody) => ({ move: 'cancel-late', reason: body.reason }),
  );
  done();
};
