import Stripe from 'stripe';
import type { App } from '../../src/app';

const stripe = new Stripe('sk_test_signing_only');

/**
 * Posts `payload` to the app's Stripe webhook, signed as Stripe would with `secret` (by default
 * the app's own: the sandbox's random one, or STRIPE_WEBHOOK_SECRET).
 */
export function deliverStripeEvent(
  app: App,
  payload: unknown,
  secret: string = app.paymentsWebhook?.secret ?? '',
) {
  const body = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
    },
    payload: body,
  });
}
