import {
  CollaboratorList,
  CollaboratorParams,
  PLM_MESSAGES,
  PLM_QUOTE_MESSAGES,
  SetCollaboratorBody,
  RestoreRevisionBody,
  RevisionParams,
  SaveStyleBody,
  Style,
  StyleConflict,
  StyleContent,
  StyleContentRefusal,
  StyleIdParams,
  StyleList,
  StyleListQuery,
  StyleRevision,
  StyleRevisionList,
  STYLE_LIMITS,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeGuards } from '../../platform/authentication';
import { sendError, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { KIB } from '../../platform/json-body';
import { pageFields } from '../../platform/paging';
import { OWN_WRITES } from '../../platform/rate-limit';
import { NO_CONTENT, bearerAuth } from '../../platform/schemas';
import type { ImagesPort } from '../profiles/images-port';
import { plmExportRoutes } from './export-routes';
import { toRevision, toStyle, toStyleCard } from './responses';
import type { ApprovalService } from './approval-service';
import type { QuotesService } from './quotes/service';
import { callerOfRequest } from './caller';
import type { Outcome, PlmCaller, PlmService, ReachedStyle } from './service';

/**
 * A whole tech pack: 100 BOM rows, 80 points of measure with their overrides, 12 sketches of 30
 * callouts and the texts fit in well under this.
 */
export const STYLE_BODY_LIMIT = 768 * KIB;

export interface PlmRoutesOptions {
  plm: PlmService;
  images: ImagesPort;
  /** Each revision's approval (issue 39). */
  approvals: ApprovalService;
  /** Quotes from the style, its FOB price and the confidential style's NDA (issue 39). */
  quotes: QuotesService;
}

/** Every style route's refusals, answered the same way (the service says which). */
export function answerRefusal(reply: FastifyReply, outcome: Outcome<unknown> & { ok: false }) {
  switch (outcome.kind) {
    case 'not-found':
      return sendError(reply, 404, PLM_MESSAGES.notFound);
    case 'forbidden':
      return sendError(reply, 403, outcome.message);
    case 'invalid':
      return reply.code(400).send({
        error: 'Bad Request',
        message: outcome.problems[0]?.message ?? PLM_MESSAGES.notFound,
        problems: outcome.problems,
      });
    case 'conflict':
      return reply.code(409).send({
        error: 'Conflict',
        message: PLM_MESSAGES.revisionConflict,
        currentRevision: outcome.current.revision,
        updatedBy: { id: outcome.current.updated_by, name: outcome.current.updated_by_name },
        updatedAt: outcome.current.updated_at.toISOString(),
        changes: outcome.changes,
      });
  }
}

export const plmRoutes: FastifyPluginCallbackTypebox<PlmRoutesOptions> = (
  fastify,
  { plm, images, approvals, quotes },
  done,
) => {
  const { signedIn } = routeGuards(fastify);
  const callerOf = (request: FastifyRequest) => callerOfRequest(fastify, plm, request);
  /** A style as every route answers it: with its owner named and its FOB from a quote. */
  const styleAnswer = async (row: ReachedStyle, caller: PlmCaller) =>
    toStyle(
      row,
      await plm.ownerOf(row, caller),
      caller,
      plm,
      images,
      await quotes.quotedFob(row.id),
    );

  fastify.get(
    '/plm/styles',
    {
      onRequest: signedIn,
      schema: {
        summary:
          "The caller's styles (their own and their company's), last saved first, 12 a page.",
        description:
          'Search by style number or name (q), filter by season, status and category. Says whether the caller may create styles (Pro) and why not.',
        security: bearerAuth,
        querystring: StyleListQuery,
        response: { 200: StyleList, ...signedInErrors(400) },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const page = request.query.page ?? 1;
      const [{ items, total }, seasons, createRefusal] = await Promise.all([
        plm.list(caller, request.query),
        plm.seasons(caller),
        plm.createRefusal(caller),
      ]);
      return {
        items: items.map((item) => toStyleCard(item, images)),
        ...pageFields(total, page, STYLE_LIMITS.pageSize),
        seasons,
        canCreate: createRefusal === null,
        createRefusal,
      };
    },
  );

  fastify.post(
    '/plm/styles',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      bodyLimit: STYLE_BODY_LIMIT,
      schema: {
        summary: 'Creates a style: its first revision (Pro plans).',
        description:
          "A client who belongs to a company creates the company's style; anyone else their own. 403 with the reason for a Starter plan.",
        security: bearerAuth,
        body: StyleContent,
        response: {
          201: Style,
          ...signedInWriteErrors(403),
          400: StyleContentRefusal,
        },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const outcome = await plm.create(caller, request.body);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return reply.code(201).send(await styleAnswer(outcome.value, caller));
    },
  );

  fastify.get(
    '/plm/styles/:styleId',
    {
      onRequest: signedIn,
      schema: {
        summary: 'A style: its current revision, whole.',
        description:
          '404 to anyone it is not shared with; 403 to a reviewer of a confidential style before its NDA (issue 39).',
        security: bearerAuth,
        params: StyleIdParams,
        response: { 200: Style, ...signedInErrors(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { styleId } = request.params;
      const outcome = await plm.find(caller, styleId);
      if (!outcome.ok && (await quotes.ndaPending(caller, styleId))) {
        return sendError(reply, 403, PLM_QUOTE_MESSAGES.ndaRequired);
      }
      if (!outcome.ok) return answerRefusal(reply, outcome);
      await quotes.logAccess(caller, outcome.value, 'opened');
      return styleAnswer(outcome.value, caller);
    },
  );

  fastify.put(
    '/plm/styles/:styleId',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      bodyLimit: STYLE_BODY_LIMIT,
      schema: {
        summary: 'Saves a style as its next revision.',
        description:
          '`baseRevision` is the revision the form was loaded from: when another save came first, 409 with the revision now current, who saved it and what changed since the base.',
        security: bearerAuth,
        params: StyleIdParams,
        body: SaveStyleBody,
        response: {
          200: Style,
          ...signedInWriteErrors(404),
          400: StyleContentRefusal,
          409: StyleConflict,
        },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { baseRevision, content } = request.body;
      const outcome = await plm.save(caller, request.params.styleId, baseRevision, content);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return styleAnswer(outcome.value, caller);
    },
  );

  fastify.delete(
    '/plm/styles/:styleId',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Deletes a style and every revision of it.',
        description:
          "Its maker, or the owner of the company it belongs to; 403 to the company's other members.",
        security: bearerAuth,
        params: StyleIdParams,
        response: { ...NO_CONTENT, ...signedInWriteErrors(403, 404) },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const outcome = await plm.remove(caller, request.params.styleId);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return reply.code(204).send();
    },
  );

  fastify.get(
    '/plm/styles/:styleId/revisions',
    {
      onRequest: signedIn,
      schema: {
        summary: "A style's revisions, newest first: who saved each, when, and what changed.",
        security: bearerAuth,
        params: StyleIdParams,
        response: { 200: StyleRevisionList, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const outcome = await plm.revisions(caller, request.params.styleId);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return {
        items: await approvals.withApprovals(caller, request.params.styleId, outcome.value),
      };
    },
  );

  fastify.get(
    '/plm/styles/:styleId/revisions/:revision',
    {
      onRequest: signedIn,
      schema: {
        summary: 'One revision of a style, whole (to compare or restore).',
        security: bearerAuth,
        params: RevisionParams,
        response: { 200: StyleRevision, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { styleId, revision } = request.params;
      const outcome = await plm.revision(caller, styleId, revision);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return toRevision(outcome.value, images);
    },
  );

  fastify.post(
    '/plm/styles/:styleId/revisions/:revision/restore',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary:
          'Restores an old revision as a new one (nothing is lost: the revisions between stay).',
        security: bearerAuth,
        params: RevisionParams,
        body: RestoreRevisionBody,
        response: {
          200: Style,
          ...signedInWriteErrors(404),
          400: StyleContentRefusal,
          409: StyleConflict,
        },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { styleId, revision } = request.params;
      const outcome = await plm.restore(caller, styleId, revision, request.body.baseRevision);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return styleAnswer(outcome.value, caller);
    },
  );

  fastify.get(
    '/plm/styles/:styleId/collaborators',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Who a style is shared with, and as what (editor or reviewer).',
        security: bearerAuth,
        params: StyleIdParams,
        response: { 200: CollaboratorList, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await plm.collaborators(await callerOf(request), request.params.styleId);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return { items: outcome.value };
    },
  );

  fastify.put(
    '/plm/styles/:styleId/collaborators/:userId',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary:
          'Shares a style with an Atelier account as editor or reviewer, or changes their role.',
        description: "The style's owner side only (403 to a collaborator).",
        security: bearerAuth,
        params: CollaboratorParams,
        body: SetCollaboratorBody,
        response: {
          200: CollaboratorList,
          ...signedInWriteErrors(403, 404),
          400: StyleContentRefusal,
        },
      },
    },
    async (request, reply) => {
      const { styleId, userId } = request.params;
      const outcome = await plm.share(await callerOf(request), styleId, userId, request.body.role);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return { items: outcome.value };
    },
  );

  fastify.delete(
    '/plm/styles/:styleId/collaborators/:userId',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Takes a style away from a collaborator: their next read of it is a 404.',
        description: "The style's owner side only (403 to a collaborator).",
        security: bearerAuth,
        params: CollaboratorParams,
        response: { 200: CollaboratorList, ...signedInWriteErrors(403, 404) },
      },
    },
    async (request, reply) => {
      const { styleId, userId } = request.params;
      const outcome = await plm.unshare(await callerOf(request), styleId, userId);
      if (!outcome.ok) return answerRefusal(reply, outcome);
      return { items: outcome.value };
    },
  );

  void fastify.register(plmExportRoutes, { plm, quotes });
  done();
};
