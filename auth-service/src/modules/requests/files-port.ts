/**
 * What the requests module needs from the uploads module (src/modules/uploads/): a request's or a
 * response's attachments are uploads of purpose request-attachment. On a save it asks which keys
 * are the caller's complete attachments (taking their names and sizes from there) and removes
 * the ones a record no longer holds; the uploads' download route asks requests who besides the
 * owner may download one (and requests records each download). app.ts hands it the uploads'
 * implementation (src/modules/uploads/request-attachments.ts).
 */
import type { Identity } from '../../platform/authentication';

export interface RequestFilesPort {
  /** The upload `key` when it is a complete request-attachment owned by `owner`; else undefined. */
  find(key: string, owner: string): Promise<{ name: string; size: number } | undefined>;
  /** Removes an upload nothing refers to any more. */
  remove(key: string): Promise<void>;
  /** Lets requests say who besides the owner may download an attachment. */
  allowDownloads(mayDownload: (identity: Identity, key: string) => Promise<boolean>): void;
}
