/**
 * The companies module's `CompanyFilesPort` (src/modules/companies/files-port.ts) on
 * `app.uploads`: logos are image uploads, service catalogues uploads of their own purpose, which
 * any signed-in user may download while a Pro supplier's profile shows it (a supplier publishes
 * its catalogue to win clients; the companies module decides and records each download).
 * Verification documents (issue 43) are uploads of their own purpose too, which admins may
 * download.
 */
import type { Identity } from '../../platform/authentication';
import type { CompanyFilesPort } from '../companies/files-port';
import { downloadUrlOf, imageUrlOf, type UploadsService } from './service';

/** Every PDF starts with `%PDF-`. */
const PDF_SIGNATURE = Buffer.from('%PDF-');

export function companyFilesOf(uploads: UploadsService): CompanyFilesPort {
  let mayDownload: (identity: Identity, key: string) => Promise<boolean> = () =>
    Promise.resolve(false);
  uploads.authorizeDownloads('service-catalogue', (identity, upload) =>
    mayDownload(identity, upload.id),
  );
  // A verification document (issue 43): besides its supplier, the admins who review it.
  uploads.authorizeDownloads('verification-document', (identity) =>
    Promise.resolve(identity.role === 'admin'),
  );
  return {
    allowCatalogueDownloads(decide) {
      mayDownload = decide;
    },
    async find(key, kind, owner) {
      const upload = await uploads.find(key);
      if (!upload?.complete) return undefined;
      if (upload.purpose !== kind || upload.owner !== owner) return undefined;
      if (kind === 'image' && !(await uploads.hasImageSizes(key))) return undefined;
      return { name: upload.filename, size: upload.size };
    },
    async isPdf(key) {
      return (await uploads.head(key, PDF_SIGNATURE.length)).equals(PDF_SIGNATURE);
    },
    async remove(keys) {
      for (const key of keys) await uploads.remove(key);
    },
    imageUrl: (key, size) => imageUrlOf(key, size),
    downloadUrl: (key) => downloadUrlOf(key),
  };
}
