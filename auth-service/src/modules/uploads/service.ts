/**
 * `app.uploads`: what other modules may ask about uploads. The catalogue (product files) and
 * later modules (attachments) register who besides the owner may download a file of a purpose,
 * and record the download there; the download route asks them.
 */
import type { Identity } from '../../platform/authentication';
import type { Storage } from '../../platform/storage/storage';
import type { UploadPurpose } from './purposes';
import type { UploadBackend } from './tus';

export interface UploadRecord {
  id: string;
  owner: string;
  purpose: UploadPurpose;
  filename: string;
  /** Bytes announced in Upload-Length. */
  size: number;
  /** Every byte received (and, for an image, its sizes made). */
  complete: boolean;
}

/**
 * Whether `identity` may download `upload`, decided (and recorded) by the module that knows:
 * the catalogue answers true for a buyer of the product and writes the download down.
 */
export type DownloadAuthorizer = (identity: Identity, upload: UploadRecord) => Promise<boolean>;

const UPLOAD_ID = /^[0-9a-f]{32}$/;

export function createUploadsService(backend: UploadBackend, storage: Storage) {
  const authorizers = new Map<UploadPurpose, DownloadAuthorizer>();

  async function find(id: string): Promise<UploadRecord | undefined> {
    if (!UPLOAD_ID.test(id)) return undefined;
    let upload;
    try {
      upload = await backend.datastore.getUpload(id);
    } catch {
      return undefined;
    }
    const { owner, purpose, filename } = upload.metadata ?? {};
    if (typeof owner !== 'string' || (purpose !== 'image' && purpose !== 'product-file')) {
      return undefined;
    }
    return {
      id,
      owner,
      purpose,
      filename: filename ?? id,
      size: upload.size ?? 0,
      complete: upload.size !== undefined && upload.offset === upload.size,
    };
  }

  return {
    /** The upload `id`, or undefined when there is none. */
    find,
    /** Lets `authorize` decide who besides the owner may download files of `purpose`. */
    authorizeDownloads(purpose: UploadPurpose, authorize: DownloadAuthorizer) {
      authorizers.set(purpose, authorize);
    },
    /**
     * A 60-second link to the complete upload `id` for `identity`, or undefined when it may not
     * have one (then the upload's existence is not revealed either).
     */
    async downloadLink(identity: Identity, id: string): Promise<string | undefined> {
      const upload = await find(id);
      if (!upload?.complete) return undefined;
      const allowed =
        upload.owner === identity.id ||
        (await authorizers.get(upload.purpose)?.(identity, upload)) === true;
      if (!allowed) return undefined;
      return storage.downloadLink(backend.keyOf(id), { filename: upload.filename });
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
