import Stripe from 'stripe';
import type { App } from '../../../src/app';
import { DEFAULT_CONFIG } from '../../../src/config';
import { BILLING_MESSAGES, UNKNOWN_SUBSCRIPTION } from '../../../src/modules/billing/messages';
import { WEBHOOK_MESSAGES } from '../../../src/modules/billing/messages';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';

const ORIGIN = DEFAULT_CONFIG.publicOrigin;
const FREELANCER_PRO = DEFAULT_CONFIG.stripePrices.freelancerPro;
const SUCCESS_URL = `${ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`;
const CANCEL_URL = `${ORIGIN}/checkout/cancel`;
const stripe = new Stripe('sk_test_signing_only');

let keycloak: FakeKeycloak;
let app: App;
/** The sandbox's signing secret, random per app (no STRIPE_WEBHOOK_SECRET in the test config). */
let SECRET: string;

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({ keycloak });
  SECRET = app.paymentsWebhook?.secret ?? '';
  // Listening: the sandbox then delivers its events to the webhook over real HTTP.
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
});

let sequence = 0;
const eventId = () => `evt_test_${Date.now()}_${++sequence}`;

interface TestEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

function event(type: string, object: Record<string, unknown>, created = 1_700_000_000): TestEvent {
  return { id: eventId(), type, created, data: { object } };
}

function subscriptionObject(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `sub_${userId.slice(0, 8)}`,
    object: 'subscription',
    customer: `cus_${userId.slice(0, 8)}`,
    status: 'active',
    metadata: { userId },
    cancel_at_period_end: false,
    items: {
      data: [
        {
          price: { id: FREELANCER_PRO },
          current_period_start: 1_700_000_000,
          current_period_end: 1_702_592_000,
        },
      ],
    },
    default_payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242' } },
    ...overrides,
  };
}

function deliver(payload: TestEvent | string, signature?: string) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
    },
    payload: body,
  });
}

