/**
 * The sandbox provider's pages (served only with PAYMENTS_PROVIDER=sandbox): hosted checkout
 * and billing portal. Plain HTML without scripts or styles, so the gateway's CSP needs no
 * exception. Pay builds the Stripe events of a paid checkout, signs them with the webhook secret
 * and posts them to this service's own webhook over HTTP: the real webhook path runs.
 */
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatUsd } from '../sales/money';
import { allPlans } from './plans';
import { checkoutEvents, sandboxSessionTotal } from './payments/sandbox-provider';
import { deliver } from './payments/webhook-delivery';
import {
  errorResponses,
  ErrorResponse,
  sendError as send,
  BODY_REFUSALS,
} from '../../platform/errors';
import { SANDBOX_MESSAGES } from './messages';

// Delivery to the webhook lives beside the provider (the payments plugin uses it too).
export { deliver };

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Money on the sandbox's pages as everywhere (spec 001 section 9): '$1,234.50'. */
export const dollars = formatUsd;

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A date on the sandbox's pages as the apps write it: 'Nov 29, 2026' (UTC: the pages run no
 * script, so they know no reader's zone).
 */
export const shortDate = (date: Date) => SHORT_DATE.format(date);

/** How many paid checkouts the sandbox remembers for Back (a sandbox, one process). */
const REMEMBERED_CHECKOUTS = 1000;

/**
 * The checkouts paid lately and where each returned to: Back after paying, or a second Pay from
 * a page the browser kept, finds the checkout complete (as Stripe's does), never an error.
 */
export function createPaidCheckouts() {
  const paid = new Map<string, string>();
  return {
    remember(sessionId: string, returnUrl: string) {
      paid.set(sessionId, returnUrl);
      if (paid.size > REMEMBERED_CHECKOUTS) {
        const oldest = paid.keys().next().value;
        if (oldest !== undefined) paid.delete(oldest);
      }
    },
    returnUrlOf: (sessionId: string) => paid.get(sessionId),
  };
}

/**
 * The page of a checkout that cannot be paid any more: paid already (with the way back to
 * Atelier), or unknown and expired (nothing was charged). HTML, like the checkout it replaces.
 */
