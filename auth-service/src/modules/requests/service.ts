/**
 * The requests module's logic beyond HTTP: saving a request through the form's rules with the
 * caller's uploads as attachments; a supplier's response counted against their Starter allowance
 * in the same transaction as the response; revisions until the owner decides; the owner's status
 * moves; who may download an attachment, and the record of each download.
 */
import {
  BIG_ORDER_PRO_HOURS,
  canMove,
  isBigOrder,
  isDecided,
  nextStatus,
  type InquiryBody,
  type Quote,
  type RequestDraftBody,
  type ResponseBody,
  type ResponseStatus,
} from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import type { Identity } from '../../platform/authentication';
import type { DB, StoredAttachment } from '../../platform/database/schema';
import type { StarterAllowanceUse } from '../billing/starter-allowances';
import type { NotificationsService } from '../notifications/service';
import { STANDARD_NDA } from '../agreements/nda';
import type { RequestFilesPort } from './files-port';
import { REQUEST_MESSAGES, REQUEST_RULE_MESSAGES, RESPONSE_MESSAGES } from './messages';
import { validateRequest, type ValidRequest } from './request-fields';
import type { AttachmentsRepository } from './attachments-repository';
import type { RequestRow, RequestsRepository } from './repository';
import type { ResponseRow, ResponsesRepository } from './responses-repository';

export interface RequestsDependencies {
  kysely: Kysely<DB>;
  /** The attachments: request-attachment uploads (files-port.ts). */
  files: Pick<RequestFilesPort, 'find' | 'remove'>;
  useStarterAllowance: (
    trx: Kysely<DB>,
    userId: string,
    allowance: 'request-reply',
  ) => Promise<StarterAllowanceUse>;
  /** Raises a notification in the action's transaction (`fastify.notifications.notify`). */
  notify: NotificationsService['notify'];
  /** The service's clock (`fastify.clock`): a big order's Pro window starts at its publishing. */
  now: () => Date;
  /** Billing's one rule for Pro (own subscription or a company's Brand Pro). */
  isPro: (userId: string) => Promise<boolean>;
  /** Every Pro supplier: who hears of a new big order. */
  proSuppliers: () => Promise<string[]>;
  /** A request was published (saved searches' alerts look for it). */
  published?: (request: RequestRow) => Promise<void>;
}

export type RequestSaveOutcome = { request: RequestRow } | { invalid: string } | { notFound: true };

export type RespondOutcome =
  | { responseId: string }
  | { invalid: string }
  | { notFound: true }
  | { conflict: string }
  | { refused: Extract<StarterAllowanceUse, { allowed: false }> }
  /** A Starter supplier inside a big order's Pro window: until when. */
  | { proOnlyUntil: Date };

export type InquiryOutcome =
  | { request: RequestRow }
  | { invalid: string }
  | { supplierNotFound: true }
  | { supplierNotPro: true };

