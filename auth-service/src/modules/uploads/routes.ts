/**
 * The uploads' HTTP surface. Under `/api/uploads`, the tus protocol (creation, HEAD, PATCH,
 * termination) for a signed-in user; each request is checked here before tus sees it: the
 * purpose, name and size of a new upload, and that only its owner continues, inspects or ends
 * an upload (another user gets 404). Then `GET /api/uploads/:id/download` (a 302 to a 60-second
 * link, for whoever `app.uploads` allows) and the public image sizes under `/api/images`.
 */
import type { IncomingMessage } from 'node:http';
import { FileBytes, ImageParams, NoBody, UploadParams } from '@atelier/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identityOf, type Identity } from '../../platform/authentication';
import {
  errorResponses,
  sendError,
  TOKEN_REFUSALS,
  BODY_REFUSALS,
  signedInErrors,
} from '../../platform/errors';
import { bearerAuth } from '../../platform/schemas';
import { sendStatus } from '../../platform/storage/plugin';
import { ObjectNotFound } from '../../platform/storage/storage';
import { imageKey } from './images';
import { UPLOAD_MESSAGES } from './messages';
import {
  UPLOAD_PURPOSES,
  isAcceptableFilename,
  isUploadPurpose,
  parseUploadMetadata,
} from './purposes';
import type { UploadsService } from './service';
import { answerErrorsAsJson } from './tus-answers';
import type { Server } from '@tus/server';

const TUS_RESUMABLE = '1.0.0';

/**
 * Per signed-in user (the platform's `rateLimitKey`). A person creates a handful of uploads at a
 * time (a portfolio's images); a client may send a file in many PATCH chunks, and resumes after
 * each dropped connection, so appends get far more room than creations.
 */
export const UPLOAD_RATE_LIMITS = {
  create: { max: 60, timeWindow: '1 minute' },
  PATCH: { max: 600, timeWindow: '1 minute' },
  HEAD: undefined,
  DELETE: { max: 60, timeWindow: '1 minute' },
} as const;
/** A year, and never revalidated: an image's id names its content forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface UploadRoutesOptions {
  tus: Server;
  uploads: UploadsService;
  /** Requests tus is handling, and whose they are (read by its creation hook). */
  callers: WeakMap<IncomingMessage, Identity>;
}

/**
 * What tus answers a request handed to it with (as the API's JSON error, see tus-answers.ts): bad
 * headers (400), a write it forbids (403), an unknown or expired upload (404, 410), the wrong
 * Upload-Offset (409), no Tus-Resumable (412), more than Upload-Length (413), a file that is not
 * what its purpose allows (415), an upload another request is writing (423), an extension it does
 * not support (501).
 */
const TUS_REFUSALS = [400, 403, 404, 409, 410, 412, 413, 415, 423, 501] as const;

/** Refused before tus: a JSON error, with the tus version a tus client expects on every answer. */
function refuse(reply: FastifyReply, status: 400 | 404 | 413 | 415, message: string) {
  void reply.header('tus-resumable', TUS_RESUMABLE);
  return status === 413 || status === 415
    ? sendStatus(reply, status, message)
    : sendError(reply, status, message);
}

