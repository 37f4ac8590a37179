/**
 * The orders module's `OrderFilesPort` (src/modules/orders/files-port.ts) on `app.uploads`: an
 * order's file is a complete upload of purpose 'order-file' (requirements' attachments and
 * deliveries, 100MB each); the order's two parties download it through 60-second links.
 */
import type { OrderFilesPort } from '../orders/files-port';
import type { UploadsService } from './service';

export function orderFilesOf(uploads: UploadsService): OrderFilesPort {
  return {
    async find(key, owner) {
      const upload = await uploads.find(key);
      if (!upload?.complete || upload.purpose !== 'order-file' || upload.owner !== owner) {
        return undefined;
      }
      return { name: upload.filename, size: upload.size };
    },
    async link(key, filename) {
      const upload = await uploads.find(key);
      if (!upload?.complete || upload.purpose !== 'order-file') return undefined;
      return uploads.signedLink(key, filename);
    },
    allowDownloads(isParty) {
      uploads.authorizeDownloads('order-file', (identity, upload) =>
        isParty(identity.id, upload.id),
      );
    },
  };
}
