/**
 * `POST /api/stripe/webhook`: Stripe's event deliveries (and the sandbox's). The signature covers
 * the exact bytes sent, so this context parses JSON bodies as a raw Buffer; the SDK verifies it
 * and parses the event. Each event is recorded in processed_stripe_events in the same transaction
 * as its effect: a redelivery finds it and changes nothing, and a crash before the commit leaves
 * nothing behind, so Stripe's redelivery applies it whole.
 */
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { StringEnum } from '../schemas/common';
import { errorResponses, type ErrorResponse } from '../schemas/error';
import { applyStripeEvent } from '../payments/webhook-events';
import { BODY_LIMITS } from '../plugins/app/json-body';

export const WEBHOOK_MESSAGES = {
  missingSignature: 'The Stripe-Signature header and a JSON body are required.',
  badSignature: 'The Stripe signature does not match this endpoint’s signing secret.',
} as const;

export const WebhookResponse = Type.Object(
  {
    received: Type.Literal(true),
    result: StringEnum(['applied', 'ignored', 'duplicate'] as const, {
      description:
        'applied: stored; ignored: not an event this service acts on, or older than the stored state; duplicate: already processed.',
    }),
  },
  { additionalProperties: false },
);

export const stripeWebhookRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { billing, config, db } = fastify;
  // This plugin's context only: other routes keep fastify's JSON parser.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMITS.stripeEvent },
    (_request, body, done) => {
      done(null, body);
    },
  );

  fastify.post(
    '/webhook',
    {
      schema: {
        summary: 'Stripe webhook endpoint (signed event deliveries).',
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String()) }),
        response: { 200: WebhookResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const raw: unknown = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) {
        const body: ErrorResponse = {
          error: 'Bad Request',
          message: WEBHOOK_MESSAGES.missingSignature,
        };
        return reply.code(400).send(body);
      }
      let event;
      try {
        event = fastify.stripe.webhooks.constructEvent(raw, signature, config.stripeWebhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook signature rejected');
        const body: ErrorResponse = {
          error: 'Bad Request',
          message: WEBHOOK_MESSAGES.badSignature,
        };
        return reply.code(400).send(body);
      }
      const result = await db.transaction(async (tx) => {
        if (!(await billing.markEventProcessed(tx, event.id, event.type))) {
          return 'duplicate' as const;
        }
        return applyStripeEvent(billing, tx, event);
      });
      request.log.info({ eventId: event.id, type: event.type, result }, 'Stripe event');
      return { received: true as const, result };
    },
  );
  done();
};
