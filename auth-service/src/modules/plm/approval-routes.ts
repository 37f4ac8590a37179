/**
 * The approval routes of a style's revisions (issue 39, api-contract's plm-approvals.ts): each
 * answers the style's revisions with their approvals, as `GET .../revisions` does.
 */
import {
  ApprovalBody,
  ChangesRequestBody,
  PLM_MESSAGES,
  RevisionParams,
  StyleRevisionList,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeGuards } from '../../platform/authentication';
import { ErrorResponse, sendError, signedInWriteErrors } from '../../platform/errors';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import type { ApprovalOutcome, ApprovalService } from './approval-service';
import { callerOfRequest } from './caller';
import type { PlmCaller, PlmService } from './service';

export interface PlmApprovalRoutesOptions {
  plm: PlmService;
  approvals: ApprovalService;
}

const responses = {
  200: StyleRevisionList,
  ...signedInWriteErrors(403, 404),
  409: ErrorResponse,
};

export const plmApprovalRoutes: FastifyPluginCallbackTypebox<PlmApprovalRoutesOptions> = (
  fastify,
  { plm, approvals },
  done,
) => {
  const { signedIn } = routeGuards(fastify);
  const callerOf = (request: FastifyRequest) => callerOfRequest(fastify, plm, request);

  /** The move's refusal, or the style's revisions as the caller now sees them. */
  async function answer(
    reply: FastifyReply,
    caller: PlmCaller,
    styleId: string,
    outcome: ApprovalOutcome,
  ) {
    if (!outcome.ok) return sendError(reply, outcome.status, outcome.message);
    const revisions = await plm.revisions(caller, styleId);
    if (!revisions.ok) return sendError(reply, 404, PLM_MESSAGES.notFound);
    return { items: await approvals.withApprovals(caller, styleId, revisions.value) };
  }

  const path = '/plm/styles/:styleId/revisions/:revision';

  fastify.post(
    `${path}/submission`,
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Submits the current revision for approval (an editor or the owner’s side).',
        description:
          '403 with the reason to a reviewer; 409 when the revision is not the current one or was already submitted.',
        security: bearerAuth,
        params: RevisionParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { styleId, revision } = request.params;
      return answer(reply, caller, styleId, await approvals.submit(caller, styleId, revision));
    },
  );

  fastify.post(
    `${path}/approval`,
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Approves the submitted current revision (the owner’s side).',
        description:
          'The approved revision is kept as it was: later saves make new revisions, approved again. The status follows (Sampling on a first approval, Approved with `final`) as a new revision written with the approval. 403 with the reason to collaborators; 409 when the revision is not the current one or not submitted (a second approval at once is 409).',
        security: bearerAuth,
        params: RevisionParams,
        body: ApprovalBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { styleId, revision } = request.params;
      const outcome = await approvals.approve(caller, styleId, revision, request.body);
      return answer(reply, caller, styleId, outcome);
    },
  );

  fastify.post(
    `${path}/changes-request`,
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Asks for changes to the submitted current revision, with a comment.',
        description:
          'The owner’s side; 403 with the reason to collaborators; 409 when the revision is not the current one or not submitted. The changes are made in a new revision, submitted again.',
        security: bearerAuth,
        params: RevisionParams,
        body: ChangesRequestBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { styleId, revision } = request.params;
      const outcome = await approvals.requestChanges(
        caller,
        styleId,
        revision,
        request.body.comment,
      );
      return answer(reply, caller, styleId, outcome);
    },
  );

  done();
};
