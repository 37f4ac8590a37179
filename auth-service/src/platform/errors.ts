import { Type, type Static } from '@sinclair/typebox';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** Body of every error answer: the HTTP reason phrase and a message safe to show the caller. */
export const ErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'HTTP reason phrase, e.g. "Not Found".' }),
    message: Type.String({ description: 'What was wrong with the request, or a generic text.' }),
  },
  { additionalProperties: false },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/**
 * Spread into every route's `response` schema. Besides documenting the error statuses, it makes
 * fast-json-stringify drop any property outside `error` and `message` (a stack, a cause).
 */
export const errorResponses = { '4xx': ErrorResponse, '5xx': ErrorResponse } as const;

/**
 * fastify's own wording (`body/fullName must be string`), plus what ajv leaves out of its
 * message: the allowed values of an enum, the name of a property no schema allows.
 */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const texts = errors.map((error) => {
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
