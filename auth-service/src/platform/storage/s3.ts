/**
 * The S3 adapter, through the official AWS SDK v3, for any S3-compatible server (path-style
 * addressing, so an endpoint like `http://s3:7070` works without DNS per bucket). Writes stream
 * through lib-storage's multipart `Upload` (5 MB parts, at most 4 in memory at once); S3 makes an
 * object visible only once complete. Download links are presigned GETs living 60 seconds, signed
 * for `publicEndpoint` (the address browsers reach). The server out of reach fails every call with
 * `StorageUnavailableError` (unavailable.ts).
 */
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  HeadBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config';
import {
  DOWNLOAD_LINK_SECONDS,
  ObjectNotFound,
  assertKey,
  attachmentDisposition,
  type Storage,
} from './storage';
import { classifyUnavailable } from './unavailable';

/** The SDK client options every S3 use in this service shares (tus's S3 store too). */
export function s3ClientConfig(config: S3Config, endpoint = config.endpoint) {
  return {
    endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

export interface S3StorageOptions {
  config: S3Config;
  /** When links are signed; tests move it back to check expiry. */
  signingDate?: () => Date;
}

export function createS3Storage({ config, signingDate }: S3StorageOptions) {
  const client = new S3Client(s3ClientConfig(config));
  // The server out of reach fails as StorageUnavailableError: a 503, never a 500.
  classifyUnavailable(client);
  const signer =
    config.publicEndpoint === config.endpoint
      ? client
      : new S3Client(s3ClientConfig(config, config.publicEndpoint));
  const Bucket = config.bucket;

  const storage: Storage & { close: () => void; ensureBucket: () => Promise<void> } = {
    kind: 's3',

    async put(key, body, options = {}) {
      assertKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: options.contentType },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      await upload.done();
      const stored = await storage.stat(key);
      if (stored === undefined) throw new Error(`S3 did not keep "${key}"`);
      return stored;
    },

    async get(key) {
      assertKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body as Readable;
      } catch (error) {
        throw isMissing(error) ? new ObjectNotFound(key) : error;
      }
    },

    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async copy(from, to) {
      assertKey(from);
      assertKey(to);
      try {
        await client.send(
          new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }),
        );
      } catch (error) {
        throw isMissing(error) ? new ObjectNotFound(from) : error;
      }
    },

    async stat(key) {
      assertKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    downloadLink(key, options = {}) {
      assertKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ...(options.filename !== undefined && {
          ResponseContentDisposition: attachmentDisposition(options.filename),
        }),
      });
      return getSignedUrl(signer, command, {
        expiresIn: DOWNLOAD_LINK_SECONDS,
        ...(signingDate && { signingDate: signingDate() }),
      });
    },

    /** Creates the bucket when the server has none of that name (compose's first start). */
    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        if (!isMissing(error)) throw error;
        await client.send(new CreateBucketCommand({ Bucket }));
      }
    },

    close() {
      client.destroy();
      if (signer !== client) signer.destroy();
    },
  };
  return storage;
}
