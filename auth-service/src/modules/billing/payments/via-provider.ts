import type { FastifyReply } from 'fastify';

/**
 * Calls the payments provider for a route; its failure is logged in full with the request and
 * answered `{ ok: false }`, which the route turns into a 502 the caller can act on.
 */
export async function viaProvider<T>(
  reply: FastifyReply,
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    reply.log.error({ err: error }, 'Payments provider call failed');
    return { ok: false };
  }
}
