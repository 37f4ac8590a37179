/**
 * The jobs module's `ApplicationFilesPort` (src/modules/jobs/files-port.ts) on `app.uploads`: an
 * application's attachment is a complete upload of purpose 'application-file' (PDF, DOC, DOCX,
 * JPG, PNG by content, 10MB each), its type read from its bytes; the job's client downloads it
 * as its applicant does.
 */
import type { ApplicationFilesPort } from '../jobs/files-port';
import { contentFormatType } from './file-types';
import type { UploadsService } from './service';

export function applicationFilesOf(uploads: UploadsService): ApplicationFilesPort {
  return {
    async find(key, owner) {
      const upload = await uploads.find(key);
      if (!upload?.complete || upload.owner !== owner || upload.purpose !== 'application-file') {
        return undefined;
      }
      const format = await uploads.contentFormat(key);
      if (format === undefined) return undefined;
      return { name: upload.filename, size: upload.size, type: contentFormatType(format) };
    },
    allowDownloads(mayDownload) {
      uploads.authorizeDownloads('application-file', (identity, upload) =>
        mayDownload(identity.id, upload.id),
      );
    },
  };
}
