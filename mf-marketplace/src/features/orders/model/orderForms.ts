import { ORDER_TEXTS } from './texts';

/**
 * The problems of the order's forms, first one first, or null when the form may be sent: a text
 * that is required (the requirements' answers, a delivery's message, a reason) must not be blank,
 * and files still uploading must finish first.
 */
export function requiredTextProblem(
  text: string,
  uploading: boolean,
  missing: string,
): string | null {
  if (text.trim() === '') return missing;
  return uploading ? ORDER_TEXTS.waitForUploads : null;
}

/** What a form of a text and files sends: the text, trimmed, and the uploads' ids. */
export interface OrderFilesBody {
  text: string;
  files: string[];
}
