/**
 * A product file's type (a MIME type, spec section 3) as the server sees the upload: first by its
 * content, for the formats whose first bytes say what they are; else by its file name's
 * extension; else `application/octet-stream`. Never what the client declares.
 */
import { SIGNATURE_BYTES, imageFormatOf, type ContentFormat } from './purposes';

/**
 * Formats told apart by their first bytes alone besides the images purposes.ts recognises (ZIP
 * is not one: DOCX, XLSX and more are ZIPs).
 */
const SIGNATURES: { type: string; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/vnd.adobe.photoshop', bytes: [0x38, 0x42, 0x50, 0x53] }, // 8BPS
];

/** Bytes needed to recognise any of the signatures. */
export const FILE_TYPE_HEAD_BYTES = Math.max(
  SIGNATURE_BYTES,
  ...SIGNATURES.map(({ bytes }) => bytes.length),
);

/** The extensions a fashion product's files commonly have (IANA names where there is one). */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  ai: 'application/postscript',
  eps: 'application/postscript',
  pdf: 'application/pdf',
  psd: 'image/vnd.adobe.photoshop',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
  dxf: 'image/vnd.dxf',
  dwg: 'image/vnd.dwg',
  zip: 'application/zip',
  csv: 'text/csv',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

export const UNKNOWN_FILE_TYPE = 'application/octet-stream';

/**
 * The MIME type of a format a purpose checks by content (purposes.ts): its extension's, from the
 * one map above (message attachments, application files).
 */
export const contentFormatType = (format: ContentFormat): string =>
  BY_EXTENSION[format] ?? UNKNOWN_FILE_TYPE;

/** The MIME type of a file whose first bytes are `head` and whose name is `filename`. */
export function fileTypeOf(head: Uint8Array, filename: string): string {
  const image = imageFormatOf(head);
  const byContent =
    image === undefined
      ? SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type
      : `image/${image}`;
  if (byContent !== undefined) return byContent;
  const dot = filename.lastIndexOf('.');
  const extension = dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
  return BY_EXTENSION[extension] ?? UNKNOWN_FILE_TYPE;
}
