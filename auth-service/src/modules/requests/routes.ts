import {
  AttachmentAccessLog,
  ErrorResponse,
  InquiryBody,
  InviteBody,
  Invitations,
  MyListings,
  ProOnlyResponse,
  REQUESTS_PAGE_SIZE,
  ReceivedResponsesQuery,
  RequestDraftBody,
  RequestIdParams,
  RequestPage,
  RequestsQuery,
  ResponseBody,
  ResponseIdParams,
  ResponseStatusBody,
  StarterLimitResponse,
  SupplierRequest,
  SupplierResponse,
  SupplierResponses,
  proFirst,
} from '@atelier/api-contract';
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError as send, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { KIB } from '../../platform/json-body';
import { deleteOwnRoute } from '../../platform/own-routes';
import { pageFields } from '../../platform/paging';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { sendStarterLimit } from '../billing/starter-allowances';
import { invitationsShown } from '../hiring/invitations';
import { callerNameOf } from '../profiles/display-name';
import { SUPPLIER_SUBSCRIPTION_PATH } from './app-paths';
import { bigOrderRefusal, INQUIRY_MESSAGES, REQUEST_MESSAGES, RESPONSE_MESSAGES } from './messages';
import {
  toListingSummary,
  toSupplierRequest,
  toSupplierResponse,
  type ReaderPlan,
} from './request-response';
import type { ReaderResponse, RequestRow } from './repository';

/** A request: texts up to 5000 characters, lists of regions, certifications and attachments. */
export const REQUEST_BODY_LIMIT = 64 * KIB;

