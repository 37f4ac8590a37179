/** What the composer accepts before uploading (the server checks the content again). */
import { INBOX_TEXTS } from '../texts';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const ACCEPTED = /\.(jpe?g|png|gif|pdf|docx?)$/i;

/** Why `file` cannot be attached, or undefined when it can. */
export function checkAttachment(file: { name: string; size: number }): string | undefined {
  if (!ACCEPTED.test(file.name)) return INBOX_TEXTS.wrongType(file.name);
  if (file.size > MAX_ATTACHMENT_BYTES) return INBOX_TEXTS.tooLarge(file.name);
  return undefined;
}
