/**
 * The analytics module: a user's views (spec 000: Freelancer Pro's "stats and views analytics";
 * spec 001: the dashboard's analytics summary and /freelancer/analytics). No tables of its own:
 * it reads profile views (profiles: `public_profiles.views`, `profile_views`), product views
 * (catalogue: `products.views`, `product_views`) and the subscription (billing).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { analyticsRoutes } from './routes';

const analytics: FastifyPluginAsync = async (fastify) => {
  await fastify.register(analyticsRoutes, { prefix: '/api' });
};

export default fp(analytics, {
  name: 'analytics',
  dependencies: ['database', 'authentication', 'profiles', 'billing', 'catalogue'],
});
