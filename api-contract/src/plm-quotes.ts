/**
 * Quotes from a style, and the confidential style behind an NDA (issue 39).
 *
 * Routes (signed in; 404 to anyone the style is not shared with):
 * - `POST /api/plm/styles/:styleId/revisions/:revision/quote-requests`  QuoteRequestBody → 201
 *     QuoteRequestCreated: a draft supplier request (the requests module's) prefilled from the
 *     style (category, quantity, target price from the cost sheet, deadline) with the revision's
 *     tech pack PDF attached and linked to the style; the brand completes and publishes it in Post
 *     a Request. An approved revision of a style on the caller's side, by a client (403 with the
 *     reason to others, 409 when the revision is not approved).
 * - `GET  /api/plm/styles/:styleId/quote-requests`   StyleQuoteRequests: the requests made from it
 *     (the owner's side; 403 to collaborators)
 * - `PUT  /api/plm/styles/:styleId/confidential`     ConfidentialBody → Style (the owner's side)
 * - `GET  /api/plm/styles/:styleId/nda`              StyleNda: the NDA a confidential style's
 *     reviewer accepts, and whether they did (anyone the style is shared with)
 * - `POST /api/plm/styles/:styleId/nda`              → StyleNda: the reviewer accepts it
 * - `GET  /api/plm/styles/:styleId/access-log`       StyleAccessLog (the owner's side)
 *
 * A confidential style is 403 (`PLM_QUOTE_MESSAGES.ndaRequired`) to a reviewer who has not accepted
 * its NDA on `GET /api/plm/styles/:styleId`, and 404 on its other routes and absent from their list.
 * Accepting the standard NDA with a response to a request made from the style counts too.
 *
 * A quote accepted by the request's owner (its response moved to hired) writes its unit price
 * (the tier for the request's quantity) into the style's cost sheet as the FOB price: `quotedFob`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';
import { NdaDocument } from './agreements';
import { BudgetCurrency } from './requests';
import { ListingStatus } from './listings';

export const QuoteRequestBody = Type.Object(
  {
    /** Units to quote for: the tier of each quote for it becomes the FOB price. */
    quantity: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    /** When the quotes are needed by (a calendar date). */
    deadline: Nullable(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);
export type QuoteRequestBody = Static<typeof QuoteRequestBody>;

export const QuoteRequestCreated = Type.Object(
  { requestId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type QuoteRequestCreated = Static<typeof QuoteRequestCreated>;

export const StyleQuoteRequest = Type.Object(
  {
    requestId: Type.String({ format: 'uuid' }),
    title: Type.String(),
    revision: Type.Integer({ minimum: 1 }),
    quantity: Type.Integer({ minimum: 1 }),
    /** 'draft' until published, then the request's status. */
    status: Type.Union([ListingStatus, Type.Literal('draft')]),
    responses: Type.Integer({ minimum: 0 }),
    createdAt: Timestamp,
  },
  { additionalProperties: false },
);
export type StyleQuoteRequest = Static<typeof StyleQuoteRequest>;

export const StyleQuoteRequests = Type.Object(
  { items: Type.Array(StyleQuoteRequest) },
  { additionalProperties: false },
);
export type StyleQuoteRequests = Static<typeof StyleQuoteRequests>;

/** The FOB price from the quote the style's owner accepted, and where it came from. */
export const QuotedFob = Type.Object(
  {
    unitPriceCents: Type.Integer({ minimum: 0 }),
    currency: BudgetCurrency,
    quantity: Type.Integer({ minimum: 1 }),
    requestId: Type.String({ format: 'uuid' }),
    requestTitle: Type.String(),
    responseId: Type.String({ format: 'uuid' }),
    supplier: Type.Object(
      { id: Type.String(), name: Type.String() },
      { additionalProperties: false },
    ),
    acceptedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type QuotedFob = Static<typeof QuotedFob>;

export const ConfidentialBody = Type.Object(
  { confidential: Type.Boolean() },
  { additionalProperties: false },
);
export type ConfidentialBody = Static<typeof ConfidentialBody>;

export const StyleNda = Type.Object(
  {
    nda: NdaDocument,
    /** Whether the style is confidential (without it, no NDA is needed). */
    confidential: Type.Boolean(),
    /** When the caller accepted it (null: not yet; the owner's side never needs to). */
    acceptedAt: Nullable(Timestamp),
    /** Whether the caller may open the style now. */
    mayOpen: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type StyleNda = Static<typeof StyleNda>;

export const STYLE_ACCESS_ACTIONS = ['nda-accepted', 'opened', 'downloaded'] as const;

export const StyleAccessLog = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          userId: Type.String(),
          userName: Type.String(),
          action: StringEnum(STYLE_ACCESS_ACTIONS),
          /** The file downloaded ('' otherwise). */
          what: Type.String(),
          at: Timestamp,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type StyleAccessLog = Static<typeof StyleAccessLog>;
