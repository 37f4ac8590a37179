/**
 * `POST /api/stripe/webhook`: Stripe's event deliveries (and the sandbox's). The signature covers
 * the exact bytes sent, so this context parses JSON bodies as a raw Buffer; the SDK verifies it
 * and parses the event; the billing service applies it once (service.ts).
 */
import { WebhookResponse } from '@atelier/api-contract';
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, sendError as send, BODY_REFUSALS } from '../../platform/errors';
import { checkStripeEvent } from './webhook-events';
import { WEBHOOK_MESSAGES } from './messages';
import { BODY_LIMITS } from '../../platform/json-body';

/** Seconds a signature's timestamp may differ from now, either way (the SDK's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Whether the `t=` of a Stripe-Signature header is within the tolerance of `nowSeconds`. The SDK
 * only refuses timestamps too far in the past; one dated in the future would stay replayable.
 */
export function signatureTimestampIsFresh(header: string, nowSeconds: number): boolean {
  const timestamps = header
    .split(',')
    .map((part) => /^\s*t=(\d{1,12})\s*$/.exec(part)?.[1])
    .filter((value) => value !== undefined);
  return (
    timestamps.length === 1 &&
    Math.abs(Number(timestamps[0]) - nowSeconds) <= SIGNATURE_TOLERANCE_SECONDS
  );
}

export const stripeWebhookRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { billing, paymentsWebhook: webhook } = fastify;
  // Payments off: no endpoint, so nothing is ever verified or applied (404).
  if (webhook === null) {
    done();
    return;
  }
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
        response: { 200: WebhookResponse, ...errorResponses(...BODY_REFUSALS) },
      },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const raw: unknown = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) {
        return send(reply, 400, WEBHOOK_MESSAGES.missingSignature);
      }
      let parsed: unknown;
      // The platform's endpoint, then the Connect endpoint's (connected accounts' events).
      const secrets = [webhook.secret, ...(webhook.connectSecret ? [webhook.connectSecret] : [])];
      for (const [index, secret] of secrets.entries()) {
        try {
          parsed = webhook.stripe.webhooks.constructEvent(
            raw,
            signature,
            secret,
            SIGNATURE_TOLERANCE_SECONDS,
          );
          break;
        } catch (error) {
          if (index < secrets.length - 1) continue;
          request.log.warn({ err: error }, 'Stripe webhook signature rejected');
          return send(reply, 400, WEBHOOK_MESSAGES.badSignature);
        }
      }
      if (!signatureTimestampIsFresh(signature, Math.floor(Date.now() / 1000))) {
        request.log.warn('Stripe webhook signature timestamp outside the tolerance');
        return send(reply, 400, WEBHOOK_MESSAGES.staleSignature);
      }
      // Signed, but not necessarily well-formed: refused before anything is recorded.
      const checked = checkStripeEvent(parsed, billing.moduleHandlerOf);
      if (!checked.ok) {
        request.log.warn({ problem: checked.problem }, 'Malformed Stripe event refused');
        return send(reply, 400, WEBHOOK_MESSAGES.malformedEvent(checked.problem));
      }
      const { event } = checked;
      const result = await billing.processStripeEvent(event);
      request.log.info({ eventId: event.id, type: event.type, result }, 'Stripe event');
      return { received: true as const, result };
    },
  );
  done();
};
