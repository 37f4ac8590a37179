/**
 * The file-system adapter: objects are files under one directory (`STORAGE_DIR`, by default
 * `<repo>/.data/storage`). Writes go to a temporary file first and are renamed into place, so a
 * reader never sees half an object and a failed write leaves nothing behind. Download links are
 * URLs of this API (`/api/storage/<key>`) carrying their expiry and an HMAC-SHA256 of the key,
 * expiry and file name: `verifyLink` refuses a link past its expiry or changed in any part.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DOWNLOAD_LINK_SECONDS,
  ObjectNotFound,
  assertKey,
  type DownloadLinkOptions,
  type Storage,
  type StoredObject,
} from './storage';

/** Where the API serves the file system's signed links (storage plugin). */
export const SIGNED_LINK_PREFIX = '/api/storage/';

/** Temporary files of writes in progress: inside the root, so `rename` stays on one disk. */
const TEMP_DIR = '.incoming';

export type LinkCheck = 'valid' | 'expired' | 'invalid';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

export interface FileSystemStorageOptions {
  root: string;
  /** HMAC key of the download links. */
  signingSecret: string;
  /** Seconds since the epoch; tests move the clock. */
  now?: () => number;
}

export function createFileSystemStorage(options: FileSystemStorageOptions) {
  const { root, signingSecret } = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  const sign = (key: string, expires: number, filename: string) =>
    createHmac('sha256', signingSecret)
      .update(`${key}\n${String(expires)}\n${filename}`)
      .digest('base64url');

  const storage: Storage & {
    verifyLink: (key: string, expires: string, signature: string, filename: string) => LinkCheck;
  } = {
    kind: 'filesystem',

    async put(key, body): Promise<StoredObject> {
      const target = pathOf(key);
      const temp = path.join(root, TEMP_DIR, randomUUID());
      await mkdir(path.dirname(temp), { recursive: true });
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },

    async get(key): Promise<Readable> {
      const file = pathOf(key);
      // Opened before returning, so a missing object rejects here rather than mid-stream.
      const stream = createReadStream(file);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', (error) =>
          reject(isNotFound(error) ? new ObjectNotFound(key) : error),
        );
      });
      return stream;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async copy(from, to) {
      const source = pathOf(from);
      const target = pathOf(to);
      const temp = path.join(root, TEMP_DIR, randomUUID());
      await mkdir(path.dirname(temp), { recursive: true });
      try {
        await copyFile(source, temp);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw isNotFound(error) ? new ObjectNotFound(from) : error;
      }
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : undefined;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    downloadLink(key, linkOptions: DownloadLinkOptions = {}) {
      assertKey(key);
      const expires = now() + DOWNLOAD_LINK_SECONDS;
      const filename = linkOptions.filename ?? '';
      const query = new URLSearchParams({ expires: String(expires) });
      if (filename !== '') query.set('filename', filename);
      query.set('signature', sign(key, expires, filename));
      return Promise.resolve(`${SIGNED_LINK_PREFIX}${key}?${query.toString()}`);
    },

    verifyLink(key, expires, signature, filename) {
      if (!/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(sign(key, Number(expires), filename));
      const given = Buffer.from(signature);
      // The signature first, so an attacker learns nothing from "expired" about a forged link.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return now() > Number(expires) ? 'expired' : 'valid';
    },
  };
  return storage;
}

export type FileSystemStorage = ReturnType<typeof createFileSystemStorage>;
