/**
 * The object storage out of reach, told apart from every other failure: the S3 server stopped,
 * restarting or unreachable (a refused, reset or timed-out connection, the SDK's own timeouts), or
 * a proxy in front of it answering 502/503/504 (and S3's SlowDown). The S3 clients of the service
 * (the adapter's and tus's, s3.ts and uploads/tus.ts) rethrow such a failure as
 * `StorageUnavailableError`, which the app's error handler (platform/errors.ts) and the uploads'
 * tus answers (uploads/tus.ts) answer with 503, `Retry-After` and a message saying files are
 * briefly unavailable, never a 500; the SDK opens new connections by itself once the server is
 * back, so nothing needs restarting (issue 41, drill 3: `npm run drill:storage`).
 */
import { BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS } from '@atelier/api-contract';
import type { S3Client } from '@aws-sdk/client-s3';

/** What a user sees while the storage is out of reach (an upload, a download). */
export const FILES_BRIEFLY_UNAVAILABLE_MESSAGE =
  'Files are briefly unavailable. Please try again in a moment.';

/** Socket errors of a connection to the storage that cannot be opened or was cut. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The SDK's names for a request that got no answer in time (@smithy/node-http-handler's
 * connection and socket timeouts; an aborted request).
 */
const UNAVAILABLE_ERROR_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'NetworkingError']);

/** S3 error codes (its answer's `Code`) of a server that is there but not serving now. */
const UNAVAILABLE_S3_CODES = new Set(['SlowDown', 'ServiceUnavailable']);

/** Statuses of a gateway in front of the storage whose server does not answer. */
const UNAVAILABLE_HTTP_STATUSES = new Set([502, 503, 504]);

export class StorageUnavailableError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS;

  constructor(cause: unknown) {
    super(FILES_BRIEFLY_UNAVAILABLE_MESSAGE, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/**
 * Whether `error`, thrown by an S3 call, says the storage cannot be reached now: itself or any
 * error it wraps (`cause`: a stream destroyed by the failed part's error, the SDK's wrappers).
 */
export function isStorageUnavailable(error: unknown, depth = 0): boolean {
  if (error instanceof StorageUnavailableError) return true;
  if (!(error instanceof Error) || depth > 5) return false;
  if (isStorageUnavailable(error.cause, depth + 1)) return true;
  if (error instanceof AggregateError && error.errors.some(isStorageUnavailable)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  if (UNAVAILABLE_ERROR_NAMES.has(error.name) || UNAVAILABLE_S3_CODES.has(error.name)) return true;
  const status = (error as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
  return typeof status === 'number' && UNAVAILABLE_HTTP_STATUSES.has(status);
}

/** `error` as `StorageUnavailableError` when it is one of those, else unchanged (for `throw`). */
export function asStorageUnavailable(error: unknown): unknown {
  return isStorageUnavailable(error) && !(error instanceof StorageUnavailableError)
    ? new StorageUnavailableError(error)
    : error;
}

/**
 * Makes every command `client` sends fail with `StorageUnavailableError` when the storage is out
 * of reach (after the SDK's own retries: the step wraps them). For any client of the S3 API (the
 * `S3` aggregate @tus/s3-store uses too).
 */
export function classifyUnavailable(client: Pick<S3Client, 'middlewareStack'>): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        throw asStorageUnavailable(error);
      }
    },
    { step: 'initialize', name: 'atelierStorageUnavailable', override: true },
  );
}
