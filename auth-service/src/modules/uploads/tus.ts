/**
 * The tus server (resumable uploads, @tus/server) over the configured storage: @tus/file-store
 * in `<STORAGE_DIR>/uploads/` or @tus/s3-store in the S3 bucket, so an upload's bytes go straight
 * from the request to their final place, chunk by chunk, never whole in memory. Locks are
 * PostgreSQL advisory locks (advisory-locker.ts). Images are checked by their first bytes as the
 * first chunk streams in (a wrong type is refused before anything is stored), then decoded by
 * sharp when complete, and their sizes made.
 */
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { Server } from '@tus/server';
import { MemoryKvStore, type DataStore, type Locker, type Upload } from '@tus/utils';
import { BRIEFLY_UNAVAILABLE_MESSAGE } from '@atelier/api-contract';
import type { Config } from '../../config';
import type { Identity } from '../../platform/authentication';
import { isDatabaseUnavailable } from '../../platform/database/unavailable';
import { s3ClientConfig } from '../../platform/storage/s3';
import type { Storage } from '../../platform/storage/storage';
import {
  FILES_BRIEFLY_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
  classifyUnavailable,
  isStorageUnavailable,
} from '../../platform/storage/unavailable';
import {
  IMAGE_VARIANTS,
  ImageDecodeError,
  imageKey,
  inspectImage,
  writeImageVariants,
} from './images';
import { UPLOAD_MESSAGES } from './messages';
import {
  MAX_UPLOAD_BYTES,
  SIGNATURE_BYTES,
  contentFormatOf,
  isCheckedByContent,
  type UploadPurpose,
} from './purposes';

export const UPLOADS_PATH = '/api/uploads';

/** Where tus keeps uploads, and the storage key of an upload's bytes. */
export interface UploadBackend {
  datastore: DataStore;
  keyOf: (uploadId: string) => string;
  /** The storage key of tus's record beside the bytes (owner, purpose, name, offset). */
  recordKeyOf: (uploadId: string) => string;
  /** Drops what the datastore remembers of a removed upload (@tus/s3-store caches records). */
  forget: (uploadId: string) => Promise<void>;
  /** Drops every record the datastore remembers (after a sweep removed some). */
  forgetAll: () => Promise<void>;
}

/**
 * The file store, with a `deleteExpired` that removes only incomplete uploads. @tus/file-store
 * 2.1.1's own compares the offset in the upload's record, which stays 0 after every write (the
 * real offset is the file's size, as `getUpload` reads it), so it would remove complete uploads
 * too.
 */
class FileStoreWithSweep extends FileStore {
  override async deleteExpired(): Promise<number> {
    const expiry = this.getExpiration();
    if (expiry <= 0 || this.configstore.list === undefined) return 0;
    let removed = 0;
    for (const id of await this.configstore.list()) {
      let upload: Upload;
      try {
        upload = await this.getUpload(id);
      } catch {
        continue; // removed meanwhile
      }
      const created = Date.parse(upload.creation_date ?? '');
      const complete = upload.size !== undefined && upload.offset === upload.size;
      if (complete || Number.isNaN(created) || Date.now() <= created + expiry) continue;
      await this.remove(id);
      removed += 1;
    }
    return removed;
  }
}

/** S3's answer for a multipart upload completed (or aborted) already. */
function isMultipartGone(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchUpload' || name === 'NoSuchKey';
}

/**
 * @tus/s3-store with the storage's outages told apart (issue 41, drill 3): its client fails as
 * `StorageUnavailableError` when the server is out of reach, and `getUpload`, which answers 404
 * for any failure to read an upload's record, rethrows that instead: an upload is not gone
 * because the storage is down, and a 404 would make the client give it up. An upload whose
 * completion the outage cut is completed when it is next read (`getUpload`).
 */
class S3StoreWithOutages extends S3Store {
  constructor(options: ConstructorParameters<typeof S3Store>[0]) {
    super(options);
    classifyUnavailable(this.client);
  }

  override async getUpload(id: string): Promise<Upload> {
    const upload = await this.readUpload(id);
    if (upload.size === undefined || upload.offset !== upload.size) return upload;
    // Every byte is there; but the storage going away between an upload's last part and its
    // completion leaves the multipart upload open and no object under its key, which the store
    // would report complete all the same (a file that never downloads). It is completed now.
    let parts: Awaited<ReturnType<S3Store['retrieveParts']>>;
    try {
      parts = await this.retrieveParts(id);
    } catch (error) {
      if (isMultipartGone(error)) return upload; // completed: the usual case
      throw error;
    }
    await this.finishMultipartUpload(await this.getMetadata(id), parts);
    await this.clearCache(id);
    return upload;
  }

