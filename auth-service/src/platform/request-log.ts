/**
 * What the request log says about a request. Fastify logs each request's URL; some URLs carry a
 * secret in their query, meant for one use by one person: a real-time ticket (`?ticket=`), an
 * invitation link (`?invitation=`), an unsubscribe link (`?token=`) and a signed download link
 * (`?signature=`). Anyone who reads the log could use them, so their values are replaced.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are one-use secrets. */
export const SECRET_QUERY_PARAMETERS = ['ticket', 'invitation', 'token', 'signature'] as const;

const SECRET_VALUE = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#]*`, 'g');

/** `url` with the values of its secret query parameters replaced by `[redacted]`. */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_VALUE, '$1[redacted]');
}

/** Fastify's `req` serializer, with the URL's secrets redacted. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};
