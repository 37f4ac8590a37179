import {
  AuthorIdParams,
  CreateProductBody,
  FavouriteParams,
  Favourites,
  MARKETPLACE_PAGE_SIZE,
  MarketplaceQuery,
  MergeFavouritesBody,
  MyProducts,
  PageQuery,
  Product,
  ProductDetail,
  ProductIdParams,
  ProductPage,
  UpdateProductBody,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { identityOf, routeGuards } from '../../platform/authentication';
import { viewerOf } from '../../platform/daily-viewers';
import { coalescedReads } from '../../platform/database/coalesced-reads';
import {
  errorResponses,
  sendError as send,
  signedInErrors,
  signedInWriteErrors,
} from '../../platform/errors';
import { KIB } from '../../platform/json-body';
import { deleteOwnRoute } from '../../platform/own-routes';
import { pageFields } from '../../platform/paging';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { callerNameOf } from '../profiles/display-name';
import type { ProductFilesPort } from './files-port';
import { CATALOGUE_MESSAGES } from './messages';
import { toProduct, toProductSummary } from './product-response';
import type { ProductCardRow, ProductRow } from './repository';
import type { ProductSalesPort } from './sales-port';

/** A product: texts up to 5000 characters, 20 images and 50 files with their keys and names. */
export const PRODUCT_BODY_LIMIT = 96 * KIB;
/** 500 product ids. */
export const FAVOURITES_BODY_LIMIT = 24 * KIB;

export const catalogueRoutes: FastifyPluginCallbackTypebox<{
  files: ProductFilesPort;
  sales: ProductSalesPort;
}> = (fastify, { files, sales }, done) => {
  const { catalogue, profiles } = fastify;
  const { freelancerOnly, signedIn, optionalSignIn } = routeGuards(fastify);

  /** The author as products show them. */
  async function authorOf(request: FastifyRequest) {
    const identity = identityOf(request);
    return { id: identity.id, name: await callerNameOf(profiles, identity) };
  }

  /** The owner's products with their monthly trends (one query for them all). */
  async function withTrends(ownerId: string, rows: ProductRow[]) {
    const trends = await sales.monthlyTrendsOf(
      ownerId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toProduct(row, files, true, trends.get(row.id)));
  }

  /** A page of the marketplace (or of one author's shop); the same page asked together is read once. */
  const search = coalescedReads(
    ({ query, authorId }: { query: Omit<MarketplaceQuery, 'author'>; authorId?: string }) =>
      catalogue.search(query, authorId === undefined ? {} : { authorId }),
  );

  const page = (
    { rows, total, similar }: { rows: ProductCardRow[]; total: number; similar: boolean },
    pageNumber: number,
  ) => ({
    products: rows.map((row) => toProductSummary(row, files)),
    ...pageFields(total, pageNumber, MARKETPLACE_PAGE_SIZE),
    ...(similar ? { similar } : {}),
  });

  fastify.get(
    '/products',
    {
      schema: {
        summary: 'The marketplace: published products, searched, filtered, sorted, 12 a page.',
        querystring: MarketplaceQuery,
        response: { 200: ProductPage, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { author, ...query } = request.query;
      const found = await search({ query, authorId: author?.toLowerCase() });
      return page(found, request.query.page);
    },
  );

  fastify.get(
    '/products/:id',
    {
      onRequest: optionalSignIn, // an owner sees their drafts
      schema: {
        summary:
          "A product page with 'More from {author}'; counts a view by anyone but its owner, once a day per viewer.",
        description:
          'Published products for anyone; drafts and private products only for their owner (with a token). Anything else is 404.',
        params: ProductIdParams,
        response: { 200: ProductDetail, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const readerId = request.identity?.id ?? null;
      const row = await catalogue.findForReader(request.params.id, readerId, viewerOf(request));
      if (row === undefined) return send(reply, 404, CATALOGUE_MESSAGES.notFound);
      const [more, trends] = await Promise.all([
        catalogue.moreFromAuthor(row.author_id, row.id),
        sales.monthlyTrendsOf(row.author_id, [row.id]),
      ]);
      return {
        product: toProduct(row, files, row.author_id === readerId, trends.get(row.id)),
        moreFromAuthor: more.map((other) => toProductSummary(other, files)),
      };
    },
  );

  fastify.get(
    '/authors/:authorId/products',
    {
      schema: {
        summary: "An author's published products (the public profile's shop), featured first.",
        params: AuthorIdParams,
        querystring: PageQuery,
        response: { 200: ProductPage, ...errorResponses(400) },
      },
    },
    async (request) => {
      const found = await search({
        query: { page: request.query.page, sort: 'featured' },
        authorId: request.params.authorId.toLowerCase(),
      });
      return page(found, request.query.page);
    },
  );

  fastify.post(
    '/products',
    {
      onRequest: freelancerOnly,
      bodyLimit: PRODUCT_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: 'Creates a product owned by the caller (a freelancer).',
        description:
          "Answers the product form's messages (spec section 5) in their order with 400. Defaults: license commercial, status draft, and for custom services delivery 1-3 days, 3 revisions. Publishing needs a connected payout account that can take charges (409 otherwise); drafts always save.",
        security: bearerAuth,
        body: CreateProductBody,
        response: {
          201: Product,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await catalogue.create(await authorOf(request), request.body);
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('conflict' in outcome) return send(reply, 409, outcome.conflict);
      if ('notFound' in outcome) return send(reply, 404, CATALOGUE_MESSAGES.notFound);
      return reply.code(201).send(toProduct(outcome.product, files, true));
    },
  );

  fastify.get(
    '/me/products',
    {
      onRequest: signedIn,
      schema: {
        summary: "The caller's own products in every status, last changed first.",
        security: bearerAuth,
        response: { 200: MyProducts, ...signedInErrors() },
      },
    },
    async (request) => {
      const ownerId = identityOf(request).id;
      const rows = await catalogue.listOwn(ownerId);
      return { products: await withTrends(ownerId, rows), total: rows.length };
    },
  );

  fastify.get(
    '/me/products/:id',
    {
      onRequest: signedIn,
      schema: {
        summary: "One of the caller's own products in any status, for its edit form.",
        description:
          'Counts no view. A product of anyone else, whatever its status, is 404 like an unknown id.',
        security: bearerAuth,
        params: ProductIdParams,
        response: { 200: Product, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const ownerId = identityOf(request).id;
      const row = await catalogue.findOwn(request.params.id, ownerId);
      if (row === undefined) return send(reply, 404, CATALOGUE_MESSAGES.notFound);
      const [product] = await withTrends(ownerId, [row]);
      return product;
    },
  );

  fastify.patch(
    '/products/:id',
    {
      onRequest: signedIn,
      bodyLimit: PRODUCT_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: "Changes the caller's product: the fields sent are merged, updatedAt refreshed.",
        security: bearerAuth,
        params: ProductIdParams,
        body: UpdateProductBody,
        response: {
          200: Product,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await catalogue.update(
        request.params.id,
        await authorOf(request),
        request.body,
      );
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('conflict' in outcome) return send(reply, 409, outcome.conflict);
      if ('notFound' in outcome) return send(reply, 404, CATALOGUE_MESSAGES.notFound);
      const [product] = await withTrends(outcome.product.author_id, [outcome.product]);
      return product;
    },
  );

  deleteOwnRoute(fastify, '/products/:id', {
    onRequest: signedIn,
    summary: "Deletes the caller's product and its uploads.",
    params: ProductIdParams,
    remove: (id, ownerId) => catalogue.delete(id, ownerId),
    notFound: CATALOGUE_MESSAGES.notFound,
  });

  fastify.post(
    '/products/:id/duplicate',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: "Copies the caller's product as a draft titled '<title> (Copy)'.",
        security: bearerAuth,
        params: ProductIdParams,
        response: {
          201: Product,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const copy = await catalogue.duplicate(request.params.id, await authorOf(request));
      if (copy === undefined) return send(reply, 404, CATALOGUE_MESSAGES.notFound);
      return reply.code(201).send(toProduct(copy, files, true));
    },
  );

  async function favouritesOf(userId: string) {
    const { ids, rows } = await catalogue.favourites(userId);
    return { productIds: ids, products: rows.map((row) => toProductSummary(row, files)) };
  }

  fastify.get(
    '/me/favourites',
    {
      onRequest: signedIn,
      schema: {
        summary: "The caller's favourite products.",
        security: bearerAuth,
        response: { 200: Favourites, ...signedInErrors() },
      },
    },
    (request) => favouritesOf(identityOf(request).id),
  );

  fastify.put(
    '/me/favourites/:productId',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Adds a product to the caller’s favourites (again: no change).',
        security: bearerAuth,
        params: FavouriteParams,
        response: {
          200: Favourites,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const userId = identityOf(request).id;
      const { productId } = request.params;
      if ((await catalogue.addFavourites(userId, [productId])) === 0) {
        const { ids } = await catalogue.favourites(userId);
        if (!ids.includes(productId)) return send(reply, 404, CATALOGUE_MESSAGES.notFound);
      }
      return favouritesOf(userId);
    },
  );

  fastify.delete(
    '/me/favourites/:productId',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Removes a product from the caller’s favourites (absent: no change).',
        security: bearerAuth,
        params: FavouriteParams,
        response: { 200: Favourites, ...signedInWriteErrors() },
      },
    },
    async (request) => {
      const userId = identityOf(request).id;
      await catalogue.removeFavourite(userId, request.params.productId);
      return favouritesOf(userId);
    },
  );

  fastify.post(
    '/me/favourites/merge',
    {
      onRequest: signedIn,
      bodyLimit: FAVOURITES_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: "Adds the browser's favourites at sign-in; unknown or hidden ids are skipped.",
        security: bearerAuth,
        body: MergeFavouritesBody,
        response: { 200: Favourites, ...signedInWriteErrors() },
      },
    },
    async (request) => {
      const userId = identityOf(request).id;
      await catalogue.addFavourites(
        userId,
        request.body.productIds.map((id) => id.toLowerCase()),
      );
      return favouritesOf(userId);
    },
  );
  done();
};
