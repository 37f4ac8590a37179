import { WaitlistBody, WaitlistResponse } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { PlmLaunchService } from './launch';
import { INVALID_EMAIL_MESSAGE } from './messages';
import { BODY_LIMITS } from '../../platform/json-body';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { errorResponses, formatSchemaErrors, BODY_REFUSALS } from '../../platform/errors';

function concernsEmail(error: FastifySchemaValidationError): boolean {
  return (
    error.instancePath === '/email' ||
    (error.keyword === 'required' && error.params.missingProperty === 'email')
  );
}

/** `POST /api/waitlist`: public; the landing page's PLM waitlist and newsletter boxes. */
export const waitlistRoutes: FastifyPluginCallbackTypebox<{ launch: PlmLaunchService }> = (
  fastify,
  { launch },
  done,
) => {
  fastify.post(
    '',
    {
      bodyLimit: BODY_LIMITS.default,
      config: { rateLimit: RATE_LIMITS.waitlist },
      schemaErrorFormatter: (errors, dataVar) =>
        errors.some(concernsEmail)
          ? new Error(INVALID_EMAIL_MESSAGE)
          : formatSchemaErrors(errors, dataVar),
      schema: {
        summary: 'Adds an address to the PLM waitlist or the newsletter.',
        description:
          'An address already on that list is accepted the same way (201), so the answer reveals nothing about who signed up.',
        body: WaitlistBody,
        response: { 201: WaitlistResponse, ...errorResponses(...BODY_REFUSALS, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      await fastify.waitlist.add(email, request.body.source);
      // After the launch, a new PLM address gets the announcement at once (launch.ts).
      if (request.body.source === 'plm') await launch.joined(email);
      return reply.code(201).send({ status: 'subscribed' as const });
    },
  );
  done();
};
