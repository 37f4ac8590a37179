import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  SavedSearch,
  SavedSearchAlertBody,
  SavedSearchBody,
  SavedSearchIdParams,
  SavedSearches,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { deleteOwnRoute } from '../../platform/own-routes';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import type { SavedSearchRow, SavedSearchesRepository } from './repository';

export interface SavedSearchesRoutesOptions {
  repository: SavedSearchesRepository;
}

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  list: row.list,
  query: row.query,
  alert: row.alert,
  createdAt: row.created_at.toISOString(),
});

/**
 * The caller's saved searches: list, save, set the alert, delete. Today only the supplier
 * requests list has them, so only suppliers; another user's search is a 404.
 */
export const savedSearchesRoutes: FastifyPluginCallbackTypebox<SavedSearchesRoutesOptions> = (
  fastify,
  { repository },
  done,
) => {
  const { supplierOnly } = routeGuards(fastify);

  fastify.get(
    '',
    {
      onRequest: supplierOnly,
      schema: {
        summary: "The caller's saved searches, newest first.",
        security: bearerAuth,
        response: { 200: SavedSearches, ...signedInErrors() },
      },
    },
    async (request) => {
      const rows = await repository.listOwn(identityOf(request).id);
      return { savedSearches: rows.map(toSavedSearch) };
    },
  );

  fastify.post(
    '',
    {
      onRequest: supplierOnly,
      config: OWN_WRITES,
      schema: {
        summary: 'Saves a search of a list (its query and filters) with a name and an alert.',
        description: `An alert (daily or instant) e-mails items published from now on that the search finds. At most ${String(SAVED_SEARCHES_MAX)} searches a user (409).`,
        security: bearerAuth,
        body: SavedSearchBody,
        response: { 201: SavedSearch, ...signedInWriteErrors(409) },
      },
    },
    async (request, reply) => {
      const ownerId = identityOf(request).id;
      if (request.body.name.trim() === '') {
        return send(reply, 400, SAVED_SEARCH_MESSAGES.nameRequired);
      }
      if ((await repository.countOwn(ownerId)) >= SAVED_SEARCHES_MAX) {
        return send(reply, 409, SAVED_SEARCH_MESSAGES.tooMany);
      }
      const row = await repository.insert(ownerId, request.body, fastify.clock.now());
      return reply.code(201).send(toSavedSearch(row));
    },
  );

  fastify.patch(
    '/:id',
    {
      onRequest: supplierOnly,
      config: OWN_WRITES,
      schema: {
        summary: "Sets the caller's saved search's alert: off, daily or instant.",
        security: bearerAuth,
        params: SavedSearchIdParams,
        body: SavedSearchAlertBody,
        response: { 200: SavedSearch, ...signedInWriteErrors(404) },
      },
    },
    async (request, reply) => {
      const row = await repository.setAlert(
        request.params.id,
        identityOf(request).id,
        request.body.alert,
        fastify.clock.now(),
      );
      if (row === undefined) return send(reply, 404, SAVED_SEARCH_MESSAGES.notFound);
      return toSavedSearch(row);
    },
  );

  deleteOwnRoute(fastify, '/:id', {
    onRequest: supplierOnly,
    summary: "Deletes the caller's saved search (and the record of what its alerts sent).",
    params: SavedSearchIdParams,
    remove: (id, ownerId) => repository.delete(id, ownerId),
    notFound: SAVED_SEARCH_MESSAGES.notFound,
  });

  done();
};
