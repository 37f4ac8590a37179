/**
 * Error answers, the same for the whole service: the body schema, the one helper routes answer a
 * refusal with (`sendError`), the app's error and not-found handlers, and the text of a 5xx.
 */
import { STATUS_CODES } from 'node:http';
import { ErrorResponse, ONE_LINE_PATTERN } from '@atelier/api-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database/unavailable';
import { StorageUnavailableError } from './storage/unavailable';

export { ErrorResponse };

/** Every status the service answers `{ error, message }` with. */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 423 | 429 | 500 | 501 | 502 | 503;

/**
 * What a route behind `fastify.authenticate` (or a token given to an optional one) can answer
 * before its handler runs: no or a bad token (401), an unverified e-mail address (403), Keycloak's
 * signing keys out of reach (503).
 */
export const TOKEN_REFUSALS = [401, 403, 503] as const;

/**
 * What a route whose method carries a body (POST, PUT, PATCH, DELETE, OPTIONS) can answer before
 * its handler runs: JSON that does not parse, nests too deep or fails the schema (400), a body over
 * the route's limit (413), a content type it does not parse (415).
 */
export const BODY_REFUSALS = [400, 413, 415] as const;

type TokenRefusal = (typeof TOKEN_REFUSALS)[number];
type BodyRefusal = (typeof BODY_REFUSALS)[number];

type ErrorSchemas<S extends ErrorStatus> = Readonly<Record<S | 500 | 503, typeof ErrorResponse>>;

/**
 * Spread into every route's `response` schema: each error status the route answers, named, with
 * the API's error body (always an unexpected failure's 500, and the 503 of a database or a
 * storage out of reach, database/unavailable.ts and storage/unavailable.ts, which any route can
 * meet). Besides documenting each status, it makes fast-json-stringify drop any property outside
 * `error` and `message` (a stack, a cause).
 * test/platform/route-errors.test.ts checks that each route declares what it can answer.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: (S | readonly S[])[]
): ErrorSchemas<S> {
  const schemas: Partial<Record<ErrorStatus, typeof ErrorResponse>> = {
    500: ErrorResponse,
    503: ErrorResponse,
  };
  for (const status of statuses.flat()) schemas[status] = ErrorResponse;
  return schemas as ErrorSchemas<S>;
}

/** The error answers of a route behind a token: its refusals (`TOKEN_REFUSALS`) and `statuses`. */
export function signedInErrors<const S extends ErrorStatus>(...statuses: S[]) {
  return errorResponses<S | TokenRefusal>(TOKEN_REFUSALS, statuses);
}

/**
 * The error answers of a rate-limited write behind a token: the token's refusals, the body's
 * (`BODY_REFUSALS`), the limit's 429, and `statuses`.
 */
export function signedInWriteErrors<const S extends ErrorStatus>(...statuses: S[]) {
  return errorResponses<S | TokenRefusal | BodyRefusal | 429>(
    TOKEN_REFUSALS,
    BODY_REFUSALS,
    429,
    statuses,
  );
}

/** The text after a one-line field's name in the 400: `body/title must be one line`. */
export const ONE_LINE_MESSAGE = 'must be one line (no line breaks)';

/**
 * fastify's own wording (`body/fullName must be string`), plus what ajv leaves out of its
 * message: the allowed values of an enum, the name of a property no schema allows.
 */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const texts = errors.map((error) => {
    if (error.keyword === 'pattern' && error.params.pattern === ONE_LINE_PATTERN) {
      return `${dataVar}${error.instancePath} ${ONE_LINE_MESSAGE}`;
    }
    const { allowedValues: allowed, additionalProperty: extra } = error.params;
    const suffix = Array.isArray(allowed)
      ? `: ${allowed.map(String).join(', ')}`
      : typeof extra === 'string'
        ? `: ${extra}`
        : '';
    return `${dataVar}${error.instancePath} ${error.message ?? 'is invalid'}${suffix}`;
  });
  return new Error(texts.join(', '));
}

/** The only text a caller ever sees for a 5xx: details go to the log, keyed by request id. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Answers `statusCode` with `{ error: <HTTP reason>, message }`: every refusal a route makes. */
export function sendError(reply: FastifyReply, statusCode: ErrorStatus, message: string) {
  const body: ErrorResponse = { error: STATUS_CODES[statusCode] ?? 'Error', message };
  return reply.code(statusCode).send(body);
}

function statusCodeOf(error: unknown): number {
  const statusCode =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? error.statusCode
      : undefined;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode <= 599
    ? statusCode
    : 500;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `/api/nope?x=1` -> `/api/nope`: the 404 text names the route, not the query. */
function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/**
 * The app's error and not-found handlers. Set first, in the root context: child contexts (the
 * modules' route plugins) copy them when they are created.
 */
export function setErrorHandlers(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error, request, reply) => {
    if (error instanceof StorageUnavailableError) {
      // The object storage restarting: uploads and downloads answer 503 until it is back.
      request.log.warn({ err: error }, 'Storage unavailable');
      void reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendError(reply, 503, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      // The database restarting: a 503 the screens retry after `Retry-After`, never a 500.
      const unavailable =
        error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
      request.log.warn({ err: error }, 'Database unavailable');
      void reply.header('Retry-After', String(unavailable.retryAfterSeconds));
      return sendError(reply, 503, unavailable.message);
    }
    const statusCode = statusCodeOf(error);
    if (statusCode >= 500) {
      // request.log carries the request id, so the answer can stay generic.
      request.log.error({ err: error }, 'Request failed');
      const body: ErrorResponse = {
        error: STATUS_CODES[statusCode] ?? 'Internal Server Error',
        message: INTERNAL_ERROR_MESSAGE,
      };
      return reply.code(statusCode).send(body);
    }
    request.log.info({ err: error }, 'Request rejected');
    const body: ErrorResponse = {
      error: STATUS_CODES[statusCode] ?? 'Bad Request',
      message: messageOf(error),
    };
    return reply.code(statusCode).send(body);
  });

  fastify.setNotFoundHandler((request, reply) => {
    const body: ErrorResponse = {
      error: 'Not Found',
      message: `Route ${request.method} ${pathOf(request.url)} not found`,
    };
    return reply.code(404).send(body);
  });
}
