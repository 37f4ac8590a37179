/**
 * Quotes from a style (issue 39): 'Request quotes' on an approved revision makes a draft supplier
 * request (the requests module's) prefilled from the style, with the revision's tech pack PDF
 * attached and the style linked; an accepted quote's unit price becomes the style's FOB price.
 * And the confidential style: its flag, its NDA and its access log.
 */
import {
  PLM_QUOTE_MESSAGES,
  TECH_PACK_FILE_NAMES,
  type QuoteRequestBody,
  type QuotedFob,
  type StyleNda,
} from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/database/schema';
import { STANDARD_NDA } from '../../agreements/nda';
import type { RequestsService } from '../../requests/service';
import type { ResponseRow } from '../../requests/responses-repository';
import type { ApprovalRepository } from '../approval-repository';
import type { TechPackInput } from '../export/tech-pack-input';
import type { PlmRepository } from '../repository';
import type { Outcome, PlmCaller, PlmService, ReachedStyle } from '../service';
import { quoteRequestDraft, unitPriceFor } from './prefill';
import type { QuotesRepository } from './repository';

export interface QuotesPorts {
  plm: PlmService;
  styles: PlmRepository;
  approvals: ApprovalRepository;
  requests: Pick<RequestsService, 'create' | 'findOwn' | 'onQuoteAccepted'>;
  /** The revision's tech pack PDF (the export's renderer, with the images read). */
  techPackPdf(input: Omit<TechPackInput, 'images'>): Promise<Buffer>;
  /** Stores the PDF as the caller's request attachment; answers its upload key. */
  storeAttachment(ownerId: string, fileName: string, bytes: Buffer): Promise<string>;
  removeAttachment(key: string): Promise<void>;
  /** The brand a request of the caller's shows (their company's name, else theirs). */
  companyOf(userId: string): Promise<string>;
}

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const forbidden = <T>(message: string): Outcome<T> => ({ ok: false, kind: 'forbidden', message });
const notFound = <T>(): Outcome<T> => ({ ok: false, kind: 'not-found' });

