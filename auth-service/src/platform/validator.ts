/**
 * Request validation as strict as the OpenAPI document: a property a schema does not name is
 * refused (400) rather than silently dropped, and a JSON body is taken with the types it was sent
 * with (`{"fullName": false}` is not a string). Querystrings, path parameters and headers arrive
 * as text, so only they are coerced to the schema's number or boolean. Defaults still fill in.
 * Both are fastify's own compiler (ajv 8 with ajv-formats: email, uuid, date-time, uri) with
 * different options, chosen per part of the request.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];
type BuildCompiler = ReturnType<typeof AjvCompiler>;
type AjvServerOptions = NonNullable<Parameters<BuildCompiler>[1]>;

const STRICT = { removeAdditional: false, useDefaults: true } as const;

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
    const compile: FastifySchemaCompiler<unknown> = (route) =>
      route.httpPart === 'body' ? forBodies(route) : forText(route);
    return compile as unknown as ReturnType<BuildCompiler>;
  };
  return build;
}
