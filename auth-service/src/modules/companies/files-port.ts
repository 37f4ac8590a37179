/**
 * What the companies module needs from the uploads module (src/modules/uploads/): a logo is an
 * image upload, a service catalogue an upload of purpose service-catalogue. app.ts hands it the
 * uploads' implementation (src/modules/uploads/company-files.ts).
 */
import type { Identity } from '../../platform/authentication';

export type CompanyUploadKind = 'image' | 'service-catalogue' | 'verification-document';

export interface CompanyFilesPort {
  /** The upload `key` when it is a complete upload of `kind` owned by `owner`; else undefined. */
  find(
    key: string,
    kind: CompanyUploadKind,
    owner: string,
  ): Promise<{ name: string; size: number } | undefined>;
  /** Whether an upload's content is a PDF (its first bytes, never its name). */
  isPdf(key: string): Promise<boolean>;
  /** Removes uploads nothing refers to any more (a replaced logo, a deleted account's). */
  remove(keys: readonly string[]): Promise<void>;
  /** Where an image is served: its thumbnail (cards) or display size. */
  imageUrl(key: string, size: 'thumbnail' | 'display'): string;
  /** Where a catalogue is downloaded (a signed-in user: a 60-second link). */
  downloadUrl(key: string): string;
  /**
   * Who else than its owner may download a catalogue: any signed-in user while a Pro supplier's
   * profile shows it; the companies module records each download.
   */
  allowCatalogueDownloads(mayDownload: (identity: Identity, key: string) => Promise<boolean>): void;
}