export function createQuotesService(repository: QuotesRepository, ports: QuotesPorts) {
  const { plm, styles } = ports;

  /** The style on the caller's side, or why not (404 to strangers, 403 to collaborators). */
  async function ownStyle(caller: PlmCaller, styleId: string): Promise<Outcome<ReachedStyle>> {
    const found = await plm.find(caller, styleId);
    if (!found.ok) return found;
    if (found.value.access !== 'owner') return forbidden(PLM_QUOTE_MESSAGES.ownerOnly);
    return found;
  }

  // An accepted quote of a request made from a style: its price for the request's quantity is
  // the style's FOB from now on, written in the acceptance's transaction (once, with the move).
  ports.requests.onQuoteAccepted(async (trx: Kysely<DB>, response: ResponseRow) => {
    const link = await repository.linkOf(trx, response.request_id);
    if (link === undefined) return;
    await repository.setQuotedPrice(trx, {
      style_id: link.style_id,
      request_id: response.request_id,
      response_id: response.id,
      supplier_id: response.supplier_id,
      supplier_name: response.supplier_name,
      unit_price_cents: unitPriceFor(response.quote.tiers, link.quantity),
      currency: response.currency,
      quantity: link.quantity,
    });
  });

  return {
    /**
     * A draft request for quotes on `revision`, an approved revision of a style on the caller's
     * side (clients only: requests are a brand's). Answers the request's id.
     */
    async requestQuotes(
      caller: PlmCaller,
      role: string | null,
      styleId: string,
      revision: number,
      body: QuoteRequestBody,
    ): Promise<Outcome<string> | { ok: false; kind: 'not-approved' | 'images-unavailable' }> {
      const style = await ownStyle(caller, styleId);
      if (!style.ok) return style;
      if (role !== 'client') return forbidden(PLM_QUOTE_MESSAGES.clientsOnly);
      const old = await plm.revision(caller, styleId, revision);
      if (!old.ok) return old;
      const approval = (await ports.approvals.ofStyle(styleId)).get(revision);
      if (approval?.state !== 'approved') return { ok: false, kind: 'not-approved' };
      const { content } = old.value;
      const ownerName = (await plm.ownerOf(style.value, caller)).name;
      const savedAt = old.value.created_at.toISOString();
      let bytes: Buffer;
      try {
        bytes = await ports.techPackPdf({
          style: { id: styleId, revision, savedAt, ownerName },
          content,
        });
      } catch {
        // The images could not be read: no request goes out with a tech pack missing them.
        return { ok: false, kind: 'images-unavailable' };
      }
      const name = TECH_PACK_FILE_NAMES.pdf(content.styleNumber, revision);
      const key = await ports.storeAttachment(caller.author.id, name, bytes);
      const draft = quoteRequestDraft(content, revision, body, style.value.confidential, {
        key,
        name,
      });
      const created = await ports.requests.create(
        { id: caller.author.id, company: await ports.companyOf(caller.author.id) },
        draft,
      );
      if (!('request' in created)) {
        await ports.removeAttachment(key);
        return 'invalid' in created
          ? { ok: false, kind: 'invalid', problems: [{ path: '', message: created.invalid }] }
          : notFound();
      }
      await repository.linkRequest({
        requestId: created.request.id,
        styleId,
        revision,
        quantity: body.quantity,
        createdBy: caller.author.id,
      });
      return ok(created.request.id);
    },

    /** The requests made from the style, as their makers see them (the owner's side). */
    async quoteRequests(caller: PlmCaller, styleId: string) {
      const style = await ownStyle(caller, styleId);
      if (!style.ok) return style;
      const links = await repository.requestsOf(styleId);
      const items = [];
      for (const link of links) {
        const request = await ports.requests.findOwn(link.request_id, link.created_by);
        if (request === undefined) continue;
        items.push({
          requestId: link.request_id,
          title: request.title,
          revision: link.revision,
          quantity: link.quantity,
          status: request.status,
          responses: request.responses,
          createdAt: link.created_at.toISOString(),
        });
      }
      return ok(items);
    },

    /** The FOB price from the accepted quote, as the style answers it. */
    async quotedFob(styleId: string): Promise<QuotedFob | null> {
      const row = await repository.quotedPrice(styleId);
      if (row === undefined) return null;
      return {
        unitPriceCents: row.unit_price_cents,
        currency: row.currency,
        quantity: row.quantity,
        requestId: row.request_id,
        requestTitle: row.request_title,
        responseId: row.response_id,
        supplier: { id: row.supplier_id, name: row.supplier_name },
        acceptedAt: row.accepted_at.toISOString(),
      };
    },

    async setConfidential(caller: PlmCaller, styleId: string, confidential: boolean) {
      const style = await ownStyle(caller, styleId);
      if (!style.ok) return style;
      await repository.setConfidential(styleId, confidential);
      styles.reachChanged();
      return plm.find(caller, styleId);
    },

    /**
     * Whether the caller is a reviewer of a confidential style who has not accepted its NDA yet
     * (the style's page tells them so: 403, where a stranger gets 404).
     */
    async ndaPending(caller: PlmCaller, styleId: string): Promise<boolean> {
      const share = await repository.shareOf(styleId, caller.author.id);
      if (share?.role !== 'reviewer' || !share.confidential) return false;
      return (await repository.ndaAcceptedAt(styleId, caller.author.id)) === undefined;
    },

    /** The NDA of a style shared with the caller (or theirs), and where they are with it. */
    async nda(caller: PlmCaller, styleId: string): Promise<Outcome<StyleNda>> {
      const found = await plm.find(caller, styleId);
      if (found.ok) {
        const acceptedAt =
          found.value.access === 'owner'
            ? undefined
            : await repository.ndaAcceptedAt(styleId, caller.author.id);
        return ok({
          nda: STANDARD_NDA,
          confidential: found.value.confidential,
          acceptedAt: acceptedAt?.toISOString() ?? null,
          mayOpen: true,
        });
      }
      if (!(await this.ndaPending(caller, styleId))) return notFound();
      return ok({ nda: STANDARD_NDA, confidential: true, acceptedAt: null, mayOpen: false });
    },

    /** The reviewer accepts the style's NDA: recorded once, in the access log. */
    async acceptNda(caller: PlmCaller, styleId: string): Promise<Outcome<StyleNda>> {
      if (await this.ndaPending(caller, styleId)) {
        const accepted = await repository.acceptNda(
          styleId,
          caller.author.id,
          STANDARD_NDA.version,
        );
        if (accepted) {
          await repository.log({
            styleId,
            userId: caller.author.id,
            userName: caller.author.name,
            action: 'nda-accepted',
            what: STANDARD_NDA.version,
          });
        }
        styles.reachChanged();
      }
      return this.nda(caller, styleId);
    },

    /** Records an opening or a download of a confidential style by someone not on its side. */
    async logAccess(
      caller: PlmCaller,
      style: Pick<ReachedStyle, 'id' | 'confidential' | 'access'>,
      action: 'opened' | 'downloaded',
      what = '',
    ) {
      if (!style.confidential || style.access === 'owner') return;
      await repository.log({
        styleId: style.id,
        userId: caller.author.id,
        userName: caller.author.name,
        action,
        what,
      });
    },

    async accessLog(caller: PlmCaller, styleId: string) {
      const style = await ownStyle(caller, styleId);
      if (!style.ok) return style;
      const rows = await repository.accessLog(styleId);
      return ok(
        rows.map((row) => ({
          userId: row.user_id,
          userName: row.user_name,
          action: row.action,
          what: row.what,
          at: row.at.toISOString(),
        })),
      );
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
