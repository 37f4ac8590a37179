/**
 * The storage port: where the platform's files live, seen by the rest of the service as keys and
 * streams. Two adapters implement it, the file system under `.data/` (the default, nothing to
 * install) and S3 through the AWS SDK (when `S3_ENDPOINT` is set), and the same table of tests
 * runs on both (test/platform/storage.test.ts). Keys are relative paths: `uploads/<id>`,
 * `images/<id>/w320.webp`.
 */
import type { Readable } from 'node:stream';

/** Every download link lives this long: short enough that a shared link is soon useless. */
export const DOWNLOAD_LINK_SECONDS = 60;

export interface StoredObject {
  /** Bytes. */
  size: number;
}

export interface DownloadLinkOptions {
  /** The name the browser saves the file as (`Content-Disposition: attachment`). */
  filename?: string;
}

export interface Storage {
  /** `filesystem` or `s3`, for logs. */
  readonly kind: 'filesystem' | 's3';
  /**
   * Writes `body` under `key`, streaming: never held whole in memory. The object appears whole or
   * not at all (a failed write leaves nothing behind), replacing any object under that key.
   */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<StoredObject>;
  /** The object's bytes as a stream; rejects with `ObjectNotFound` when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; nothing under `key` is not an error. */
  delete(key: string): Promise<void>;
  /** Copies `from` to `to` inside the storage; rejects with `ObjectNotFound` without `from`. */
  copy(from: string, to: string): Promise<void>;
  /** The object's size, or undefined when there is none (exists and size in one call). */
  stat(key: string): Promise<StoredObject | undefined>;
  /**
   * A link that downloads the object for `DOWNLOAD_LINK_SECONDS`, then is refused: presigned GET
   * (S3) or an HMAC-signed URL served by this API (file system). Who may have it is the caller's
   * to check before asking.
   */
  downloadLink(key: string, options?: DownloadLinkOptions): Promise<string>;
}

export class ObjectNotFound extends Error {
  constructor(readonly key: string) {
    super(`No stored object under "${key}"`);
    this.name = 'ObjectNotFound';
  }
}

/** Path segments of letters, digits, `.`, `_`, `-`; no empty, `.` or `..` segment. */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,200}$/;
const MAX_KEY_LENGTH = 512;

/** Throws unless `key` is a storage key: it never reaches outside the storage's root. */
export function assertKey(key: string): void {
  const ok = key.length <= MAX_KEY_LENGTH && key.split('/').every((part) => SEGMENT.test(part));
  if (!ok) throw new Error(`Invalid storage key "${key}"`);
}

/** `Content-Disposition` for a download saved as `filename` (RFC 6266, UTF-8 name). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
