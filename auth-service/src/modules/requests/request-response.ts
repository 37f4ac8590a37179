/**
 * Requests and responses as the API answers them. The brand and the attachments of a request are
 * what spec section 6 lets this reader see: the brand by the request's rule
 * (hiring/brand-disclosure.ts: a confidential one's once the client hired the reader's response,
 * an invite-only one's once the reader responded with the standard NDA); attachments are listed
 * only to the owner and to a supplier who responded with the NDA.
 */
import {
  allowedMoves,
  type RequestAttachment,
  type ListingSummary,
  type SupplierRequest,
  type SupplierResponse,
} from '@atelier/api-contract';
import type { StoredAttachment } from '../../platform/database/schema';
import type { Brand } from '../companies/service';
import { requestBrandShown } from '../hiring/brand-disclosure';
import { downloadUrlOf } from '../uploads/service';
import type { ReaderResponse, RequestRow } from './repository';
import type { ResponseRow } from './responses-repository';

const toAttachment = ({ key, name, size }: StoredAttachment): RequestAttachment => ({
  key,
  name,
  size,
  url: downloadUrlOf(key),
});

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** Who reads a request, for a big order's Pro window: a Pro reader, at the service's time. */
export interface ReaderPlan {
  pro: boolean;
  now: Date;
}

export function toSupplierRequest(
  row: RequestRow,
  readerId: string,
  mine: ReaderResponse | undefined,
  /** The owner's company profile, when they have one: its name stands for the saved one. */
  brand: Brand | undefined,
  /** The reader's plan and the time: whether a big order is still reserved for Pro. */
  plan: ReaderPlan,
): SupplierRequest {
  const isOwner = row.owner_id === readerId;
  const window = row.pro_priority_until;
  const ndaAccepted = mine?.ndaAccepted === true;
  const showsBrand = requestBrandShown({ visibility: row.visibility, isOwner, response: mine });
  const showsFiles = isOwner || ndaAccepted;
  return {
    id: row.id,
    title: row.title,
    company: showsBrand ? (brand?.name ?? row.company) : null,
    companyLogo: showsBrand ? (brand?.logo ?? null) : null,
    location: row.location,
    type: row.request_type,
    category: row.category,
    quantity: row.quantity,
    budget: row.budget,
    deadline: row.deadline,
    description: row.description,
    preferredRegions: row.preferred_regions,
    certifications: row.certifications,
    languages: row.languages,
    needSamples: row.need_samples,
    budgetMin: row.budget_min,
    budgetMax: row.budget_max,
    budgetCurrency: row.budget_currency,
    visibility: row.visibility,
    status: row.status,
    attachments: showsFiles ? row.attachments.map(toAttachment) : [],
    attachmentCount: row.attachments.length,
    createdAt: row.created_at.toISOString(),
    publishedAt: iso(row.published_at),
    expiresAt: iso(row.expires_at),
    closedAt: iso(row.closed_at),
    views: row.views,
    responses: row.responses,
    isOwner,
    myResponseId: mine?.id ?? null,
    bigOrder: window !== null,
    proPriorityUntil: iso(window),
    reservedForPro: !isOwner && !plan.pro && window !== null && window > plan.now,
    directSupplierId: row.direct_supplier_id,
  };
}

/** Manage Listings' row (api-contract listings.ts). */
export function toListingSummary(row: RequestRow): ListingSummary {
  return {
    id: row.id,
    title: row.title,
    type: 'request',
    status: row.status,
    visibility: row.visibility,
    createdAt: row.created_at.toISOString(),
    publishedAt: iso(row.published_at),
    expiresAt: iso(row.expires_at),
    closedAt: iso(row.closed_at),
    responses: row.responses,
    views: row.views,
    featured: false,
    urgent: false,
  };
}

export function toSupplierResponse(row: ResponseRow): SupplierResponse {
  return {
    id: row.id,
    requestId: row.request_id,
    requestTitle: row.request_title,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    status: row.status,
    declineReason: row.decline_reason,
    quote: row.quote,
    currency: row.currency,
    message: row.message,
    attachments: row.attachments.map(toAttachment),
    ndaVersion: row.nda_version,
    ndaAcceptedAt: iso(row.nda_accepted_at),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    allowedMoves: allowedMoves(row.status),
  };
}
