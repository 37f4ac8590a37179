/**
 * Verified Supplier means verified (issue 43, item 3): a Pro supplier applies with business
 * details and one document (`/api/suppliers/me/verification`); an admin approves or refuses it
 * (`/api/admin/supplier-verifications`). The badge (`verified` of a supplier profile, a directory
 * entry, a public profile) shows only after an approval and while the supplier is Pro.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OneLine, StringEnum, Timestamp } from './common';

export const VERIFICATION_LIMITS = {
  legalName: 200,
  registrationNumber: 100,
  address: 500,
  website: 300,
  refusalReason: 1000,
} as const;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** `POST /api/suppliers/me/verification`. */
export const VerificationApplicationBody = Type.Object(
  {
    legalName: OneLine(VERIFICATION_LIMITS.legalName),
    registrationNumber: OneLine(VERIFICATION_LIMITS.registrationNumber),
    address: Type.String({ maxLength: VERIFICATION_LIMITS.address }),
    website: OneLine(VERIFICATION_LIMITS.website),
    document: Type.String({
      pattern: '^[0-9a-f]{32}$',
      description: 'A complete upload of purpose verification-document (PDF, JPG or PNG).',
    }),
  },
  { additionalProperties: false },
);
export type VerificationApplicationBody = Static<typeof VerificationApplicationBody>;

export const VerificationApplication = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    supplierId: Type.String({ format: 'uuid' }),
    companyName: Type.String(),
    legalName: Type.String(),
    registrationNumber: Type.String(),
    address: Type.String(),
    website: Type.String(),
    document: Type.Object(
      {
        name: Type.String(),
        size: Type.Integer({ description: 'Bytes.' }),
        url: Type.String({ description: 'A redirect to a 60-second download link.' }),
      },
      { additionalProperties: false },
    ),
    status: StringEnum(VERIFICATION_STATUSES),
    /** Why an admin refused it (a refused application only). */
    refusalReason: Nullable(Type.String()),
    createdAt: Timestamp,
    reviewedAt: Nullable(Timestamp),
  },
  { additionalProperties: false },
);
export type VerificationApplication = Static<typeof VerificationApplication>;

/** `GET /api/suppliers/me/verification`: the latest application, and whether the badge shows. */
export const MyVerification = Type.Object(
  {
    application: Nullable(VerificationApplication),
    verified: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MyVerification = Static<typeof MyVerification>;

/** `GET /api/admin/supplier-verifications`: the applications waiting, oldest first. */
export const PendingVerifications = Type.Object(
  { applications: Type.Array(VerificationApplication) },
  { additionalProperties: false },
);
export type PendingVerifications = Static<typeof PendingVerifications>;

export const VerificationIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type VerificationIdParams = Static<typeof VerificationIdParams>;

/** `POST /api/admin/supplier-verifications/:id/refuse`. */
export const VerificationRefusalBody = Type.Object(
  { reason: Type.String({ maxLength: VERIFICATION_LIMITS.refusalReason }) },
  { additionalProperties: false },
);
export type VerificationRefusalBody = Static<typeof VerificationRefusalBody>;
