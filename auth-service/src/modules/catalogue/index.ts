/**
 * The catalogue module: freelancers' products (tables `products`, `product_favourites`), the
 * public marketplace (search, filters, sorts, pages), product pages with views counted, and
 * signed-in users' favourites. Decorates `fastify.catalogue`. Uploads are the storage's: the
 * module calls them through `ProductFilesPort` (files-port.ts), which app.ts passes in.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { adminProductRoutes } from './admin-routes';
import type { ProductFilesPort } from './files-port';
import { createCatalogueRepository } from './repository';
import { catalogueRoutes } from './routes';
import { NO_SALES, type ProductSalesPort } from './sales-port';
import { createCatalogueService, type CatalogueService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

export interface CatalogueOptions {
  files: ProductFilesPort;
  /** The sales module's figures and file holds (sales-port.ts); none when not given. */
  sales?: ProductSalesPort;
}

const catalogue: FastifyPluginAsync<CatalogueOptions> = async (
  fastify,
  { files, sales = NO_SALES },
) => {
  const repository = createCatalogueRepository(fastify.kysely);
  // A product is published only when its seller can take charges (payouts).
  const sellers = {
    canTakeCharges: async (userId: string) =>
      (await fastify.payouts.chargeableAccountOf(userId)) !== undefined,
  };
  fastify.decorate('catalogue', createCatalogueService(repository, files, sellers, sales));
  await fastify.register(catalogueRoutes, { prefix: '/api/catalogue', files, sales });
  await fastify.register(adminProductRoutes, { prefix: '/api/admin/products' });
};

export default fp(catalogue, {
  name: 'catalogue',
  dependencies: ['database', 'authentication', 'profiles', 'payouts'],
});
