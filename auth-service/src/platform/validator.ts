/**
 * Request validation as strict as the OpenAPI document: a property a schema does not name is
 * refused (400) rather than silently dropped, and a JSON body is taken with the types it was sent
 * with (`{"fullName": false}` is not a string). Querystrings, path parameters and headers arrive
 * as text, so only they are coerced to the schema's number or boolean. Defaults still fill in.
 * Both are fastify's own compiler (ajv 8 with ajv-formats: email, uuid, date-time, uri) with
 * different options, chosen per part of the request.
 *
 * Before the schema, every string of the query, the path parameters and the body (values and
 * keys, at any depth) is checked for control characters (issue 25: a NUL reached PostgreSQL and
 * answered 500). A body's text may hold a line break, a carriage return or a tab: messages,
 * descriptions, cover letters and every other multi-line field are legitimately typed with them,
 * and one-line fields that must not contain them (URLs, e-mails) have their own patterns and
 * formats. Nothing else below U+0020, nor DEL and the C1 controls (U+007F-U+009F), is accepted
 * anywhere; a query or a path, where no text is multi-line, accepts none at all.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];
type BuildCompiler = ReturnType<typeof AjvCompiler>;
type AjvServerOptions = NonNullable<Parameters<BuildCompiler>[1]>;

const STRICT = { removeAdditional: false, useDefaults: true } as const;

/** The text after the parameter's name in the 400: `querystring/page must be a finite number`. */
export const FINITE_NUMBER_MESSAGE = 'must be a finite number';

/** The text after the field's name in the 400: `body/content must not contain ...`. */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- the same without tab, line feed, carriage return
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A JSON pointer segment (RFC 6901), with any control character in a key written escaped. */
function segmentOf(key: string): string {
  const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
  return ANY_CONTROL.test(escaped) ? JSON.stringify(escaped).slice(1, -1) : escaped;
}

/**
 * The JSON pointer of the first string (or key) in `data` holding a control character the part
 * of the request does not allow, or undefined. `httpPart` is fastify's: body, querystring, params.
 */
export function firstControlCharacter(data: unknown, httpPart: string): string | undefined {
  const refused = httpPart === 'body' ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL;
  const walk = (value: unknown, path: string): string | undefined => {
    if (typeof value === 'string') return refused.test(value) ? path : undefined;
    if (typeof value !== 'object' || value === null) return undefined;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        const found = walk(value[index], `${path}/${String(index)}`);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    for (const [key, item] of Object.entries(value)) {
      const itemPath = `${path}/${segmentOf(key)}`;
      if (refused.test(key)) return itemPath;
      const found = walk(item, itemPath);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(data, '');
}

/** The JSON pointer of the first number in `data` that is not finite, or undefined. */
export function firstInfiniteNumber(data: unknown): string | undefined {
  const walk = (value: unknown, path: string): string | undefined => {
    if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
    if (typeof value !== 'object' || value === null) return undefined;
    for (const [key, item] of Object.entries(value)) {
      const found = walk(item, `${path}/${segmentOf(key)}`);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(data, '');
}

type Validate = ((data: unknown, context?: unknown) => unknown) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};

/**
 * `validate` behind the control-character check (and, for text parts, the finite-number one),
 * with what fastify reads from it kept.
 */
function refusingControlCharacters(validate: Validate, httpPart: string): Validate {
  const checked: Validate = (data, context) => {
    const path = firstControlCharacter(data, httpPart);
    const refuse = (keyword: string, instancePath: string, message: string) => {
      checked.errors = [{ keyword, instancePath, schemaPath: '#', params: {}, message }];
      return false;
    };
    if (path !== undefined) return refuse('controlCharacters', path, CONTROL_CHARACTERS_MESSAGE);
    const result = validate(data, context);
    checked.errors = validate.errors ?? null;
    // Text coerced to a number may be infinite (`page=1e400`): ajv's `integer` lets it through,
    // and it reached SQL as a 500 (issue 36). No schema of the API takes one. A JSON body cannot
    // hold one, so only the parts that arrive as text are walked.
    const infinite = result === true && httpPart !== 'body' ? firstInfiniteNumber(data) : undefined;
    if (infinite !== undefined) return refuse('finiteNumber', infinite, FINITE_NUMBER_MESSAGE);
    return result;
  };
  // fastify passes the parent object (so ajv can fill in defaults) only when it sees this.
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/** The parts of a request whose strings come from the caller (headers are nginx's and Node's). */
const CHECKED_PARTS = new Set(['body', 'querystring', 'params']);

/** `schemaController.compilersFactory.buildValidator` for fastify's server options. */
export function strictValidatorFactory(): ValidatorFactory {
  const pool = AjvCompiler();
  const build: BuildCompiler = (externalSchemas, options) => {
    const compilerFor = (coerceTypes: false | 'array') =>
      pool(externalSchemas, {
        ...options,
        customOptions: { ...options?.customOptions, ...STRICT, coerceTypes },
      } as AjvServerOptions) as unknown as FastifySchemaCompiler<unknown>;
    const forBodies = compilerFor(false);
    const forText = compilerFor('array');
    const compile: FastifySchemaCompiler<unknown> = (route) => {
      const validate = (route.httpPart === 'body' ? forBodies(route) : forText(route)) as Validate;
      const part = route.httpPart ?? '';
      return (
        CHECKED_PARTS.has(part) ? refusingControlCharacters(validate, part) : validate
      ) as ReturnType<FastifySchemaCompiler<unknown>>;
    };
    return compile as unknown as ReturnType<BuildCompiler>;
  };
  return build;
}
