import { OpenApiDocument } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../errors';

/** `GET /api/openapi.json`: the OpenAPI 3.1 document generated from every route's schemas. */
export const openApiRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This API, as an OpenAPI 3.1 document.',
        response: { 200: OpenApiDocument, ...errorResponses() },
      },
    },
    () =>
      fastify.swagger() as unknown as {
        openapi: string;
        info: { title: string; version: string };
        paths: Record<string, unknown>;
      },
  );
  done();
};
