/**
 * Routes whose whole logic is the same in every module that owns what a user creates: deleting
 * the caller's own resource (a request, a job, a portfolio project, a product). Ownership is
 * checked in the module's query, so what is not the caller's is a 404, never a 403.
 */
import type { TSchema } from '@fastify/type-provider-typebox';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { identityOf } from './authentication';
import { sendError, signedInWriteErrors } from './errors';
import { OWN_WRITES } from './rate-limit';
import { bearerAuth, NO_CONTENT } from './schemas';

export interface DeleteOwnRoute {
  /** The guards (`routeGuards`): at least a token. */
  onRequest: onRequestHookHandler[];
  summary: string;
  /** The path's parameters: `{ id }`. */
  params: TSchema;
  /** Deletes `id` when `ownerId` owns it; false when nothing was theirs to delete. */
  remove: (id: string, ownerId: string) => Promise<boolean>;
  /** The 404's message. */
  notFound: string;
}

/** `DELETE url`: 204 once the caller's own `:id` is deleted, else 404 with `notFound`. */
export function deleteOwnRoute(fastify: FastifyInstance, url: string, route: DeleteOwnRoute) {
  fastify.delete<{ Params: { id: string } }>(
    url,
    {
      onRequest: route.onRequest,
      config: OWN_WRITES,
      schema: {
        summary: route.summary,
        security: bearerAuth,
        params: route.params,
        response: { ...NO_CONTENT, ...signedInWriteErrors(404) },
      },
    },
    async (request, reply) => {
      const deleted = await route.remove(request.params.id, identityOf(request).id);
      if (!deleted) return sendError(reply, 404, route.notFound);
      return reply.code(204).send();
    },
  );
}
