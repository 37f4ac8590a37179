/**
 * The messaging module's `AttachmentFilesPort` (src/modules/messaging/files-port.ts) on
 * `app.uploads`: an attachment is a complete upload of purpose 'attachment' (images, PDF, DOC,
 * DOCX by content, 10MB each), its type read from its bytes; participants download it through
 * 60-second signed links, and `/api/uploads/:id/download` asks messaging who else may.
 */
import type { AttachmentFilesPort } from '../messaging/files-port';
import { contentFormatType } from './file-types';
import type { UploadsService } from './service';

export function messageAttachmentsOf(uploads: UploadsService): AttachmentFilesPort {
  return {
    async find(key, owner) {
      const upload = await uploads.find(key);
      if (!upload?.complete || upload.purpose !== 'attachment' || upload.owner !== owner) {
        return undefined;
      }
      const format = await uploads.contentFormat(key);
      if (format === undefined) return undefined;
      return { name: upload.filename, size: upload.size, type: contentFormatType(format) };
    },
    link: (key, filename) => uploads.signedLink(key, filename),
    allowDownloads(isParticipant) {
      uploads.authorizeDownloads('attachment', (identity, upload) =>
        isParticipant(identity.id, upload.id),
      );
    },
  };
}