export const requestsRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { requests, profiles, companies, billing, clock } = fastify;
  const { clientOnly, supplierOnly, signedIn } = routeGuards(fastify);

  /** The caller's name as listings and responses show it. */
  const nameOf = (request: FastifyRequest) => callerNameOf(profiles, identityOf(request));

  /**
   * The brand saved with a client's request: their company profile's name, else their own name
   * (the form shows it read-only). Readers see the company profile's name and logo as it is now.
   */
  async function companyOf(request: FastifyRequest): Promise<string> {
    const company = await companies.companyOfUser(identityOf(request).id);
    return company?.name ?? nameOf(request);
  }

  /** The reader's plan now: a big order's Pro window holds for a Starter supplier. */
  const planOf = async (readerId: string): Promise<ReaderPlan> => ({
    pro: await billing.isPro(readerId),
    now: clock.now(),
  });

  /** A request as `readerId` sees it, branded by its owner's company profile when one exists. */
  async function shown(row: RequestRow, readerId: string, mine: ReaderResponse | undefined) {
    const brands = await companies.brandsOf([row.owner_id]);
    return toSupplierRequest(row, readerId, mine, brands.get(row.owner_id), await planOf(readerId));
  }

  async function requestFor(id: string, readerId: string) {
    const found = await requests.findForReader(id, readerId);
    return found && shown(found.row, readerId, found.mine);
  }

  fastify.post(
    '',
    {
      onRequest: clientOnly,
      bodyLimit: REQUEST_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: 'Saves a request (status draft) or publishes it (status active).',
        description:
          "Publishing checks the spec's rules in order (section 5) with 400; drafts skip them. Attachments are the caller's complete uploads of purpose request-attachment.",
        security: bearerAuth,
        body: RequestDraftBody,
        response: {
          201: SupplierRequest,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const owner = { id: identityOf(request).id, company: await companyOf(request) };
      const outcome = await requests.create(owner, request.body);
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('notFound' in outcome) return send(reply, 404, REQUEST_MESSAGES.notFound);
      return reply.code(201).send(await shown(outcome.request, owner.id, undefined));
    },
  );

  fastify.post(
    '/inquiries',
    {
      onRequest: clientOnly,
      bodyLimit: REQUEST_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: 'Sends a direct inquiry to one Pro supplier (issue 43): a request only they see.',
        description:
          "Published at once with the Post a Request form's rules (400); the supplier is notified. 404 for no such supplier; 403 for a Starter supplier, who receives public requests and invitations only.",
        security: bearerAuth,
        body: InquiryBody,
        response: {
          201: SupplierRequest,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const owner = { id: identityOf(request).id, company: await companyOf(request) };
      const supplier = await profiles.findById(request.body.supplierId);
      const outcome = await requests.createInquiry(owner, supplier, request.body);
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('supplierNotFound' in outcome) {
        return send(reply, 404, INQUIRY_MESSAGES.supplierNotFound);
      }
      if ('supplierNotPro' in outcome) return send(reply, 403, INQUIRY_MESSAGES.supplierNotPro);
      return reply.code(201).send(await shown(outcome.request, owner.id, undefined));
    },
  );

  fastify.put(
    '/:id',
    {
      onRequest: clientOnly,
      bodyLimit: REQUEST_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: "Saves the caller's draft again, or publishes it (status active).",
        security: bearerAuth,
        params: RequestIdParams,
        body: RequestDraftBody,
        response: {
          200: SupplierRequest,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const owner = { id: identityOf(request).id, company: await companyOf(request) };
      const outcome = await requests.saveDraft(request.params.id, owner, request.body);
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('notFound' in outcome) return send(reply, 404, REQUEST_MESSAGES.notFound);
      if ('published' in outcome) return send(reply, 409, REQUEST_MESSAGES.notDraft);
      return shown(outcome.request, owner.id, undefined);
    },
  );

  fastify.get(
    '/mine',
    {
      onRequest: signedIn,
      schema: {
        summary: "The caller's requests in every status (Manage Listings), newest first.",
        security: bearerAuth,
        response: { 200: MyListings, ...signedInErrors() },
      },
    },
    async (request) => {
      const rows = await requests.listOwn(identityOf(request).id);
      return { listings: rows.map(toListingSummary) };
    },
  );

  fastify.get(
    '',
    {
      onRequest: supplierOnly,
      schema: {
        summary: 'Open requests the calling supplier may see, newest first, 10 a page.',
        description:
          'Public and confidential requests (the brand of a confidential one hidden until the client hires the reader’s response); invite-only ones only when invited; a direct inquiry only to its supplier. A big order inside its Pro window is reservedForPro for a Starter reader.',
        security: bearerAuth,
        querystring: RequestsQuery,
        response: { 200: RequestPage, ...signedInErrors(400) },
      },
    },
    async (request) => {
      const readerId = identityOf(request).id;
      const { rows, total } = await requests.search(readerId, request.query);
      const mine = await requests.readerResponses(
        readerId,
        rows.map((row) => row.id),
      );
      const brands = await companies.brandsOf(rows.map((row) => row.owner_id));
      const plan = await planOf(readerId);
      return {
        requests: rows.map((row) =>
          toSupplierRequest(row, readerId, mine.get(row.id), brands.get(row.owner_id), plan),
        ),
        ...pageFields(total, request.query.page, REQUESTS_PAGE_SIZE),
      };
    },
  );

  fastify.get(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        summary: 'A request; counts a view by anyone but its owner.',
        description:
          'Its owner sees it in any status; others a published one they may see (an invite-only one only when invited). Anything else is 404.',
        security: bearerAuth,
        params: RequestIdParams,
        response: { 200: SupplierRequest, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await requestFor(request.params.id, identityOf(request).id);
      if (found === undefined) return send(reply, 404, REQUEST_MESSAGES.notFound);
      return found;
    },
  );

  const OWNER_ACTIONS = [
    ['close', "Closes the caller's open request ('Manually closed').", 'alreadyClosed'],
    [
      'reopen',
      "Reopens the caller's closed or expired request (an expired one for 30 days).",
      'alreadyOpen',
    ],
  ] as const;
  for (const [action, summary, refusal] of OWNER_ACTIONS) {
    fastify.post(
      `/:id/${action}`,
      {
        onRequest: clientOnly,
        config: OWN_WRITES,
        schema: {
          summary,
          security: bearerAuth,
          params: RequestIdParams,
          response: {
            200: SupplierRequest,
            ...signedInWriteErrors(404, 409),
          },
        },
      },
      async (request, reply) => {
        const ownerId = identityOf(request).id;
        const { id } = request.params;
        const current = await requests.findOwn(id, ownerId);
        if (current === undefined) return send(reply, 404, REQUEST_MESSAGES.notFound);
        const changed =
          action === 'close'
            ? await requests.close(id, ownerId)
            : await requests.reopen(id, ownerId);
        if (changed === undefined) return send(reply, 409, REQUEST_MESSAGES[refusal]);
        const row = await requests.findOwn(id, ownerId);
        if (row === undefined) return send(reply, 404, REQUEST_MESSAGES.notFound);
        return shown(row, ownerId, undefined);
      },
    );
  }

  deleteOwnRoute(fastify, '/:id', {
    onRequest: clientOnly,
    summary: "Deletes the caller's request, its responses and every upload they held.",
    params: RequestIdParams,
    remove: (id, ownerId) => requests.delete(id, ownerId),
    notFound: REQUEST_MESSAGES.notFound,
  });

  const invitationsOf = async (requestId: string) =>
    invitationsShown(fastify, await requests.invitations(requestId));

  fastify.get(
    '/:id/invitations',
    {
      onRequest: clientOnly,
      schema: {
        summary: "The suppliers invited to the caller's invite-only request.",
        security: bearerAuth,
        params: RequestIdParams,
        response: { 200: Invitations, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const current = await requests.findOwn(request.params.id, identityOf(request).id);
      if (current === undefined) return send(reply, 404, REQUEST_MESSAGES.notFound);
      return invitationsOf(current.id);
    },
  );

  fastify.post(
    '/:id/invitations',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary: "Invites a supplier, by name or email, to the caller's invite-only request.",
        security: bearerAuth,
        params: RequestIdParams,
        body: InviteBody,
        response: {
          201: Invitations,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const ownerId = identityOf(request).id;
      const current = await requests.findOwn(request.params.id, ownerId);
      if (current === undefined) return send(reply, 404, REQUEST_MESSAGES.notFound);
      if (current.visibility !== 'invite-only') {
        return send(reply, 409, REQUEST_MESSAGES.inviteNotInviteOnly);
      }
      const invitee = request.body.invitee.trim();
      const user = await profiles.findInvitee(invitee, 'supplier');
      if (user === undefined) return send(reply, 404, REQUEST_MESSAGES.inviteeNotFound(invitee));
      if (user.id === ownerId) return send(reply, 400, REQUEST_MESSAGES.inviteeSelf);
      await requests.invite(current, user.id);
      return reply.code(201).send(await invitationsOf(current.id));
    },
  );

  fastify.get(
    '/:id/access-log',
    {
      onRequest: clientOnly,
      schema: {
        summary: "Who downloaded which attachment of the caller's request, and when.",
        security: bearerAuth,
        params: RequestIdParams,
        response: { 200: AttachmentAccessLog, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const current = await requests.findOwn(request.params.id, identityOf(request).id);
      if (current === undefined) return send(reply, 404, REQUEST_MESSAGES.notFound);
      const rows = await requests.downloadsOf(current.id);
      return {
        downloads: rows.map((row) => ({
          fileName: row.file_name,
          key: row.upload_key,
          userId: row.user_id,
          userName: row.user_name,
          downloadedAt: row.downloaded_at.toISOString(),
        })),
      };
    },
  );

  // Responses.

  fastify.post(
    '/:id/responses',
    {
      onRequest: supplierOnly,
      bodyLimit: REQUEST_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: 'Responds to an open request with a structured quote (one response a supplier).',
        description:
          "Counts the supplier's Starter 'request-reply' allowance in the same transaction (402 when used up). A confidential request needs the standard NDA accepted. A big order is refused to a Starter supplier inside its Pro window (403 with the upgrade page).",
        security: bearerAuth,
        params: RequestIdParams,
        body: ResponseBody,
        response: {
          201: SupplierResponse,
          402: StarterLimitResponse,
          ...signedInWriteErrors(404, 409),
          403: Type.Union([ProOnlyResponse, ErrorResponse]),
        },
      },
    },
    async (request, reply) => {
      const supplier = { id: identityOf(request).id, name: await nameOf(request) };
      const outcome = await requests.respond(request.params.id, supplier, request.body);
      if ('refused' in outcome) return sendStarterLimit(reply, outcome.refused);
      if ('proOnlyUntil' in outcome) {
        const body: ProOnlyResponse = {
          error: 'Forbidden',
          message: bigOrderRefusal(outcome.proOnlyUntil),
          upgradePath: SUPPLIER_SUBSCRIPTION_PATH,
        };
        return reply.code(403).send(body);
      }
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('notFound' in outcome) return send(reply, 404, REQUEST_MESSAGES.notFound);
      if ('conflict' in outcome) return send(reply, 409, outcome.conflict);
      const row = await requests.findResponse(outcome.responseId, supplier.id);
      if (row === undefined) return send(reply, 404, RESPONSE_MESSAGES.notFound);
      return reply.code(201).send(toSupplierResponse(row));
    },
  );

  fastify.get(
    '/:id/responses',
    {
      onRequest: clientOnly,
      schema: {
        summary: "The responses to the caller's request, newest first.",
        security: bearerAuth,
        params: RequestIdParams,
        response: { 200: SupplierResponses, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const ownerId = identityOf(request).id;
      const current = await requests.findOwn(request.params.id, ownerId);
      if (current === undefined) return send(reply, 404, REQUEST_MESSAGES.notFound);
      const rows = await requests.responsesTo(ownerId, current.id);
      return { responses: rows.map(toSupplierResponse) };
    },
  );

  fastify.get(
    '/responses/received',
    {
      onRequest: clientOnly,
      schema: {
        summary:
          "Every response to the caller's requests (Supplier Responses), newest first (or Pro suppliers first), with each supplier's PRO and Verified badges.",
        security: bearerAuth,
        querystring: ReceivedResponsesQuery,
        response: { 200: SupplierResponses, ...signedInErrors(400) },
      },
    },
    async (request) => {
      const rows = await requests.responsesTo(identityOf(request).id);
      const suppliers = [...new Set(rows.map((row) => row.supplier_id))];
      const [pro, verified] = await Promise.all([
        billing.proAmong(suppliers),
        companies.verifications.verifiedAmong(suppliers),
      ]);
      const proSuppliers = new Set(pro);
      const responses = rows.map((row) => ({
        ...toSupplierResponse(row),
        supplierIsPro: proSuppliers.has(row.supplier_id),
        supplierVerified: verified.has(row.supplier_id),
      }));
      return {
        responses:
          request.query.sort === 'pro-first'
            ? proFirst(responses, (response) => response.supplierIsPro)
            : responses,
      };
    },
  );

  fastify.get(
    '/responses/mine',
    {
      onRequest: supplierOnly,
      schema: {
        summary: "The calling supplier's responses with their status (and a decline's reason).",
        security: bearerAuth,
        response: { 200: SupplierResponses, ...signedInErrors() },
      },
    },
    async (request) => {
      const rows = await requests.responsesOf(identityOf(request).id);
      return { responses: rows.map(toSupplierResponse) };
    },
  );

  fastify.get(
    '/responses/:responseId',
    {
      onRequest: signedIn,
      schema: {
        summary: 'A response, for its supplier or the request’s owner.',
        description: 'The owner opening a new response moves it to reviewing (spec section 4).',
        security: bearerAuth,
        params: ResponseIdParams,
        response: { 200: SupplierResponse, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await requests.openResponse(request.params.responseId, identityOf(request).id);
      if (row === undefined) return send(reply, 404, RESPONSE_MESSAGES.notFound);
      return toSupplierResponse(row);
    },
  );

  fastify.put(
    '/responses/:responseId',
    {
      onRequest: supplierOnly,
      bodyLimit: REQUEST_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: "Revises the caller's quote until the request's owner decides (no allowance).",
        security: bearerAuth,
        params: ResponseIdParams,
        body: ResponseBody,
        response: {
          200: SupplierResponse,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const supplierId = identityOf(request).id;
      const { responseId } = request.params;
      const outcome = await requests.revise(responseId, { id: supplierId }, request.body);
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('notFound' in outcome) return send(reply, 404, RESPONSE_MESSAGES.notFound);
      if ('conflict' in outcome) return send(reply, 409, outcome.conflict);
      const row = await requests.findResponse(responseId, supplierId);
      if (row === undefined) return send(reply, 404, RESPONSE_MESSAGES.notFound);
      return toSupplierResponse(row);
    },
  );

  fastify.post(
    '/responses/:responseId/status',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary:
          'Moves a response to the caller’s request: shortlist, in discussion, accept, decline.',
        description:
          'new -> reviewing (opened) -> shortlisted -> interviewed -> hired; rejected (with a reason the supplier sees) from any undecided status. Other moves are 409.',
        security: bearerAuth,
        params: ResponseIdParams,
        body: ResponseStatusBody,
        response: {
          200: SupplierResponse,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const ownerId = identityOf(request).id;
      const { responseId } = request.params;
      const outcome = await requests.move(
        responseId,
        ownerId,
        request.body.status,
        request.body.reason,
      );
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('notFound' in outcome) return send(reply, 404, RESPONSE_MESSAGES.notFound);
      if ('conflict' in outcome) return send(reply, 409, outcome.conflict);
      const row = await requests.findResponse(responseId, ownerId);
      if (row === undefined) return send(reply, 404, RESPONSE_MESSAGES.notFound);
      return toSupplierResponse(row);
    },
  );

  done();
};
