/**
 * What the webhook verifies deliveries with, and the delivery of a signed event to the service's
 * own webhook: the sandbox's pages and provider send their Stripe events through it, so the real
 * webhook path runs. Below both the payments plugin and the sandbox pages, which use it.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { SandboxEvent } from './sandbox-provider';

/** What the webhook verifies deliveries with. */
export interface PaymentsWebhook {
  stripe: Stripe;
  /** The endpoint's signing secret (`whsec_...`); never logged. */
  secret: string;
  /**
   * The signing secret of the Connect endpoint (events of connected accounts), when it is
   * another endpoint with its own secret (STRIPE_CONNECT_WEBHOOK_SECRET); never logged.
   */
  connectSecret?: string;
}

/** The service's own webhook URL over loopback (wildcard binds are reached on 127.0.0.1). */
function ownWebhookUrl(fastify: FastifyInstance): string | undefined {
  const address = fastify.server.address();
  if (address === null || typeof address === 'string') return undefined;
  const { address: host, port } = address satisfies AddressInfo;
  const reachable =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${port}/api/stripe/webhook`;
}

/**
 * Posts a signed event to the webhook: over HTTP when listening, else in-process (tests). The
 * other sandbox pages (payouts' onboarding, sales' dashboard) deliver through it too.
 */
export async function deliver(
  fastify: FastifyInstance,
  webhook: PaymentsWebhook,
  event: SandboxEvent,
): Promise<number> {
  const payload = JSON.stringify(event);
  const headers = {
    'content-type': 'application/json',
    'stripe-signature': webhook.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhook.secret,
    }),
  };
  const url = fastify.server.listening ? ownWebhookUrl(fastify) : undefined;
  if (url === undefined) {
    const response = await fastify.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers,
      payload,
    });
    return response.statusCode;
  }
  const response = await fetch(url, { method: 'POST', headers, body: payload });
  return response.status;
}
