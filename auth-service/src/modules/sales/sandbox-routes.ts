/**
 * The sandbox's pages for product sales (served only with PAYMENTS_PROVIDER=sandbox), plain HTML
 * without scripts, like billing's: the payment-mode checkout page (Pay by card; or a delayed
 * bank debit that succeeds or fails later), a seller's sandbox "dashboard" listing the charges
 * on their connected account with Refund (full), Refund $1.00 and Dispute, and a charge's
 * receipt. Each action builds the Connect events Stripe would send, signs them and posts them to
 * the real webhook (billing's `deliver`). The fee is Stripe's standard 2.9% + 30 cents.
 *
 * The dashboard, like Stripe's, is the account holder's: offline there is no Stripe login, so
 * whoever knows the account id (only its seller sees it, in Payments & Earnings) may use it.
 */
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  ErrorResponse,
  sendError as send,
  BODY_REFUSALS,
} from '../../platform/errors';
import {
  createPaidCheckouts,
  deliver,
  dollars,
  escapeHtml,
  page,
  sendEndedCheckout,
  shortDate,
} from '../billing/sandbox-routes';
import {
  chargeRefundedEvent,
  disputeClosedEvent,
  disputeCreatedEvent,
  isSandboxProductPayments,
  newSandboxId,
  productCheckoutEvents,
  sandboxFeeOf,
  type SandboxCharge,
  type SandboxConnectEvent,
} from '../billing/payments/sandbox-product-payments';
import { SALES_SANDBOX_MESSAGES } from './messages';
import type { PurchaseRow, SalesRepository } from './repository';
import { createKeyedQueue } from '../../platform/keyed-queue';

const SessionParams = Type.Object({ sessionId: Type.String({ maxLength: 200 }) });
const PayQuery = Type.Object({
  outcome: Type.Optional(
    Type.Union([
      Type.Literal('paid'),
      Type.Literal('delayed-success'),
      Type.Literal('delayed-failure'),
    ]),
  ),
});
const ChargeParams = Type.Object({
  accountId: Type.String({ minLength: 1, maxLength: 255 }),
  purchaseId: Type.String({ format: 'uuid' }),
});
const AccountParams = Type.Object({ accountId: Type.String({ minLength: 1, maxLength: 255 }) });
const ReceiptParams = Type.Object({ chargeId: Type.String({ minLength: 1, maxLength: 255 }) });
const Html = Type.String({ description: 'An HTML page.' });
/** A browser's page that may refuse: the page saying so (HTML), or the API's JSON error. */
const HtmlOrError = Type.Union([Html, ErrorResponse], {
  description: 'The page saying the checkout is unknown or ended, or the JSON error.',
});
const hide = true;

/** Refund $1.00: a partial refund, which keeps the buyer's access. */
export const SANDBOX_PARTIAL_REFUND_CENTS = 100;

function chargeOf(row: PurchaseRow): SandboxCharge | undefined {
  if (row.payment_intent_id === null) return undefined;
  return {
    accountId: row.account_id,
    purchaseId: row.id,
    productId: row.product_id,
    buyerId: row.buyer_id,
    paymentIntentId: row.payment_intent_id,
    amountCents: row.amount_cents,
    refundedCents: row.refunded_cents,
    currency: row.currency,
  };
}

/** A dispute the sandbox can still close (as Stripe would, weeks later). */
const isOpenDispute = (row: PurchaseRow) =>
  row.status === 'disputed' && row.dispute_outcome === null;

