/**
 * The sales module's `PurchaseFilesPort` (src/modules/sales/files-port.ts) on `app.uploads`: a
 * bought file is a complete upload of purpose 'product-file'; the buyer gets a 60-second link.
 */
import type { PurchaseFilesPort } from '../sales/files-port';
import type { UploadsService } from './service';

export function purchaseFilesOf(uploads: UploadsService): PurchaseFilesPort {
  return {
    async downloadLink(key, filename) {
      const upload = await uploads.find(key);
      if (!upload?.complete || upload.purpose !== 'product-file') return undefined;
      return uploads.signedLink(key, filename);
    },
    async remove(keys) {
      for (const key of keys) await uploads.remove(key);
    },
  };
}
