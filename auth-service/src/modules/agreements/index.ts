/**
 * The agreements module: the platform's standard NDA as data (`nda.ts`) and
 * `GET /api/agreements/nda`, public, so a visitor can read it before signing in. It owns no table:
 * an acceptance is stored, with the NDA's version and the time, on the application or response it
 * came with (the jobs and requests modules), where the listing's owner reads it.
 */
import { NdaDocument } from '@atelier/api-contract';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponses } from '../../platform/errors';
import { STANDARD_NDA } from './nda';

const agreements: FastifyPluginCallback = (fastify, _options, done) => {
  fastify.get(
    '/api/agreements/nda',
    {
      schema: {
        summary: 'The platform’s standard NDA (spec 001 section 6), with its version.',
        response: { 200: NdaDocument, ...errorResponses() },
      },
    },
    (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(STANDARD_NDA),
  );
  done();
};

export default fp(agreements, { name: 'agreements' });