  private async readUpload(id: string): Promise<Upload> {
    try {
      return await super.getUpload(id);
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw error;
      // Why its record could not be read: the storage out of reach, or no such upload. Read
      // now, it was a failure that has passed (the storage just back): read the upload again.
      try {
        await this.getMetadata(id);
      } catch (cause) {
        throw cause instanceof StorageUnavailableError ? cause : error;
      }
      return super.getUpload(id);
    }
  }
}

export function createUploadBackend(config: Config): UploadBackend {
  if (config.s3 !== undefined) {
    const cache = new MemoryKvStore<MetadataValue>();
    return {
      datastore: new S3StoreWithOutages({
        cache,
        partSize: 8 * 1024 * 1024,
        // Incomplete multipart uploads older than this are what `deleteExpired` removes. No
        // object tags: the sweep does the removing, no bucket lifecycle rule.
        expirationPeriodInMilliseconds: config.uploadExpiryMs,
        useTags: false,
        s3ClientConfig: { ...s3ClientConfig(config.s3), bucket: config.s3.bucket },
      }),
      // @tus/s3-store names the object by the upload id alone, at the bucket's root.
      keyOf: (uploadId) => uploadId,
      recordKeyOf: (uploadId) => `${uploadId}.info`,
      forget: (uploadId) => cache.delete(uploadId),
      forgetAll: async () => {
        for (const uploadId of await cache.list()) await cache.delete(uploadId);
      },
    };
  }
  return {
    datastore: new FileStoreWithSweep({
      directory: path.join(config.storageDir, 'uploads'),
      // Incomplete uploads created longer ago than this are what `deleteExpired` removes.
      expirationPeriodInMilliseconds: config.uploadExpiryMs,
    }),
    keyOf: (uploadId) => `uploads/${uploadId}`,
    recordKeyOf: (uploadId) => `uploads/${uploadId}.json`,
    forget: () => Promise.resolve(),
    forgetAll: () => Promise.resolve(),
  };
}

/** A refusal tus answers with (it reads `status_code` and `body`): our JSON error body. */
export class TusRefusal extends Error {
  readonly status_code: number;
  readonly body: string;

  constructor(status: 400 | 404 | 413 | 415 | 423, message: string) {
    super(message);
    this.status_code = status;
    this.body = JSON.stringify({ error: STATUS_CODES[status] ?? 'Error', message });
  }
}

/**
 * A tus answer for the storage or the database out of reach: 503 with the API's JSON error, which
 * tus-answers.ts passes on with `Retry-After` (tus itself answers 500 with the error's text).
 */
export function unavailableAnswer(error: unknown): { status_code: 503; body: string } | undefined {
  const message =
    error instanceof StorageUnavailableError || isStorageUnavailable(error)
      ? FILES_BRIEFLY_UNAVAILABLE_MESSAGE
      : isDatabaseUnavailable(error)
        ? BRIEFLY_UNAVAILABLE_MESSAGE
        : undefined;
  if (message === undefined) return undefined;
  return {
    status_code: 503,
    body: JSON.stringify({ error: STATUS_CODES[503] ?? 'Service Unavailable', message }),
  };
}

/**
 * Passes the stream through once its first bytes are a signature of a format its purpose accepts. Otherwise it
 * passes nothing at all (the rest of the body is read and dropped) and `refused()` says so: the
 * store then writes no byte. Failing the stream instead would surface differently in each store
 * (the file store reports its own error; the S3 store's part splitter does not handle it).
 */
function signatureCheck(purpose: UploadPurpose): { stream: Transform; refused: () => boolean } {
  // The first bytes, until they decide; then undefined (passing) or refused.
  let head: Buffer | undefined = Buffer.alloc(0);
  let refused = false;
  const decide = (stream: Transform, final: boolean) => {
    if (head === undefined || refused) return;
    const format = contentFormatOf(purpose, head);
    if (format === undefined && head.length < SIGNATURE_BYTES && !final) return;
    if (format === undefined) {
      refused = true;
      return;
    }
    stream.push(head);
    head = undefined;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (refused) {
        callback();
        return;
      }
      if (head === undefined) {
        callback(null, chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      decide(this, false);
      callback();
    },
    flush(callback) {
      // A body shorter than every signature: whatever came is judged as it is.
      if (head !== undefined && head.length > 0) decide(this, true);
      callback();
    },
  });
  return { stream, refused: () => refused };
}

/**
 * The datastore, with the first chunk of an image or attachment checked on its way in: a wrong type fails the
 * write before the store gets a byte, and the upload is removed, so nothing is left behind.
 */
