import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per route, and per signed-in user on routes behind a token (see `rateLimitKey`), else per
 * client address (the gateway forwards it; see TRUST_PROXY).
 */
export const RATE_LIMITS = {
  /** Public sign-ups: generous for people, tight for scripts. */
  waitlist: { max: 10, timeWindow: '1 minute' },
  /** The signed-in user's own writes (profile, role). */
  ownWrites: { max: 30, timeWindow: '1 minute' },
  /** Messages, read receipts, conversation flags and real-time tickets: a person chatting. */
  messaging: { max: 120, timeWindow: '1 minute' },
  /** An operator's writes from the admin dashboard. */
  adminWrites: { max: 60, timeWindow: '1 minute' },
  /**
   * Checkout, billing portal and cancellation: each call is a request to the payment provider
   * (and Stripe limits this account's API calls), and a person makes a few.
   */
  billingWrites: { max: 10, timeWindow: '1 minute' },
  /** An e-mail's unsubscribe link (no sign-in): a person clicks it once or twice. */
  unsubscribe: { max: 20, timeWindow: '1 minute' },
  /** A new verification e-mail: a person asks once or twice; each one is an e-mail sent. */
  verificationEmails: { max: 3, timeWindow: '1 minute' },
} as const;

/** A route's `config` for a write of the caller's own data (`RATE_LIMITS.ownWrites`). */
export const OWN_WRITES = { rateLimit: RATE_LIMITS.ownWrites };

/**
 * Whom a limit counts: the signed-in user (authentication runs before the limit, in onRequest),
 * so one account cannot spread its calls over many addresses and people behind one address
 * (an office, a carrier's NAT) do not share a budget; else the client address.
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.identity === null ? `address:${request.ip}` : `user:${request.identity.id}`;
}

export function tooManyRequestsMessage(after: string): string {
  return `Too many requests. Please wait ${after} and try again.`;
}

class TooManyRequests extends Error {
  readonly statusCode = 429;
}

/**
 * Rate limiting, opt-in per route (`config: { rateLimit: RATE_LIMITS.x }`): reads stay unlimited,
 * every write route sets a limit (test/platform/rate-limits.test.ts walks the route table). Exceeding it
 * answers 429 through the app's error handler with a Retry-After header.
 */
export default fp(
  async (fastify) => {
    // @fastify/rate-limit adds its hook by pushing onto the route's `onRequest` array. Modules
    // share one array between routes (`const signedIn = [fastify.authenticate]`), so the push
    // would give every later route of that array the limit (and the counter) of the first
    // limited one: a GET read after a write would answer 429. Each route gets its own copy
    // first (this hook runs before the plugin's, added below).
    fastify.addHook('onRoute', (routeOptions) => {
      const { onRequest } = routeOptions;
      if (Array.isArray(onRequest)) routeOptions.onRequest = [...onRequest];
    });
    await fastify.register(fastifyRateLimit, {
      global: false,
      keyGenerator: rateLimitKey,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequests(tooManyRequestsMessage(context.after)),
    });
  },
  { name: 'rate-limit' },
);
