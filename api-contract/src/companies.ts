/**
 * Companies (`/api/companies`): a client's company profile (spec 001 section 2, /client/profile:
 * name, logo, website, location, description; the brand requests and jobs show), its team
 * (/client/team), and suppliers' profiles and services (`/api/suppliers`: /supplier/profile,
 * /supplier/services, with a Pro supplier's service catalogue, spec 000 section 6).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OneLine, StringEnum, Timestamp } from './common';
import {
  BUDGET_CURRENCIES,
  REQUEST_CATEGORIES,
  REQUEST_REGIONS,
  REQUEST_TYPES,
} from './values/requests';

/*
 * Where suppliers work, the categories and types of their services and their price range's
 * currencies: the spec's lists for supplier requests (001 sections 6 and 9, api-contract's
 * values), so a service and a client's request speak the same words.
 */
export const SUPPLIER_REGIONS = REQUEST_REGIONS;
export type SupplierRegion = (typeof SUPPLIER_REGIONS)[number];
export const SERVICE_CATEGORIES = REQUEST_CATEGORIES;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const SERVICE_TYPES = REQUEST_TYPES;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_CURRENCIES = BUDGET_CURRENCIES;
export type ServiceCurrency = (typeof SERVICE_CURRENCIES)[number];

/** Text lengths the forms and the API share. */
export const COMPANY_LIMITS = {
  name: 120,
  website: 300,
  location: 120,
  description: 2000,
  listItem: 60,
  listItems: 20,
  serviceTitle: 120,
  services: 100,
} as const;

const UploadKey = Type.String({
  pattern: '^[0-9a-f]{32}$',
  description: "An upload id (`/api/uploads`): the caller's complete upload of purpose image.",
});
const Url = Type.String({ description: 'An image size or a download link.' });
const TextList = Type.Array(Type.String({ maxLength: COMPANY_LIMITS.listItem }), {
  maxItems: COMPANY_LIMITS.listItems,
});

// ----- A client's company -----

/**
 * `PUT /api/companies/mine`: the whole profile. Texts may be empty here: the server answers its
 * own messages (messages.ts) in the form's order.
 */
export const CompanyProfileBody = Type.Object(
  {
    name: OneLine(COMPANY_LIMITS.name),
    website: Type.String({ maxLength: COMPANY_LIMITS.website }),
    location: Type.String({ maxLength: COMPANY_LIMITS.location }),
    description: Type.String({ maxLength: COMPANY_LIMITS.description }),
    logo: Nullable(UploadKey),
  },
  { additionalProperties: false },
);
export type CompanyProfileBody = Static<typeof CompanyProfileBody>;

/** A company as anyone sees it (a listing's brand). */
export const Company = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    website: Nullable(Type.String()),
    location: Nullable(Type.String()),
    description: Nullable(Type.String()),
    logo: Nullable(
      Type.Object(
        { key: Type.String(), thumbnailUrl: Url, url: Url },
        { additionalProperties: false },
      ),
    ),
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type Company = Static<typeof Company>;

export const COMPANY_MEMBER_ROLES = ['owner', 'member'] as const;
export type CompanyMemberRole = (typeof COMPANY_MEMBER_ROLES)[number];

/** `GET /api/companies/mine`: the caller's company (none yet: null) and their place in it. */
export const MyCompany = Type.Object(
  {
    company: Nullable(Company),
    /** Owners edit the profile and manage the team; null without a company. */
    memberRole: Nullable(StringEnum(COMPANY_MEMBER_ROLES)),
  },
  { additionalProperties: false },
);
export type MyCompany = Static<typeof MyCompany>;

export const CompanyIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type CompanyIdParams = Static<typeof CompanyIdParams>;

// ----- The team -----