const count = async (table: string) =>
  Number((await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n);

type Headers = Record<string, string>;
const getSubscription = async (headers: Headers) => {
  const response = await app.inject({ method: 'GET', url: '/api/subscription', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ subscription: Record<string, unknown> | null }>().subscription;
};
const checkout = (headers: Headers, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/checkout/sessions', headers, payload: body });

describe('POST /api/stripe/webhook', () => {
  it('answers 400 and changes nothing for a bad or missing signature', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const before = await count('processed_stripe_events');
    const created = event('customer.subscription.created', subscriptionObject(user.id));
    const body = JSON.stringify(created);
    const forged = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_other',
    });
    for (const response of [await deliver(body, forged), await deliver(body, 't=1,v1=abc')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Bad Request',
        message: WEBHOOK_MESSAGES.badSignature,
      });
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Bad Request',
      message: WEBHOOK_MESSAGES.missingSignature,
    });
    // A signature over other bytes (the body re-serialised) does not match either.
    const tampered = await deliver(
      body.replace('"active"', '"trialing"'),
      stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
    );
    expect(tampered.statusCode).toBe(400);
    expect(await count('processed_stripe_events')).toBe(before);
    expect(await getSubscription(user.headers)).toBeNull();
  });

  it('stores a subscription and processes a redelivered event only once', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const created = event('customer.subscription.created', subscriptionObject(user.id));
    const first = await deliver(created);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'applied' });
    const stored = await getSubscription(user.headers);
    expect(stored).toEqual({
      status: 'active',
      priceId: FREELANCER_PRO,
      paymentMethodBrand: 'visa',
      paymentMethodLast4: '4242',
      currentPeriodStart: 1_700_000_000,
      currentPeriodEnd: 1_702_592_000,
      cancelAtPeriodEnd: false,
      productName: 'Freelancer Pro',
      productDescription: expect.any(String) as string,
    });
    // Someone changes the row meanwhile: the redelivery must not overwrite it.
    await app.db.query("UPDATE subscriptions SET status = 'past_due' WHERE user_id = $1", [
      user.id,
    ]);
    const again = await deliver(created);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
    expect((await getSubscription(user.headers))?.status).toBe('past_due');
  });

  it('ignores an update older than the stored state (out-of-order delivery)', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const newer = event(
      'customer.subscription.updated',
      subscriptionObject(user.id, { cancel_at_period_end: true }),
      1_700_000_500,
    );
    const older = event(
      'customer.subscription.created',
      subscriptionObject(user.id),
      1_700_000_100,
    );
    expect((await deliver(newer)).json()).toEqual({ received: true, result: 'applied' });
    expect((await deliver(older)).json()).toEqual({ received: true, result: 'ignored' });
    expect(await getSubscription(user.headers)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });

  it('returns the user to the free plan on customer.subscription.deleted', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    await deliver(event('customer.subscription.created', subscriptionObject(user.id)));
    const deleted = await deliver(
      event('customer.subscription.deleted', subscriptionObject(user.id), 1_700_001_000),
    );
    expect(deleted.json()).toEqual({ received: true, result: 'applied' });
    expect((await getSubscription(user.headers))?.status).toBe('canceled');
  });

  it('follows invoice.payment_failed and invoice.paid (both API shapes)', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const subscription = subscriptionObject(user.id);
    await deliver(event('customer.subscription.created', subscription));
    await deliver(
      event('invoice.payment_failed', { id: 'in_1', subscription: subscription.id }, 1_700_000_010),
    );
    expect((await getSubscription(user.headers))?.status).toBe('past_due');
    await deliver(
      event(
        'invoice.paid',
        { id: 'in_2', parent: { subscription_details: { subscription: subscription.id } } },
        1_700_000_020,
      ),
    );
    expect((await getSubscription(user.headers))?.status).toBe('active');
  });

  it('records one-time payments as orders, listed newest first', async () => {
    const user = await signedInUser(keycloak, { roles: ['client'] });
    const session = (id: string, created: number, amount: number) =>
      event('checkout.session.completed', {
        id,
        object: 'checkout.session',
        mode: 'payment',
        customer: `cus_${user.id.slice(0, 8)}`,
        client_reference_id: user.id,
        amount_total: amount,
        currency: 'usd',
        payment_status: 'paid',
        created,
      });
    await deliver(session(`cs_old_${user.id}`, 1_700_000_000, 1000));
    await deliver(session(`cs_new_${user.id}`, 1_700_100_000, 2500));
    const response = await app.inject({ method: 'GET', url: '/api/orders', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const { orders } = response.json<{ orders: Record<string, unknown>[] }>();
    expect(
      orders.map((order) => [order.checkoutSessionId, order.amountTotal, order.orderDate]),
    ).toEqual([
      [`cs_new_${user.id}`, 2500, new Date(1_700_100_000_000).toISOString()],
      [`cs_old_${user.id}`, 1000, new Date(1_700_000_000_000).toISOString()],
    ]);
    // The customer is linked to the user.
    expect(await app.billing.customerOf(user.id)).toBe(`cus_${user.id.slice(0, 8)}`);
  });

  it('records nothing when applying the event fails (one transaction)', async () => {
    const owner = await signedInUser(keycloak, { roles: ['freelancer'] });
    const other = await signedInUser(keycloak, { roles: ['freelancer'] });
    await deliver(event('customer.subscription.created', subscriptionObject(owner.id)));
    const before = await count('processed_stripe_events');
    // Another user's row with the owner's subscription id: the insert breaks the unique
    // constraint after the event id was inserted.
    const broken = event(
      'customer.subscription.created',
      subscriptionObject(other.id, { id: `sub_${owner.id.slice(0, 8)}` }),
    );
    const response = await deliver(broken);
    expect(response.statusCode).toBe(500);
    expect(await count('processed_stripe_events')).toBe(before);
  });

  describe('refuses a signed but malformed event with 400, storing nothing', () => {
    const USER = '00000000-0000-4000-8000-0000000000aa';
    const valid = () => event('customer.subscription.created', subscriptionObject(USER));
    const order = (overrides: Record<string, unknown>) =>
      event('checkout.session.completed', {
        id: 'cs_malformed',
        mode: 'payment',
        customer: 'cus_malformed',
        client_reference_id: USER,
        amount_total: 1000,
        currency: 'usd',
        payment_status: 'paid',
        ...overrides,
      });
    it.each<[string, unknown]>([
      ['body []', []],
      ['body null', null],
      ['body a string', 'evt'],
      ['no id', { ...valid(), id: undefined }],
      ['no data', { ...valid(), data: undefined }],
      ['data without object', { ...valid(), data: {} }],
      ['created 1e20', { ...valid(), created: 1e20 }],
      ['created fractional', { ...valid(), created: 1_700_000_000.5 }],
      ['created as text', { ...valid(), created: '1700000000' }],
      [
        'a subscription with a non-UUID metadata.userId',
        event(
          'customer.subscription.created',
          subscriptionObject(USER, { metadata: { userId: 'not-a-uuid-user' } }),
        ),
      ],
      [
        'a subscription period end of 1e20',
        event(
          'customer.subscription.updated',
          subscriptionObject(USER, { current_period_end: 1e20 }),
        ),
      ],
      [
        'a subscription without a customer',
        event('customer.subscription.deleted', subscriptionObject(USER, { customer: undefined })),
      ],
      ['an order with a non-UUID client_reference_id', order({ client_reference_id: 'admin' })],
      ['an order with a fractional amount', order({ amount_total: 12.5 })],
      ['an order with a huge amount', order({ amount_total: 123_456_789 })],
      ['an order with a negative amount', order({ amount_total: -1 })],
      ['an order with a 4-letter currency', order({ currency: 'usdx' })],
      ['an order created 1e20', order({ created: 1e20 })],
      ['an invoice with a numeric subscription', event('invoice.paid', { subscription: 42 })],
    ])('%s', async (_, payload) => {
      const events = await count('processed_stripe_events');
      const subscriptions = await count('subscriptions');
      const orders = await count('orders');
      const response = await deliver(JSON.stringify(payload));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^The event is malformed: /);
      expect(await count('processed_stripe_events')).toBe(events);
      expect(await count('subscriptions')).toBe(subscriptions);
      expect(await count('orders')).toBe(orders);
    });
  });

  it('refuses a signature dated beyond the tolerance, in the future as in the past', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const body = JSON.stringify(
      event('customer.subscription.created', subscriptionObject(user.id)),
    );
    const now = Math.floor(Date.now() / 1000);
    const signedAt = (timestamp: number) =>
      stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp });
    for (const timestamp of [now + 301, now + 3600, now - 301]) {
      const response = await deliver(body, signedAt(timestamp));
      expect(response.statusCode).toBe(400);
    }
    expect(await getSubscription(user.headers)).toBeNull();
    const fresh = await deliver(body, signedAt(now + 60));
    expect(fresh.statusCode).toBe(200);
    expect((await getSubscription(user.headers))?.status).toBe('active');
  });

  describe('orders events by the subscription’s state, not by arrival', () => {
    const T = 1_700_000_000;
    type Step = [type: string, subscription: 'A' | 'B', created: number, status?: string];
    it.each<[string, Step[], { status: string; subscription: 'A' | 'B' }]>([
      [
        'invoice.paid after a deletion of the same second',
        [
          ['customer.subscription.created', 'A', T],
          ['customer.subscription.deleted', 'A', T + 10],
          ['invoice.paid', 'A', T + 10],
        ],
        { status: 'canceled', subscription: 'A' },
      ],
      [
        'invoice.paid after a deletion, dated later',
        [
          ['customer.subscription.created', 'A', T],
          ['customer.subscription.deleted', 'A', T + 10],
          ['invoice.paid', 'A', T + 20],
        ],
        { status: 'canceled', subscription: 'A' },
      ],
      [
        'invoice.payment_failed after a deletion of the same second',
        [
          ['customer.subscription.deleted', 'A', T],
          ['invoice.payment_failed', 'A', T],
        ],
        { status: 'canceled', subscription: 'A' },
      ],
      [
        'an update after a deletion of the same second',
        [
          ['customer.subscription.deleted', 'A', T],
          ['customer.subscription.updated', 'A', T],
        ],
        { status: 'canceled', subscription: 'A' },
      ],
      [
        'a creation after a deletion of the same second',
        [
          ['customer.subscription.deleted', 'A', T],
          ['customer.subscription.created', 'A', T],
        ],
        { status: 'canceled', subscription: 'A' },
      ],
      [
        'a later update of the canceled subscription',
        [
          ['customer.subscription.deleted', 'A', T],
          ['customer.subscription.updated', 'A', T + 60],
        ],
        { status: 'canceled', subscription: 'A' },
      ],
      [
        'an update with status canceled, then an invoice of the same second',
        [
          ['customer.subscription.updated', 'A', T, 'canceled'],
          ['invoice.paid', 'A', T],
        ],
        { status: 'canceled', subscription: 'A' },
      ],
      [
        'a creation after an update of the same second',
        [
          ['customer.subscription.updated', 'A', T, 'past_due'],
          ['customer.subscription.created', 'A', T],
        ],
        { status: 'past_due', subscription: 'A' },
      ],
      [
        'a new subscription after a cancellation (newer)',
        [
          ['customer.subscription.deleted', 'A', T],
          ['customer.subscription.created', 'B', T + 60],
        ],
        { status: 'active', subscription: 'B' },
      ],
      [
        'a new subscription of the same second as the cancellation',
        [
          ['customer.subscription.deleted', 'A', T],
          ['customer.subscription.created', 'B', T],
        ],
        { status: 'canceled', subscription: 'A' },
      ],
      [
        'the deletion of an old subscription after a new one',
        [
          ['customer.subscription.created', 'B', T],
          ['customer.subscription.deleted', 'A', T + 60],
        ],
        { status: 'active', subscription: 'B' },
      ],
      [
        'the usual order: created, invoice.paid, deleted in one second',
        [
          ['customer.subscription.created', 'A', T],
          ['invoice.paid', 'A', T],
          ['customer.subscription.deleted', 'A', T],
        ],
        { status: 'canceled', subscription: 'A' },
      ],
    ])('%s', async (_, steps, expected) => {
      const user = await signedInUser(keycloak, { roles: ['freelancer'] });
      const subscriptionId = (which: 'A' | 'B') => `sub_${which}_${user.id.slice(0, 8)}`;
      for (const [type, which, created, status] of steps) {
        const object = type.startsWith('invoice.')
          ? { id: `in_${which}_${created}`, subscription: subscriptionId(which) }
          : subscriptionObject(user.id, {
              id: subscriptionId(which),
              ...(status !== undefined && { status }),
            });
        expect((await deliver(event(type, object, created))).statusCode).toBe(200);
      }
      expect(await app.billing.subscriptionOf(user.id)).toMatchObject({
        status: expected.status,
        subscriptionId: subscriptionId(expected.subscription),
      });
    });
  });
});

