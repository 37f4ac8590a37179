/** A supplier's profile, catalogue and services: `/api/suppliers`. */
import {
  CatalogueAccessLog,
  MyServices,
  MySupplierProfile,
  PublicSupplier,
  ServiceBody,
  ServiceCatalogueBody,
  ServiceIdParams,
  SupplierIdParams,
  SupplierProfile,
  SupplierProfileBody,
  SupplierService,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth, NO_CONTENT } from '../../platform/schemas';
import { COMPANY_MESSAGES } from './messages';
import { answer } from './reply';
import { toService } from './responses';

export const supplierRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { companies } = fastify;
  const { supplierOnly, optionalSignIn } = routeGuards(fastify);

  fastify.get(
    '/me/profile',
    {
      onRequest: supplierOnly,
      schema: {
        summary: "The caller's supplier profile (null until saved).",
        security: bearerAuth,
        response: { 200: MySupplierProfile, ...signedInErrors() },
      },
    },
    async (request) => ({
      profile: (await companies.supplierProfileOf(identityOf(request).id)) ?? null,
    }),
  );

  fastify.put(
    '/me/profile',
    {
      onRequest: supplierOnly,
      config: OWN_WRITES,
      schema: {
        summary: "Saves the caller's supplier profile.",
        description:
          'Company name, at least one capability and one region (from the list) required; certifications and capabilities trimmed without repeats.',
        security: bearerAuth,
        body: SupplierProfileBody,
        response: {
          200: SupplierProfile,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await companies.saveSupplierProfile(identityOf(request).id, request.body),
        COMPANY_MESSAGES.supplierNotFound,
      ),
  );

  fastify.put(
    '/me/catalogue',
    {
      onRequest: supplierOnly,
      config: OWN_WRITES,
      schema: {
        summary:
          "Sets a Pro supplier's service catalogue: a PDF upload (purpose service-catalogue).",
        description: 'A Starter supplier gets 403 with why; the previous catalogue is removed.',
        security: bearerAuth,
        body: ServiceCatalogueBody,
        response: {
          200: SupplierProfile,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await companies.setCatalogue(identityOf(request).id, request.body.key),
        COMPANY_MESSAGES.supplierNotFound,
      ),
  );

  fastify.delete(
    '/me/catalogue',
    {
      onRequest: supplierOnly,
      config: OWN_WRITES,
      schema: {
        summary: "Removes the caller's service catalogue.",
        security: bearerAuth,
        response: {
          200: SupplierProfile,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await companies.removeCatalogue(identityOf(request).id),
        COMPANY_MESSAGES.supplierNotFound,
      ),
  );

  fastify.get(
    '/me/catalogue/downloads',
    {
      onRequest: supplierOnly,
      schema: {
        summary: "Who downloaded the caller's service catalogue and when, newest first.",
        security: bearerAuth,
        response: { 200: CatalogueAccessLog, ...signedInErrors() },
      },
    },
    async (request) => ({
      downloads: await companies.catalogueDownloads(identityOf(request).id),
    }),
  );

  fastify.get(
    '/me/services',
    {
      onRequest: supplierOnly,
      schema: {
        summary: "The caller's services, last changed first.",
        security: bearerAuth,
        response: { 200: MyServices, ...signedInErrors() },
      },
    },
    async (request) => ({ services: await companies.listServices(identityOf(request).id) }),
  );

  fastify.post(
    '/me/services',
    {
      onRequest: supplierOnly,
      config: OWN_WRITES,
      schema: {
        summary: 'Adds a service (price range, MOQ, lead time, categories, certifications).',
        security: bearerAuth,
        body: ServiceBody,
        response: {
          201: SupplierService,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await companies.createService(identityOf(request).id, request.body);
      if ('ok' in outcome) return reply.code(201).send(toService(outcome.ok));
      return answer(reply, outcome, COMPANY_MESSAGES.serviceNotFound);
    },
  );

  fastify.get(
    '/me/services/:id',
    {
      onRequest: supplierOnly,
      schema: {
        summary: "One of the caller's services (anyone else's is 404).",
        security: bearerAuth,
        params: ServiceIdParams,
        response: { 200: SupplierService, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const service = await companies.findService(
        request.params.id.toLowerCase(),
        identityOf(request).id,
      );
      return service ?? sendError(reply, 404, COMPANY_MESSAGES.serviceNotFound);
    },
  );

  fastify.put(
    '/me/services/:id',
    {
      onRequest: supplierOnly,
      config: OWN_WRITES,
      schema: {
        summary: "Replaces one of the caller's services.",
        security: bearerAuth,
        params: ServiceIdParams,
        body: ServiceBody,
        response: {
          200: SupplierService,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await companies.updateService(
        request.params.id.toLowerCase(),
        identityOf(request).id,
        request.body,
      );
      if ('ok' in outcome) return toService(outcome.ok);
      return answer(reply, outcome, COMPANY_MESSAGES.serviceNotFound);
    },
  );

  fastify.delete(
    '/me/services/:id',
    {
      onRequest: supplierOnly,
      config: OWN_WRITES,
      schema: {
        summary: "Deletes one of the caller's services.",
        security: bearerAuth,
        params: ServiceIdParams,
        response: {
          ...NO_CONTENT,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const deleted = await companies.deleteService(
        request.params.id.toLowerCase(),
        identityOf(request).id,
      );
      if (!deleted) return sendError(reply, 404, COMPANY_MESSAGES.serviceNotFound);
      return reply.code(204).send();
    },
  );

  fastify.get(
    '/:userId',
    {
      onRequest: optionalSignIn,
      schema: {
        summary:
          "A supplier's public page: profile, services and a Pro supplier's service catalogue.",
        description:
          'Anyone may read it; the catalogue is offered for a Pro supplier only, its download link to a signed-in reader only (each download is recorded). No supplier profile: 404.',
        params: SupplierIdParams,
        response: { 200: PublicSupplier, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const supplier = await companies.publicSupplierProfile(
        request.params.userId.toLowerCase(),
        request.identity?.id ?? null,
      );
      return supplier ?? sendError(reply, 404, COMPANY_MESSAGES.supplierNotFound);
    },
  );

  done();
};
