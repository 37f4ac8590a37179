import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Per client address (the gateway forwards it; see TRUST_PROXY) and route. */
export const RATE_LIMITS = {
  /** Public sign-ups: generous for people, tight for scripts. */
  waitlist: { max: 10, timeWindow: '1 minute' },
  /** The signed-in user's own writes (profile, role). */
  ownWrites: { max: 30, timeWindow: '1 minute' },
  /** An operator's writes from the admin dashboard. */
  adminWrites: { max: 60, timeWindow: '1 minute' },
} as const;

export function tooManyRequestsMessage(after: string): string {
  return `Too many requests. Please wait ${after} and try again.`;
}

class TooManyRequests extends Error {
  readonly statusCode = 429;
}

/**
 * Rate limiting, opt-in per route (`config: { rateLimit: RATE_LIMITS.x }`): reads stay unlimited,
 * every write route sets a limit. Exceeding it answers 429 through the app's error handler with
 * a Retry-After header.
 */
export default fp(
  async (fastify) => {
    await fastify.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequests(tooManyRequestsMessage(context.after)),
    });
  },
  { name: 'rate-limit' },
);
