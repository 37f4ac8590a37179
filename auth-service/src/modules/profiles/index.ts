/**
 * The profiles module: user profiles (table `user_profiles`), the signed-in user's profile and
 * role (`/api/me`), public profiles (tables `public_profiles`, `profile_views`: Manage Profile,
 * the username, `fastify.publicProfiles`) and the admin dashboard's users (`/api/admin`). Decorates `fastify.profiles`,
 * the service other modules read profiles through.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { adminRoutes } from './admin-routes';
import type { ImagesPort } from './images-port';
import { createPublicProfilesRepository } from './public-profile-repository';
import { publicProfileRoutes } from './public-profile-routes';
import { createPublicProfilesService, type PublicProfilesService } from './public-profile-service';
import { createUserProfilesRepository } from './repository';
import { meRoutes } from './routes';
import { createProfilesService, type ProfilesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfilesService;
    publicProfiles: PublicProfilesService;
  }
}

export interface ProfilesOptions {
  /** Profile photos are image uploads (app.ts passes `imagesOf(app.uploads)`). */
  images: ImagesPort;
}

const profiles: FastifyPluginAsync<ProfilesOptions> = async (fastify, { images }) => {
  // Concurrent profile reads (every GET /api/me) go together in one query.
  const repository = createUserProfilesRepository(fastify.db, { batchReads: true });
  fastify.decorate('profiles', createProfilesService(repository, fastify.keycloakAdmin));
  await fastify.register(meRoutes, { prefix: '/api/me' });
  await fastify.register(adminRoutes, { prefix: '/api/admin' });
  fastify.decorate(
    'publicProfiles',
    createPublicProfilesService(
      createUserProfilesRepository(fastify.db),
      createPublicProfilesRepository(fastify.kysely),
      images,
    ),
  );
  await fastify.register(publicProfileRoutes, { prefix: '/api', images });
};

export default fp(profiles, {
  name: 'profiles',
  dependencies: ['database', 'authentication', 'keycloak-admin'],
});
