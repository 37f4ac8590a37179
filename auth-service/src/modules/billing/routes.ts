/**
 * Checkout, the caller's subscription and orders, cancel at period end and the billing portal
 * (spec 000 sections 4 and 7). Bearer token on every route; the provider (Stripe or the sandbox)
 * is whichever the payments plugin chose, and with payments off the provider calls answer 503.
 */
import {
  OrdersResponse,
  StarterAllowances,
  SubscriptionResponse,
  UrlResponse,
  checkoutBody,
  isProSubscriptionStatus,
  portalBody,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { viaProvider } from './payments/via-provider';
import { allPlans } from './plans';
import { BILLING_MESSAGES } from './messages';
import type { SubscriptionRecord } from './repository';
import { parseOnOrigin, toSubscriptionView } from './service';
import { identityOf } from '../../platform/authentication';
import { BODY_LIMITS } from '../../platform/json-body';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import {
  formatSchemaErrors,
  sendError as send,
  signedInErrors,
  signedInWriteErrors,
} from '../../platform/errors';
import { SELF_SERVICE_ROLES } from '../../platform/roles';

/** The URL fields of this area's bodies: a schema error on one gets the same text as the handler's. */
const URL_FIELDS = ['success_url', 'cancel_url', 'return_url'] as const;

/** Stripe's statuses of a subscription that still bills (or will once paid). */
const LIVE_SUBSCRIPTION_STATUSES = new Set([
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
]);

export const billingRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { config, billing, payments } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  /** The caller's own subscription, whether they are Pro, and the company covering them. */
  async function subscriptionResponseOf(
    userId: string,
    record: SubscriptionRecord | undefined,
  ): Promise<SubscriptionResponse> {
    const [isPro, cover] = await Promise.all([
      billing.isPro(userId),
      billing.companyCoverOf(userId),
    ]);
    return {
      subscription: record === undefined ? null : toSubscriptionView(record, config.stripePrices),
      isPro,
      coveredBy: cover ?? null,
    };
  }

  /** fastify's wording, except for a URL off the platform's origin: the handler's text. */
  function formatBodyErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
    const offOrigin = errors
      .filter((error) => error.keyword === 'format' || error.keyword === 'pattern')
      .map((error) => URL_FIELDS.find((field) => error.instancePath === `/${field}`))
      .find((field) => field !== undefined);
    return offOrigin === undefined
      ? formatSchemaErrors(errors, dataVar)
      : new Error(BILLING_MESSAGES.offOrigin(offOrigin, config.publicOrigin));
  }

  fastify.post(
    '/checkout/sessions',
    {
      bodyLimit: BODY_LIMITS.checkout,
      config: { rateLimit: RATE_LIMITS.billingWrites },
      schemaErrorFormatter: formatBodyErrors,
      schema: {
        summary: 'Starts a checkout for a paid plan of the caller’s own audience.',
        security: bearerAuth,
        body: checkoutBody(config.publicOrigin),
        response: {
          200: UrlResponse,
          ...signedInWriteErrors(409, 502),
        },
      },
    },
    async (request, reply) => {
      if (payments === null) return send(reply, 503, BILLING_MESSAGES.paymentsOff);
      const identity = identityOf(request);
      const { price_id: priceId } = request.body;
      const mode = request.body.mode ?? 'subscription';
      const role = SELF_SERVICE_ROLES.find((candidate) => candidate === identity.role);
      if (role === undefined) return send(reply, 403, BILLING_MESSAGES.noAudience);
      const plan = allPlans(config.stripePrices).find((candidate) => candidate.priceId === priceId);
      if (plan === undefined || plan.price === 0) {
        return send(reply, 400, BILLING_MESSAGES.unknownPrice(priceId));
      }
      if (plan.userType !== role) {
        return send(reply, 403, BILLING_MESSAGES.otherAudience(plan.userType, role));
      }
      if (plan.mode !== mode) return send(reply, 400, BILLING_MESSAGES.wrongMode(mode));
      // One subscription per account: a second would bill beside the first at Stripe while
      // replacing it here (issue 36). Changing plan is the billing portal's.
      const current = await billing.subscriptionOf(identity.id);
      if (current !== undefined && LIVE_SUBSCRIPTION_STATUSES.has(current.status)) {
        return send(reply, 409, BILLING_MESSAGES.alreadySubscribed);
      }
      // A member of a company with Brand Pro is Pro already; its owner manages it (item 8).
      const cover = await billing.companyCoverOf(identity.id);
      if (cover !== undefined) {
        return send(reply, 409, BILLING_MESSAGES.coveredByCompany(cover.companyName));
      }
      const successUrl = parseOnOrigin(request.body.success_url, config.publicOrigin);
      if (successUrl === undefined) {
        return send(reply, 400, BILLING_MESSAGES.offOrigin('success_url', config.publicOrigin));
      }
      const cancelUrl = parseOnOrigin(request.body.cancel_url, config.publicOrigin);
      if (cancelUrl === undefined) {
        return send(reply, 400, BILLING_MESSAGES.offOrigin('cancel_url', config.publicOrigin));
      }
      const session = await viaProvider(reply, async () => {
        let customerId = await billing.customerOf(identity.id);
        if (customerId === undefined) {
          const created = await payments.createCustomer({ id: identity.id, email: identity.email });
          // Two checkouts at once: the first customer linked wins and both use it.
          customerId = await billing.linkCustomer(identity.id, created);
        }
        return payments.createCheckoutSession({
          userId: identity.id,
          customerId,
          priceId,
          mode,
          successUrl,
          cancelUrl,
        });
      });
      if (!session.ok) return send(reply, 502, BILLING_MESSAGES.providerFailed);
      return { url: session.value.url };
    },
  );

  fastify.get(
    '/subscription',
    {
      schema: {
        summary: 'The caller’s subscription, with the plan’s name and description.',
        security: bearerAuth,
        response: { 200: SubscriptionResponse, ...signedInErrors() },
      },
    },
    async (request) => {
      const userId = identityOf(request).id;
      return subscriptionResponseOf(userId, await billing.subscriptionOf(userId));
    },
  );

  fastify.post(
    '/subscription/cancel',
    {
      bodyLimit: BODY_LIMITS.default,
      config: { rateLimit: RATE_LIMITS.billingWrites },
      schema: {
        summary: 'Cancels the caller’s subscription at the end of the current period.',
        security: bearerAuth,
        response: {
          200: SubscriptionResponse,
          ...signedInWriteErrors(404, 502),
        },
      },
    },
    async (request, reply) => {
      if (payments === null) return send(reply, 503, BILLING_MESSAGES.paymentsOff);
      const userId = identityOf(request).id;
      const record = await billing.subscriptionOf(userId);
      if (record === undefined || !isProSubscriptionStatus(record.status)) {
        return send(reply, 404, BILLING_MESSAGES.noSubscription);
      }
      const cancelled = await viaProvider(reply, () =>
        payments.cancelAtPeriodEnd(record.subscriptionId),
      );
      if (!cancelled.ok) return send(reply, 502, BILLING_MESSAGES.providerFailed);
      // Stripe also sends customer.subscription.updated; the row reflects the change at once.
      return subscriptionResponseOf(userId, await billing.setCancelAtPeriodEnd(userId, true));
    },
  );

  fastify.get(
    '/me/allowances',
    {
      schema: {
        summary:
          'The caller’s Starter allowances this calendar month (UTC), by role: uses and limit (null on Pro).',
        security: bearerAuth,
        response: { 200: StarterAllowances, ...signedInErrors() },
      },
    },
    async (request) => {
      const { id, role } = identityOf(request);
      return billing.starterAllowancesOf(id, role ?? 'admin');
    },
  );
  fastify.get(
    '/orders',
    {
      schema: {
        summary: 'The caller’s one-time orders, newest first.',
        security: bearerAuth,
        response: { 200: OrdersResponse, ...signedInErrors() },
      },
    },
    async (request) => {
      const orders = await billing.ordersOf(identityOf(request).id);
      return {
        orders: orders.map((order) => ({
          id: order.id,
          checkoutSessionId: order.checkoutSessionId,
          amountTotal: order.amountTotal,
          currency: order.currency,
          paymentStatus: order.paymentStatus,
          orderDate: order.orderDate.toISOString(),
        })),
      };
    },
  );

  fastify.post(
    '/billing/portal',
    {
      bodyLimit: BODY_LIMITS.portal,
      config: { rateLimit: RATE_LIMITS.billingWrites },
      schemaErrorFormatter: formatBodyErrors,
      schema: {
        summary: 'A billing portal session (Update Payment) for the caller.',
        security: bearerAuth,
        body: portalBody(config.publicOrigin),
        response: {
          200: UrlResponse,
          ...signedInWriteErrors(404, 502),
        },
      },
    },
    async (request, reply) => {
      if (payments === null) return send(reply, 503, BILLING_MESSAGES.paymentsOff);
      const returnUrl = parseOnOrigin(request.body.return_url, config.publicOrigin);
      if (returnUrl === undefined) {
        return send(reply, 400, BILLING_MESSAGES.offOrigin('return_url', config.publicOrigin));
      }
      const customerId = await billing.customerOf(identityOf(request).id);
      if (customerId === undefined) return send(reply, 404, BILLING_MESSAGES.noCustomer);
      const portal = await viaProvider(reply, () =>
        payments.createPortalSession({ customerId, returnUrl }),
      );
      if (!portal.ok) return send(reply, 502, BILLING_MESSAGES.providerFailed);
      return { url: portal.value.url };
    },
  );

  done();
};
