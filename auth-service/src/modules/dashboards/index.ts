/**
 * The dashboards module: the client's and the supplier's dashboard cards on real data
 * (`GET /api/dashboards/client`, `GET /api/dashboards/supplier`; spec 001 section 2). It owns no
 * table: jobs and applications are the jobs module's (`fastify.jobs`), requests and quotes the
 * requests module's (`fastify.requests`), profiles the profiles module's
 * (`fastify.publicProfiles`), Pro members billing's, each read through its service.
 */
import {
  ClientDashboard,
  DASHBOARD_LIMITS,
  SupplierDashboard,
  type DashboardApplication,
} from '@atelier/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { identityOf, routeGuards } from '../../platform/authentication';
import { signedInErrors } from '../../platform/errors';
import { bearerAuth } from '../../platform/schemas';
import { toSupplierRequest } from '../requests/request-response';
import { countsByStatus, eachOne, totalOf } from './counts';
import { jobTerms, recommend } from './recommendations';
import { isUrgent, requestStateOf } from './supplier-requests';

/** How many candidate profiles the recommendations rank (those sharing most terms first). */
const RECOMMENDATION_CANDIDATES = 200;

const dashboardRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { jobs, requests, publicProfiles, billing } = fastify;
  const { clientOnly, supplierOnly } = routeGuards(fastify);

  fastify.get(
    '/client',
    {
      onRequest: clientOnly,
      schema: {
        summary: "The client dashboard's cards: recommended profiles, applications, analytics.",
        description:
          "Recommended profiles: public freelancer profiles ranked by the overlap of the client's open jobs' skills and category with their skills and categories (max 4). Applications: applications to the client's jobs and quotes to their requests, by status, and the latest. Analytics: open listings, their views by others, responses and hires.",
        security: bearerAuth,
        response: { 200: ClientDashboard, ...signedInErrors() },
      },
    },
    async (request) => {
      const clientId = identityOf(request).id;
      const [ownJobs, ownRequests, applicationCounts, recentApplications, quotes] =
        await Promise.all([
          jobs.listOwn(clientId),
          requests.listOwn(clientId),
          jobs.countsOfClient(clientId),
          jobs.recentOfClient(clientId, DASHBOARD_LIMITS.recentApplications),
          requests.responsesTo(clientId),
        ]);
      const openJobs = ownJobs.filter((job) => job.listing_status === 'active');
      const matchJobs = openJobs.map((job) => ({
        title: job.title,
        skills: job.skills,
        category: job.category,
      }));
      const terms = jobTerms(matchJobs);
      const candidates = await publicProfiles.matchingFreelancers(terms, RECOMMENDATION_CANDIDATES);
      const pro = new Set(await billing.proAmong(candidates.map((row) => row.user_id)));
      const entries = candidates
        .filter((row) => row.user_id !== clientId)
        // Freelancers only: no Verified Supplier among them.
        .map((row) => publicProfiles.directoryEntryOf(row, pro.has(row.user_id), false));
      const recommended = recommend(matchJobs, entries, DASHBOARD_LIMITS.recommendedProfiles);

      const counts = countsByStatus([...applicationCounts, ...eachOne(quotes)]);
      const recent: DashboardApplication[] = [
        ...recentApplications.map((row) => ({
          id: row.id,
          kind: 'job' as const,
          name: row.freelancer_name,
          listingTitle: row.job_title,
          status: row.status,
          createdAt: row.created_at.toISOString(),
        })),
        ...quotes.slice(0, DASHBOARD_LIMITS.recentApplications).map((row) => ({
          id: row.id,
          kind: 'request' as const,
          name: row.supplier_name,
          listingTitle: row.request_title,
          status: row.status,
          createdAt: row.created_at.toISOString(),
        })),
      ]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, DASHBOARD_LIMITS.recentApplications);

      const active = [...openJobs, ...ownRequests.filter((row) => row.status === 'active')];
      return {
        recommendedProfiles: recommended.map(({ profile, score, job }) => ({
          ...profile,
          matchScore: score,
          matchedJob: job.title,
        })),
        openJobs: openJobs.length,
        applications: { counts, total: totalOf(counts), recent },
        analytics: {
          activeListings: active.length,
          listingViews: [...ownJobs, ...ownRequests].reduce((sum, row) => sum + row.views, 0),
          responses: totalOf(counts),
          hires: counts.hired,
        },
      };
    },
  );

  fastify.get(
    '/supplier',
    {
      onRequest: supplierOnly,
      schema: {
        summary: "The supplier dashboard's cards: recent client requests and analytics.",
        description:
          "Recent client requests: the newest open requests the supplier may see (as GET /api/requests lists them), each New Inquiry, Awaiting Quote (invited, not answered) or In Discussion (answered), urgent when due within 7 days. Analytics: the supplier's quotes by the client's decision and their public profile's views.",
        security: bearerAuth,
        response: { 200: SupplierDashboard, ...signedInErrors() },
      },
    },
    async (request) => {
      const supplierId = identityOf(request).id;
      const [open, responses, mine] = await Promise.all([
        requests.search(supplierId, { page: 1 }),
        requests.responsesOf(supplierId),
        publicProfiles.mine(supplierId),
      ]);
      const latest = open.rows.slice(0, DASHBOARD_LIMITS.recentRequests);
      const answered = await requests.readerResponses(
        supplierId,
        latest.map((row) => row.id),
      );
      const invitedTo = await Promise.all(
        latest.map(async (row) =>
          (await requests.invitations(row.id)).some(({ user_id }) => user_id === supplierId),
        ),
      );
      const brands = await fastify.companies.brandsOf(latest.map((row) => row.owner_id));
      const now = new Date();
      const counts = countsByStatus(eachOne(responses));
      return {
        recentRequests: latest.map((row, index) => {
          const response = answered.get(row.id);
          // The brand as the requests list shows it: a confidential request's only after the NDA
          // (the plan decides only a big order's window, which this card does not show).
          const { company } = toSupplierRequest(
            row,
            supplierId,
            response,
            brands.get(row.owner_id),
            { pro: false, now },
          );
          return {
            id: row.id,
            title: row.title,
            client: company,
            state: requestStateOf({
              responded: response !== undefined,
              invited: invitedTo[index] ?? false,
            }),
            urgent: isUrgent(row.deadline, now),
            publishedAt: (row.published_at ?? row.created_at).toISOString(),
          };
        }),
        openRequests: open.total,
        analytics: {
          responses: counts,
          totalResponses: totalOf(counts),
          profileViews: mine.row?.views ?? null,
        },
      };
    },
  );
  done();
};

const dashboards: FastifyPluginAsync = async (fastify) => {
  await fastify.register(dashboardRoutes, { prefix: '/api/dashboards' });
};

export default fp(dashboards, {
  name: 'dashboards',
  dependencies: ['authentication', 'profiles', 'billing', 'companies', 'jobs', 'requests'],
});
