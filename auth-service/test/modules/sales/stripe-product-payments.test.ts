/**
 * Product checkout's SDK requests against stripe-mock (Stripe's official API mock, validating
 * every request against Stripe's OpenAPI spec): a payment-mode Checkout Session as a direct
 * charge on a connected account (Stripe-Account header), and the charge's fee from its balance
 * transaction. scripts/test.mjs starts stripe-mock and sets STRIPE_MOCK_URL; without it these
 * tests are skipped.
 */
import { DEFAULT_CONFIG } from '../../../src/config';
import { createStripeClient } from '../../../src/modules/billing/payments/stripe-provider';
import { createStripeProductPayments } from '../../../src/modules/billing/payments/stripe-product-payments';
import { describeWithStripeMock, stripeMockApi } from '../../support/stripe-mock';

const ORIGIN = DEFAULT_CONFIG.publicOrigin;

describeWithStripeMock('product payments against stripe-mock', () => {
  const stripe = createStripeClient('sk_test_123', stripeMockApi());
  const payments = createStripeProductPayments(stripe);

  it('creates a payment-mode Checkout Session on the connected account', async () => {
    const requests: { path: string; account: string | undefined }[] = [];
    // The SDK's request events name the Stripe-Account each call carried.
    const emitter = stripe as unknown as {
      on(name: 'request', listener: (event: { path: string; account?: string }) => void): void;
    };
    emitter.on('request', (event) => {
      requests.push({ path: event.path, account: event.account });
    });
    const session = await payments.createProductCheckout({
      purchaseId: '6f1c2c1e-0000-4000-8000-000000000001',
      productId: '6f1c2c1e-0000-4000-8000-000000000002',
      buyerId: '6f1c2c1e-0000-4000-8000-000000000003',
      buyerEmail: 'ada@example.test',
      accountId: 'acct_1Seller',
      title: 'Denim Jacket Tech Pack',
      amountCents: 2900,
      currency: 'usd',
      successUrl: `${ORIGIN}/marketplace/purchases/6f1c2c1e-0000-4000-8000-000000000001`,
      cancelUrl: `${ORIGIN}/marketplace/product/6f1c2c1e-0000-4000-8000-000000000002`,
    });
    expect(session.id).toMatch(/^cs_/);
    expect(typeof session.url).toBe('string');
    expect(requests).toEqual([{ path: '/v1/checkout/sessions', account: 'acct_1Seller' }]);
  });

  it('expires an open Checkout Session on the connected account', async () => {
    const requests: { path: string; account: string | undefined }[] = [];
    const emitter = stripe as unknown as {
      on(name: 'request', listener: (event: { path: string; account?: string }) => void): void;
    };
    emitter.on('request', (event) => {
      requests.push({ path: event.path, account: event.account });
    });
    await payments.expireProductCheckout('acct_1Seller', 'cs_test_123');
    expect(requests).toContainEqual({
      path: '/v1/checkout/sessions/cs_test_123/expire',
      account: 'acct_1Seller',
    });
  });

  it('reads the charge, its fee and receipt from the connected account', async () => {
    const charge = await payments.chargeOf('acct_1Seller', 'pi_123', 2900);
    // stripe-mock answers fixtures, the expansions included: the shape is what is checked.
    expect(charge?.chargeId).toMatch(/^ch_/);
    expect(Number.isInteger(charge?.feeCents)).toBe(true);
    expect(typeof charge?.receiptUrl).toBe('string');
  });

  it('refunds a cancelled order in full on the connected account, with its idempotency key', async () => {
    const requests: { path: string; method: string; account: string | undefined }[] = [];
    const emitter = stripe as unknown as {
      on(
        name: 'request',
        listener: (event: { path: string; method: string; account?: string }) => void,
      ): void;
    };
    emitter.on('request', (event) => {
      requests.push({ path: event.path, method: event.method, account: event.account });
    });
    await payments.refundInFull({
      accountId: 'acct_1Seller',
      purchaseId: '6f1c2c1e-0000-4000-8000-000000000001',
      productId: '6f1c2c1e-0000-4000-8000-000000000002',
      buyerId: '6f1c2c1e-0000-4000-8000-000000000003',
      paymentIntentId: 'pi_123',
      amountCents: 15_000,
      refundedCents: 0,
      currency: 'usd',
      idempotencyKey: 'order-refund-6f1c2c1e-0000-4000-8000-000000000004',
    });
    expect(requests).toContainEqual({
      path: '/v1/refunds',
      method: 'POST',
      account: 'acct_1Seller',
    });
  });
});
