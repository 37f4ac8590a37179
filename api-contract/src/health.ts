import { Type, type Static } from '@sinclair/typebox';

/** `GET /api/health`: the process is up. */
export const HealthResponse = Type.Object(
  { status: Type.Literal('ok') },
  { additionalProperties: false },
);
export type HealthResponse = Static<typeof HealthResponse>;

/** `GET /api/health/ready`: the database answers. */
export const ReadinessResponse = Type.Object(
  { status: Type.Literal('ready') },
  { additionalProperties: false },
);
export type ReadinessResponse = Static<typeof ReadinessResponse>;

/** `GET /api/openapi.json`: the OpenAPI 3.1 document, generated from these schemas. */
export const OpenApiDocument = Type.Object(
  {
    openapi: Type.String(),
    info: Type.Object(
      { title: Type.String(), version: Type.String() },
      { additionalProperties: true },
    ),
    paths: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: true },
);
export type OpenApiDocument = Static<typeof OpenApiDocument>;
