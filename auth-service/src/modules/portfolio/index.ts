/**
 * The portfolio module: freelancers' portfolio projects and client testimonials (tables
 * `portfolio_projects`, `portfolio_testimonials`) and the public profile page
 * (`/api/profiles/:username`), which it composes from the profiles module's public
 * profile, its own projects and testimonials, and billing's subscription (the PRO badge).
 * Decorates `fastify.portfolio`. Images are uploads, reached through `ImagesPort`.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ImagesPort } from '../profiles/images-port';
import { createPortfolioRepository } from './repository';
import { portfolioRoutes } from './routes';
import { NO_HIRES, createPortfolioService, type HiresPort, type PortfolioService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    portfolio: PortfolioService;
  }
}

export interface PortfolioOptions {
  images: ImagesPort;
  /** The hiring loop's hires (testimonials, the clients stat); none when not given. */
  hires?: HiresPort;
}

const portfolio: FastifyPluginAsync<PortfolioOptions> = async (
  fastify,
  { images, hires = NO_HIRES },
) => {
  fastify.decorate(
    'portfolio',
    createPortfolioService(createPortfolioRepository(fastify.kysely), images),
  );
  await fastify.register(portfolioRoutes, { prefix: '/api', images, hires });
};

export default fp(portfolio, {
  name: 'portfolio',
  dependencies: ['database', 'authentication', 'profiles', 'billing', 'uploads'],
});