const STATUS_TEXT: Record<PurchaseRow['status'], string> = {
  pending: 'Pending',
  paid: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

export const salesSandboxRoutes: FastifyPluginCallbackTypebox<{ repository: SalesRepository }> = (
  fastify,
  { repository },
  done,
) => {
  const { productPayments: payments, paymentsWebhook } = fastify;
  if (!isSandboxProductPayments(payments) || paymentsWebhook === null) {
    done();
    return;
  }
  const webhook = paymentsWebhook;
  const paidCheckouts = createPaidCheckouts();
  // The forms post urlencoded (empty or not): nothing in them is read.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, parsed) => {
      parsed(null, {});
    },
  );

  /** Delivers the events in order; false when the webhook refused one. */
  async function deliverAll(events: SandboxConnectEvent[], log: typeof fastify.log) {
    for (const event of events) {
      const status = await deliver(fastify, webhook, event);
      if (status !== 200) {
        log.error({ eventId: event.id, status }, 'Sandbox webhook delivery failed');
        return false;
      }
    }
    return true;
  }

  fastify.get(
    '/product-checkout/:sessionId',
    {
      schema: {
        hide,
        summary: 'Sandbox: a product’s hosted checkout page.',
        params: SessionParams,
        response: { 200: Html, 404: HtmlOrError, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const session = payments.productSession(sessionId);
      if (session === undefined) {
        const returnUrl = paidCheckouts.returnUrlOf(sessionId);
        return sendEndedCheckout(reply, returnUrl, SALES_SANDBOX_MESSAGES.unknownCheckout);
      }
      const action = (outcome: string) =>
        escapeHtml(
          `/api/sandbox/product-checkout/${encodeURIComponent(session.id)}/pay?outcome=${outcome}`,
        );
      // Never from the cache: Back after paying asks again and finds the checkout complete.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            `Checkout: ${session.title}`,
            `<h1>Atelier sandbox checkout</h1>
<p>No real payment is made: this sandbox stands in for Stripe Checkout.</p>
<h2>${escapeHtml(session.title)}</h2>
<p>${escapeHtml(dollars(session.amountCents))}</p>
<p>Card: Visa ending 4242</p>
<form method="post" action="${action('paid')}">
<button type="submit">Pay</button>
</form>
<h3>Or a delayed payment (a bank debit)</h3>
<form method="post" action="${action('delayed-success')}">
<button type="submit">Pay by bank debit (succeeds later)</button>
</form>
<form method="post" action="${action('delayed-failure')}">
<button type="submit">Pay by bank debit (fails later)</button>
</form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel</a></p>`,
          ),
        );
    },
  );

  fastify.post(
    '/product-checkout/:sessionId/pay',
    {
      schema: {
        hide,
        summary: 'Sandbox: pays a product’s checkout (signed events to the webhook), redirects.',
        params: SessionParams,
        querystring: PayQuery,
        response: { 303: Type.Null(), 404: HtmlOrError, ...errorResponses(...BODY_REFUSALS, 502) },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const session = payments.productSession(sessionId);
      if (session === undefined) {
        // Paid already (a page the browser kept): back to the purchase, nothing charged twice.
        const returnUrl = paidCheckouts.returnUrlOf(sessionId);
        if (returnUrl !== undefined) return reply.redirect(returnUrl, 303);
        return sendEndedCheckout(reply, undefined, SALES_SANDBOX_MESSAGES.unknownCheckout);
      }
      payments.closeProductSession(session.id);
      const events = productCheckoutEvents(
        session,
        newSandboxId('pi'),
        request.query.outcome ?? 'paid',
      );
      if (!(await deliverAll(events, request.log))) {
        return send(reply, 502, SALES_SANDBOX_MESSAGES.deliveryFailed);
      }
      paidCheckouts.remember(session.id, session.successUrl);
      return reply.redirect(session.successUrl, 303);
    },
  );

  fastify.get(
    '/accounts/:accountId/dashboard',
    {
      schema: {
        hide,
        summary: 'Sandbox: a seller’s dashboard, the charges on their account.',
        params: AccountParams,
        response: { 200: Html, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      const rows = await repository.chargesOfAccount(accountId);
      const base = `/api/sandbox/accounts/${encodeURIComponent(accountId)}/charges`;
      const form = (row: PurchaseRow, action: string, label: string) =>
        `<form method="post" action="${escapeHtml(`${base}/${row.id}/${action}`)}"><button type="submit">${label}</button></form>`;
      const items = rows.map((row) => {
        const open = row.status === 'paid';
        return `<li>
<p>${escapeHtml(row.product_title)}: ${escapeHtml(dollars(row.amount_cents))}, fee ${escapeHtml(dollars(row.stripe_fee_cents ?? sandboxFeeOf(row.amount_cents)))}, refunded ${escapeHtml(dollars(row.refunded_cents))}, ${STATUS_TEXT[row.status]}${row.paid_at === null ? '' : `, paid ${shortDate(row.paid_at)}`}${row.buyer_name === '' ? '' : `, bought by ${escapeHtml(row.buyer_name)}`}</p>
${open ? `${form(row, 'refund', 'Refund')}${row.amount_cents > SANDBOX_PARTIAL_REFUND_CENTS + row.refunded_cents ? form(row, 'partial-refund', `Refund ${dollars(SANDBOX_PARTIAL_REFUND_CENTS)}`) : ''}${form(row, 'dispute', 'Dispute')}` : ''}${isOpenDispute(row) ? `${form(row, 'dispute-won', 'Close dispute: won')}${form(row, 'dispute-lost', 'Close dispute: lost')}` : ''}
</li>`;
      });
      return reply.type('text/html; charset=utf-8').send(
        page(
          'Sandbox dashboard',
          `<h1>Atelier sandbox dashboard</h1>
<p>Account ${escapeHtml(accountId)}. On Stripe, sellers refund from their own Stripe Dashboard; here the sandbox sends the same events.</p>
<h2>Payments</h2>
${items.length === 0 ? '<p>No payments yet.</p>' : `<ul>\n${items.join('\n')}\n</ul>`}`,
        ),
      );
    },
  );

  const oneChargeAtATime = createKeyedQueue();
  const chargeAction = (
    action: 'refund' | 'partial-refund' | 'dispute' | 'dispute-won' | 'dispute-lost',
    eventOf: (charge: SandboxCharge) => SandboxConnectEvent,
    allowed: (row: PurchaseRow) => boolean = (row) => row.status === 'paid',
    refusal: string = SALES_SANDBOX_MESSAGES.notRefundable,
  ) =>
    fastify.post(
      `/accounts/:accountId/charges/:purchaseId/${action}`,
      {
        schema: {
          hide,
          summary: `Sandbox: ${action} of a charge (a signed event to the webhook).`,
          params: ChargeParams,
          response: { 303: Type.Null(), ...errorResponses(...BODY_REFUSALS, 404, 409, 502) },
        },
      },
      async (request, reply) => {
        const { accountId, purchaseId } = request.params;
        // One charge's actions one after another, each reading the charge as the one before
        // left it: 20 concurrent 'Refund $1.00' are 20 refunds, as at Stripe (issue 36).
        const outcome = await oneChargeAtATime(purchaseId, async () => {
          const row = await repository.find(purchaseId);
          const charge = row?.account_id === accountId ? chargeOf(row) : undefined;
          if (row === undefined || charge === undefined) return 'unknown';
          if (!allowed(row)) return 'refused';
          return (await deliverAll([eventOf(charge)], request.log)) ? 'done' : 'undelivered';
        });
        if (outcome === 'unknown') return send(reply, 404, SALES_SANDBOX_MESSAGES.unknownCharge);
        if (outcome === 'refused') return send(reply, 409, refusal);
        if (outcome === 'undelivered') {
          return send(reply, 502, SALES_SANDBOX_MESSAGES.deliveryFailed);
        }
        return reply.redirect(
          `/api/sandbox/accounts/${encodeURIComponent(accountId)}/dashboard`,
          303,
        );
      },
    );
  chargeAction('refund', (charge) => chargeRefundedEvent(charge, charge.amountCents));
  chargeAction('partial-refund', (charge) =>
    chargeRefundedEvent(charge, SANDBOX_PARTIAL_REFUND_CENTS),
  );
  chargeAction('dispute', (charge) => disputeCreatedEvent(charge));
  for (const outcome of ['won', 'lost'] as const) {
    chargeAction(
      `dispute-${outcome}`,
      (charge) => disputeClosedEvent(charge, outcome),
      isOpenDispute,
      SALES_SANDBOX_MESSAGES.noOpenDispute,
    );
  }

  fastify.get(
    '/receipts/:chargeId',
    {
      schema: {
        hide,
        summary: 'Sandbox: the receipt of a charge.',
        params: ReceiptParams,
        response: { 200: Html, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await repository.findFor({ chargeId: request.params.chargeId });
      if (row === undefined) return send(reply, 404, SALES_SANDBOX_MESSAGES.unknownCharge);
      return reply.type('text/html; charset=utf-8').send(
        page(
          'Receipt',
          `<h1>Receipt</h1>
<p>${escapeHtml(row.product_title)}</p>
<p>Amount paid: ${escapeHtml(dollars(row.amount_cents))}${row.refunded_cents > 0 ? `, refunded ${escapeHtml(dollars(row.refunded_cents))}` : ''}</p>
<p>Sold by ${escapeHtml(row.seller_name)}</p>
${row.paid_at === null ? '' : `<p>Paid on ${shortDate(row.paid_at)}</p>`}
<p>Card: Visa ending 4242 (sandbox)</p>`,
        ),
      );
    },
  );
  done();
};
