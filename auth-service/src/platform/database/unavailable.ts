/**
 * The database out of reach, told apart from every other failure: PostgreSQL stopped, restarting
 * or refusing connections (SQLSTATE classes 08 and 57P0x, too many connections), or node-postgres
 * losing or failing to open its connection. A query failing so is rethrown as
 * `DatabaseUnavailableError`, which the app's error handler answers with 503, `Retry-After` and
 * a message the screens show while they retry (platform/errors.ts); the pool opens new
 * connections by itself once the server is back, so nothing needs restarting.
 */
import {
  BRIEFLY_UNAVAILABLE_MESSAGE,
  BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '@atelier/api-contract';

/** SQLSTATEs of a server that is going away or not taking connections. */
const UNAVAILABLE_SQLSTATES = new Set([
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
]);

/** Socket errors of a connection that cannot be opened or was cut. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own errors for a lost connection carry no code, only these texts (pg 8:
 * client.js, pg-pool's connect timeout).
 */
const UNAVAILABLE_TEXTS = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS;

  constructor(cause: unknown) {
    super(BRIEFLY_UNAVAILABLE_MESSAGE, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Whether `error` says the database cannot be reached now (rather than that a query is wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true; // connection_exception class
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_TEXTS.some((text) => error.message.startsWith(text));
}

/** `error` as `DatabaseUnavailableError` when it is one of those, else unchanged (for `throw`). */
export function asUnavailable(error: unknown): unknown {
  return isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}
