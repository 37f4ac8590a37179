/**
 * Uploads (tus, `/api/uploads`), image sizes (`/api/images`) and signed file links
 * (`/api/storage`). tus requests carry their data in headers (`Upload-Length`, `Upload-Metadata`
 * with `purpose` and `filename`, `Upload-Offset`) and raw bytes, not JSON; these schemas describe
 * the parameters and the answers.
 */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

export const UPLOAD_PURPOSE_NAMES = [
  'image',
  'product-file',
  'service-catalogue',
  'application-file',
  'request-attachment',
  /** Issue 22: a custom order's requirement attachments and deliveries (the two parties only). */
  'order-file',
  /** Issue 43: a supplier's verification document (the supplier and admins only). */
  'verification-document',
] as const;
export const UploadPurpose = StringEnum(UPLOAD_PURPOSE_NAMES, {
  description: 'What an upload is for: its size limit and accepted types follow from it.',
});
export type UploadPurpose = Static<typeof UploadPurpose>;

export const UploadId = Type.String({
  pattern: '^[0-9a-f]{32}$',
  description: 'An upload id: 32 lower-case hex characters (from the creation Location header).',
});

export const UploadParams = Type.Object({ id: UploadId }, { additionalProperties: false });
export type UploadParams = Static<typeof UploadParams>;

export const IMAGE_SIZE_FILES = ['w320.webp', 'w1280.webp'] as const;
export const ImageParams = Type.Object(
  {
    id: UploadId,
    file: StringEnum(IMAGE_SIZE_FILES, {
      description: 'The size: a 320 px wide thumbnail or the 1280 px display size (WebP).',
    }),
  },
  { additionalProperties: false },
);
export type ImageParams = Static<typeof ImageParams>;

export const SignedLinkQuery = Type.Object(
  {
    expires: Type.String({ maxLength: 12, description: 'Unix seconds after which it is refused.' }),
    signature: Type.String({ maxLength: 100 }),
    filename: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);
export type SignedLinkQuery = Static<typeof SignedLinkQuery>;

/** An answer without a body, described for the OpenAPI document. */
export const NoBody = (description: string) => Type.Null({ description });

/** A file's bytes. */
export const FileBytes = (description: string) => Type.String({ format: 'binary', description });