describe('billing routes', () => {
  it('needs a bearer token', async () => {
    const checkoutBody = {
      price_id: FREELANCER_PRO,
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    };
    for (const [method, url, payload] of [
      ['GET', '/api/subscription', undefined],
      ['GET', '/api/orders', undefined],
      ['POST', '/api/checkout/sessions', checkoutBody],
      ['POST', '/api/subscription/cancel', undefined],
      ['POST', '/api/billing/portal', { return_url: `${ORIGIN}/` }],
    ] as const) {
      expect((await app.inject({ method, url, ...(payload && { payload }) })).statusCode).toBe(401);
    }
  });

  it('refuses a price of another audience, an unknown price and a user without a role', async () => {
    const client = await signedInUser(keycloak, { roles: ['client'] });
    const body = { price_id: FREELANCER_PRO, success_url: SUCCESS_URL, cancel_url: CANCEL_URL };
    const other = await checkout(client.headers, body);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      error: 'Forbidden',
      message: BILLING_MESSAGES.otherAudience('freelancer', 'client'),
    });
    const unknown = await checkout(client.headers, { ...body, price_id: 'price_nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'Bad Request',
      message: BILLING_MESSAGES.unknownPrice('price_nope'),
    });
    const noRole = await signedInUser(keycloak, { roles: [] });
    expect((await checkout(noRole.headers, body)).json()).toEqual({
      error: 'Forbidden',
      message: BILLING_MESSAGES.noAudience,
    });
  });

  it.each([
    ['success_url', 'https://evil.example/checkout/success'],
    ['success_url', '//evil.example/x'],
    ['cancel_url', 'http://localhost:8081/checkout/cancel'],
  ])('refuses an off-origin %s (%s)', async (field, url) => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const response = await checkout(user.headers, {
      price_id: FREELANCER_PRO,
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      [field]: url,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: `${field} must be on ${ORIGIN}`,
    });
  });

  it("names a stored price that matches no plan 'Unknown Subscription'", async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject(user.id, { items: { data: [{ price: { id: 'price_legacy' } }] } }),
      ),
    );
    expect(await getSubscription(user.headers)).toMatchObject({
      priceId: 'price_legacy',
      productName: UNKNOWN_SUBSCRIPTION,
      productDescription: null,
    });
  });

  it.each(['active', 'trialing', 'past_due'])(
    'refuses a second subscription with 409 while one is %s, and names the billing portal',
    async (status) => {
      const user = await signedInUser(keycloak, { roles: ['freelancer'] });
      await deliver(
        event('customer.subscription.created', subscriptionObject(user.id, { status })),
      );
      const body = { price_id: FREELANCER_PRO, success_url: SUCCESS_URL, cancel_url: CANCEL_URL };
      const again = await checkout(user.headers, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'Conflict',
        message: BILLING_MESSAGES.alreadySubscribed,
      });
    },
  );

  it('takes a new subscription once the previous one has ended', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    await deliver(
      event('customer.subscription.created', subscriptionObject(user.id, { status: 'canceled' })),
    );
    const body = { price_id: FREELANCER_PRO, success_url: SUCCESS_URL, cancel_url: CANCEL_URL };
    expect((await checkout(user.headers, body)).statusCode).not.toBe(409);
  });

  it('cancel and portal answer 404 without a subscription or customer', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: user.headers,
    });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json()).toEqual({ error: 'Not Found', message: BILLING_MESSAGES.noSubscription });
    const portal = await app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: user.headers,
      payload: { return_url: `${ORIGIN}/freelancer/subscription` },
    });
    expect(portal.statusCode).toBe(404);
    const offOrigin = await app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: user.headers,
      payload: { return_url: 'https://evil.example/' },
    });
    expect(offOrigin.json()).toEqual({
      error: 'Bad Request',
      message: `return_url must be on ${ORIGIN}`,
    });
  });
});

