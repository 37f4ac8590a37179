import { Type, type Static, type StringOptions, type TSchema } from '@sinclair/typebox';

/**
 * One-line text: no line feed nor carriage return (a title with a line break would break every
 * list, e-mail subject and CSV row it is shown in; issue 36). Other control characters are refused
 * in every field (auth-service/src/platform/validator.ts).
 */
export const ONE_LINE_PATTERN = '^[^\\r\\n]*$';

/** A one-line text field (a title, a name, a place) of at most `maxLength` characters. */
export const OneLine = (maxLength: number, options: StringOptions = {}) =>
  Type.String({ maxLength, pattern: ONE_LINE_PATTERN, ...options });

/** The platform's realm roles (spec 000 section 6). */
export const ROLES = ['freelancer', 'client', 'supplier', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Chosen by the user after sign-up; `admin` is only ever given by another admin. */
export const SELF_SERVICE_ROLES = ['freelancer', 'client', 'supplier'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/**
 * A string enum as `{ type: 'string', enum: [...] }` rather than TypeBox's union of literals:
 * one clear validation error ("must be one of ...") and a plain enum in the OpenAPI document.
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: object = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/**
 * A value or null, as `type: [<type>, 'null']` rather than `anyOf`: fast-json-stringify serialises
 * a type list directly but validates every `anyOf` branch on each response (a hot path in
 * GET /api/me), and OpenAPI 3.1 reads both.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const { type, enum: values, ...rest } = schema as TSchema & { type?: unknown; enum?: unknown[] };
  if (typeof type !== 'string') throw new Error('Nullable() takes a schema of one type');
  return Type.Unsafe<Static<T> | null>({
    ...rest,
    type: [type, 'null'],
    ...(values === undefined ? {} : { enum: [...values, null] }),
  });
}

export const RoleSchema = StringEnum(ROLES, { description: 'A realm role of the platform.' });

/** Timestamps leave the service as ISO 8601 strings in UTC. */
export const Timestamp = Type.String({ format: 'date-time' });