function withContentCheck(datastore: DataStore): DataStore {
  const write = async (readable: Readable, id: string, offset: number): Promise<number> => {
    if (offset !== 0) return datastore.write(readable, id, offset);
    const upload = await datastore.getUpload(id);
    const purpose = upload.metadata?.purpose;
    if (!isCheckedByContent(purpose)) return datastore.write(readable, id, offset);
    const checked = signatureCheck(purpose);
    readable.on('error', (error) => checked.stream.destroy(error));
    const written = await datastore.write(readable.pipe(checked.stream), id, offset);
    if (!checked.refused()) return written;
    await datastore.remove(id);
    const filename = upload.metadata?.filename ?? 'The file';
    throw new TusRefusal(
      415,
      purpose === 'image'
        ? UPLOAD_MESSAGES.notAnImage(filename)
        : purpose === 'attachment'
          ? UPLOAD_MESSAGES.notAMessageAttachment(filename)
          : UPLOAD_MESSAGES.notAnAttachment(filename),
    );
  };
  return new Proxy(datastore, {
    get(target, property, receiver) {
      if (property === 'write') return write;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

export interface TusOptions {
  backend: UploadBackend;
  storage: Storage;
  locker: Locker;
  /** The caller of a request, set by the route before tus handles it. */
  identityOf: (request: IncomingMessage) => Identity | undefined;
  /** Told of every upload whose last byte arrived (and, for an image, whose sizes are made). */
  onFinished?: (id: string) => Promise<void>;
  /** Told of a failure tus answers 500 for (its answer carries no cause): for the log. */
  onUnexpectedError?: (error: unknown) => void;
}

function nodeRequestOf(request: unknown): IncomingMessage | undefined {
  const runtime = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime;
  return runtime?.node?.req;
}

export function createTusServer({
  backend,
  storage,
  locker,
  identityOf,
  onFinished,
  onUnexpectedError,
}: TusOptions): Server {
  const datastore = withContentCheck(backend.datastore);

  async function finishImage(upload: Upload) {
    const key = backend.keyOf(upload.id);
    const image = await inspectImage(storage, key);
    const notAnImage = () =>
      new TusRefusal(415, UPLOAD_MESSAGES.notAnImage(upload.metadata?.filename ?? 'The file'));
    if (image === undefined) {
      await datastore.remove(upload.id);
      throw notAnImage();
    }
    try {
      await writeImageVariants(storage, upload.id, key);
    } catch (error) {
      // A complete upload without its sizes is of no use: it goes, whatever failed.
      await removeUpload(backend, storage, upload.id);
      throw error instanceof ImageDecodeError ? notAnImage() : error;
    }
  }

  return new Server({
    path: UPLOADS_PATH,
    datastore,
    locker,
    maxSize: MAX_UPLOAD_BYTES,
    // `Location: /api/uploads/<id>`: right behind the gateway without trusting forwarded hosts.
    relativeLocation: true,
    // Same origin only: the app uploads through the gateway on its own origin, so no answer
    // carries Access-Control-Allow-Origin (tus's default is `*`).
    allowedOrigins: () => false,
    // 32 hex characters: no `/`, nothing a path or an S3 key would treat specially.
    namingFunction: () => crypto.randomUUID().replaceAll('-', ''),
    // The storage (or the database) out of reach: a 503 to retry after, never a 500.
    onResponseError: (_request, error) => {
      const answer = unavailableAnswer(error);
      const status = (error as { status_code?: unknown }).status_code;
      if (answer === undefined && (typeof status !== 'number' || status >= 500)) {
        onUnexpectedError?.(error);
      }
      return answer;
    },
    // The owner is the token's user, whatever the client put in its metadata.
    onUploadCreate: (request, upload) => {
      const node = nodeRequestOf(request);
      const identity = node && identityOf(node);
      if (identity === undefined) return Promise.reject(new Error('tus request without identity'));
      return Promise.resolve({ metadata: { ...upload.metadata, owner: identity.id } });
    },
    onUploadFinish: async (_request, upload) => {
      if (upload.metadata?.purpose === 'image') await finishImage(upload);
      await onFinished?.(upload.id);
      return {};
    },
  });
}

/** Removes an upload and everything made from it. */
export async function removeUpload(backend: UploadBackend, storage: Storage, id: string) {
  await backend.datastore.remove(id).catch(() => undefined);
  // @tus/s3-store's remove first aborts the multipart upload: a complete one has none left, so it
  // fails before deleting anything. Whatever is left goes directly (deleting nothing is no error).
  await storage.delete(backend.keyOf(id));
  await storage.delete(backend.recordKeyOf(id));
  await backend.forget(id);
  for (const { file } of Object.values(IMAGE_VARIANTS)) await storage.delete(imageKey(id, file));
}
