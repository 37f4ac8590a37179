import { AnalyticsQuery, MyAnalytics } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { signedInErrors } from '../../platform/errors';
import { bearerAuth } from '../../platform/schemas';
import { fillDays, firstDayOf } from './days';

export const analyticsRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { publicProfiles, catalogue, billing } = fastify;
  const { signedIn } = routeGuards(fastify);

  fastify.get(
    '/me/analytics',
    {
      onRequest: signedIn,
      schema: {
        summary: "The caller's profile and product views: totals, and per day for Pro members.",
        description:
          'Totals for everyone (the dashboard); the days of the window (oldest first, zero when nobody looked) only with an active subscription, else null (the upgrade card).',
        security: bearerAuth,
        querystring: AnalyticsQuery,
        response: { 200: MyAnalytics, ...signedInErrors(400) },
      },
    },
    async (request): Promise<MyAnalytics> => {
      const userId = identityOf(request).id;
      const today = new Date();
      const since = firstDayOf(today, request.query.days);
      const [profile, products, isPro] = await Promise.all([
        publicProfiles.viewsOf(userId, since),
        catalogue.viewsOfAuthor(userId, since),
        billing.isPro(userId),
      ]);
      return {
        isPro,
        totals: { profileViews: profile.total, productViews: products.total },
        days: isPro ? fillDays(today, request.query.days, profile.days, products.days) : null,
      };
    },
  );
  done();
};
