/**
 * Checkout, the caller's subscription and orders, cancel at period end and the billing portal
 * (spec 000 sections 4 and 7). Bearer token on every route; the provider (Stripe or the sandbox)
 * is whichever the payments plugin chose, and with payments off the provider calls answer 503.
 */
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { allPlans } from '../plans/catalogue';
import { identityOf } from '../plugins/app/authentication';
import type { SubscriptionRecord } from '../plugins/app/billing-repository';
import type { Config } from '../config';
import { Nullable, StringEnum, Timestamp, bearerAuth } from '../schemas/common';
import { errorResponses, type ErrorResponse } from '../schemas/error';
import { SELF_SERVICE_ROLES } from '../roles';

export const UNKNOWN_SUBSCRIPTION = 'Unknown Subscription';

/** Texts of this area's refusals (tests import them). */
export const BILLING_MESSAGES = {
  noAudience:
    'Choose your role (freelancer, client or supplier) first: plans are sold per audience.',
  unknownPrice: (priceId: string) => `${priceId} is not the price of a paid plan.`,
  otherAudience: (audience: string, role: string) =>
    `This price belongs to the ${audience} plans; your account can only buy ${role} plans.`,
  wrongMode: (mode: string) => `This plan is a subscription; mode "${mode}" cannot buy it.`,
  offOrigin: (field: string, origin: string) => `${field} must be on ${origin}`,
  noSubscription: 'You have no active subscription to cancel.',
  noCustomer: 'You have no billing account yet: subscribe to a plan first.',
  providerFailed: 'The payment provider did not answer. Please try again.',
  paymentsOff: 'Online payments are not available on this installation yet.',
} as const;

const Url = Type.String({ minLength: 1, maxLength: 2048 });

export const CheckoutBody = Type.Object(
  {
    price_id: Type.String({ minLength: 1, maxLength: 255 }),
    success_url: Url,
    cancel_url: Url,
    mode: Type.Optional(
      StringEnum(['subscription', 'payment'] as const, { default: 'subscription' }),
    ),
  },
  { additionalProperties: false },
);

export const UrlResponse = Type.Object({ url: Type.String() }, { additionalProperties: false });

export const SubscriptionView = Type.Object(
  {
    status: Type.String(),
    priceId: Nullable(Type.String()),
    paymentMethodBrand: Nullable(Type.String()),
    paymentMethodLast4: Nullable(Type.String()),
    currentPeriodStart: Nullable(Type.Integer({ description: 'Unix seconds.' })),
    currentPeriodEnd: Nullable(Type.Integer({ description: 'Unix seconds.' })),
    cancelAtPeriodEnd: Type.Boolean(),
    productName: Type.String(),
    productDescription: Nullable(Type.String()),
  },
  { additionalProperties: false },
);

export const SubscriptionResponse = Type.Object(
  { subscription: Type.Union([SubscriptionView, Type.Null()]) },
  { additionalProperties: false },
);

export const Order = Type.Object(
  {
    id: Type.String(),
    checkoutSessionId: Type.String(),
    amountTotal: Type.Integer({ description: 'Smallest currency unit (cents).' }),
    currency: Type.String(),
    paymentStatus: Type.String(),
    orderDate: Timestamp,
  },
  { additionalProperties: false },
);

export const OrdersResponse = Type.Object(
  { orders: Type.Array(Order) },
  { additionalProperties: false },
);

export const PortalBody = Type.Object({ return_url: Url }, { additionalProperties: false });

const REASONS = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
} as const;

function send(reply: FastifyReply, statusCode: keyof typeof REASONS, message: string) {
  const body: ErrorResponse = { error: REASONS[statusCode], message };
  return reply.code(statusCode).send(body);
}

/**
 * `raw` parsed, when it is an absolute URL on the platform's own origin (no open redirects), else
 * undefined. Callers keep the parsed `href`, never `raw`: the parser drops tabs and line breaks
 * that the raw string would carry into a Location header or the provider.
 */
export function parseOnOrigin(raw: string, origin: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function toSubscriptionView(record: SubscriptionRecord, prices: Config['stripePrices']) {
  const plan = allPlans(prices).find(
    (candidate) => candidate.priceId !== null && candidate.priceId === record.priceId,
  );
  return {
    status: record.status,
    priceId: record.priceId,
    paymentMethodBrand: record.paymentMethodBrand,
    paymentMethodLast4: record.paymentMethodLast4,
    currentPeriodStart: record.currentPeriodStart,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    productName: plan?.name ?? UNKNOWN_SUBSCRIPTION,
    productDescription: plan?.description ?? null,
  };
}

export const billingRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { config, billing, payments } = fastify;
  fastify.addHook('preHandler', fastify.authenticate);

  /** Calls the provider; its failure becomes a 502 the caller can act on, logged in full. */
  async function viaProvider<T>(
    reply: FastifyReply,
    call: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false }> {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      reply.log.error({ err: error }, 'Payments provider call failed');
      return { ok: false };
    }
  }

  fastify.post(
    '/checkout/sessions',
    {
      schema: {
        summary: 'Starts a checkout for a paid plan of the caller’s own audience.',
        security: bearerAuth,
        body: CheckoutBody,
        response: { 200: UrlResponse, ...errorResponses },
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
        response: { 200: SubscriptionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const record = await billing.subscriptionOf(identityOf(request).id);
      return {
        subscription: record === undefined ? null : toSubscriptionView(record, config.stripePrices),
      };
    },
  );

  fastify.post(
    '/subscription/cancel',
    {
      schema: {
        summary: 'Cancels the caller’s subscription at the end of the current period.',
        security: bearerAuth,
        response: { 200: SubscriptionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (payments === null) return send(reply, 503, BILLING_MESSAGES.paymentsOff);
      const userId = identityOf(request).id;
      const record = await billing.subscriptionOf(userId);
      if (record?.status !== 'active') {
        return send(reply, 404, BILLING_MESSAGES.noSubscription);
      }
      const cancelled = await viaProvider(reply, () =>
        payments.cancelAtPeriodEnd(record.subscriptionId),
      );
      if (!cancelled.ok) return send(reply, 502, BILLING_MESSAGES.providerFailed);
      // Stripe also sends customer.subscription.updated; the row reflects the change at once.
      const updated = await billing.setCancelAtPeriodEnd(userId, true);
      return {
        subscription:
          updated === undefined ? null : toSubscriptionView(updated, config.stripePrices),
      };
    },
  );

  fastify.get(
    '/orders',
    {
      schema: {
        summary: 'The caller’s one-time orders, newest first.',
        security: bearerAuth,
        response: { 200: OrdersResponse, ...errorResponses },
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
      schema: {
        summary: 'A billing portal session (Update Payment) for the caller.',
        security: bearerAuth,
        body: PortalBody,
        response: { 200: UrlResponse, ...errorResponses },
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
