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