describe('sandbox checkout', () => {
  it('subscribes through the hosted page and the real webhook, then cancels at period end', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const started = await checkout(user.headers, {
      price_id: FREELANCER_PRO,
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    });
    expect(started.statusCode).toBe(200);
    const { url } = started.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${ORIGIN}/api/sandbox/checkout/cs_sandbox_[0-9a-f]+$`));
    const path = new URL(url).pathname;
    const sessionId = path.split('/').pop() ?? '';

    // The customer is created once and reused.
    const customerId = await app.billing.customerOf(user.id);
    expect(customerId).toMatch(/^cus_sandbox_/);
    await checkout(user.headers, {
      price_id: FREELANCER_PRO,
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    });
    expect(await app.billing.customerOf(user.id)).toBe(customerId);

    const pageResponse = await app.inject({ method: 'GET', url: path });
    expect(pageResponse.statusCode).toBe(200);
    expect(pageResponse.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = pageResponse.body;
    expect(html).toContain('Freelancer Pro');
    expect(html).toContain('$5.99 / month');
    expect(html).toContain(`<form method="post" action="${path}/pay">`);
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain(`<a href="${CANCEL_URL}">Cancel</a>`);
    expect(html).not.toMatch(/<script|style=|<style/);

    const paid = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ORIGIN}/checkout/success?session_id=${sessionId}`);

    const subscription = await getSubscription(user.headers);
    expect(subscription).toMatchObject({
      status: 'active',
      priceId: FREELANCER_PRO,
      paymentMethodBrand: 'visa',
      paymentMethodLast4: '4242',
      cancelAtPeriodEnd: false,
      productName: 'Freelancer Pro',
    });
    const start = subscription?.currentPeriodStart as number;
    expect(subscription?.currentPeriodEnd).toBe(start + 30 * 24 * 60 * 60);
    expect(Math.abs(start - Date.now() / 1000)).toBeLessThan(60);

    // The session is used up: Back finds it complete (a page, never JSON), Pay again charges
    // nothing and returns where the payment went (issue 37 item 14).
    const again = await app.inject({ method: 'POST', url: `${path}/pay` });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${ORIGIN}/checkout/success?session_id=${sessionId}`);
    const back = await app.inject({ method: 'GET', url: path });
    expect(back.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(back.body).toContain('<h1>This checkout is complete</h1>');

    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: user.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ subscription: Record<string, unknown> }>().subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });

    const portal = await app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: user.headers,
      payload: { return_url: `${ORIGIN}/freelancer/subscription` },
    });
    expect(portal.statusCode).toBe(200);
    const portalUrl = portal.json<{ url: string }>().url;
    expect(portalUrl).toMatch(new RegExp(`^${ORIGIN}/api/sandbox/portal/bps_sandbox_`));
    const portalPage = await app.inject({ method: 'GET', url: new URL(portalUrl).pathname });
    expect(portalPage.statusCode).toBe(200);
    expect(portalPage.body).toContain('visa ending 4242');
    expect(portalPage.body).toContain(`<a href="${ORIGIN}/freelancer/subscription">Back</a>`);
  });

  it('refuses line breaks in success, cancel and return URLs: none can reach a header', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    for (const body of [
      {
        success_url: `${ORIGIN}/checkout/success\r\nX-Injected: 1?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: CANCEL_URL,
      },
      { success_url: SUCCESS_URL, cancel_url: `${ORIGIN}/checkout/\r\ncancel` },
    ]) {
      const started = await checkout(user.headers, { price_id: FREELANCER_PRO, ...body });
      expect(started.statusCode).toBe(400);
    }
    const portal = await app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: user.headers,
      payload: { return_url: `${ORIGIN}/freelancer/\r\nsubscription` },
    });
    expect(portal.statusCode).toBe(400);
  });

  it('keeps the parsed URLs, not the strings sent', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const started = await checkout(user.headers, {
      price_id: FREELANCER_PRO,
      success_url: `${ORIGIN}/checkout/../checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/checkout/./cancel`,
    });
    expect(started.statusCode).toBe(200);
    const path = new URL(started.json<{ url: string }>().url).pathname;
    const sessionId = path.split('/').pop() ?? '';
    expect(app.paymentsSandbox?.checkoutSession(sessionId)).toMatchObject({
      successUrl: `${ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: CANCEL_URL,
    });
    const paid = await app.inject({ method: 'POST', url: `${path}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ORIGIN}/checkout/success?session_id=${sessionId}`);
  });

  it('answers 404 for an unknown session, with a page saying nothing was charged', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sandbox/checkout/cs_nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('You have not been charged.');
  });
});
