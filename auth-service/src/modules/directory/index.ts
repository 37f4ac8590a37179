/**
 * The directory module: `/explore`'s talent and supplier directory (`GET /api/directory`). It
 * owns no table: public profiles are the profiles module's (`fastify.publicProfiles`), Pro
 * members billing's (`fastify.billing.proMemberCondition`, billing's one rule as a condition the
 * page's one statement holds), each read through its service.
 */
import { DIRECTORY_PAGE_SIZE, DirectoryPage, DirectoryQuery } from '@atelier/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { coalescedReads } from '../../platform/database/coalesced-reads';
import { errorResponses } from '../../platform/errors';
import { pageFields } from '../../platform/paging';

const directoryRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { publicProfiles, billing } = fastify;
  /** A page of the directory; the same page asked together is read once. */
  const directoryPage = coalescedReads((query: DirectoryQuery) =>
    publicProfiles.directory(query, billing.proMemberCondition),
  );
  fastify.get(
    '',
    {
      schema: {
        summary: 'Public profiles of freelancers and suppliers: searched, filtered, Pro first.',
        description:
          'q searches profession, name, skills and services (full-text, close spellings of name and profession); role, category, location (part of it), availability filter. Pro members (an active or trialing subscription of their own or of their company’s owner) come first, with isPro for the PRO badge; verified is a supplier an admin verified, while Pro (the Verified Supplier badge).',
        querystring: DirectoryQuery,
        response: { 200: DirectoryPage, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { rows, total, similar } = await directoryPage(request.query);
      // The companies module registers after this one: asked at request time.
      const verified = await fastify.companies.verifications.verifiedAmong(
        rows.filter((row) => row.role === 'supplier').map((row) => row.user_id),
      );
      return {
        profiles: rows.map((row) =>
          publicProfiles.directoryEntryOf(row, row.is_pro, verified.has(row.user_id)),
        ),
        ...pageFields(total, request.query.page, DIRECTORY_PAGE_SIZE),
        ...(similar ? { similar } : {}),
      };
    },
  );
  done();
};

const directory: FastifyPluginAsync = async (fastify) => {
  await fastify.register(directoryRoutes, { prefix: '/api/directory' });
};

export default fp(directory, {
  name: 'directory',
  dependencies: ['profiles', 'billing'],
});
