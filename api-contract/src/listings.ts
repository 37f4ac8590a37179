import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';

/**
 * A client's listing as Manage Listings shows it (spec 001, sections 2 and 3, "Listing"): a job
 * (jobs module) or a supplier request (requests module), each answering its owner's
 * `GET /api/<jobs|requests>/mine` with this shape so the screen merges the two.
 */
export const LISTING_STATUSES = ['active', 'draft', 'closed', 'expired'] as const;
export const ListingStatus = StringEnum(LISTING_STATUSES);
export type ListingStatus = Static<typeof ListingStatus>;

export const LISTING_VISIBILITIES = ['public', 'confidential', 'invite-only'] as const;
export const ListingVisibility = StringEnum(LISTING_VISIBILITIES);
export type ListingVisibility = Static<typeof ListingVisibility>;

export const ListingSummary = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    type: StringEnum(['job', 'request'] as const),
    /** `expired`: published, and its deadline (or 30 days after publishing) has passed. */
    status: ListingStatus,
    visibility: ListingVisibility,
    createdAt: Timestamp,
    publishedAt: Nullable(Timestamp),
    /** When an active listing expires, or when an expired one did; null for drafts. */
    expiresAt: Nullable(Timestamp),
    /** Closed by its owner ('Manually closed'), as opposed to expired. */
    closedAt: Nullable(Timestamp),
    /** Applications (jobs) or supplier responses (requests). */
    responses: Type.Integer({ minimum: 0 }),
    views: Type.Integer({ minimum: 0 }),
    featured: Type.Boolean(),
    urgent: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ListingSummary = Static<typeof ListingSummary>;

export const MyListings = Type.Object(
  { listings: Type.Array(ListingSummary) },
  { additionalProperties: false },
);
export type MyListings = Static<typeof MyListings>;

/**
 * An invitee of an invite-only listing, as its owner sees them: `GET`/`POST
 * /api/<jobs|requests>/:id/invitations` (the jobs module's `JobInvitation`, the requests module's
 * `Invitation`).
 */
export const ListingInvitation = Type.Object(
  {
    userId: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Nullable(
      Type.String({
        description:
          'The contact e-mail the invitee shows on their public profile, else null: never their account e-mail.',
      }),
    ),
    invitedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type ListingInvitation = Static<typeof ListingInvitation>;

export const ListingInvitations = Type.Object(
  { invitations: Type.Array(ListingInvitation) },
  { additionalProperties: false },
);
export type ListingInvitations = Static<typeof ListingInvitations>;
