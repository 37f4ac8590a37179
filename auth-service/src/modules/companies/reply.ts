import type { FastifyReply } from 'fastify';
import { sendError } from '../../platform/errors';
import type { Outcome } from './outcome';

/**
 * Answers a service outcome: its value (with `status`), or the error it names. `notFound` is the
 * one 404 text of the route (what a caller may not see is simply not found).
 */
export function answer<T>(
  reply: FastifyReply,
  outcome: Outcome<T>,
  notFound: string,
  status: 200 | 201 = 200,
) {
  if ('ok' in outcome) return reply.code(status).send(outcome.ok);
  if ('invalid' in outcome) return sendError(reply, 400, outcome.invalid);
  if ('forbidden' in outcome) return sendError(reply, 403, outcome.forbidden);
  if ('conflict' in outcome) return sendError(reply, 409, outcome.conflict);
  return sendError(reply, 404, notFound);
}
