/**
 * The profiles module: user profiles (table `user_profiles`), the signed-in user's profile and
 * role (`/api/me`) and the admin dashboard's users (`/api/admin`). Decorates `fastify.profiles`,
 * the service other modules read profiles through.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { adminRoutes } from './admin-routes';
import { createUserProfilesRepository } from './repository';
import { meRoutes } from './routes';
import { createProfilesService, type ProfilesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfilesService;
  }
}

const profiles: FastifyPluginAsync = async (fastify) => {
  // Concurrent profile reads (every GET /api/me) go together in one query.
  const repository = createUserProfilesRepository(fastify.db, { batchReads: true });
  fastify.decorate('profiles', createProfilesService(repository, fastify.keycloakAdmin));
  await fastify.register(meRoutes, { prefix: '/api/me' });
  await fastify.register(adminRoutes, { prefix: '/api/admin' });
};

export default fp(profiles, {
  name: 'profiles',
  dependencies: ['database', 'authentication', 'keycloak-admin'],
});
