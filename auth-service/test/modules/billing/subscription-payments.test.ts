/**
 * The user's own subscription payments (Payment History's `subscription` rows):
 * `invoice.paid` and `invoice.payment_failed` recorded once per invoice, a paid invoice final,
 * and the sandbox's subscription checkout delivering the first invoice.
 */
import type { App } from '../../../src/app';
import { DEFAULT_CONFIG } from '../../../src/config';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { deliverStripeEvent } from '../../support/stripe-events';

const ORIGIN = DEFAULT_CONFIG.publicOrigin;
const FREELANCER_PRO = DEFAULT_CONFIG.stripePrices.freelancerPro;
const CREATED = 1_760_000_000;

let keycloak: FakeKeycloak;
let app: App;

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({ keycloak });
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
});

let sequence = 0;
const event = (type: string, object: Record<string, unknown>, created = CREATED) => ({
  id: `evt_invoice_${Date.now()}_${++sequence}`,
  type,
  created,
  data: { object },
});

const deliver = (payload: unknown) => deliverStripeEvent(app, payload);

/** A subscriber: the subscription's events, as Stripe sends them on checkout. */
async function subscriber() {
  const user = await signedInUser(keycloak, { roles: ['freelancer'] });
  const subscriptionId = `sub_${user.id.slice(0, 8)}`;
  const customerId = `cus_${user.id.slice(0, 8)}`;
  await deliver(
    event('customer.subscription.created', {
      id: subscriptionId,
      customer: customerId,
      status: 'active',
      metadata: { userId: user.id },
      items: { data: [{ price: { id: FREELANCER_PRO } }] },
    }),
  );
  return { user, subscriptionId, customerId };
}

const invoice = (id: string, subscriptionId: string, overrides: Record<string, unknown> = {}) => ({
  id,
  object: 'invoice',
  // The current API version's shape: the subscription under parent, the price under pricing.
  parent: { subscription_details: { subscription: subscriptionId } },
  amount_paid: 599,
  amount_due: 599,
  currency: 'usd',
  status_transitions: { paid_at: CREATED + 5 },
  lines: { data: [{ pricing: { price_details: { price: FREELANCER_PRO } } }] },
  ...overrides,
});

it('records a paid invoice once, with the plan’s name, amount and time', async () => {
  const { user, subscriptionId } = await subscriber();
  const paid = event('invoice.paid', invoice(`in_${user.id}`, subscriptionId));
  expect((await deliver(paid)).json()).toEqual({ received: true, result: 'applied' });
  expect((await deliver(paid)).json()).toEqual({ received: true, result: 'duplicate' });
  expect(await app.billing.subscriptionPaymentsOf(user.id)).toEqual([
    {
      invoiceId: `in_${user.id}`,
      amountCents: 599,
      currency: 'usd',
      description: 'Freelancer Pro subscription',
      status: 'completed',
      paidAt: new Date((CREATED + 5) * 1000),
    },
  ]);
});

it('records a failed payment, which a later payment of the invoice completes; never the reverse', async () => {
  const { user, subscriptionId } = await subscriber();
  const id = `in_retry_${user.id}`;
  // The older API shape: the subscription on the invoice, the price on the line.
  const older = invoice(id, subscriptionId, {
    parent: undefined,
    subscription: subscriptionId,
    lines: { data: [{ price: { id: FREELANCER_PRO } }] },
    amount_paid: 0,
  });
  await deliver(event('invoice.payment_failed', older, CREATED + 10));
  expect(await app.billing.subscriptionPaymentsOf(user.id)).toMatchObject([
    { invoiceId: id, amountCents: 599, status: 'failed', paidAt: new Date((CREATED + 10) * 1000) },
  ]);
  await deliver(
    event(
      'invoice.paid',
      invoice(id, subscriptionId, { status_transitions: { paid_at: CREATED + 30 } }),
      CREATED + 30,
    ),
  );
  // A failure of the same invoice reported late changes nothing.
  await deliver(event('invoice.payment_failed', older, CREATED + 20));
  expect(await app.billing.subscriptionPaymentsOf(user.id)).toMatchObject([
    { invoiceId: id, status: 'completed', paidAt: new Date((CREATED + 30) * 1000) },
  ]);
});

it('lists the newest first and leaves out invoices of nothing and of unknown users', async () => {
  const { user, subscriptionId, customerId } = await subscriber();
  await deliver(event('invoice.paid', invoice(`in_a_${user.id}`, subscriptionId)));
  await deliver(
    event(
      'invoice.paid',
      invoice(`in_b_${user.id}`, subscriptionId, {
        status_transitions: { paid_at: CREATED + 86_400 },
        customer: customerId,
      }),
    ),
  );
  // A trial's invoice is not a payment.
  await deliver(
    event('invoice.paid', invoice(`in_zero_${user.id}`, subscriptionId, { amount_paid: 0 })),
  );
  const unknown = event('invoice.paid', invoice('in_nobody', 'sub_nobody'));
  expect((await deliver(unknown)).json()).toEqual({ received: true, result: 'ignored' });
  expect((await app.billing.subscriptionPaymentsOf(user.id)).map((p) => p.invoiceId)).toEqual([
    `in_b_${user.id}`,
    `in_a_${user.id}`,
  ]);
});

it('refuses an invoice with an amount that is not whole cents', async () => {
  const { subscriptionId } = await subscriber();
  const response = await deliver(
    event('invoice.paid', invoice('in_fraction', subscriptionId, { amount_paid: 5.99 })),
  );
  expect(response.statusCode).toBe(400);
});

it('shows the sandbox subscription checkout’s first invoice', async () => {
  const user = await signedInUser(keycloak, { roles: ['freelancer'] });
  const started = await app.inject({
    method: 'POST',
    url: '/api/checkout/sessions',
    headers: user.headers,
    payload: {
      price_id: FREELANCER_PRO,
      success_url: `${ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/checkout/cancel`,
    },
  });
  const path = new URL(started.json<{ url: string }>().url).pathname;
  expect((await app.inject({ method: 'POST', url: `${path}/pay` })).statusCode).toBe(303);
  const payments = await app.billing.subscriptionPaymentsOf(user.id);
  expect(payments).toMatchObject([
    {
      amountCents: 599,
      currency: 'usd',
      description: 'Freelancer Pro subscription',
      status: 'completed',
    },
  ]);
  expect(payments[0]?.invoiceId).toMatch(/^in_sandbox_[0-9a-f]{24}$/);
  expect(Math.abs((payments[0]?.paidAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
});