/** The supplier an inquiry is addressed to, as the routes found them. */
export interface InquirySupplier {
  id: string;
  role: string | null;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Told of a quote its request's owner accepted (its response moved to hired), in the move's
 * transaction: what it writes is written with the move or not at all (PLM's FOB price).
 */
export type AcceptedQuoteListener = (trx: Kysely<DB>, response: ResponseRow) => Promise<void>;

export type MoveOutcome =
  { moved: true } | { notFound: true } | { conflict: string } | { invalid: string };

/** A quote's own consistency: tiers by increasing quantity, the first at or below the MOQ. */
export function checkQuote(quote: Quote): string | undefined {
  for (let index = 1; index < quote.tiers.length; index++) {
    const previous = quote.tiers[index - 1];
    const tier = quote.tiers[index];
    if (previous !== undefined && tier !== undefined && tier.minQuantity <= previous.minQuantity) {
      return RESPONSE_MESSAGES.tiersOrder;
    }
  }
  const first = quote.tiers[0];
  if (first !== undefined && first.minQuantity > quote.moq) return RESPONSE_MESSAGES.moqBelowTiers;
  return undefined;
}

/** The module's repositories: one per table or aggregate. */
export interface RequestsRepositories {
  requests: RequestsRepository;
  responses: ResponsesRepository;
  attachments: AttachmentsRepository;
}

export function createRequestsService(
  repositories: RequestsRepositories,
  deps: RequestsDependencies,
) {
  const { files, notify } = deps;
  const acceptedQuoteListeners: AcceptedQuoteListener[] = [];

  /**
   * Every attachment must be the caller's complete upload of purpose request-attachment, once,
   * and in no other request or response (`held`: keys this record already holds). Names and
   * sizes saved are the uploads' own.
   */
  async function attachmentsOf(
    sent: RequestDraftBody['attachments'],
    ownerId: string,
    held: readonly StoredAttachment[],
    exceptRequestId: string | null,
  ): Promise<{ value: StoredAttachment[] } | { invalid: string }> {
    const heldByKey = new Map(held.map((attachment) => [attachment.key, attachment]));
    const seen = new Set<string>();
    const value: StoredAttachment[] = [];
    for (const attachment of sent) {
      if (seen.has(attachment.key)) {
        return { invalid: REQUEST_RULE_MESSAGES.attachmentRepeated(attachment.name) };
      }
      seen.add(attachment.key);
      const kept = heldByKey.get(attachment.key);
      if (kept !== undefined) {
        value.push(kept);
        continue;
      }
      const upload = await files.find(attachment.key, ownerId);
      if (upload === undefined) {
        return { invalid: REQUEST_RULE_MESSAGES.attachment(attachment.name) };
      }
      value.push({ key: attachment.key, name: upload.name, size: upload.size });
    }
    const added = value.filter((attachment) => !heldByKey.has(attachment.key));
    const inUse = await repositories.attachments.keysInUse(
      added.map((attachment) => attachment.key),
      exceptRequestId,
    );
    const taken = added.find((attachment) => inUse.has(attachment.key));
    if (taken !== undefined) return { invalid: REQUEST_RULE_MESSAGES.attachment(taken.name) };
    return { value };
  }

  /** Removes uploads a record no longer holds. */
  async function removeDropped(
    before: readonly StoredAttachment[],
    after: readonly StoredAttachment[],
  ) {
    const kept = new Set(after.map(({ key }) => key));
    for (const { key } of before) if (!kept.has(key)) await files.remove(key);
  }

  /**
   * A big order published now is open to Pro suppliers only until this (issue 43 item 4); null
   * for a draft, a request under the thresholds, and an invite-only one (its invitees decide).
   */
  function proPriorityOf(request: ValidRequest): Date | null {
    if (request.status !== 'active' || request.visibility === 'invite-only') return null;
    if (!isBigOrder(request)) return null;
    return new Date(deps.now().getTime() + BIG_ORDER_PRO_HOURS * HOUR_MS);
  }

  /** Tells every Pro supplier of a big order just published, in its transaction. */
  async function announceBigOrder(trx: Kysely<DB>, title: string, suppliers: readonly string[]) {
    for (const supplierId of suppliers) {
      await notify(trx, supplierId, 'big-order-posted', { subject: title });
    }
  }

  /** The request `id` after its write committed. */
  async function saved(id: string, ownerId: string): Promise<RequestRow> {
    const row = await repositories.requests.findOwn(id, ownerId);
    if (row === undefined) throw new Error(`Request ${id} vanished`);
    return row;
  }

  return {
    ...repositories.requests,
    ...repositories.responses,
    ...repositories.attachments,

    /** Registers `listener` for every accepted quote (a module that builds on requests). */
    onQuoteAccepted(listener: AcceptedQuoteListener) {
      acceptedQuoteListeners.push(listener);
    },

    async create(
      owner: { id: string; company: string },
      body: RequestDraftBody,
    ): Promise<RequestSaveOutcome> {
      const valid = validateRequest(body);
      if (!valid.ok) return { invalid: valid.message };
      const attachments = await attachmentsOf(body.attachments, owner.id, [], null);
      if ('invalid' in attachments) return attachments;
      const proPriorityUntil = proPriorityOf(valid.value);
      const told = proPriorityUntil === null ? [] : await deps.proSuppliers();
      const id = await deps.kysely.transaction().execute(async (trx) => {
        const inserted = await repositories.requests.insert(
          owner.id,
          owner.company,
          valid.value,
          attachments.value,
          { proPriorityUntil },
          trx,
        );
        await announceBigOrder(trx, valid.value.title, told);
        return inserted;
      });
      const request = await saved(id, owner.id);
      if (request.status === 'active') await deps.published?.(request);
      return { request };
    },

    /**
     * A brand's direct inquiry to one Pro supplier (issue 43 item 5): a public request only that
     * supplier (and its owner) sees, published at once; the supplier is notified with it. A
     * Starter supplier receives public requests and invitations only.
     */
    async createInquiry(
      owner: { id: string; company: string },
      supplier: InquirySupplier | undefined,
      body: InquiryBody,
    ): Promise<InquiryOutcome> {
      if (supplier?.role !== 'supplier' || supplier.id === owner.id) {
        return { supplierNotFound: true };
      }
      if (!(await deps.isPro(supplier.id))) return { supplierNotPro: true };
      const valid = validateRequest({
        title: body.title,
        location: body.location,
        type: body.type,
        category: body.category,
        quantity: body.quantity,
        deadline: body.deadline,
        description: body.description,
        budgetMin: body.budgetMin,
        budgetMax: body.budgetMax,
        budgetCurrency: body.budgetCurrency,
        budget: '',
        preferredRegions: [],
        certifications: [],
        languages: [],
        needSamples: false,
        visibility: 'public',
        attachments: [],
        status: 'active',
      });
      if (!valid.ok) return { invalid: valid.message };
      const id = await deps.kysely.transaction().execute(async (trx) => {
        const inserted = await repositories.requests.insert(
          owner.id,
          owner.company,
          valid.value,
          [],
          { proPriorityUntil: null, directSupplierId: supplier.id },
          trx,
        );
        await notify(trx, supplier.id, 'direct-inquiry', {
          actorId: owner.id,
          actorName: owner.company,
          subject: valid.value.title,
        });
        return inserted;
      });
      return { request: await saved(id, owner.id) };
    },

    /** Saves the owner's draft again, or publishes it; a published request is not edited. */
    async saveDraft(
      id: string,
      owner: { id: string; company: string },
      body: RequestDraftBody,
    ): Promise<RequestSaveOutcome | { published: true }> {
      const current = await repositories.requests.findOwn(id, owner.id);
      if (current === undefined) return { notFound: true };
      if (current.status !== 'draft') return { published: true };
      const valid = validateRequest(body);
      if (!valid.ok) return { invalid: valid.message };
      const attachments = await attachmentsOf(body.attachments, owner.id, current.attachments, id);
      if ('invalid' in attachments) return attachments;
      const proPriorityUntil = proPriorityOf(valid.value);
      const told = proPriorityUntil === null ? [] : await deps.proSuppliers();
      const updated = await deps.kysely.transaction().execute(async (trx) => {
        const done = await repositories.requests.updateDraft(
          id,
          owner.id,
          owner.company,
          valid.value,
          attachments.value,
          { proPriorityUntil },
          trx,
        );
        if (done !== undefined) await announceBigOrder(trx, valid.value.title, told);
        return done;
      });
      if (updated === undefined) return { published: true };
      await removeDropped(current.attachments, attachments.value);
      const request = await saved(id, owner.id);
      if (request.status === 'active') await deps.published?.(request);
      return { request };
    },

    /**
     * Invites a supplier to the owner's invite-only request; the first invitation notifies them
     * (the brand unnamed: an invite-only request shows it only after a response with the NDA).
     */
    async invite(request: { id: string; title: string }, userId: string) {
      await deps.kysely.transaction().execute(async (trx) => {
        if (await repositories.requests.invite(request.id, userId, trx)) {
          await notify(trx, userId, 'listing-invitation', { subject: request.title });
        }
      });
    },

    async delete(id: string, ownerId: string): Promise<boolean> {
      const keys = await repositories.requests.delete(id, ownerId);
      if (keys === undefined) return false;
      for (const key of keys) await files.remove(key);
      return true;
    },

    /**
     * The supplier's first response to a request they may see and that is open: their
     * 'request-reply' allowance is counted in the response's own transaction, so a refused or
     * failed response costs nothing and two at once cannot both pass.
     */
    async respond(
      requestId: string,
      supplier: { id: string; name: string },
      body: ResponseBody,
    ): Promise<RespondOutcome> {
      const found = await repositories.requests.findForReader(requestId, supplier.id);
      if (found === undefined || found.row.owner_id === supplier.id) return { notFound: true };
      if (found.row.status !== 'active') return { conflict: REQUEST_MESSAGES.notOpen };
      if (found.mine !== undefined) return { conflict: RESPONSE_MESSAGES.alreadyResponded };
      const window = found.row.pro_priority_until;
      if (window !== null && window > deps.now() && !(await deps.isPro(supplier.id))) {
        return { proOnlyUntil: window };
      }
      if (found.row.visibility === 'confidential' && !body.acceptNda) {
        return { invalid: RESPONSE_MESSAGES.ndaRequired };
      }
      const quoteProblem = checkQuote(body.quote);
      if (quoteProblem !== undefined) return { invalid: quoteProblem };
      const attachments = await attachmentsOf(body.attachments, supplier.id, [], null);
      if ('invalid' in attachments) return attachments;
      const outcome = await deps.kysely
        .transaction()
        .execute(async (trx) => {
          const use = await deps.useStarterAllowance(trx, supplier.id, 'request-reply');
          if (!use.allowed) return { refused: use };
          const id = await repositories.responses.insertResponse(trx, {
            requestId,
            supplierId: supplier.id,
            supplierName: supplier.name,
            quote: body.quote,
            message: body.message.trim(),
            attachments: attachments.value,
            ndaVersion: body.acceptNda ? STANDARD_NDA.version : null,
          });
          // Responded meanwhile (a second tab): roll the allowance's use back with the transaction.
          if (id === undefined) throw new AlreadyResponded();
          await notify(trx, found.row.owner_id, 'quote-received', {
            actorId: supplier.id,
            actorName: supplier.name,
            subject: found.row.title,
          });
          return { responseId: id };
        })
        .catch((error: unknown) => {
          if (error instanceof AlreadyResponded)
            return { conflict: RESPONSE_MESSAGES.alreadyResponded };
          throw error;
        });
      return outcome;
    },

    /** A new quote for the supplier's response, until the owner decides; free of allowance. */
    async revise(
      responseId: string,
      supplier: { id: string },
      body: ResponseBody,
    ): Promise<
      { revised: true } | { notFound: true } | { conflict: string } | { invalid: string }
    > {
      const current = await repositories.responses.findResponse(responseId, supplier.id);
      if (current?.supplier_id !== supplier.id) return { notFound: true };
      if (isDecided(current.status)) return { conflict: RESPONSE_MESSAGES.decided };
      const quoteProblem = checkQuote(body.quote);
      if (quoteProblem !== undefined) return { invalid: quoteProblem };
      const attachments = await attachmentsOf(
        body.attachments,
        supplier.id,
        current.attachments,
        null,
      );
      if ('invalid' in attachments) return attachments;
      const revised = await repositories.responses.reviseResponse(responseId, supplier.id, {
        quote: body.quote,
        message: body.message.trim(),
        attachments: attachments.value,
        ndaVersion: body.acceptNda ? STANDARD_NDA.version : null,
      });
      if (!revised) return { conflict: RESPONSE_MESSAGES.decided };
      await removeDropped(current.attachments, attachments.value);
      return { revised: true };
    },

    /** The owner opens a response: a new one becomes reviewing (spec section 4). */
    async openResponse(responseId: string, readerId: string) {
      const row = await repositories.responses.findResponse(responseId, readerId);
      if (row === undefined) return undefined;
      const ownerId = await repositories.responses.ownerOfResponse(responseId);
      const opened = nextStatus(row.status, 'open');
      if (ownerId === readerId && opened !== undefined) {
        await repositories.responses.moveResponse(responseId, readerId, row.status, opened, null);
        return repositories.responses.findResponse(responseId, readerId);
      }
      return row;
    },

    /** The owner's move of a response; 409 for a move the machine does not allow. */
    async move(
      responseId: string,
      ownerId: string,
      to: ResponseStatus,
      reason: string | undefined,
    ): Promise<MoveOutcome> {
      if ((await repositories.responses.ownerOfResponse(responseId)) !== ownerId)
        return { notFound: true };
      const current = await repositories.responses.findResponse(responseId, ownerId);
      if (current === undefined) return { notFound: true };
      if (!canMove(current.status, to)) {
        return { conflict: RESPONSE_MESSAGES.illegalMove(current.status, to) };
      }
      const declineReason = to === 'rejected' ? (reason?.trim() ?? '') : null;
      if (declineReason === '') return { invalid: RESPONSE_MESSAGES.reasonRequired };
      const moved = await deps.kysely.transaction().execute(async (trx) => {
        const done = await repositories.responses.moveResponse(
          responseId,
          ownerId,
          current.status,
          to,
          declineReason,
          trx,
        );
        // The supplier hears of it with the move, or not at all.
        if (done && to === 'hired') {
          for (const listener of acceptedQuoteListeners) await listener(trx, current);
        }
        if (done) {
          await notify(trx, current.supplier_id, 'application-status-changed', {
            answer: 'response',
            subject: current.request_title,
            status: to,
            ...(declineReason !== null && { reason: declineReason }),
          });
        }
        return done;
      });
      if (!moved) {
        const now = await repositories.responses.findResponse(responseId, ownerId);
        return { conflict: RESPONSE_MESSAGES.illegalMove(now?.status ?? current.status, to) };
      }
      return { moved: true };
    },

    /**
     * Whether `identity` (not the upload's owner) may download an attachment: a request's file
     * by a supplier who responded and accepted the NDA; a response's file by the request's owner.
     * Each allowed download is recorded for the request's access log.
     */
    async authorizeDownload(identity: Identity, key: string, userName: string): Promise<boolean> {
      const holder = await repositories.attachments.holderOf(key);
      if (holder === undefined) return false;
      const allowed =
        holder.responseSupplierId === null
          ? await repositories.responses.acceptedNda(holder.requestId, identity.id)
          : holder.ownerId === identity.id;
      if (!allowed) return false;
      await repositories.attachments.recordDownload({
        requestId: holder.requestId,
        key,
        fileName: holder.fileName,
        userId: identity.id,
        userName,
      });
      return true;
    },
  };
}

class AlreadyResponded extends Error {}

export type RequestsService = ReturnType<typeof createRequestsService>;
