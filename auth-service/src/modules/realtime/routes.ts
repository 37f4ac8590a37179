import { RealtimeTicket } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UNAUTHORIZED_MESSAGES, identityOf } from '../../platform/authentication';
import { errorResponses, sendError, signedInWriteErrors } from '../../platform/errors';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import type { Connection } from './hub';
import { REALTIME_MESSAGES } from './messages';
import type { createTicketsRepository } from './tickets';

const TicketQuery = Type.Object(
  { ticket: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

/** Whether a WebSocket's Origin (when sent) is the host it connects to, ports aside. */
export function sameSite(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return host !== undefined && new URL(origin).hostname === new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
}

export interface RealtimeRoutesOptions {
  tickets: ReturnType<typeof createTicketsRepository>;
  open: (connection: Connection, sessionExpiresAt: Date) => void;
}

export const realtimeRoutes: FastifyPluginCallbackTypebox<RealtimeRoutesOptions> = (
  fastify,
  { tickets, open },
  done,
) => {
  /** The session each upgraded request's ticket was redeemed for. */
  const sessions = new WeakMap<object, { userId: string; expiresAt: Date }>();

  fastify.post(
    '/tickets',
    {
      onRequest: fastify.authenticate,
      config: { rateLimit: RATE_LIMITS.messaging },
      schema: {
        summary: 'Trades the access token for a ticket that opens one real-time connection.',
        description:
          'A browser WebSocket cannot send the bearer header. The ticket is valid once, for 30 seconds, on any instance; the connection it opens is closed (4001) when the access token expires.',
        security: bearerAuth,
        response: {
          201: RealtimeTicket,
          ...signedInWriteErrors(),
        },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const issued = await tickets.issue(identity.id, new Date(identity.expiresAt * 1000));
      return reply
        .code(201)
        .send({ ticket: issued.ticket, expiresAt: issued.expiresAt.toISOString() });
    },
  );

  fastify.get(
    '/',
    {
      websocket: true,
      schema: {
        summary:
          'The real-time connection (WebSocket): messages, receipts, typing, presence, notifications.',
        description:
          'Open with `?ticket=` from POST /api/realtime/tickets. Server events are JSON: ready, message, receipt, presence, typing, notification, pong. Client events: typing, presence (the users to follow), ping. After `ready`, a client catches up with GET /api/conversations/messages?after=<last id>.',
        querystring: TicketQuery,
        response: errorResponses(400, 401, 403),
      },
      // After validation: a ticket with a control character is a 400 like any other string.
      preHandler: async (request, reply) => {
        // A browser names the page that opens the socket: only the app's own origin may (a
        // cross-site page holding a stolen ticket cannot). Clients that are not browsers send
        // none. Host names are compared: the gateway passes the host without its port.
        if (!sameSite(request.headers.origin, request.headers.host)) {
          return sendError(reply, 403, REALTIME_MESSAGES.origin);
        }
        const { ticket } = request.query as { ticket?: string };
        const session = ticket === undefined ? undefined : await tickets.redeem(ticket);
        if (session === undefined) return sendError(reply, 401, REALTIME_MESSAGES.ticket);
        // A ticket issued just before its account was deleted opens nothing.
        if (fastify.deletedAccounts.has(session.user_id)) {
          return sendError(reply, 401, UNAUTHORIZED_MESSAGES.deleted);
        }
        sessions.set(request, { userId: session.user_id, expiresAt: session.session_expires_at });
        return undefined;
      },
    },
    (socket, request) => {
      const session = sessions.get(request);
      if (session === undefined) {
        socket.close(1008, REALTIME_MESSAGES.ticket);
        return;
      }
      open({ userId: session.userId, socket, watching: new Set() }, session.expiresAt);
    },
  );
  done();
};
