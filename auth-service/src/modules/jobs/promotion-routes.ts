/**
 * `POST /api/jobs/:id/promotion/checkout` (issue 43, item 10): the client's published job is
 * promoted through a checkout of the platform's own product, Featured (+$50) and/or Urgent
 * (+$25), priced from api-contract's constants. The job is already live without them; it becomes
 * featured or urgent when the payment's webhook event arrives (promotions.ts).
 */
import { JobIdParams, UrlResponse, jobPromotionCheckoutBody } from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError as send, signedInWriteErrors } from '../../platform/errors';
import { BODY_LIMITS } from '../../platform/json-body';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { BILLING_MESSAGES } from '../billing/messages';
import { viaProvider } from '../billing/payments/via-provider';
import { parseOnOrigin } from '../billing/service';
import { JOB_MESSAGES, PROMOTION_MESSAGES } from './messages';
import { PROMOTION_METADATA_KEY, promotionLines, type JobPromotions } from './promotions';
import type { JobsRepository } from './repository';

export const promotionRoutes: FastifyPluginCallbackTypebox<{
  jobs: JobsRepository;
  promotions: JobPromotions;
}> = (fastify, { jobs, promotions }, done) => {
  const { config, billing, payments } = fastify;
  const { clientOnly } = routeGuards(fastify);

  fastify.post(
    '/:id/promotion/checkout',
    {
      onRequest: clientOnly,
      bodyLimit: BODY_LIMITS.checkout,
      config: { rateLimit: RATE_LIMITS.billingWrites },
      schema: {
        summary: "Starts a checkout for the promotions of the caller's published job.",
        description:
          'Featured (+$50: first in the featured sort and in job matches, and a premium job: Pro freelancers alone may apply for its first 24 hours) and Urgent (+$25: the badge), charged by the platform. The job becomes featured or urgent once paid (the webhook); promotions it has already are not charged again (409 when nothing is left to buy). 400 when neither is chosen; 409 unless the job is open.',
        security: bearerAuth,
        params: JobIdParams,
        body: jobPromotionCheckoutBody(config.publicOrigin),
        response: { 200: UrlResponse, ...signedInWriteErrors(404, 409, 502) },
      },
    },
    async (request, reply) => {
      if (payments === null) return send(reply, 503, BILLING_MESSAGES.paymentsOff);
      const identity = identityOf(request);
      const { featured, urgent } = request.body;
      if (!featured && !urgent) return send(reply, 400, PROMOTION_MESSAGES.nothingChosen);
      const job = await jobs.findOwn(request.params.id, identity.id);
      if (job === undefined) return send(reply, 404, JOB_MESSAGES.notFound);
      if (job.listing_status !== 'active') return send(reply, 409, PROMOTION_MESSAGES.notActive);
      const choice = { featured: featured && !job.featured, urgent: urgent && !job.urgent };
      if (!choice.featured && !choice.urgent) {
        return send(reply, 409, PROMOTION_MESSAGES.alreadyPromoted);
      }
      const successUrl = parseOnOrigin(request.body.success_url, config.publicOrigin);
      if (successUrl === undefined) {
        return send(reply, 400, BILLING_MESSAGES.offOrigin('success_url', config.publicOrigin));
      }
      const cancelUrl = parseOnOrigin(request.body.cancel_url, config.publicOrigin);
      if (cancelUrl === undefined) {
        return send(reply, 400, BILLING_MESSAGES.offOrigin('cancel_url', config.publicOrigin));
      }
      const promotion = await promotions.create(job.id, identity.id, choice);
      const session = await viaProvider(reply, async () => {
        let customerId = await billing.customerOf(identity.id);
        if (customerId === undefined) {
          const created = await payments.createCustomer({ id: identity.id, email: identity.email });
          // Two checkouts at once: the first customer linked wins and both use it.
          customerId = await billing.linkCustomer(identity.id, created);
        }
        return payments.createPaymentCheckout({
          userId: identity.id,
          customerId,
          lineItems: promotionLines(choice),
          metadata: { [PROMOTION_METADATA_KEY]: promotion.id, jobId: job.id },
          successUrl,
          cancelUrl,
          idempotencyKey: `job-promotion-${promotion.id}`,
        });
      });
      if (!session.ok) return send(reply, 502, BILLING_MESSAGES.providerFailed);
      await promotions.attachSession(promotion.id, session.value.id);
      return { url: session.value.url };
    },
  );

  done();
};
