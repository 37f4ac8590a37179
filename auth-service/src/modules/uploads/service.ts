/**
 * `app.uploads`: what other modules may ask about uploads. The catalogue (product files) and
 * later modules (attachments) register who besides the owner may download a file of a purpose,
 * and record the download there; the download route asks them.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import type { Identity } from '../../platform/authentication';
import type { Storage } from '../../platform/storage/storage';
import { StorageUnavailableError } from '../../platform/storage/unavailable';
import { FILE_TYPE_HEAD_BYTES, fileTypeOf } from './file-types';
import { IMAGE_VARIANTS, imageKey, inspectImage, writeImageVariants } from './images';
import {
  SIGNATURE_BYTES,
  contentFormatOf,
  isUploadPurpose,
  type ContentFormat,
  type UploadPurpose,
} from './purposes';
import { removeUpload, type UploadBackend } from './tus';

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

/** A new upload id, as tus names them: 32 hex characters. */
const newUploadId = () => randomUUID().replaceAll('-', '');

/** Where an image of an upload is served, in one of its sizes. */
export const imageUrlOf = (id: string, variant: keyof typeof IMAGE_VARIANTS) =>
  `/api/images/${id}/${IMAGE_VARIANTS[variant].file}`;

/** Where the owner (or whoever its module allows) downloads a product file: a 60-second link. */
export const downloadUrlOf = (id: string) => `/api/uploads/${id}/download`;

export function createUploadsService(backend: UploadBackend, storage: Storage) {
  const authorizers = new Map<UploadPurpose, DownloadAuthorizer>();

  async function find(id: string): Promise<UploadRecord | undefined> {
    if (!UPLOAD_ID.test(id)) return undefined;
    let upload;
    try {
      upload = await backend.datastore.getUpload(id);
    } catch (error) {
      // The storage out of reach is a 503 to retry, not an upload that is gone.
      if (error instanceof StorageUnavailableError) throw error;
      return undefined;
    }
    const { owner, purpose, filename } = upload.metadata ?? {};
    if (typeof owner !== 'string' || !isUploadPurpose(purpose)) {
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

  /** The first bytes of the stored object `key` (fewer when it is shorter). */
  async function headOf(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let length = 0;
    const stream = await storage.get(key);
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= FILE_TYPE_HEAD_BYTES) break;
      }
    } finally {
      stream.destroy();
    }
    return Buffer.concat(chunks).subarray(0, FILE_TYPE_HEAD_BYTES);
  }

  /**
   * A complete upload made on the server, through the datastore's public API (so for the file
   * store and the S3 store alike): a new tus record owned by `owner`, then its bytes.
   */
  async function createComplete(
    owner: string,
    purpose: UploadPurpose,
    filename: string,
    size: number,
    body: Readable,
  ): Promise<string> {
    const id = newUploadId();
    await backend.datastore.create(
      new Upload({
        id,
        size,
        offset: 0,
        metadata: { purpose, filename, owner },
        creation_date: new Date().toISOString(),
      }),
    );
    try {
      const written = await backend.datastore.write(body, id, 0);
      if (written !== size) throw new Error(`Upload ${id}: ${written} of ${size} bytes written`);
    } catch (error) {
      await removeUpload(backend, storage, id);
      throw error;
    }
    return id;
  }

  return {
    /** The upload `id`, or undefined when there is none. */
    find,
    /** The storage key of the upload `id`'s bytes. */
    keyOf: (id: string) => backend.keyOf(id),
    /** The MIME type of the upload `id`'s bytes: by its first bytes, then its name (file-types.ts). */
    async fileType(upload: UploadRecord): Promise<string> {
      return fileTypeOf(await headOf(backend.keyOf(upload.id)), upload.filename);
    },
    /** Whether the complete image `id` has every size made (they are written after its bytes). */
    /** The first `length` bytes of a complete upload (what its content says it is). */
    async head(id: string, length: number): Promise<Buffer> {
      const stream = await storage.get(backend.keyOf(id));
      const chunks: Buffer[] = [];
      let read = 0;
      try {
        for await (const chunk of stream) {
          chunks.push(chunk as Buffer);
          read += (chunk as Buffer).length;
          if (read >= length) break;
        }
      } finally {
        stream.destroy();
      }
      return Buffer.concat(chunks).subarray(0, length);
    },

    async hasImageSizes(id: string): Promise<boolean> {
      const stats = await Promise.all(
        Object.values(IMAGE_VARIANTS).map(({ file }) => storage.stat(imageKey(id, file))),
      );
      return stats.every((stat) => stat !== undefined);
    },
    /**
     * Stores `bytes` as a complete upload of `owner` (demo data, tests); an image gets its sizes.
     * Answers the new upload id.
     */
    async store(
      owner: string,
      purpose: UploadPurpose,
      filename: string,
      bytes: Buffer,
    ): Promise<string> {
      const id = await createComplete(
        owner,
        purpose,
        filename,
        bytes.length,
        Readable.from([bytes]),
      );
      if (purpose === 'image') {
        const key = backend.keyOf(id);
        if ((await inspectImage(storage, key)) === undefined) {
          await removeUpload(backend, storage, id);
          throw new Error(`${filename} is not a JPG, PNG or GIF image`);
        }
        await writeImageVariants(storage, id, key);
      }
      return id;
    },
    /**
     * A copy of the complete upload `id` owned by `owner` (a duplicated product's): a new upload
     * with the same name, purpose and bytes, and for an image copies of its sizes. Answers its id.
     */
    async copy(id: string, owner: string): Promise<string> {
      const upload = await find(id);
      if (!upload?.complete) throw new Error(`Upload ${id} is not a complete upload`);
      const copyId = await createComplete(
        owner,
        upload.purpose,
        upload.filename,
        upload.size,
        await storage.get(backend.keyOf(id)),
      );
      if (upload.purpose === 'image') {
        for (const { file } of Object.values(IMAGE_VARIANTS)) {
          await storage.copy(imageKey(id, file), imageKey(copyId, file));
        }
      }
      return copyId;
    },
    /** Removes the upload `id` and everything made from it (its image sizes); none: no change. */
    async remove(id: string): Promise<void> {
      if (!UPLOAD_ID.test(id)) return;
      await removeUpload(backend, storage, id);
    },
    /** The format of the upload `id`'s content, read from its first bytes (images, documents). */
    async contentFormat(id: string): Promise<ContentFormat | undefined> {
      const upload = await find(id);
      if (upload === undefined) return undefined;
      const stream = await storage.get(backend.keyOf(id));
      const chunks: Buffer[] = [];
      let length = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          chunks.push(chunk);
          length += chunk.length;
          if (length >= SIGNATURE_BYTES) break;
        }
      } finally {
        stream.destroy();
      }
      return contentFormatOf(upload.purpose, Buffer.concat(chunks));
    },
    /**
     * A 60-second link to the upload `id`, for a caller the asking module has already checked
     * (a participant of the conversation a message's attachment belongs to).
     */
    signedLink(id: string, filename: string): Promise<string> {
      return storage.downloadLink(backend.keyOf(id), { filename });
    },
    /**
     * Removes every incomplete upload created more than `uploadExpiryMs` ago (abandoned: the
     * browser was closed, the upload cancelled without a DELETE) with its tus record, through the
     * datastore's own expiration (the file store's records, the S3 store's multipart uploads).
     * Answers how many things the datastore removed.
     */
    async sweepAbandoned(): Promise<number> {
      const removed = await backend.datastore.deleteExpired();
      await backend.forgetAll();
      return removed;
    },
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
