/**
 * The requests module's `RequestFilesPort` (src/modules/requests/files-port.ts) on `app.uploads`:
 * an attachment is a complete upload of purpose 'request-attachment' (PDF, JPG, PNG, DOC, DOCX by
 * content, 10MB each); who else may download it is the requests module's answer.
 */
import type { RequestFilesPort } from '../requests/files-port';
import type { UploadsService } from './service';

export function requestAttachmentsOf(uploads: UploadsService): RequestFilesPort {
  return {
    async find(key, owner) {
      const upload = await uploads.find(key);
      if (!upload?.complete || upload.purpose !== 'request-attachment' || upload.owner !== owner) {
        return undefined;
      }
      return { name: upload.filename, size: upload.size };
    },
    remove: (key) => uploads.remove(key),
    allowDownloads(mayDownload) {
      uploads.authorizeDownloads('request-attachment', (identity, upload) =>
        mayDownload(identity, upload.id),
      );
    },
  };
}
