/**
 * JSON request bodies: small, and shallow. Every route takes a few fields, so each sets a body
 * limit sized to them (`BODY_LIMITS`), and the parser refuses a body nested deeper than
 * `MAX_JSON_DEPTH` before parsing it: a few hundred kilobytes of `[` would otherwise cost the
 * single thread a parse and a recursive validation. Parsing itself stays fastify's (secure-json-
 * parse, refusing `__proto__` and `constructor.prototype` keys).
 */
import fp from 'fastify-plugin';

/** A kibibyte, for the body limits routes set (`bodyLimit: 64 * KIB`). */
export const KIB = 1024;

/** Largest body each route reads, in bytes (a JSON string escapes a character in up to 6). */
export const BODY_LIMITS = {
  /** The server's default, and routes that read one short field (a role, an email address). */
  default: 2 * KIB,
  /** `PATCH /api/me`: a full name of at most 1000 characters. */
  profile: 8 * KIB,
  /** `POST /api/checkout/sessions`: a price id and two URLs of at most 2048 characters. */
  checkout: 8 * KIB,
  /** `POST /api/billing/portal`: one URL of at most 2048 characters. */
  portal: 4 * KIB,
  /** A Stripe event: Stripe's own objects, with their expanded lines and metadata. */
  stripeEvent: 256 * KIB,
} as const;

/** Arrays and objects inside each other, at most: the deepest body a route takes is 3. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The JSON body is nested more than ${String(MAX_JSON_DEPTH)} levels deep.`;

class JsonTooDeep extends Error {
  readonly statusCode = 400;
}

/**
 * Whether `text` nests arrays and objects more than `maxDepth` deep: one pass over the
 * characters, brackets inside strings skipped, no recursion and no allocation. Syntax is left to
 * the parser.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

export default fp(
  (fastify, _options, done) => {
    // The default parser, with the protections fastify gives it by default.
    const parse = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body, next) => {
        const text = body as string;
        if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
          next(new JsonTooDeep(TOO_DEEP_MESSAGE), undefined);
          return;
        }
        void parse(request, text, next);
      },
    );
    done();
  },
  { name: 'json-body' },
);
