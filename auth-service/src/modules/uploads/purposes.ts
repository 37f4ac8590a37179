/**
 * What each kind of upload may be: its size limit (the spec's: images 10MB each, product files
 * 100MB each, request and message attachments 10MB each) and, for images and attachments, the
 * formats accepted by their content, never by name or declared type, recognised by their first
 * bytes: images JPG, PNG and GIF; message attachments those, PDF, DOC (OLE2) and DOCX (a ZIP
 * container); request attachments PDF, JPG, PNG, DOC and DOCX.
 */
const MB = 1024 * 1024;

export const UPLOAD_PURPOSES = {
  image: { maxBytes: 10 * MB, limitText: '10MB', public: true },
  'product-file': { maxBytes: 100 * MB, limitText: '100MB', public: false },
  /** A Pro supplier's service catalogue (a PDF; the companies module checks the name). */
  'service-catalogue': { maxBytes: 20 * MB, limitText: '20MB', public: false },
  /** A job application's attachments (CV, portfolio): the applicant and the job's client. */
  'application-file': { maxBytes: 10 * MB, limitText: '10MB', public: false },
  'request-attachment': { maxBytes: 10 * MB, limitText: '10MB', public: false },
  attachment: { maxBytes: 10 * MB, limitText: '10MB', public: false },
  /** A custom order's requirement attachments and deliveries: its buyer and seller only. */
  'order-file': { maxBytes: 100 * MB, limitText: '100MB', public: false },
  /**
   * Issue 43: a supplier's verification document (a registration certificate): the supplier and
   * the admins who review the application.
   */
  'verification-document': { maxBytes: 10 * MB, limitText: '10MB', public: false },
} as const;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** The largest upload of any purpose: tus's own `maxSize`. */
export const MAX_UPLOAD_BYTES = Math.max(
  ...Object.values(UPLOAD_PURPOSES).map((purpose) => purpose.maxBytes),
);

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_PURPOSES, value);
}

export type ImageFormat = 'jpeg' | 'png' | 'gif';
export type DocumentFormat = 'pdf' | 'doc' | 'docx';
export type ContentFormat = ImageFormat | DocumentFormat;

const IMAGE_SIGNATURES: { format: ImageFormat; bytes: readonly number[] }[] = [
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { format: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

const DOCUMENT_SIGNATURES: { format: DocumentFormat; bytes: readonly number[] }[] = [
  { format: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { format: 'doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE2
  { format: 'docx', bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK: the ZIP container of OOXML
];

/** PDF, JPG, PNG, DOC, DOCX: a request's, a response's or an application's attachments. */
const ATTACHMENT_SIGNATURES = [
  ...IMAGE_SIGNATURES.filter(({ format }) => format !== 'gif'),
  ...DOCUMENT_SIGNATURES,
];

/** The formats each purpose checked by content accepts; other purposes are not checked. */
const CHECKED_PURPOSES: Partial<
  Record<UploadPurpose, { format: ContentFormat; bytes: readonly number[] }[]>
> = {
  image: IMAGE_SIGNATURES,
  attachment: [...IMAGE_SIGNATURES, ...DOCUMENT_SIGNATURES],
  // A request's attachments (spec 001 section 5): PDF, JPG, PNG, DOC, DOCX; an application's
  // (a CV, a portfolio) alike.
  'request-attachment': ATTACHMENT_SIGNATURES,
  'application-file': ATTACHMENT_SIGNATURES,
  'verification-document': ATTACHMENT_SIGNATURES,
};

/** Bytes needed to recognise any accepted format. */
export const SIGNATURE_BYTES = Math.max(
  ...[...IMAGE_SIGNATURES, ...DOCUMENT_SIGNATURES].map(({ bytes }) => bytes.length),
);

/** Whether uploads of `purpose` are checked by their first bytes. */
export function isCheckedByContent(purpose: unknown): purpose is UploadPurpose {
  return isUploadPurpose(purpose) && CHECKED_PURPOSES[purpose] !== undefined;
}

/** The format of `purpose` whose signature `head` starts with, or undefined. */
export function contentFormatOf(
  purpose: UploadPurpose,
  head: Uint8Array,
): ContentFormat | undefined {
  return CHECKED_PURPOSES[purpose]?.find(({ bytes }) =>
    bytes.every((byte, index) => head[index] === byte),
  )?.format;
}

/** The image format whose signature `head` starts with, or undefined. */
export function imageFormatOf(head: Uint8Array): ImageFormat | undefined {
  return contentFormatOf('image', head) as ImageFormat | undefined;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const KEY = /^[^\s,]+$/;

/**
 * tus's `Upload-Metadata`: `key base64value` pairs separated by commas (a key may stand alone).
 * Undefined when malformed.
 */
export function parseUploadMetadata(header: string | undefined): Map<string, string> | undefined {
  const metadata = new Map<string, string>();
  if (header === undefined || header.trim() === '') return metadata;
  for (const pair of header.split(',')) {
    const [key = '', value, ...rest] = pair.trim().split(' ');
    if (!KEY.test(key) || rest.length > 0 || metadata.has(key)) return undefined;
    if (value !== undefined && !BASE64.test(value)) return undefined;
    metadata.set(key, value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8'));
  }
  return metadata;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A file name as a person gave it: kept for messages and downloads, never used as a path. */
export function isAcceptableFilename(name: string): boolean {
  return name.trim() !== '' && name.length <= 255 && !CONTROL.test(name);
}
