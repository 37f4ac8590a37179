/**
 * Verified Supplier (issue 43, item 3): a supplier's application (`/api/suppliers/me/verification`)
 * and the admin's review (`/api/admin/supplier-verifications`).
 */
import {
  MyVerification,
  PendingVerifications,
  VerificationApplication,
  VerificationApplicationBody,
  VerificationIdParams,
  VerificationRefusalBody,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { OWN_WRITES, RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { VERIFICATION_MESSAGES } from './messages';
import { answer } from './reply';

export const verificationRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { verifications } = fastify.companies;
  const { supplierOnly, adminOnly } = routeGuards(fastify);

  fastify.get(
    '/suppliers/me/verification',
    {
      onRequest: supplierOnly,
      schema: {
        summary: "The caller's latest verification application and whether the badge shows.",
        security: bearerAuth,
        response: { 200: MyVerification, ...signedInErrors() },
      },
    },
    async (request) => verifications.mine(identityOf(request).id),
  );

  fastify.post(
    '/suppliers/me/verification',
    {
      onRequest: supplierOnly,
      config: OWN_WRITES,
      schema: {
        summary: 'Applies for the Verified Supplier badge (Supplier Pro).',
        description:
          'Legal name, registration number, address, website and one document (an upload of purpose verification-document). A Starter supplier gets 403 with why; 409 while an application waits or once verified; 400 without a saved supplier profile.',
        security: bearerAuth,
        body: VerificationApplicationBody,
        response: { 201: VerificationApplication, ...signedInWriteErrors(409) },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await verifications.apply(identityOf(request).id, request.body),
        VERIFICATION_MESSAGES.notFound,
        201,
      ),
  );

  fastify.get(
    '/admin/supplier-verifications',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Supplier verification applications waiting for review, oldest first (admin).',
        security: bearerAuth,
        response: { 200: PendingVerifications, ...signedInErrors() },
      },
    },
    async () => ({ applications: await verifications.pending() }),
  );

  fastify.post(
    '/admin/supplier-verifications/:id/approve',
    {
      onRequest: adminOnly,
      config: { rateLimit: RATE_LIMITS.adminWrites },
      schema: {
        summary: 'Approves a supplier verification: the badge shows while the supplier is Pro.',
        description: 'The supplier is notified. 409 when the application was already reviewed.',
        security: bearerAuth,
        params: VerificationIdParams,
        response: { 200: VerificationApplication, ...signedInWriteErrors(404, 409) },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await verifications.approve(request.params.id, identityOf(request).id),
        VERIFICATION_MESSAGES.notFound,
      ),
  );

  fastify.post(
    '/admin/supplier-verifications/:id/refuse',
    {
      onRequest: adminOnly,
      config: { rateLimit: RATE_LIMITS.adminWrites },
      schema: {
        summary: 'Refuses a supplier verification with a reason the supplier reads.',
        description: 'The supplier is notified. 409 when the application was already reviewed.',
        security: bearerAuth,
        params: VerificationIdParams,
        body: VerificationRefusalBody,
        response: { 200: VerificationApplication, ...signedInWriteErrors(404, 409) },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await verifications.refuse(request.params.id, identityOf(request).id, request.body.reason),
        VERIFICATION_MESSAGES.notFound,
      ),
  );

  done();
};