export const TeamMember = Type.Object(
  {
    userId: Type.String({ format: 'uuid' }),
    fullName: Nullable(Type.String()),
    email: Type.String(),
    role: StringEnum(COMPANY_MEMBER_ROLES),
    joinedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type TeamMember = Static<typeof TeamMember>;

export const TeamInvitation = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    invitedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type TeamInvitation = Static<typeof TeamInvitation>;

/** `GET /api/companies/mine/team`. */
export const Team = Type.Object(
  { members: Type.Array(TeamMember), invitations: Type.Array(TeamInvitation) },
  { additionalProperties: false },
);
export type Team = Static<typeof Team>;

export const InviteMemberBody = Type.Object(
  { email: Type.String({ maxLength: 254 }) },
  { additionalProperties: false },
);
export type InviteMemberBody = Static<typeof InviteMemberBody>;

export const InvitationIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export const MemberIdParams = Type.Object(
  { userId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/**
 * `?invitation=` on `GET .../invitations/pending` and `POST .../invitations/accept`: the token of
 * an invitation e-mail's link, which names that one invitation (single-use: joining uses it up).
 * Without it, the oldest invitation to the caller's verified address is meant.
 */
export const InvitationLinkQuery = Type.Object(
  { invitation: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);
export type InvitationLinkQuery = Static<typeof InvitationLinkQuery>;

/** `POST /api/companies/invitations/accept`: the company joined, or none was waiting. */
export const AcceptedInvitation = Type.Object(
  { company: Nullable(Company) },
  { additionalProperties: false },
);
export type AcceptedInvitation = Static<typeof AcceptedInvitation>;

/**
 * `GET /api/companies/invitations/pending`: the company that invited the caller's email and that
 * accepting would join (the oldest invitation), or null (none, or already in a company).
 */
export const PendingInvitation = Type.Object(
  { company: Nullable(Company) },
  { additionalProperties: false },
);
export type PendingInvitation = Static<typeof PendingInvitation>;

// ----- A supplier's profile -----

/** `PUT /api/suppliers/me/profile`: the whole profile. */
export const SupplierProfileBody = Type.Object(
  {
    companyName: OneLine(COMPANY_LIMITS.name),
    capabilities: TextList,
    certifications: TextList,
    regions: Type.Array(Type.String({ maxLength: 60 }), { maxItems: SUPPLIER_REGIONS.length }),
    description: Type.String({ maxLength: COMPANY_LIMITS.description }),
    website: Type.String({ maxLength: COMPANY_LIMITS.website }),
    location: Type.String({ maxLength: COMPANY_LIMITS.location }),
    logo: Nullable(UploadKey),
  },
  { additionalProperties: false },
);
export type SupplierProfileBody = Static<typeof SupplierProfileBody>;

export const ServiceCatalogue = Type.Object(
  {
    key: Type.String(),
    name: Type.String(),
    size: Type.Integer({ description: 'Bytes.' }),
    url: Type.String({ description: 'A redirect to a 60-second download link.' }),
  },
  { additionalProperties: false },
);
export type ServiceCatalogue = Static<typeof ServiceCatalogue>;

export const SupplierProfile = Type.Object(
  {
    userId: Type.String({ format: 'uuid' }),
    companyName: Type.String(),
    capabilities: Type.Array(Type.String()),
    certifications: Type.Array(Type.String()),
    regions: Type.Array(StringEnum(SUPPLIER_REGIONS)),
    description: Nullable(Type.String()),
    website: Nullable(Type.String()),
    location: Nullable(Type.String()),
    logo: Nullable(
      Type.Object(
        { key: Type.String(), thumbnailUrl: Url, url: Url },
        { additionalProperties: false },
      ),
    ),
    /** A Pro supplier's service catalogue (PDF). */
    catalogue: Nullable(ServiceCatalogue),
    /** The Verified Supplier badge (issue 43): an admin approved the business, and Pro. */
    verified: Type.Boolean(),
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type SupplierProfile = Static<typeof SupplierProfile>;

/** `GET /api/suppliers/me/profile`: null until the supplier saves one. */
export const MySupplierProfile = Type.Object(
  { profile: Nullable(SupplierProfile) },
  { additionalProperties: false },
);
export type MySupplierProfile = Static<typeof MySupplierProfile>;

/** `PUT /api/suppliers/me/catalogue`: a complete upload of purpose service-catalogue (PDF). */
export const ServiceCatalogueBody = Type.Object(
  { key: UploadKey },
  { additionalProperties: false },
);
export type ServiceCatalogueBody = Static<typeof ServiceCatalogueBody>;

// ----- Services -----

const Money = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Minor units.' });
const Days = Type.Integer({ minimum: 0, maximum: 3650 });

const serviceFields = {
  title: OneLine(COMPANY_LIMITS.serviceTitle),
  type: Type.String({ maxLength: 60, description: 'One of SERVICE_TYPES.' }),
  description: Type.String({ maxLength: COMPANY_LIMITS.description }),
  categories: Type.Array(Type.String({ maxLength: 60 }), { maxItems: SERVICE_CATEGORIES.length }),
  certifications: TextList,
  priceMin: Nullable(Money),
  priceMax: Nullable(Money),
  currency: StringEnum(SERVICE_CURRENCIES),
  /** Minimum order quantity, in units (pieces, metres...). */
  moq: Nullable(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  leadTimeMinDays: Nullable(Days),
  leadTimeMaxDays: Nullable(Days),
};

/** `POST /api/suppliers/me/services` and `PUT .../:id`: the whole service. */
export const ServiceBody = Type.Object(serviceFields, { additionalProperties: false });
export type ServiceBody = Static<typeof ServiceBody>;

export const SupplierService = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    supplierId: Type.String({ format: 'uuid' }),
    ...serviceFields,
    type: StringEnum(SERVICE_TYPES),
    categories: Type.Array(StringEnum(SERVICE_CATEGORIES)),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type SupplierService = Static<typeof SupplierService>;

export const MyServices = Type.Object(
  { services: Type.Array(SupplierService) },
  { additionalProperties: false },
);
export type MyServices = Static<typeof MyServices>;

export const ServiceIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type ServiceIdParams = Static<typeof ServiceIdParams>;

/**
 * A Pro supplier's service catalogue as its public page shows it (issue 43): a visitor sees that
 * there is one; only a signed-in user gets the link (each download is recorded for the supplier).
 */
export const PublicServiceCatalogue = Type.Object(
  {
    name: Type.String(),
    size: Type.Integer({ description: 'Bytes.' }),
    url: Nullable(
      Type.String({
        description:
          'A redirect to a 60-second download link; null for a visitor who is not signed in.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PublicServiceCatalogue = Static<typeof PublicServiceCatalogue>;

/**
 * `GET /api/suppliers/:userId`: a supplier's public page (issue 43): the profile and services
 * (the directory's entry) and, for a Pro supplier only, the service catalogue. The profile's own
 * `catalogue` is the owner's view and is always null here: `catalogue` beside it is the public one.
 */
export const PublicSupplier = Type.Object(
  {
    profile: SupplierProfile,
    services: Type.Array(SupplierService),
    catalogue: Nullable(PublicServiceCatalogue),
    /**
     * Issue 43 item 5: a Pro supplier takes brands' direct inquiries (`POST
     * /api/requests/inquiries`); a Starter receives public requests and invitations only.
     */
    acceptsInquiries: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PublicSupplier = Static<typeof PublicSupplier>;

/** One download of a supplier's catalogue by someone else: who and when. */
export const CatalogueDownload = Type.Object(
  {
    fileName: Type.String(),
    userId: Type.String({ format: 'uuid' }),
    userName: Type.String(),
    downloadedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type CatalogueDownload = Static<typeof CatalogueDownload>;

/** `GET /api/suppliers/me/catalogue/downloads`: the supplier's catalogue's access log. */
export const CatalogueAccessLog = Type.Object(
  { downloads: Type.Array(CatalogueDownload) },
  { additionalProperties: false },
);
export type CatalogueAccessLog = Static<typeof CatalogueAccessLog>;

export const SupplierIdParams = Type.Object(
  { userId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type SupplierIdParams = Static<typeof SupplierIdParams>;

// ----- Account settings -----

/** Notification preferences, stored per user (`/api/account/notification-preferences`). */
export const NotificationPreferences = Type.Object(
  {
    emailMessages: Type.Boolean({ description: 'New messages.' }),
    emailApplications: Type.Boolean({ description: 'Applications and supplier responses.' }),
    emailRequests: Type.Boolean({ description: 'Client requests and job matches.' }),
    emailSales: Type.Boolean({
      description: 'Sales and orders: sales, purchases, custom orders, refunds, disputes, reviews.',
    }),
    productUpdates: Type.Boolean({ description: 'Platform news and PLM launch updates.' }),
  },
  { additionalProperties: false },
);
export type NotificationPreferences = Static<typeof NotificationPreferences>;

/** `DELETE /api/account`: the caller types this to confirm. */
export const DeleteAccountBody = Type.Object(
  { confirmation: Type.String({ maxLength: 20 }) },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;