export function uploadRoutes(
  fastify: FastifyInstance,
  options: UploadRoutesOptions,
  done: () => void,
) {
  const { tus, uploads, callers } = options;

  // tus reads PATCH bodies itself, as a stream: fastify must leave them alone.
  fastify.addContentTypeParser('application/offset+octet-stream', (_request, _payload, next) => {
    next(null);
  });

  async function handOver(request: FastifyRequest, reply: FastifyReply) {
    callers.set(request.raw, identityOf(request));
    reply.hijack();
    answerErrorsAsJson(reply.raw, request.log);
    await tus.handle(request.raw, reply.raw);
  }

  // Creation: the purpose, the name and the size are checked against the purpose's limits.
  fastify.post(
    '/',
    {
      onRequest: fastify.authenticate,
      config: { rateLimit: UPLOAD_RATE_LIMITS.create },
      schema: {
        summary:
          'Creates a resumable upload (tus): Upload-Length, and Upload-Metadata with purpose and filename.',
        security: bearerAuth,
        response: {
          201: NoBody('Created: Location names the upload.'),
          ...errorResponses(...TOKEN_REFUSALS, ...BODY_REFUSALS, ...TUS_REFUSALS, 429),
        },
      },
    },
    async (request, reply) => {
      const metadata = parseUploadMetadata(
        request.headers['upload-metadata'] as string | undefined,
      );
      if (metadata === undefined) return refuse(reply, 400, UPLOAD_MESSAGES.metadata);
      const purpose = metadata.get('purpose');
      if (!isUploadPurpose(purpose)) return refuse(reply, 400, UPLOAD_MESSAGES.purpose);
      const filename = metadata.get('filename') ?? '';
      if (!isAcceptableFilename(filename)) return refuse(reply, 400, UPLOAD_MESSAGES.filename);
      const length = request.headers['upload-length'];
      if (typeof length !== 'string' || !/^\d{1,15}$/.test(length)) {
        return refuse(reply, 400, UPLOAD_MESSAGES.length);
      }
      const limit = UPLOAD_PURPOSES[purpose];
      if (Number(length) > limit.maxBytes) {
        return refuse(reply, 413, UPLOAD_MESSAGES.tooLarge(filename, limit.limitText));
      }
      await handOver(request, reply);
    },
  );

  // Continuing, inspecting or ending an upload: its owner only; anyone else learns nothing.
  const ownerOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as UploadParams;
    const upload = await uploads.find(id);
    if (upload?.owner !== identityOf(request).id) {
      return refuse(reply, 404, UPLOAD_MESSAGES.notFound);
    }
    await handOver(request, reply);
  };
  const OWNER_ROUTES = [
    ['HEAD', 'How much of the upload the server has (Upload-Offset): where to resume.'],
    ['PATCH', 'Appends bytes at Upload-Offset (application/offset+octet-stream).'],
    ['DELETE', 'Ends the upload and removes what was received.'],
  ] as const;
  for (const [method, summary] of OWNER_ROUTES) {
    const rateLimit = UPLOAD_RATE_LIMITS[method];
    fastify.route({
      method,
      url: '/:id',
      onRequest: fastify.authenticate,
      ...(rateLimit !== undefined && { config: { rateLimit } }),
      schema: {
        summary,
        security: bearerAuth,
        params: UploadParams,
        response: {
          200: NoBody('The upload (HEAD).'),
          204: NoBody('Done.'),
          ...errorResponses(...TOKEN_REFUSALS, ...BODY_REFUSALS, ...TUS_REFUSALS, 429),
        },
      },
      handler: ownerOnly,
    });
  }

  // tus's discovery (versions, extensions, max size): no token, nothing personal.
  for (const url of ['/', '/:id']) {
    fastify.options(
      url,
      {
        schema: {
          summary: "tus's discovery: versions, extensions and the largest size accepted.",
          response: {
            204: NoBody('Tus-Version, Tus-Extension, Tus-Max-Size.'),
            ...errorResponses(...BODY_REFUSALS),
          },
        },
      },
      async (request, reply) => {
        reply.hijack();
        answerErrorsAsJson(reply.raw, request.log);
        await tus.handle(request.raw, reply.raw);
      },
    );
  }

  fastify.get(
    '/:id/download',
    {
      onRequest: fastify.authenticate,
      schema: {
        summary:
          'Redirects to a 60-second link to a complete upload, for its owner or whoever its module allows.',
        security: bearerAuth,
        params: UploadParams,
        response: {
          302: NoBody('Location: the link.'),
          ...signedInErrors(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as UploadParams;
      const link = await uploads.downloadLink(identityOf(request), id);
      if (link === undefined) return sendError(reply, 404, UPLOAD_MESSAGES.fileNotFound);
      return reply.header('cache-control', 'no-store').redirect(link, 302);
    },
  );

  done();
}

/** `GET /api/images/<id>/<size>.webp`: public, cached for a year. */
export function imageRoutes(fastify: FastifyInstance, _options: unknown, done: () => void) {
  fastify.get(
    '/:id/:file',
    {
      schema: {
        summary: 'A size of an uploaded image, public and cached for a year.',
        params: ImageParams,
        response: { 200: FileBytes('The image, WebP.'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params as ImageParams;
      const key = imageKey(id, file);
      try {
        const body = await fastify.storage.get(key);
        const size = (await fastify.storage.stat(key))?.size;
        if (size !== undefined) void reply.header('content-length', size);
        return await reply
          .header('content-type', 'image/webp')
          .header('cache-control', IMMUTABLE)
          .header('x-content-type-options', 'nosniff')
          .send(body);
      } catch (error) {
        if (error instanceof ObjectNotFound) {
          return sendError(reply, 404, UPLOAD_MESSAGES.imageNotFound);
        }
        throw error;
      }
    },
  );
  done();
}
