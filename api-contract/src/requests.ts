/**
 * Supplier requests (spec 001 sections 2, 3 "Request draft", 5, 6, 9): a client's request for
 * suppliers, the suppliers' responses with structured quotes, and the request's attachment
 * access log. The requests module (auth-service/src/modules/requests) answers with these.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ListingStatus, ListingVisibility } from './listings';
import { Nullable, OneLine, StringEnum, Timestamp } from './common';
import { UploadId } from './uploads';
import { APPLICATION_SORTS } from './values/applications';
import {
  BUDGET_CURRENCIES,
  INCOTERMS,
  REQUEST_CATEGORIES,
  REQUEST_REGIONS,
  REQUEST_TYPES,
} from './values/requests';

export const RequestType = StringEnum(REQUEST_TYPES);
export type RequestType = Static<typeof RequestType>;

export const RequestCategory = StringEnum(REQUEST_CATEGORIES);
export type RequestCategory = Static<typeof RequestCategory>;

export const RequestRegion = StringEnum(REQUEST_REGIONS);
export type RequestRegion = Static<typeof RequestRegion>;

export const BudgetCurrency = StringEnum(BUDGET_CURRENCIES);
export type BudgetCurrency = Static<typeof BudgetCurrency>;

/** What a request may carry: PDF, JPG, PNG, DOC, DOCX (by content), 10 MB each. */
export const REQUEST_ATTACHMENTS_MAX = 10;

export const RequestIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type RequestIdParams = Static<typeof RequestIdParams>;

export const ResponseIdParams = Type.Object(
  { responseId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type ResponseIdParams = Static<typeof ResponseIdParams>;

/** An attachment as sent: the upload's key (its name and size are the upload's own). */
export const AttachmentKey = Type.Object(
  { key: UploadId, name: Type.String({ maxLength: 255 }) },
  { additionalProperties: false },
);

/** An attachment as answered; `url` downloads it (a 302 to a 60-second link). */
export const RequestAttachment = Type.Object(
  {
    key: UploadId,
    name: Type.String(),
    size: Type.Integer({ minimum: 0 }),
    url: Type.String(),
  },
  { additionalProperties: false },
);
export type RequestAttachment = Static<typeof RequestAttachment>;

/** Whole currency units (a budget, not a price). */
const BudgetAmount = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });

/**
 * Section 3's request draft, as the Post a Request form sends it. `status` draft skips the
 * publish rules (section 5); active publishes. The company is the caller's (read-only in the
 * form), so it is not sent.
 */
export const RequestDraftBody = Type.Object(
  {
    title: OneLine(200),
    location: OneLine(200),
    type: Type.Union([RequestType, Type.Literal('')]),
    category: Type.Union([RequestCategory, Type.Literal('')]),
    quantity: OneLine(200),
    budget: OneLine(200),
    deadline: Nullable(Type.String({ format: 'date' })),
    description: OneLine(5000),
    preferredRegions: Type.Array(RequestRegion, { maxItems: 8 }),
    certifications: Type.Array(OneLine(100), { maxItems: 30 }),
    languages: Type.Array(OneLine(60), { maxItems: 30 }),
    needSamples: Type.Boolean(),
    budgetMin: Nullable(BudgetAmount),
    budgetMax: Nullable(BudgetAmount),
    budgetCurrency: BudgetCurrency,
    visibility: ListingVisibility,
    attachments: Type.Array(AttachmentKey, { maxItems: REQUEST_ATTACHMENTS_MAX }),
    status: StringEnum(['draft', 'active'] as const),
  },
  { additionalProperties: false },
);
export type RequestDraftBody = Static<typeof RequestDraftBody>;

/**
 * A request as a reader sees it. `company` is null when it is hidden from this reader
 * (confidential, before their response with the NDA accepted); `attachments` are empty until the
 * reader responded and accepted the NDA (the owner always sees them), `attachmentCount` says how
 * many there are.
 */
