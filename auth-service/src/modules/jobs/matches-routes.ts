/**
 * `GET /api/jobs/matches`: the freelancer dashboard's job matches, open jobs ranked against the
 * caller's profile (skills and areas of expertise) by matches.ts.
 */
import { JobMatches, JobMatchesQuery } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { signedInErrors } from '../../platform/errors';
import { bearerAuth } from '../../platform/schemas';
import { rankMatches } from './matches';
import type { JobsRepository } from './repository';
import { toJob } from './responses';

export const matchesRoutes: FastifyPluginCallbackTypebox<{ jobs: JobsRepository }> = (
  fastify,
  { jobs },
  done,
) => {
  const { freelancerOnly } = routeGuards(fastify);
  fastify.get(
    '/matches',
    {
      onRequest: freelancerOnly,
      schema: {
        summary: "Open jobs matching the caller's skills and categories, best first, with a score.",
        description:
          'Listed jobs the caller has not applied to, scored by the share of their skills and category the profile covers; none before the profile names any.',
        security: bearerAuth,
        querystring: JobMatchesQuery,
        response: { 200: JobMatches, ...signedInErrors(400) },
      },
    },
    async (request) => {
      const freelancerId = identityOf(request).id;
      const { row } = await fastify.publicProfiles.mine(freelancerId);
      const profile = { skills: row?.skills ?? [], categories: row?.categories ?? [] };
      const words = [...profile.skills, ...profile.categories]
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word !== '');
      if (words.length === 0) return { matches: [] };
      const candidates = await jobs.matchCandidates(freelancerId, words);
      const ranked = rankMatches(profile, candidates, request.query.limit);
      const now = fastify.clock.now();
      const brands = await fastify.companies.brandsOf(ranked.map((match) => match.job.client_id));
      return {
        matches: ranked.map((match) => ({
          job: toJob(match.job, freelancerId, brands.get(match.job.client_id), now),
          matchScore: match.score,
          matched: match.matched,
        })),
      };
    },
  );
  done();
};
