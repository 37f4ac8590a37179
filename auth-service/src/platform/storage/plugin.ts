/**
 * `app.storage`: the file-system adapter under `STORAGE_DIR` by default, S3 when `S3_ENDPOINT` is
 * set (config.ts), the way `DATABASE_URL` picks PostgreSQL. With the file system it also serves
 * the signed download links, `GET /api/storage/<key>?expires=&signature=`: a link past its 60
 * seconds answers 410, a changed one 403, and a valid one streams the file without caching.
 */
import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { FileBytes, SignedLinkQuery } from '@atelier/api-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponses, sendError } from '../errors';
import { SIGNED_LINK_PREFIX, createFileSystemStorage, type FileSystemStorage } from './filesystem';
import { createS3Storage } from './s3';
import { ObjectNotFound, attachmentDisposition, type Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where files live: the file system (default) or S3. */
    storage: Storage;
  }
}

export const STORAGE_MESSAGES = {
  linkExpired: 'This download link has expired. Ask for the file again.',
  linkInvalid: 'This download link is not valid.',
  notFound: 'This file does not exist.',
} as const;

export interface StoragePluginOptions {
  /** An adapter to use instead of the configured one (tests). */
  storage?: Storage;
}

function isFileSystemStorage(storage: Storage): storage is FileSystemStorage {
  return storage.kind === 'filesystem' && 'verifyLink' in storage;
}

async function openConfiguredStorage(fastify: FastifyInstance): Promise<Storage> {
  const { config } = fastify;
  if (config.s3 !== undefined) {
    const s3 = createS3Storage({ config: config.s3 });
    fastify.addHook('onClose', () => {
      s3.close();
    });
    // An unreachable server or refused keys stop the start, as a database would.
    await s3.ensureBucket();
    fastify.log.info({ storage: 's3', bucket: config.s3.bucket }, 'Files are stored in S3');
    return s3;
  }
  return createFileSystemStorage({
    root: config.storageDir,
    signingSecret: config.storageSigningSecret ?? randomBytes(32).toString('hex'),
  });
}

/** `{ error, message }` for the statuses `sendError` does not list. */
export function sendStatus(reply: FastifyReply, statusCode: 410 | 413 | 415, message: string) {
  return reply.code(statusCode).send({ error: STATUS_CODES[statusCode] ?? 'Error', message });
}

export default fp<StoragePluginOptions>(
  async (fastify, options) => {
    const storage = options.storage ?? (await openConfiguredStorage(fastify));
    fastify.decorate('storage', storage);
    if (!isFileSystemStorage(storage)) return;

    await fastify.register(
      (routes, _options, done) => {
        routes.get(
          '/*',
          {
            schema: {
              summary:
                'A stored file through a signed 60-second link (file-system storage only); 410 once expired.',
              querystring: SignedLinkQuery,
              response: { 200: FileBytes('The file.'), ...errorResponses(400, 403, 404, 410) },
            },
          },
          async (request, reply) => {
            const { '*': key } = request.params as { '*': string };
            const { expires, signature, filename } = request.query as SignedLinkQuery;
            let check: ReturnType<typeof storage.verifyLink>;
            try {
              check = storage.verifyLink(key, expires, signature, filename ?? '');
            } catch {
              check = 'invalid';
            }
            if (check === 'invalid') return sendError(reply, 403, STORAGE_MESSAGES.linkInvalid);
            if (check === 'expired') {
              return sendStatus(reply, 410, STORAGE_MESSAGES.linkExpired);
            }
            try {
              const body = await storage.get(key);
              const size = (await storage.stat(key))?.size;
              void reply
                .header('cache-control', 'private, no-store')
                .header('content-type', 'application/octet-stream')
                .header('x-content-type-options', 'nosniff');
              if (size !== undefined) void reply.header('content-length', size);
              if (filename !== undefined) {
                void reply.header('content-disposition', attachmentDisposition(filename));
              }
              return await reply.send(body);
            } catch (error) {
              if (error instanceof ObjectNotFound) {
                return sendError(reply, 404, STORAGE_MESSAGES.notFound);
              }
              throw error;
            }
          },
        );
        done();
      },
      { prefix: SIGNED_LINK_PREFIX.slice(0, -1) },
    );
  },
  { name: 'storage' },
);
