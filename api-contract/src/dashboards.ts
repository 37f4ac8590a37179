import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';
import { DirectoryEntry } from './directory';
import { APPLICATION_STATUSES } from './values/applications';

/** The dashboards' limits (spec 001 section 9: recommended profiles max 4). */
export const DASHBOARD_LIMITS = {
  recommendedProfiles: 4,
  recentApplications: 3,
  recentRequests: 3,
} as const;

/** A profile recommended for the client's open jobs, with its score (0-100) and the job. */
export const RecommendedProfile = Type.Composite(
  [
    DirectoryEntry,
    Type.Object({
      matchScore: Type.Integer({ minimum: 1, maximum: 100 }),
      /** The title of the client's open job it matches best. */
      matchedJob: Type.String(),
    }),
  ],
  { additionalProperties: false },
);
export type RecommendedProfile = Static<typeof RecommendedProfile>;

/** Applications and quotes share the hiring loop's statuses (new -> ... -> hired, rejected). */
export const ApplicationCounts = Type.Object(
  {
    new: Type.Integer({ minimum: 0 }),
    reviewing: Type.Integer({ minimum: 0 }),
    shortlisted: Type.Integer({ minimum: 0 }),
    interviewed: Type.Integer({ minimum: 0 }),
    hired: Type.Integer({ minimum: 0 }),
    rejected: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type ApplicationCounts = Static<typeof ApplicationCounts>;

export const DASHBOARD_APPLICATION_KINDS = ['job', 'request'] as const;

/** One application to a job, or one quote to a request, of the client's. */
export const DashboardApplication = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: StringEnum(DASHBOARD_APPLICATION_KINDS),
    /** The freelancer's or the supplier's name. */
    name: Type.String(),
    listingTitle: Type.String(),
    status: StringEnum(APPLICATION_STATUSES),
    createdAt: Timestamp,
  },
  { additionalProperties: false },
);
export type DashboardApplication = Static<typeof DashboardApplication>;

/** `GET /api/dashboards/client`: /client/dashboard's cards on real data. */
export const ClientDashboard = Type.Object(
  {
    /** Max 4, ranked against the client's open jobs; empty without open jobs. */
    recommendedProfiles: Type.Array(RecommendedProfile),
    /** Open jobs the recommendations were ranked against. */
    openJobs: Type.Integer({ minimum: 0 }),
    applications: Type.Object(
      {
        /** Across the client's jobs (applications) and requests (quotes). */
        counts: ApplicationCounts,
        total: Type.Integer({ minimum: 0 }),
        /** The latest few, newest first. */
        recent: Type.Array(DashboardApplication),
      },
      { additionalProperties: false },
    ),
    analytics: Type.Object(
      {
        /** Published jobs and requests, open now. */
        activeListings: Type.Integer({ minimum: 0 }),
        /** Views of the client's jobs and requests by others. */
        listingViews: Type.Integer({ minimum: 0 }),
        /** Applications to the jobs and quotes to the requests. */
        responses: Type.Integer({ minimum: 0 }),
        /** Hired applicants and accepted quotes. */
        hires: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ClientDashboard = Static<typeof ClientDashboard>;

/**
 * A request's state for the supplier, in the spec's words (001 section 4): a new one, one they
 * were invited to quote, one they answered.
 */
export const SUPPLIER_REQUEST_STATES = ['new-inquiry', 'awaiting-quote', 'in-discussion'] as const;
export type SupplierRequestState = (typeof SUPPLIER_REQUEST_STATES)[number];

/** Requests whose deadline is this close are urgent. */
export const URGENT_REQUEST_DAYS = 7;

export const DashboardClientRequest = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    /** The brand, as the request shows it to this supplier (null: confidential until the NDA). */
    client: Nullable(Type.String()),
    state: StringEnum(SUPPLIER_REQUEST_STATES),
    /** The deadline is within URGENT_REQUEST_DAYS days. */
    urgent: Type.Boolean(),
    publishedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type DashboardClientRequest = Static<typeof DashboardClientRequest>;

/** `GET /api/dashboards/supplier`: /supplier/dashboard's cards on real data. */
export const SupplierDashboard = Type.Object(
  {
    /** Open requests the supplier may see, newest first (max 3). */
    recentRequests: Type.Array(DashboardClientRequest),
    /** All open requests the supplier may see. */
    openRequests: Type.Integer({ minimum: 0 }),
    analytics: Type.Object(
      {
        /** The supplier's quotes, by the client's decision. */
        responses: ApplicationCounts,
        totalResponses: Type.Integer({ minimum: 0 }),
        /** Views of the supplier's public profile; null without one. */
        profileViews: Nullable(Type.Integer({ minimum: 0 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type SupplierDashboard = Static<typeof SupplierDashboard>;
