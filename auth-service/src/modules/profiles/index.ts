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
import { createProfileCache, PROFILE_CHANGES_CHANNEL } from './profile-cache';
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
  // Every GET /api/me asks for a profile: they are remembered (profile-cache.ts), forgotten on
  // any change this instance makes and on any change NOTIFY reports; the reads that miss go
  // together in one query.
  const cache = createProfileCache();
  const repository = createUserProfilesRepository(fastify.db, {
    batchReads: true,
    onChange: (id) => cache.forget(id),
  });
  const unlisten = await fastify.db.listen(PROFILE_CHANGES_CHANNEL, (id) => cache.forget(id), {
    dropped: () => cache.setListening(false),
    reconnected: () => cache.setListening(true),
  });
  cache.setListening(true);
  fastify.addHook('onClose', async () => {
    cache.setListening(false);
    await unlisten();
  });
  fastify.decorate('profiles', createProfilesService(repository, fastify.keycloakAdmin, cache));
  await fastify.register(meRoutes, { prefix: '/api/me' });
  await fastify.register(adminRoutes, { prefix: '/api/admin' });
  fastify.decorate(
    'publicProfiles',
    createPublicProfilesService(repository, createPublicProfilesRepository(fastify.kysely), images),
  );
  await fastify.register(publicProfileRoutes, { prefix: '/api', images });
};

export default fp(profiles, {
  name: 'profiles',
  dependencies: ['database', 'authentication', 'keycloak-admin'],
});