export function sendEndedCheckout(
  reply: FastifyReply,
  returnUrl: string | undefined,
  unknownMessage: string,
) {
  const html =
    returnUrl === undefined
      ? page(
          'Checkout expired',
          `<h1>This checkout has ended</h1>
<p>${escapeHtml(unknownMessage)} You have not been charged.</p>
<p><a href="/">Return to Atelier</a></p>`,
        )
      : page(
          'Checkout complete',
          `<h1>This checkout is complete</h1>
<p>You have paid. Nothing more is charged here.</p>
<p><a href="${escapeHtml(returnUrl)}">Return to Atelier</a></p>`,
        );
  return reply
    .code(returnUrl === undefined ? 404 : 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * The sandbox pages' forms post urlencoded (empty forms: a button): nothing in them is read.
 * For the caller's plugin context only.
 */
export function acceptEmptyForms(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => {
      done(null, {});
    },
  );
}

const SessionParams = Type.Object({ sessionId: Type.String({ maxLength: 200 }) });
const Html = Type.String({ description: 'An HTML page.' });
/** A browser's page that may refuse: the page saying so (HTML), or the API's JSON error. */
const HtmlOrError = Type.Union([Html, ErrorResponse], {
  description: 'The page saying the checkout is unknown or ended, or the JSON error.',
});

export const sandboxRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { paymentsSandbox: sandbox, paymentsWebhook: webhook } = fastify;
  if (sandbox === null || webhook === null) {
    done();
    return;
  }
  const { config } = fastify;
  acceptEmptyForms(fastify);
  const paidCheckouts = createPaidCheckouts();

  fastify.get(
    '/checkout/:sessionId',
    {
      schema: {
        // Sandbox-only pages, not part of the API contract.
        hide: true,
        summary: 'Sandbox hosted checkout page.',
        params: SessionParams,
        response: { 200: Html, 404: HtmlOrError, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const session = sandbox.checkoutSession(sessionId);
      if (session === undefined) {
        const returnUrl = paidCheckouts.returnUrlOf(sessionId);
        return sendEndedCheckout(reply, returnUrl, SANDBOX_MESSAGES.unknownCheckout);
      }
      const plan = allPlans(config.stripePrices).find((p) => p.priceId === session.priceId);
      // A one-time checkout of the platform's own product (a job's promotions) names its lines.
      const lines = session.lineItems;
      const name = lines?.map((line) => line.name).join(', ') ?? plan?.name ?? session.priceId;
      const price =
        lines !== undefined
          ? `${dollars(sandboxSessionTotal(session, 0))} once`
          : plan === undefined
            ? ''
            : `${dollars(plan.price)} / month`;
      const action = `/api/sandbox/checkout/${encodeURIComponent(session.id)}/pay`;
      // Never from the cache: Back after paying asks again and finds the checkout complete.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            `Checkout: ${name}`,
            `<h1>Atelier sandbox checkout</h1>
<p>No real payment is made: this sandbox stands in for Stripe Checkout.</p>
<h2>${escapeHtml(name)}</h2>
<p>${escapeHtml(price)}</p>
<p>Card: Visa ending 4242</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Pay</button>
</form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel</a></p>`,
          ),
        );
    },
  );

  fastify.post(
    '/checkout/:sessionId/pay',
    {
      schema: {
        // Sandbox-only pages, not part of the API contract.
        hide: true,
        summary: 'Sandbox: pays the checkout (signed events to the webhook), then redirects.',
        params: SessionParams,
        response: { 303: Type.Null(), 404: HtmlOrError, ...errorResponses(...BODY_REFUSALS, 502) },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const session = sandbox.checkoutSession(sessionId);
      if (session === undefined) {
        // Paid already (a page the browser kept): back to where the payment went, once.
        const returnUrl = paidCheckouts.returnUrlOf(sessionId);
        if (returnUrl !== undefined) return reply.redirect(returnUrl, 303);
        return sendEndedCheckout(reply, undefined, SANDBOX_MESSAGES.unknownCheckout);
      }
      sandbox.closeCheckoutSession(session.id);
      const returnUrl = session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
      const plan = allPlans(config.stripePrices).find((p) => p.priceId === session.priceId);
      for (const event of checkoutEvents(session, sandboxSessionTotal(session, plan?.price ?? 0))) {
        const status = await deliver(fastify, webhook, event);
        if (status !== 200) {
          request.log.error({ eventId: event.id, status }, 'Sandbox webhook delivery failed');
          return send(reply, 502, SANDBOX_MESSAGES.deliveryFailed);
        }
      }
      paidCheckouts.remember(session.id, returnUrl);
      return reply.redirect(returnUrl, 303);
    },
  );

  fastify.get(
    '/portal/:sessionId',
    {
      schema: {
        // Sandbox-only pages, not part of the API contract.
        hide: true,
        summary: 'Sandbox billing portal page.',
        params: SessionParams,
        response: { 200: Html, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const portal = sandbox.portalSession(request.params.sessionId);
      if (portal === undefined) {
        return send(reply, 404, SANDBOX_MESSAGES.unknownPortal);
      }
      const userId = await fastify.billing.userOfCustomer(portal.customerId);
      const subscription =
        userId === undefined ? undefined : await fastify.billing.subscriptionOf(userId);
      const card =
        subscription?.paymentMethodBrand != null && subscription.paymentMethodLast4 != null
          ? `${subscription.paymentMethodBrand} ending ${subscription.paymentMethodLast4}`
          : 'No payment method on file';
      return reply.type('text/html; charset=utf-8').send(
        page(
          'Billing',
          `<h1>Atelier sandbox billing portal</h1>
<p>Payment method: ${escapeHtml(card)}</p>
<p><a href="${escapeHtml(portal.returnUrl)}">Back</a></p>`,
        ),
      );
    },
  );
  done();
};
