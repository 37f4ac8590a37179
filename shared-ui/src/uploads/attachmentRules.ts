/**
 * A request's or a response's attachments (spec 001 section 5: PDF, JPG, PNG, DOC, 10MB each;
 * DOCX too): checked in the browser before a byte is sent. auth-service checks again, by the
 * file's content (purpose request-attachment).
 */
const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
const ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'];

export const ATTACHMENT_TEXTS = {
  hint: 'PDF, JPG, PNG, DOC, DOCX up to 10MB each',
  accept: '.pdf,.jpg,.jpeg,.png,.doc,.docx',
  tooLarge: (name: string) => `${name} is too large. Maximum file size is 10MB.`,
  notAccepted: (name: string) => `${name} is not a PDF, JPG, PNG, DOC or DOCX file.`,
} as const;

/** The message refusing `file` as an attachment, or null when it may be uploaded. */
export function attachmentRefusal(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !ATTACHMENT_EXTENSIONS.includes(extension)) {
    return ATTACHMENT_TEXTS.notAccepted(file.name);
  }
  return file.size > ATTACHMENT_MAX_BYTES ? ATTACHMENT_TEXTS.tooLarge(file.name) : null;
}

/** What a field of attachments accepts, as the browser checks it before a byte is sent. */
export interface AttachmentRules {
  /** Shown under the field's legend. */
  hint: string;
  /** The file input's `accept`; any file when absent. */
  accept?: string;
  /** The message refusing a file, or null when it may be uploaded. */
  refusal: (file: { name: string; size: number }) => string | null;
}

/** A request's, a response's or an application's attachments (the default). */
export const DOCUMENT_ATTACHMENT_RULES: AttachmentRules = {
  hint: ATTACHMENT_TEXTS.hint,
  accept: ATTACHMENT_TEXTS.accept,
  refusal: attachmentRefusal,
};

const ORDER_FILE_MAX_BYTES = 100 * 1024 * 1024;

export const ORDER_FILE_TEXTS = {
  hint: 'Any file type, up to 100MB each',
  tooLarge: (name: string) => `${name} is too large. Maximum file size is 100MB.`,
} as const;

/**
 * A custom order's files (issue 22: the buyer's requirement attachments, the seller's
 * deliveries; upload purpose order-file): design files of any type, 100MB each, as product files.
 */
export const ORDER_FILE_RULES: AttachmentRules = {
  hint: ORDER_FILE_TEXTS.hint,
  refusal: (file) =>
    file.size > ORDER_FILE_MAX_BYTES ? ORDER_FILE_TEXTS.tooLarge(file.name) : null,
};
