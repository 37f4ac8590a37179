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

/** What a JSON text takes at most for one character of a string: UTF-8's longest code point. */
export const BYTES_PER_CHARACTER = 4;

/** A JSON number or `null`, written out at its longest (`-1.7976931348623157e+308`). */
const NUMBER_BYTES = 24;

/** Strings of a fixed-size format, at their longest. */
const FORMAT_BYTES: Partial<Record<string, number>> = { uuid: 36, date: 10, 'date-time': 40 };

interface SchemaNode {
  type?: string | string[];
  maxLength?: number;
  format?: string;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/**
 * The largest compact JSON text `schema` accepts, in bytes: each string at its `maxLength` in
 * 4-byte characters, each array at its `maxItems`, every property present. `undefined` when the
 * schema does not bound it (a string without `maxLength`, an array without `maxItems`).
 */
export function largestJsonBytes(schema: SchemaNode): number | undefined {
  const quoted = (bytes: number) => bytes + 2;
  const options = schema.anyOf ?? schema.oneOf;
  if (options !== undefined) {
    const sizes = options.map(largestJsonBytes);
    return sizes.some((size) => size === undefined) ? undefined : Math.max(...(sizes as number[]));
  }
  if (schema.enum !== undefined || schema.const !== undefined) {
    const values = schema.enum ?? [schema.const];
    return Math.max(...values.map((value) => Buffer.byteLength(JSON.stringify(value))));
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  let largest = 0;
  for (const type of types) {
    let size: number | undefined;
    if (type === 'string') {
      const formatBytes = schema.format === undefined ? undefined : FORMAT_BYTES[schema.format];
      size =
        schema.maxLength !== undefined
          ? quoted(schema.maxLength * BYTES_PER_CHARACTER)
          : formatBytes === undefined
            ? undefined
            : quoted(formatBytes);
    } else if (type === 'number' || type === 'integer' || type === 'null') {
      size = NUMBER_BYTES;
    } else if (type === 'boolean') {
      size = 5;
    } else if (type === 'array') {
      const item = schema.items === undefined ? undefined : largestJsonBytes(schema.items);
      size =
        item === undefined || schema.maxItems === undefined
          ? undefined
          : 2 + schema.maxItems * (item + 1);
    } else if (type === 'object') {
      size = 2;
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const value = largestJsonBytes(property);
        if (value === undefined) return undefined;
        size += quoted(Buffer.byteLength(key)) + 1 + value + 1;
      }
    }
    if (size === undefined) return undefined;
    largest = Math.max(largest, size);
  }
  return largest;
}

/** No route's body limit grows past this, whatever its schema allows. */
export const LARGEST_BODY_LIMIT = 1024 * KIB;

export default fp(
  (fastify, _options, done) => {
    // A route that takes a JSON body and sets no limit of its own gets one sized to the largest
    // body its schema accepts (issue 36: the 2 KiB default refused a 3,000-character delivery
    // message of a 5,000 limit, and 680 CJK characters of a 1,000-character review).
    fastify.addHook('onRoute', (route) => {
      const body = (route.schema as { body?: SchemaNode } | undefined)?.body;
      if (route.bodyLimit !== undefined || body === undefined) return;
      const largest = largestJsonBytes(body);
      if (largest === undefined || largest <= BODY_LIMITS.default) return;
      route.bodyLimit = Math.min(largest, LARGEST_BODY_LIMIT);
    });
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
