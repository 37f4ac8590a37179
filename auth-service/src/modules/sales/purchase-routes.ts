/**
 * Buying a product and the buyer's Purchases (issue 20): the product page's state, checkout,
 * the purchases and their downloads. Any signed-in role may buy.
 */
import {
  ProductCheckout,
  ProductIdParams,
  ProductPurchaseState,
  Purchase,
  PurchaseIdParams,
  Purchases,
} from '@atelier/api-contract';
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { callerNameOf } from '../profiles/display-name';
import { SALES_MESSAGES } from './messages';
import type { SalesService } from './service';

const FileParams = Type.Object(
  {
    purchaseId: Type.String({ format: 'uuid' }),
    fileKey: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

/** The caller as a purchase and a review name them. */
export const nameOf = (fastify: FastifyInstance, request: FastifyRequest) =>
  callerNameOf(fastify.profiles, identityOf(request));

export const purchaseRoutes: FastifyPluginCallbackTypebox<{ sales: SalesService }> = (
  fastify,
  { sales },
  done,
) => {
  const { signedIn } = routeGuards(fastify);

  fastify.get(
    '/sales/products/:id/state',
    {
      onRequest: signedIn,
      schema: {
        summary: 'What the product page offers the caller: Buy Now, owned, or not taking orders.',
        security: bearerAuth,
        params: ProductIdParams,
        response: { 200: ProductPurchaseState, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const state = await sales.stateOf(request.params.id, identityOf(request).id);
      if (state === undefined) return send(reply, 404, SALES_MESSAGES.productNotFound);
      return state;
    },
  );

  fastify.post(
    '/sales/products/:id/checkout',
    {
      onRequest: signedIn,
      config: { rateLimit: RATE_LIMITS.billingWrites },
      schema: {
        summary:
          'Starts buying a product: a pending purchase, and Stripe Checkout on the seller’s account.',
        description:
          'A direct charge on the seller’s connected account for the current price, no application fee. 403 own product; 404 draft, private or unknown; 409 already owned (a paid purchase) or the seller is not taking orders; 503 payments off.',
        security: bearerAuth,
        params: ProductIdParams,
        response: {
          201: ProductCheckout,
          ...signedInWriteErrors(404, 409, 502),
        },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      let outcome;
      try {
        outcome = await sales.checkout(request.params.id, {
          id: identity.id,
          name: await nameOf(fastify, request),
          email: identity.email,
        });
      } catch (error) {
        request.log.error({ err: error }, 'Product checkout failed at the provider');
        return send(reply, 502, SALES_MESSAGES.providerFailed);
      }
      if ('checkout' in outcome) return reply.code(201).send(outcome.checkout);
      if ('alreadyOwned' in outcome) return send(reply, 409, SALES_MESSAGES.alreadyOwned);
      switch (outcome.refused) {
        case 'notFound':
          return send(reply, 404, SALES_MESSAGES.productNotFound);
        case 'ownProduct':
          return send(reply, 403, SALES_MESSAGES.ownProduct);
        case 'disputed':
          return send(reply, 409, SALES_MESSAGES.purchaseDisputed);
        case 'notTakingOrders':
          return send(reply, 409, SALES_MESSAGES.notTakingOrders);
        case 'paymentsOff':
          return send(reply, 503, SALES_MESSAGES.paymentsOff);
        case 'providerFailed':
          return send(reply, 502, SALES_MESSAGES.providerFailed);
      }
    },
  );

  fastify.get(
    '/purchases',
    {
      onRequest: signedIn,
      schema: {
        summary: "The caller's purchases (paid, refunded, disputed), newest first.",
        security: bearerAuth,
        response: { 200: Purchases, ...signedInErrors() },
      },
    },
    async (request) => ({ purchases: await sales.purchasesOf(identityOf(request).id) }),
  );

  fastify.get(
    '/purchases/:purchaseId',
    {
      onRequest: signedIn,
      schema: {
        summary: "One of the caller's purchases, in any status (checkout's return page polls it).",
        security: bearerAuth,
        params: PurchaseIdParams,
        response: { 200: Purchase, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const purchase = await sales.purchaseOf(identityOf(request).id, request.params.purchaseId);
      if (purchase === undefined) return send(reply, 404, SALES_MESSAGES.purchaseNotFound);
      return purchase;
    },
  );

  fastify.get(
    '/purchases/:purchaseId/files/:fileKey',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Downloads a bought file: records the download, redirects to a 60-second link.',
        description: "404 unless the purchase is the caller's, paid, and sold this file.",
        security: bearerAuth,
        params: FileParams,
        response: {
          302: Type.Null({ description: 'Location: the link.' }),
          ...signedInErrors(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { purchaseId, fileKey } = request.params;
      const link = await sales.download(identityOf(request).id, purchaseId, fileKey);
      if (link === undefined) return send(reply, 404, SALES_MESSAGES.fileNotFound);
      return reply.header('cache-control', 'no-store').redirect(link, 302);
    },
  );
  done();
};
