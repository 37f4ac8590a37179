/**
 * The waitlist module: the landing page's PLM waitlist and newsletter sign-ups (table
 * `waitlist_signups`, `POST /api/waitlist`). Decorates `fastify.waitlist`, its repository (no
 * logic beyond HTTP, so no service: the tests read sign-ups through it).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createWaitlistRepository, type WaitlistRepository } from './repository';
import { waitlistRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    waitlist: WaitlistRepository;
  }
}

const waitlist: FastifyPluginAsync = async (fastify) => {
  fastify.decorate('waitlist', createWaitlistRepository(fastify.db));
  await fastify.register(waitlistRoutes, { prefix: '/api/waitlist' });
};

export default fp(waitlist, { name: 'waitlist', dependencies: ['database'] });