export const SupplierRequest = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    /** The owner's company profile's name when they have one, else the name saved with it. */
    company: Nullable(Type.String()),
    /** The company profile's logo (a thumbnail URL); null without one or while hidden. */
    companyLogo: Nullable(Type.String()),
    location: Type.String(),
    type: Type.String(),
    category: Type.String(),
    quantity: Type.String(),
    budget: Type.String(),
    deadline: Nullable(Type.String({ format: 'date' })),
    description: Type.String(),
    preferredRegions: Type.Array(Type.String()),
    certifications: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    needSamples: Type.Boolean(),
    budgetMin: Nullable(Type.Integer()),
    budgetMax: Nullable(Type.Integer()),
    budgetCurrency: BudgetCurrency,
    visibility: ListingVisibility,
    status: ListingStatus,
    attachments: Type.Array(RequestAttachment),
    attachmentCount: Type.Integer({ minimum: 0 }),
    createdAt: Timestamp,
    publishedAt: Nullable(Timestamp),
    expiresAt: Nullable(Timestamp),
    closedAt: Nullable(Timestamp),
    views: Type.Integer({ minimum: 0 }),
    responses: Type.Integer({ minimum: 0 }),
    isOwner: Type.Boolean(),
    /** The reader's own response to it, if any (suppliers). */
    myResponseId: Nullable(Type.String({ format: 'uuid' })),
    /** Issue 43 item 4: its quantity or budget reaches a threshold (values' big-orders.ts). */
    bigOrder: Type.Boolean(),
    /** A big order's Pro window: until then only Pro suppliers may quote. Null otherwise. */
    proPriorityUntil: Nullable(Timestamp),
    /**
     * The reader is a Starter supplier inside the big order's Pro window: they see it with the
     * upgrade link, and a response is refused (403) until `proPriorityUntil`.
     */
    reservedForPro: Type.Boolean(),
    /**
     * Issue 43 item 5: a direct inquiry to this one (Pro) supplier, seen only by them and its
     * owner; null for a request to every supplier (or the invited ones).
     */
    directSupplierId: Nullable(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type SupplierRequest = Static<typeof SupplierRequest>;

/**
 * `POST /api/requests/inquiries`: a brand's direct inquiry to one Pro supplier from their public
 * page, published at once; the Post a Request form reduced to what a first inquiry needs.
 */
export const InquiryBody = Type.Object(
  {
    supplierId: Type.String({ format: 'uuid' }),
    title: OneLine(200),
    location: OneLine(200),
    type: Type.Union([RequestType, Type.Literal('')]),
    category: Type.Union([RequestCategory, Type.Literal('')]),
    quantity: OneLine(200),
    deadline: Nullable(Type.String({ format: 'date' })),
    description: OneLine(5000),
    budgetMin: Nullable(BudgetAmount),
    budgetMax: Nullable(BudgetAmount),
    budgetCurrency: BudgetCurrency,
  },
  { additionalProperties: false },
);
export type InquiryBody = Static<typeof InquiryBody>;

/**
 * A Pro feature refused to a Starter account (403): why, and the page to upgrade on (the
 * caller's subscription page in the route table).
 */
export const ProOnlyResponse = Type.Object(
  {
    error: Type.Literal('Forbidden'),
    message: Type.String(),
    upgradePath: Type.String(),
  },
  { additionalProperties: false },
);
export type ProOnlyResponse = Static<typeof ProOnlyResponse>;

export const REQUESTS_PAGE_SIZE = 10;

export const RequestsQuery = Type.Object(
  {
    category: Type.Optional(RequestCategory),
    region: Type.Optional(RequestRegion),
    type: Type.Optional(RequestType),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  },
  { additionalProperties: false },
);
export type RequestsQuery = Static<typeof RequestsQuery>;

export const RequestPage = Type.Object(
  {
    requests: Type.Array(SupplierRequest),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type RequestPage = Static<typeof RequestPage>;

export const InviteBody = Type.Object(
  { invitee: Type.String({ minLength: 1, maxLength: 200, description: 'A name or an email.' }) },
  { additionalProperties: false },
);
export type InviteBody = Static<typeof InviteBody>;

/** Section 3's application statuses, shared by supplier responses. */
export const RESPONSE_STATUSES = [
  'new',
  'reviewing',
  'shortlisted',
  'interviewed',
  'hired',
  'rejected',
] as const;
export const ResponseStatus = StringEnum(RESPONSE_STATUSES);
export type ResponseStatus = Static<typeof ResponseStatus>;

export const Incoterm = StringEnum(INCOTERMS);
export type Incoterm = Static<typeof Incoterm>;

/** Money in cents of the request's budget currency. */
const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000_00 });
const Days = Type.Integer({ minimum: 0, maximum: 730 });

/** One quantity tier: from `minQuantity` units on, each costs `unitPrice`. */
export const PriceTier = Type.Object(
  { minQuantity: Type.Integer({ minimum: 1, maximum: 100_000_000 }), unitPrice: Cents },
  { additionalProperties: false },
);
export type PriceTier = Static<typeof PriceTier>;

/** A supplier's structured quote. */
export const Quote = Type.Object(
  {
    tiers: Type.Array(PriceTier, { minItems: 1, maxItems: 10 }),
    moq: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    sampleCost: Cents,
    sampleLeadTimeDays: Days,
    productionLeadTimeDays: Days,
    toolingCost: Cents,
    incoterm: Incoterm,
    validUntil: Type.String({ format: 'date' }),
    certifications: Type.Array(OneLine(100), { maxItems: 30 }),
  },
  { additionalProperties: false },
);
export type Quote = Static<typeof Quote>;

export const ResponseBody = Type.Object(
  {
    quote: Quote,
    message: Type.String({ maxLength: 5000 }),
    attachments: Type.Array(AttachmentKey, { maxItems: REQUEST_ATTACHMENTS_MAX }),
    /** The standard NDA (GET /api/agreements/nda), accepted with this response. */
    acceptNda: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ResponseBody = Static<typeof ResponseBody>;

export const SupplierResponse = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    requestId: Type.String({ format: 'uuid' }),
    requestTitle: Type.String(),
    supplierId: Type.String({ format: 'uuid' }),
    supplierName: Type.String(),
    status: ResponseStatus,
    declineReason: Nullable(Type.String()),
    quote: Quote,
    currency: BudgetCurrency,
    message: Type.String(),
    attachments: Type.Array(RequestAttachment),
    ndaVersion: Nullable(Type.String()),
    ndaAcceptedAt: Nullable(Timestamp),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    /** The statuses the request's client may move it to now (the status machine's answer). */
    allowedMoves: Type.Array(ResponseStatus),
    /**
     * On the client's Supplier Responses only (issue 43 item 7): whether the supplier is Pro,
     * and whether they carry the Verified Supplier badge (approved, and Pro).
     */
    supplierIsPro: Type.Optional(Type.Boolean()),
    supplierVerified: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SupplierResponse = Static<typeof SupplierResponse>;

/** Supplier Responses' order: newest first (the default), or Pro suppliers first. */
export const ReceivedResponsesQuery = Type.Object(
  { sort: Type.Optional(StringEnum(APPLICATION_SORTS)) },
  { additionalProperties: false },
);
export type ReceivedResponsesQuery = Static<typeof ReceivedResponsesQuery>;

export const SupplierResponses = Type.Object(
  { responses: Type.Array(SupplierResponse) },
  { additionalProperties: false },
);
export type SupplierResponses = Static<typeof SupplierResponses>;

/** The moves a request's owner makes; `rejected` needs a reason, which the supplier sees. */
export const ResponseStatusBody = Type.Object(
  {
    status: StringEnum(['shortlisted', 'interviewed', 'hired', 'rejected'] as const),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type ResponseStatusBody = Static<typeof ResponseStatusBody>;

export const AttachmentDownload = Type.Object(
  {
    fileName: Type.String(),
    key: UploadId,
    userId: Type.String({ format: 'uuid' }),
    userName: Type.String(),
    downloadedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type AttachmentDownload = Static<typeof AttachmentDownload>;

export const AttachmentAccessLog = Type.Object(
  { downloads: Type.Array(AttachmentDownload) },
  { additionalProperties: false },
);
export type AttachmentAccessLog = Static<typeof AttachmentAccessLog>;
