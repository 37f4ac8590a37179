/**
 * tus writes its answers to the Node response itself, its errors as plain text: its protocol's
 * ("Upload-Offset conflict"), and for anything thrown, the thrower's message (a 500 "vipspng:
 * libpng read error" reached a user). Every answer of 400 and above to a request handed to tus
 * leaves through here instead, as the API's JSON error (`{ error, message }`) and logged with the
 * request id: a 5xx with the service's generic text, a 4xx with our own refusal (`TusRefusal`,
 * already JSON) or tus's protocol text. The one 5xx passed on as it is: our 503 for the storage
 * or the database out of reach (`unavailableAnswer` in tus.ts), with `Retry-After`.
 */
import { STATUS_CODES, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS } from '@atelier/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import { INTERNAL_ERROR_MESSAGE, type ErrorResponse } from '../../platform/errors';

function isErrorResponse(value: unknown): value is ErrorResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON error for tus's answer `text` with `status`, logged. */
export function errorBodyOf(status: number, text: string, log: FastifyBaseLogger): ErrorResponse {
  const error = STATUS_CODES[status] ?? 'Error';
  const ours = parsed(text);
  if (status === 503 && isErrorResponse(ours)) {
    log.warn({ statusCode: status, message: ours.message }, 'Upload request: briefly unavailable');
    return ours;
  }
  if (status >= 500) {
    log.error({ statusCode: status, tusAnswer: text }, 'Upload request failed');
    return { error, message: INTERNAL_ERROR_MESSAGE };
  }
  const body = isErrorResponse(ours) ? ours : { error, message: text.trim() || error };
  log.info({ statusCode: status, message: body.message }, 'Upload request refused');
  return body;
}

/** Headers given to `writeHead` (srvx passes Node's raw [name, value, ...] list), as an object. */
function headersOf(given: unknown): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  if (Array.isArray(given)) {
    for (let index = 0; index + 1 < given.length; index += 2) {
      headers[String(given[index]).toLowerCase()] = given[index + 1] as string;
    }
  } else if (typeof given === 'object' && given !== null) {
    for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) {
      headers[name.toLowerCase()] = value;
    }
  }
  delete headers['content-type'];
  delete headers['content-length'];
  return headers;
}

/** Makes this one response's error answers the API's JSON errors (see above). */
export function answerErrorsAsJson(response: ServerResponse, log: FastifyBaseLogger): void {
  // The replacements below are own properties: deleting them puts the class's methods back, as
  // they must be before answering (a response's `end(data)` may call its own `write`).
  const restore = () => {
    for (const name of ['writeHead', 'write', 'end']) Reflect.deleteProperty(response, name);
  };
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    headers: OutgoingHttpHeaders,
  ) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let held: { status: number; headers: OutgoingHttpHeaders; chunks: Buffer[] } | undefined;

  const hold = (status: number, given: unknown) => {
    held = { status, headers: headersOf(given), chunks: [] };
  };
  const add = (chunk: unknown) => {
    if (held === undefined) return;
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) {
      held.chunks.push(Buffer.from(chunk));
    }
  };

  response.writeHead = (status: number, ...rest: unknown[]) => {
    if (status < 400) {
      restore();
      return writeHead(status, rest.at(-1) as never);
    }
    hold(
      status,
      rest.find((item) => typeof item === 'object'),
    );
    return response;
  };
  response.write = ((...args: unknown[]) => {
    if (held === undefined) return write(...args);
    add(args[0]);
    return true;
  }) as typeof response.write;
  response.end = ((...args: unknown[]) => {
    // An error answered without writeHead (srvx's own failure path sets statusCode).
    if (held === undefined && !response.headersSent && response.statusCode >= 400) {
      hold(response.statusCode, response.getHeaders());
    }
    if (held === undefined) {
      restore();
      return end(...args);
    }
    if (typeof args[0] !== 'function') add(args[0]);
    restore();
    const text = Buffer.concat(held.chunks).toString('utf8');
    const answer = errorBodyOf(held.status, text, log);
    const body = JSON.stringify(answer);
    const unavailable = held.status === 503 && answer.message !== INTERNAL_ERROR_MESSAGE;
    writeHead(held.status, {
      ...held.headers,
      ...(unavailable && { 'retry-after': String(BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS) }),
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    return end(body);
  }) as typeof response.end;
}
