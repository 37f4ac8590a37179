/**
 * Selling for real (issue 20) through the API: checkout on the seller's connected account (the
 * sandbox provider), Stripe's sale events through the real webhook (signed, replayed, out of
 * order, 20 at once), Purchases and their downloads, refunds and disputes, and the product's
 * counters. Runs on each database backend.
 */
import type {
  EarningsSummary,
  MyReview,
  Product,
  ProductCheckout,
  ProductDetail,
  ProductPurchaseState,
  Purchase,
  Purchases,
  Review,
  ReviewPage,
  TransactionPage,
} from '@atelier/api-contract';
import Stripe from 'stripe';
import type { App } from '../../../src/app';
import { sandboxFeeOf } from '../../../src/modules/billing/payments/sandbox-product-payments';
import { WEBHOOK_MESSAGES } from '../../../src/modules/billing/messages';
import { csvHeader } from '../../../src/modules/sales/earnings';
import {
  REVIEW_MESSAGES,
  SALES_MESSAGES,
  SALES_SANDBOX_MESSAGES,
} from '../../../src/modules/sales/messages';
import { startTestApp, type TestApp } from '../../helper';
import { BACKENDS } from '../../support/databases';
import { signedInUser, type FakeKeycloak } from '../../support/keycloak';
import { givePayoutAccount } from '../../support/payouts';
import { smallPdf, smallPng, uploadThroughTus } from '../../support/uploads';

type User = Awaited<ReturnType<typeof signedInUser>>;
const stripe = new Stripe('sk_test_signing_only');

const dollarsText = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

let sequence = 0;
const eventId = () => `evt_sales_${Date.now()}_${++sequence}`;

describe.each(BACKENDS)('sales on %s', (_name, open) => {
  let testApp: TestApp;
  let keycloak: FakeKeycloak;
  let app: App;
  let seller: User;
  let buyer: User;
  let accountId: string;

  beforeAll(async () => {
    testApp = await startTestApp({ storagePrefix: 'atelier-sales-', database: open });
    ({ app, keycloak } = testApp);
    seller = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Sarah Chen' });
    buyer = await signedInUser(keycloak, { roles: ['client'], name: 'Marco Rossi' });
    accountId = await givePayoutAccount(app, seller);
  });
  afterAll(() => testApp.close());

  const newBuyer = (name = 'Aiko Tanaka') => signedInUser(keycloak, { roles: ['client'], name });

  async function publish(
    owner: User,
    overrides: Record<string, unknown> = {},
  ): Promise<Product & { fileKey: string }> {
    const image = await smallPng();
    const imageKey = await uploadThroughTus(app, owner.headers, 'image', 'front.png', image);
    const pdf = smallPdf('the tech pack');
    const fileKey = await uploadThroughTus(app, owner.headers, 'product-file', 'pack.pdf', pdf);
    const response = await app.inject({
      method: 'POST',
      url: '/api/catalogue/products',
      headers: owner.headers,
      payload: {
        title: 'Denim Jacket Tech Pack',
        description: 'A complete tech pack for a denim jacket.',
        category: 'Technical Resources',
        subcategory: 'Size Charts',
        price: 2900,
        productType: 'ready-made',
        tags: ['denim'],
        status: 'published',
        images: [{ key: imageKey, name: 'front.png', size: image.length }],
        files: [{ key: fileKey, name: 'pack.pdf', size: pdf.length }],
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(201);
    return { ...response.json<Product>(), fileKey };
  }

  async function checkout(user: User, productId: string) {
    return app.inject({
      method: 'POST',
      url: `/api/sales/products/${productId}/checkout`,
      headers: user.headers,
    });
  }

  /** A pending purchase: its id and its Checkout Session's. */
  async function startPurchase(user: User, productId: string) {
    const response = await checkout(user, productId);
    expect(response.statusCode).toBe(201);
    const { purchaseId, url } = response.json<ProductCheckout>();
    const sessionId = /\/product-checkout\/([^/?]+)$/.exec(url)?.[1] ?? '';
    return { purchaseId, sessionId, url };
  }

  const purchaseOf = async (user: User, purchaseId: string) => {
    const response = await app.inject({
      url: `/api/purchases/${purchaseId}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Purchase>();
  };

  const ownProduct = async (id: string) => {
    const response = await app.inject({
      url: `/api/catalogue/me/products/${id}`,
      headers: seller.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Product>();
  };

  function deliver(event: Record<string, unknown>, signature?: string) {
    const body = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature':
          signature ??
          stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: app.paymentsWebhook?.secret ?? '',
          }),
      },
      payload: body,
    });
  }
  const resultOf = async (event: Record<string, unknown>) => {
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    return response.json<{ result: string }>().result;
  };

  const created = () => Math.floor(Date.now() / 1000);
  function sessionEvent(
    type: string,
    purchase: { purchaseId: string; sessionId: string },
    paymentIntent: string,
    paymentStatus: 'paid' | 'unpaid' = 'paid',
  ) {
    return {
      id: eventId(),
      type,
      created: created(),
      account: accountId,
      data: {
        object: {
          id: purchase.sessionId,
          object: 'checkout.session',
          mode: 'payment',
          client_reference_id: purchase.purchaseId,
          metadata: { purchaseId: purchase.purchaseId },
          payment_intent: paymentIntent,
          payment_status: paymentStatus,
          amount_total: 2900,
          currency: 'usd',
        },
      },
    };
  }
  function refundEvent(purchaseId: string, paymentIntent: string, amountRefunded: number) {
    return {
      id: eventId(),
      type: 'charge.refunded',
      created: created(),
      account: accountId,
      data: {
        object: {
          id: paymentIntent.replace('pi_', 'ch_'),
          object: 'charge',
          amount: 2900,
          amount_refunded: amountRefunded,
          refunded: amountRefunded >= 2900,
          payment_intent: paymentIntent,
          metadata: { purchaseId },
        },
      },
    };
  }
  function disputeEvent(paymentIntent: string, closed?: 'won' | 'lost') {
    return {
      id: eventId(),
      type: closed === undefined ? 'charge.dispute.created' : 'charge.dispute.closed',
      created: created(),
      account: accountId,
      data: {
        object: {
          id: `dp_${paymentIntent}`,
          object: 'dispute',
          amount: 2900,
          charge: paymentIntent.replace('pi_', 'ch_'),
          payment_intent: paymentIntent,
          status: closed ?? 'needs_response',
        },
      },
    };
  }

  const paidCount = async (productId: string) => {
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM purchases WHERE product_id = $1 AND status = 'paid'`,
      [productId],
    );
    return rows[0]?.n;
  };

  describe('checkout', () => {
    it('refuses a seller without charges, the owner, a draft and an unknown product', async () => {
      const other = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Lena Fischer' });
      // Published while it could take charges; Stripe disabled them since.
      await givePayoutAccount(app, other);
      const notTaking = await publish(other);
      await givePayoutAccount(app, other, { chargesEnabled: false });
      const refused = await checkout(buyer, notTaking.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: SALES_MESSAGES.notTakingOrders });
      const state = await app.inject({
        url: `/api/sales/products/${notTaking.id}/state`,
        headers: buyer.headers,
      });
      expect(state.json<ProductPurchaseState>()).toEqual({
        sellerTakesOrders: false,
        isOwnProduct: false,
        ownedPurchaseId: null,
        disputedPurchaseId: null,
      });

      const product = await publish(seller);
      const own = await checkout(seller, product.id);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ message: SALES_MESSAGES.ownProduct });

      const draft = await publish(seller, { status: 'draft' });
      expect((await checkout(buyer, draft.id)).statusCode).toBe(404);
      const unknown = await checkout(buyer, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: SALES_MESSAGES.productNotFound });
      const { rows } = await app.db.query(`SELECT 1 FROM purchases WHERE buyer_id = $1`, [
        buyer.id,
      ]);
      expect(rows).toHaveLength(0);
    });

    describe('a checkout opened before the product or the seller changed expires (issue 36)', () => {
      const cannotPay = async (started: { url: string; purchaseId: string }, client: User) => {
        const path = new URL(started.url).pathname;
        expect((await app.inject(path)).statusCode).toBe(404);
        const pay = await app.inject({ method: 'POST', url: `${path}/pay` });
        expect(pay.statusCode).toBe(404);
        // A page the buyer reads (issue 37 item 14), saying why.
        expect(pay.body).toContain(SALES_SANDBOX_MESSAGES.unknownCheckout);
        expect(await purchaseOf(client, started.purchaseId)).toMatchObject({ status: 'pending' });
      };
      const change = (productId: string, payload: Record<string, unknown>) =>
        app.inject({
          method: 'PATCH',
          url: `/api/catalogue/products/${productId}`,
          headers: seller.headers,
          payload,
        });

      it('repriced: the old checkout cannot be paid; a new one is at the new price', async () => {
        const product = await publish(seller, { price: 12_500 });
        const client = await newBuyer();
        const started = await startPurchase(client, product.id);
        expect((await change(product.id, { price: 9900 })).statusCode).toBe(200);
        await cannotPay(started, client);
        const again = await startPurchase(client, product.id);
        expect(await purchaseOf(client, again.purchaseId)).toMatchObject({ amount: 9900 });
      });

      it('unpublished (private) or deleted: its checkouts cannot be paid', async () => {
        const hidden = await publish(seller);
        const deleted = await publish(seller);
        const client = await newBuyer();
        const first = await startPurchase(client, hidden.id);
        const second = await startPurchase(client, deleted.id);
        expect((await change(hidden.id, { status: 'private' })).statusCode).toBe(200);
        const removed = await app.inject({
          method: 'DELETE',
          url: `/api/catalogue/products/${deleted.id}`,
          headers: seller.headers,
        });
        expect(removed.statusCode).toBe(204);
        await cannotPay(first, client);
        await cannotPay(second, client);
      });

      it("the seller's account can no longer take charges: its checkouts cannot be paid", async () => {
        const otherSeller = await signedInUser(keycloak, {
          roles: ['freelancer'],
          name: 'Lena Park',
        });
        const otherAccount = await givePayoutAccount(app, otherSeller);
        const product = await publish(otherSeller);
        const client = await newBuyer();
        const started = await startPurchase(client, product.id);
        const lost = await resultOf({
          id: eventId(),
          type: 'account.updated',
          created: created(),
          account: otherAccount,
          data: {
            object: {
              id: otherAccount,
              object: 'account',
              details_submitted: true,
              charges_enabled: false,
              payouts_enabled: false,
            },
          },
        });
        expect(lost).toBe('applied');
        await cannotPay(started, client);
      });

      it('a change that keeps price and sale (the description) keeps the checkout payable', async () => {
        const product = await publish(seller);
        const client = await newBuyer();
        const started = await startPurchase(client, product.id);
        await change(product.id, { description: 'Now with a grading table.' });
        expect((await app.inject(new URL(started.url).pathname)).statusCode).toBe(200);
      });
    });

    it('sells through the sandbox page: paid once, counted, fee and receipt, seller notified', async () => {
      const product = await publish(seller, { price: 12_500 });
      const client = await newBuyer('Omar Haddad');
      const started = await startPurchase(client, product.id);
      const pending = await purchaseOf(client, started.purchaseId);
      expect(pending).toMatchObject({
        status: 'pending',
        amount: 12_500,
        title: 'Denim Jacket Tech Pack',
        sellerName: 'Sarah Chen',
        files: [],
      });
      // The title is fixed at checkout: a later change does not reach this purchase (a new
      // price would expire the checkout: the next test).
      await app.inject({
        method: 'PATCH',
        url: `/api/catalogue/products/${product.id}`,
        headers: seller.headers,
        payload: { title: 'Denim Jacket Tech Pack, second edition' },
      });

      const page = await app.inject(new URL(started.url).pathname);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Denim Jacket Tech Pack');
      expect(page.body).toContain('$125.00');
      const paid = await app.inject({
        method: 'POST',
        url: `${new URL(started.url).pathname}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(
        `${app.config.publicOrigin}/marketplace/purchases/${started.purchaseId}`,
      );

      const purchase = await purchaseOf(client, started.purchaseId);
      expect(purchase).toMatchObject({ status: 'paid', amount: 12_500, refunded: 0 });
      expect(purchase.files).toEqual([
        expect.objectContaining({
          key: product.fileKey,
          name: 'pack.pdf',
          url: `/api/purchases/${started.purchaseId}/files/${product.fileKey}`,
        }),
      ]);
      expect(purchase.receiptUrl).toMatch(/\/api\/sandbox\/receipts\/ch_sandbox_/);
      const { rows } = await app.db.query<{ stripe_fee_cents: number; platform_fee_cents: number }>(
        `SELECT stripe_fee_cents, platform_fee_cents FROM purchases WHERE id = $1`,
        [started.purchaseId],
      );
      expect(rows[0]).toEqual({ stripe_fee_cents: sandboxFeeOf(12_500), platform_fee_cents: 0 });
      expect(sandboxFeeOf(12_500)).toBe(393);

      const counted = await ownProduct(product.id);
      // Sold this month and not last month: new this month, no percentage (issue 37).
      expect(counted).toMatchObject({ totalSales: 1, revenue: 12_500, monthlyTrend: null });

      const notifications = await app.inject({
        url: '/api/notifications',
        headers: seller.headers,
      });
      const messages = notifications
        .json<{ notifications: { kind: string; message: string }[] }>()
        .notifications.map(({ kind, message }) => ({ kind, message }));
      // One notification for the sale, the large-payment alert a line of it (issue 37).
      expect(messages.filter(({ message }) => message.includes('$125.00'))).toEqual([
        {
          kind: 'product-sold',
          message:
            'Omar Haddad bought Denim Jacket Tech Pack for $125.00. Large payment alert: this payment is $100.00 or more',
        },
      ]);

      // A second purchase is refused while the first is paid.
      const again = await checkout(client, product.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: SALES_MESSAGES.alreadyOwned });
      const state = await app.inject({
        url: `/api/sales/products/${product.id}/state`,
        headers: client.headers,
      });
      expect(state.json<ProductPurchaseState>().ownedPurchaseId).toBe(started.purchaseId);
      const list = await app.inject({ url: '/api/purchases', headers: client.headers });
      expect(list.json<Purchases>().purchases.map((one) => one.id)).toEqual([started.purchaseId]);
    });
  });

  describe('downloads', () => {
    it('redirects a paid buyer to a 60-second link and counts it; 404 for anyone else', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      const url = `/api/purchases/${started.purchaseId}/files/${product.fileKey}`;
      // Pending: nothing to download yet.
      expect((await app.inject({ url, headers: client.headers })).statusCode).toBe(404);
      expect(await resultOf(sessionEvent('checkout.session.completed', started, 'pi_dl_1'))).toBe(
        'applied',
      );
      const download = await app.inject({ url, headers: client.headers });
      expect(download.statusCode).toBe(302);
      expect(download.headers.location).toEqual(expect.any(String));
      expect(download.headers['cache-control']).toBe('no-store');
      // Someone else, another key, no token.
      const stranger = await newBuyer();
      const theirs = await app.inject({ url, headers: stranger.headers });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ message: SALES_MESSAGES.fileNotFound });
      const otherKey = `/api/purchases/${started.purchaseId}/files/${'a'.repeat(32)}`;
      expect((await app.inject({ url: otherKey, headers: client.headers })).statusCode).toBe(404);
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await ownProduct(product.id)).downloads).toBe(1);
      const { rows } = await app.db.query(
        `SELECT file_key FROM purchase_downloads WHERE purchase_id = $1`,
        [started.purchaseId],
      );
      expect(rows).toEqual([{ file_key: product.fileKey }]);
    });

    it('keeps a deleted product downloadable to its buyers, until no paid purchase needs it', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      await resultOf(sessionEvent('checkout.session.completed', started, 'pi_deleted_1'));
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/catalogue/products/${product.id}`,
        headers: seller.headers,
      });
      expect(deleted.statusCode).toBe(204);
      const url = `/api/purchases/${started.purchaseId}/files/${product.fileKey}`;
      expect((await app.inject({ url, headers: client.headers })).statusCode).toBe(302);
      expect(await app.storage.stat(app.uploads.keyOf(product.fileKey))).toBeDefined();
      // A full refund ends the access; nothing needs the file any more: it goes.
      await resultOf(refundEvent(started.purchaseId, 'pi_deleted_1', 2900));
      expect((await app.inject({ url, headers: client.headers })).statusCode).toBe(404);
      expect(await app.storage.stat(app.uploads.keyOf(product.fileKey))).toBeUndefined();
    });
  });

  describe('webhook events', () => {
    it('refuses a bad signature and changes nothing', async () => {
      const product = await publish(seller);
      const started = await startPurchase(await newBuyer(), product.id);
      const event = sessionEvent('checkout.session.completed', started, 'pi_forged');
      const forged = stripe.webhooks.generateTestHeaderString({
        payload: JSON.stringify(event),
        secret: 'whsec_not_ours',
      });
      const response = await deliver(event, forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: WEBHOOK_MESSAGES.badSignature });
      expect(await paidCount(product.id)).toBe(0);
    });

    it('applies a replay once and 20 concurrent deliveries of each event type once', async () => {
      const product = await publish(seller);
      const started = await startPurchase(await newBuyer(), product.id);
      const completed = sessionEvent('checkout.session.completed', started, 'pi_many_1');
      const results = await Promise.all(Array.from({ length: 20 }, () => deliver(completed)));
      expect(results.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      const outcomes = results.map((response) => response.json<{ result: string }>().result);
      expect(outcomes.filter((result) => result === 'applied')).toHaveLength(1);
      expect(outcomes.filter((result) => result === 'duplicate')).toHaveLength(19);
      expect(await resultOf(completed)).toBe('duplicate');
      // The same news under 20 new ids (Stripe retrying under new events is not a thing, but
      // async_payment_succeeded after completed is): nothing moves twice.
      const succeeded = await Promise.all(
        Array.from({ length: 20 }, () =>
          resultOf(sessionEvent('checkout.session.async_payment_succeeded', started, 'pi_many_1')),
        ),
      );
      expect(succeeded.every((result) => result === 'ignored')).toBe(true);
      expect(await paidCount(product.id)).toBe(1);
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 1, revenue: 2900 });

      // 20 partial refunds at once, each with the same running total: counted once.
      const partial = await Promise.all(
        Array.from({ length: 20 }, () =>
          resultOf(refundEvent(started.purchaseId, 'pi_many_1', 500)),
        ),
      );
      expect(partial.filter((result) => result === 'applied')).toHaveLength(1);
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 1, revenue: 2400 });
      // 20 disputes at once: disputed once, the sale leaves the counters once.
      const disputes = await Promise.all(
        Array.from({ length: 20 }, () => resultOf(disputeEvent('pi_many_1'))),
      );
      expect(disputes.filter((result) => result === 'applied')).toHaveLength(1);
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 0, revenue: 0 });
      const { rows } = await app.db.query<{ status: string; refunded_cents: number }>(
        `SELECT status, refunded_cents FROM purchases WHERE id = $1`,
        [started.purchaseId],
      );
      expect(rows).toEqual([{ status: 'disputed', refunded_cents: 500 }]);
    });

    it('20 concurrent delayed-payment successes make one paid purchase; a failure fails it', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      expect(
        await resultOf(sessionEvent('checkout.session.completed', started, 'pi_async_1', 'unpaid')),
      ).toBe('applied');
      expect((await purchaseOf(client, started.purchaseId)).status).toBe('pending');
      const succeeded = await Promise.all(
        Array.from({ length: 20 }, () =>
          resultOf(sessionEvent('checkout.session.async_payment_succeeded', started, 'pi_async_1')),
        ),
      );
      expect(succeeded.filter((result) => result === 'applied')).toHaveLength(1);
      expect((await purchaseOf(client, started.purchaseId)).status).toBe('paid');
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 1, revenue: 2900 });

      const other = await newBuyer();
      const failing = await startPurchase(other, product.id);
      await resultOf(sessionEvent('checkout.session.completed', failing, 'pi_async_2', 'unpaid'));
      const failed = await Promise.all(
        Array.from({ length: 20 }, () =>
          resultOf(
            sessionEvent('checkout.session.async_payment_failed', failing, 'pi_async_2', 'unpaid'),
          ),
        ),
      );
      expect(failed.filter((result) => result === 'applied')).toHaveLength(1);
      expect((await purchaseOf(other, failing.purchaseId)).status).toBe('failed');
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 1 });
    });

    it('a refund that arrives before the completion is not undone by it', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      expect(await resultOf(refundEvent(started.purchaseId, 'pi_early_1', 2900))).toBe('applied');
      expect(
        await resultOf(sessionEvent('checkout.session.completed', started, 'pi_early_1')),
      ).toBe('applied');
      const purchase = await purchaseOf(client, started.purchaseId);
      expect(purchase).toMatchObject({ status: 'refunded', refunded: 2900, files: [] });
      expect(purchase.paidAt).not.toBeNull();
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 0, revenue: 0 });
      const url = `/api/purchases/${started.purchaseId}/files/${product.fileKey}`;
      expect((await app.inject({ url, headers: client.headers })).statusCode).toBe(404);
      // An older partial refund after the full one lowers nothing.
      expect(await resultOf(refundEvent(started.purchaseId, 'pi_early_1', 500))).toBe('ignored');
    });

    it('a dispute won gives the sale and the access back; lost, or closed first, it holds', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      await resultOf(sessionEvent('checkout.session.completed', started, 'pi_dispute_1'));
      const url = `/api/purchases/${started.purchaseId}/files/${product.fileKey}`;
      expect(await resultOf(disputeEvent('pi_dispute_1'))).toBe('applied');
      expect((await app.inject({ url, headers: client.headers })).statusCode).toBe(404);
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 0, revenue: 0 });
      // Won: paid again, counted again, downloadable again (the files were kept meanwhile).
      const won = await Promise.all(
        Array.from({ length: 20 }, () => resultOf(disputeEvent('pi_dispute_1', 'won'))),
      );
      expect(won.filter((result) => result === 'applied')).toHaveLength(1);
      expect((await purchaseOf(client, started.purchaseId)).status).toBe('paid');
      expect((await app.inject({ url, headers: client.headers })).statusCode).toBe(302);
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 1, revenue: 2900 });
      // The opening delivered again after the closing changes nothing.
      expect(await resultOf(disputeEvent('pi_dispute_1'))).toBe('ignored');
      expect((await purchaseOf(client, started.purchaseId)).status).toBe('paid');

      // Lost, closed before its opening arrived: disputed at once, and stays so.
      const other = await newBuyer();
      const second = await startPurchase(other, product.id);
      await resultOf(sessionEvent('checkout.session.completed', second, 'pi_dispute_2'));
      expect(await resultOf(disputeEvent('pi_dispute_2', 'lost'))).toBe('applied');
      expect(await resultOf(disputeEvent('pi_dispute_2'))).toBe('ignored');
      expect(await resultOf(disputeEvent('pi_dispute_2', 'won'))).toBe('ignored');
      expect((await purchaseOf(other, second.purchaseId)).status).toBe('disputed');
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 1, revenue: 2900 });
    });

    it('a dispute that arrives before the completion waits for it, then applies once', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      // The dispute names only the charge and PaymentIntent, which the purchase does not know yet.
      const opened = disputeEvent('pi_dispute_early');
      const parked = await Promise.all(Array.from({ length: 5 }, () => resultOf(opened)));
      expect(parked.filter((result) => result === 'applied')).toHaveLength(1);
      // A dispute of a charge that is no sale stays parked and changes nothing.
      expect(await resultOf(disputeEvent('pi_not_a_sale'))).toBe('applied');
      expect(
        await resultOf(sessionEvent('checkout.session.completed', started, 'pi_dispute_early')),
      ).toBe('applied');
      expect((await purchaseOf(client, started.purchaseId)).status).toBe('disputed');
      const url = `/api/purchases/${started.purchaseId}/files/${product.fileKey}`;
      expect((await app.inject({ url, headers: client.headers })).statusCode).toBe(404);
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 0, revenue: 0 });
      const { rows } = await app.db.query<{ payment_intent_id: string }>(
        `SELECT payment_intent_id FROM parked_dispute_events WHERE payment_intent_id LIKE 'pi_%'
           AND payment_intent_id IN ('pi_dispute_early', 'pi_not_a_sale')`,
      );
      expect(rows).toEqual([{ payment_intent_id: 'pi_not_a_sale' }]);
      // Its closing, won, later: the sale stands.
      expect(await resultOf(disputeEvent('pi_dispute_early', 'won'))).toBe('applied');
      expect((await purchaseOf(client, started.purchaseId)).status).toBe('paid');
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 1, revenue: 2900 });
    });

    /** After the scheduled refunds ran: `kept` paid, `refunded` refunded in full, one sale. */
    async function expectOnePaidPurchase(
      client: User,
      productId: string,
      kept: { purchaseId: string },
      refunded: { purchaseId: string },
    ) {
      await app.scheduledWork.runDue();
      await app.scheduledWork.runDue();
      expect(await purchaseOf(client, kept.purchaseId)).toMatchObject({ status: 'paid' });
      expect(await purchaseOf(client, refunded.purchaseId)).toMatchObject({
        status: 'refunded',
        refunded: 2900,
      });
      expect(await ownProduct(productId)).toMatchObject({ totalSales: 1, revenue: 2900 });
    }

    it('a product paid twice (two checkouts in two tabs) is refunded once, the first kept', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const first = await startPurchase(client, product.id);
      const second = await startPurchase(client, product.id);
      await resultOf(sessionEvent('checkout.session.completed', first, 'pi_tab_1'));
      const paidAgain = await Promise.all(
        Array.from({ length: 5 }, () =>
          resultOf(sessionEvent('checkout.session.completed', second, 'pi_tab_2')),
        ),
      );
      expect(paidAgain.filter((result) => result === 'applied')).toHaveLength(1);
      // The second payment goes back through the provider, once, whatever the retries.
      await expectOnePaidPurchase(client, product.id, first, second);
    });

    it('a dispute won after the product was paid again leaves one paid purchase: the second is refunded', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      // Two checkouts open in two tabs: the first is paid and disputed, the second paid while
      // the dispute is open (then nothing else is paid: it is no duplicate yet).
      const first = await startPurchase(client, product.id);
      const second = await startPurchase(client, product.id);
      await resultOf(sessionEvent('checkout.session.completed', first, 'pi_won_1'));
      expect(await resultOf(disputeEvent('pi_won_1'))).toBe('applied');
      await resultOf(sessionEvent('checkout.session.completed', second, 'pi_won_2'));
      expect(await resultOf(disputeEvent('pi_won_1', 'won'))).toBe('applied');
      await expectOnePaidPurchase(client, product.id, first, second);
    });

    it("while a dispute is open, the product's state says so and Buy Now is refused with 409 saying the purchase is disputed", async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const first = await startPurchase(client, product.id);
      await resultOf(sessionEvent('checkout.session.completed', first, 'pi_open_1'));
      await resultOf(disputeEvent('pi_open_1'));
      // The product page knows before Buy Now is clicked.
      const stateOf = async () =>
        (
          await app.inject({
            url: `/api/sales/products/${product.id}/state`,
            headers: client.headers,
          })
        ).json<ProductPurchaseState>();
      expect(await stateOf()).toMatchObject({
        ownedPurchaseId: null,
        disputedPurchaseId: first.purchaseId,
      });
      const again = await checkout(client, product.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: SALES_MESSAGES.purchaseDisputed });
      await resultOf(disputeEvent('pi_open_1', 'lost'));
      expect((await stateOf()).disputedPurchaseId).toBeNull();
      // Lost: the purchase is over, the product may be bought again.
      expect((await checkout(client, product.id)).statusCode).toBe(201);
    });

    it('a partial refund keeps access, a full one removes it', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      await resultOf(sessionEvent('checkout.session.completed', started, 'pi_refund_1'));
      const url = `/api/purchases/${started.purchaseId}/files/${product.fileKey}`;
      await resultOf(refundEvent(started.purchaseId, 'pi_refund_1', 1000));
      expect(await purchaseOf(client, started.purchaseId)).toMatchObject({
        status: 'paid',
        refunded: 1000,
      });
      expect((await app.inject({ url, headers: client.headers })).statusCode).toBe(302);
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 1, revenue: 1900 });
      await resultOf(refundEvent(started.purchaseId, 'pi_refund_1', 2900));
      expect(await purchaseOf(client, started.purchaseId)).toMatchObject({
        status: 'refunded',
        refunded: 2900,
        files: [],
      });
      expect((await app.inject({ url, headers: client.headers })).statusCode).toBe(404);
      expect(await ownProduct(product.id)).toMatchObject({ totalSales: 0, revenue: 0 });
      // Refunded: buying it again is allowed.
      expect((await checkout(client, product.id)).statusCode).toBe(201);
    });

    it("20 concurrent 'Refund $1.00' are 20 refunds, as at Stripe (each applied once)", async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      await app.inject({ method: 'POST', url: `${new URL(started.url).pathname}/pay` });
      const base = `/api/sandbox/accounts/${accountId}/charges/${started.purchaseId}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.inject({ method: 'POST', url: `${base}/partial-refund` }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(303));
      expect(await purchaseOf(client, started.purchaseId)).toMatchObject({
        status: 'paid',
        refunded: 2000,
      });
    });

    it('refunds and disputes from the sandbox dashboard go through the webhook', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      const pay = await app.inject({
        method: 'POST',
        url: `${new URL(started.url).pathname}/pay`,
      });
      expect(pay.statusCode).toBe(303);
      const dashboardUrl = `/api/sandbox/accounts/${accountId}/dashboard`;
      const dashboard = await app.inject(dashboardUrl);
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.body).toContain('Refund $1.00');
      const base = `/api/sandbox/accounts/${accountId}/charges/${started.purchaseId}`;
      const partial = await app.inject({ method: 'POST', url: `${base}/partial-refund` });
      expect(partial.statusCode).toBe(303);
      expect(partial.headers.location).toBe(dashboardUrl);
      expect(await purchaseOf(client, started.purchaseId)).toMatchObject({
        status: 'paid',
        refunded: 100,
      });
      const dispute = await app.inject({ method: 'POST', url: `${base}/dispute` });
      expect(dispute.statusCode).toBe(303);
      expect((await purchaseOf(client, started.purchaseId)).status).toBe('disputed');
      const again = await app.inject({ method: 'POST', url: `${base}/refund` });
      expect(again.statusCode).toBe(409);
      expect((await app.inject(dashboardUrl)).body).toContain('Close dispute: won');
      const closed = await app.inject({ method: 'POST', url: `${base}/dispute-won` });
      expect(closed.statusCode).toBe(303);
      expect((await purchaseOf(client, started.purchaseId)).status).toBe('paid');
      const closedAgain = await app.inject({ method: 'POST', url: `${base}/dispute-lost` });
      expect(closedAgain.statusCode).toBe(409);
      expect(closedAgain.json()).toMatchObject({ message: 'This charge has no open dispute.' });
      const elsewhere = await app.inject({
        method: 'POST',
        url: `/api/sandbox/accounts/acct_other/charges/${started.purchaseId}/refund`,
      });
      expect(elsewhere.statusCode).toBe(404);
    });
  });

  describe("the sandbox's own pages (issue 37 item 14)", () => {
    const today = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());

    it("write money and dates as the apps do ('$1,234.50', 'Nov 29, 2026')", async () => {
      const product = await publish(seller, { price: 123_450 });
      const client = await newBuyer('Dana Dollar');
      const started = await startPurchase(client, product.id);
      const path = new URL(started.url).pathname;
      const checkoutPage = await app.inject(path);
      expect(checkoutPage.body).toContain('<p>$1,234.50</p>');
      expect((await app.inject({ method: 'POST', url: `${path}/pay` })).statusCode).toBe(303);

      const dashboard = await app.inject(`/api/sandbox/accounts/${accountId}/dashboard`);
      expect(dashboard.body).toContain(
        `${product.title}: $1,234.50, fee ${dollarsText(sandboxFeeOf(123_450))}, refunded $0.00, Succeeded, paid ${today}, bought by Dana Dollar`,
      );
      const { receiptUrl } = await purchaseOf(client, started.purchaseId);
      const receipt = await app.inject(new URL(receiptUrl ?? '', 'http://x').pathname);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.body).toContain('Amount paid: $1,234.50');
      expect(receipt.body).toContain(`<p>Paid on ${today}</p>`);
      expect(receipt.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    });

    it('Back after paying finds the checkout complete (a page, never JSON); Pay again charges nothing', async () => {
      const product = await publish(seller);
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      const path = new URL(started.url).pathname;
      const open = await app.inject(path);
      expect(open.headers['cache-control']).toBe('no-store');
      const paid = await app.inject({ method: 'POST', url: `${path}/pay` });
      expect(paid.statusCode).toBe(303);
      const success = paid.headers.location;

      const back = await app.inject(path);
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(back.body).toContain('<h1>This checkout is complete</h1>');
      expect(back.body).toContain(`<a href="${String(success)}">Return to Atelier</a>`);
      const again = await app.inject({ method: 'POST', url: `${path}/pay` });
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(success);
      const { rows } = await app.db.query(
        `SELECT status FROM purchases WHERE buyer_id = $1 AND product_id = $2`,
        [client.id, product.id],
      );
      expect(rows).toEqual([{ status: 'paid' }]);

      const unknown = await app.inject('/api/sandbox/product-checkout/cs_sandbox_nope');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(unknown.body).toContain(SALES_SANDBOX_MESSAGES.unknownCheckout);
      expect(unknown.body).toContain('You have not been charged.');
    });
  });

  describe('the product page and the catalogue', () => {
    it('shows isNew, the conversion rate, the bestseller badge and the admin’s featured choice', async () => {
      const product = await publish(seller, { category: 'Photography & Media', subcategory: null });
      expect(product).toMatchObject({ isNew: true, conversionRate: 0, monthlyTrend: 0 });
      for (const name of ['Buyer One', 'Buyer Two', 'Buyer Three']) {
        const client = await newBuyer(name);
        // A view by each buyer, then the purchase.
        await app.inject({ url: `/api/catalogue/products/${product.id}`, headers: client.headers });
        const started = await startPurchase(client, product.id);
        await resultOf(
          sessionEvent('checkout.session.completed', started, `pi_best_${name.replace(' ', '')}`),
        );
      }
      await app.inject({ url: `/api/catalogue/products/${product.id}` });
      const mine = await ownProduct(product.id);
      expect(mine).toMatchObject({
        totalSales: 3,
        views: 4,
        conversionRate: 75,
        isBestseller: true,
        monthlyTrend: null,
      });

      const admin = await signedInUser(keycloak, { roles: ['admin'] });
      const featured = `/api/admin/products/${product.id}/featured`;
      const notAdmin = await app.inject({
        method: 'PUT',
        url: featured,
        headers: seller.headers,
        payload: { isFeatured: true },
      });
      expect(notAdmin.statusCode).toBe(403);
      const chosen = await app.inject({
        method: 'PUT',
        url: featured,
        headers: admin.headers,
        payload: { isFeatured: true },
      });
      expect(chosen.statusCode).toBe(204);
      const page = await app.inject(`/api/catalogue/products/${product.id}`);
      expect(page.json<ProductDetail>().product).toMatchObject({
        isFeatured: true,
        isBestseller: true,
        totalSales: 3,
      });
      const unknown = await app.inject({
        method: 'PUT',
        url: '/api/admin/products/00000000-0000-4000-8000-000000000000/featured',
        headers: admin.headers,
        payload: { isFeatured: true },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  /** A paid purchase of `product` by a new buyer (the webhook's completion). */
  async function sold(product: Product, name: string, paymentIntent: string) {
    const client = await newBuyer(name);
    const started = await startPurchase(client, product.id);
    expect(await resultOf(sessionEvent('checkout.session.completed', started, paymentIntent))).toBe(
      'applied',
    );
    return { client, ...started };
  }

  describe('reviews', () => {
    it('only a paid buyer reviews, once and editable; the seller replies once', async () => {
      const product = await publish(seller);
      const reviewsUrl = `/api/catalogue/products/${product.id}/reviews`;
      const put = (user: User, payload: Record<string, unknown>) =>
        app.inject({ method: 'PUT', url: `${reviewsUrl}/mine`, headers: user.headers, payload });

      const stranger = await newBuyer();
      const refused = await put(stranger, { rating: 5, comment: 'Great' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: REVIEW_MESSAGES.notBuyer });
      expect((await put(seller, { rating: 5, comment: 'Mine' })).statusCode).toBe(403);
      const unknown = await app.inject({
        method: 'PUT',
        url: '/api/catalogue/products/00000000-0000-4000-8000-000000000000/reviews/mine',
        headers: stranger.headers,
        payload: { rating: 5, comment: '' },
      });
      expect(unknown.statusCode).toBe(404);
      expect((await put(stranger, { rating: 6, comment: '' })).statusCode).toBe(400);

      const first = await sold(product, 'Ren Ito', 'pi_review_1');
      const mineBefore = await app.inject({
        url: `${reviewsUrl}/mine`,
        headers: first.client.headers,
      });
      expect(mineBefore.json<MyReview>()).toEqual({ canReview: true, review: null });
      const written = await put(first.client, { rating: 4, comment: ' Clear and complete. ' });
      expect(written.statusCode).toBe(200);
      expect(written.json<Review>()).toMatchObject({
        rating: 4,
        comment: 'Clear and complete.',
        buyerName: 'Ren Ito',
        reply: null,
      });
      const second = await sold(product, 'Ada Byron', 'pi_review_2');
      await put(second.client, { rating: 5, comment: 'Perfect.' });
      // An edit changes the rating, not the count.
      const edited = await put(first.client, { rating: 2, comment: 'Missing a size.' });
      expect(edited.json<Review>().id).toBe(written.json<Review>().id);
      expect(await ownProduct(product.id)).toMatchObject({ rating: 3.5, reviewCount: 2 });

      const listed = await app.inject(`${reviewsUrl}?page=1`);
      expect(listed.statusCode).toBe(200);
      const page = listed.json<ReviewPage>();
      expect(page).toMatchObject({ rating: 3.5, reviewCount: 2, total: 2, totalPages: 1 });
      expect(page.reviews.map((review) => review.buyerName)).toEqual(['Ada Byron', 'Ren Ito']);

      const reviewId = written.json<Review>().id;
      const replyUrl = `${reviewsUrl}/${reviewId}/reply`;
      const notSeller = await app.inject({
        method: 'PUT',
        url: replyUrl,
        headers: second.client.headers,
        payload: { comment: 'Thanks' },
      });
      expect(notSeller.statusCode).toBe(403);
      expect(notSeller.json()).toMatchObject({ message: REVIEW_MESSAGES.notSeller });
      const replied = await app.inject({
        method: 'PUT',
        url: replyUrl,
        headers: seller.headers,
        payload: { comment: 'Added the size in version 2.' },
      });
      expect(replied.statusCode).toBe(200);
      expect(replied.json<Review>().reply).toMatchObject({
        comment: 'Added the size in version 2.',
      });
      const twice = await app.inject({
        method: 'PUT',
        url: replyUrl,
        headers: seller.headers,
        payload: { comment: 'Again' },
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ message: REVIEW_MESSAGES.alreadyReplied });

      // The purchase says it was reviewed; a refunded buyer may no longer write.
      const purchases = await app.inject({ url: '/api/purchases', headers: first.client.headers });
      expect(purchases.json<Purchases>().purchases[0]?.reviewed).toBe(true);
      await resultOf(refundEvent(first.purchaseId, 'pi_review_1', 2900));
      expect((await put(first.client, { rating: 1, comment: '' })).statusCode).toBe(403);
    });
  });

  describe('what each party is told (issue 37)', () => {
    const newsOf = async (user: User, title: string) => {
      const response = await app.inject({ url: '/api/notifications', headers: user.headers });
      return response
        .json<{ notifications: { kind: string; message: string }[] }>()
        .notifications.filter(({ message }) => message.includes(title))
        .map(({ kind, message }) => ({ kind, message }))
        .reverse();
    };

    it('the buyer hears of the receipt, a refund and a dispute; the seller of the dispute, once each', async () => {
      const title = 'Told Tech Pack';
      const product = await publish(seller, { title });
      const { client } = await sold(product, 'Lena Park', 'pi_told_1');
      const receipt = {
        kind: 'purchase-receipt',
        message: `Your payment of $29.00 for ${title} from Sarah Chen went through: it is in your Purchases`,
      };
      expect(await newsOf(client, title)).toEqual([receipt]);

      const started = (await app.inject({ url: '/api/purchases', headers: client.headers }))
        .json<Purchases>()
        .purchases.find((one) => one.productId === product.id);
      const purchaseId = started?.id ?? '';
      await resultOf(refundEvent(purchaseId, 'pi_told_1', 1000));
      // The same refund told again (another event id) tells nothing more.
      await resultOf(refundEvent(purchaseId, 'pi_told_1', 1000));
      const refunded = {
        kind: 'purchase-refunded',
        message: `Sarah Chen refunded $10.00 for ${title}`,
      };
      expect(await newsOf(client, title)).toEqual([receipt, refunded]);

      await resultOf(disputeEvent('pi_told_1'));
      await resultOf(disputeEvent('pi_told_1'));
      expect(await newsOf(client, title)).toEqual([
        receipt,
        refunded,
        {
          kind: 'purchase-disputed',
          message: `Your payment for ${title} is disputed: its download waits until the dispute closes`,
        },
      ]);
      expect(await newsOf(seller, title)).toEqual([
        { kind: 'product-sold', message: `Lena Park bought ${title} for $29.00` },
        { kind: 'sale-disputed', message: `Lena Park disputed the payment of $29.00 for ${title}` },
      ]);
    });

    it('the seller hears of a new review (not of its edit), the buyer of the reply', async () => {
      const title = 'Reviewed Size Chart';
      const product = await publish(seller, { title });
      const { client } = await sold(product, 'Ines Duarte', 'pi_told_review');
      const reviewsUrl = `/api/catalogue/products/${product.id}/reviews`;
      const put = (rating: number) =>
        app.inject({
          method: 'PUT',
          url: `${reviewsUrl}/mine`,
          headers: client.headers,
          payload: { rating, comment: 'Clear.' },
        });
      const written = await put(5);
      expect(written.statusCode).toBe(200);
      expect((await put(4)).statusCode).toBe(200);
      expect(
        (await newsOf(seller, title)).filter(({ kind }) => kind === 'review-received'),
      ).toEqual([{ kind: 'review-received', message: `Ines Duarte reviewed ${title}: 5 stars` }]);
      const replied = await app.inject({
        method: 'PUT',
        url: `${reviewsUrl}/${written.json<Review>().id}/reply`,
        headers: seller.headers,
        payload: { comment: 'Thank you!' },
      });
      expect(replied.statusCode).toBe(200);
      expect((await newsOf(client, title)).filter(({ kind }) => kind === 'review-replied')).toEqual(
        [{ kind: 'review-replied', message: `Sarah Chen replied to your review of ${title}` }],
      );
    });
  });

  describe('Payments & Earnings', () => {
    it("counts Stripe's dispute fee as its balance transactions report it, whatever the events' order (issue 36)", async () => {
      const earner = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Iris Dye' });
      const earnerAccount = await givePayoutAccount(app, earner);
      const product = await publish(earner, { title: 'Pleat guide', price: 2900 });
      const client = await newBuyer();
      const started = await startPurchase(client, product.id);
      await resultOf({
        ...sessionEvent('checkout.session.completed', started, 'pi_fee_1'),
        account: earnerAccount,
      });
      const dispute = (closed: 'won' | 'lost' | undefined, fees: number[]) => {
        const event = disputeEvent('pi_fee_1', closed);
        return {
          ...event,
          account: earnerAccount,
          data: {
            object: {
              ...event.data.object,
              balance_transactions: fees.map((fee) => ({ object: 'balance_transaction', fee })),
            },
          },
        };
      };
      const figures = async () => {
        const [overview, history] = await Promise.all([
          app.inject({ url: '/api/payments/earnings', headers: earner.headers }),
          app.inject({ url: '/api/payments/transactions', headers: earner.headers }),
        ]);
        const row = history.json<TransactionPage>().transactions[0];
        return { net: row?.net, fee: row?.fee, overview: overview.json<EarningsSummary>() };
      };
      const stripeFee = sandboxFeeOf(2900);

      // Opened: the amount and the $15.00 fee are withdrawn.
      expect(await resultOf(dispute(undefined, [1500]))).toBe('applied');
      const open = await figures();
      expect(open).toMatchObject({ fee: stripeFee + 1500, net: -(stripeFee + 1500) });
      expect(open.overview).toMatchObject({
        totalFees: stripeFee + 1500,
        netEarnings: -(stripeFee + 1500),
      });
      // Won, reinstated with the fee given back; the opening delivered late changes nothing.
      expect(await resultOf(dispute('won', [1500, -1500]))).toBe('applied');
      expect(await resultOf(dispute(undefined, [1500]))).toBe('ignored');
      const won = await figures();
      expect(won).toMatchObject({ fee: stripeFee, net: 2900 - stripeFee });
      expect(won.overview).toMatchObject({ totalFees: stripeFee, netEarnings: 2900 - stripeFee });
    });

    it('sums completed sales, lists them with subscription payments, filters and exports CSV', async () => {
      const earner = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Nora Blake' });
      const earnerAccount = await givePayoutAccount(app, earner);
      const as = (event: Record<string, unknown>) => ({ ...event, account: earnerAccount });
      const product = await publish(earner, { title: '=HYPERLINK("http://evil")', price: 10_000 });
      const other = await publish(earner, { title: 'Size chart', price: 2900 });

      const buy = async (item: Product, name: string, paymentIntent: string) => {
        const client = await newBuyer(name);
        const started = await startPurchase(client, item.id);
        await resultOf(as(sessionEvent('checkout.session.completed', started, paymentIntent)));
        return started;
      };
      const big = await buy(product, 'Rossi, Marco', 'pi_earn_1');
      await buy(other, 'Lena Fischer', 'pi_earn_2');
      const refunded = await buy(other, 'Omar Haddad', 'pi_earn_3');
      await resultOf(as(refundEvent(refunded.purchaseId, 'pi_earn_3', 2900)));
      await resultOf(as(refundEvent(big.purchaseId, 'pi_earn_1', 1000)));
      await app.db.query(
        `INSERT INTO subscription_payments (invoice_id, user_id, amount_cents, description, status, paid_at)
         VALUES ('in_test_1', $1, 1900, 'Freelancer Pro', 'completed', now() - interval '40 days')`,
        [earner.id],
      );

      const summary = await app.inject({ url: '/api/payments/earnings', headers: earner.headers });
      expect(summary.statusCode).toBe(200);
      // One ledger (issue 36): Stripe keeps the fee of the fully refunded sale, so the
      // Overview's fees count it, as its row's net (minus the fee) in Payment History does.
      const fees = sandboxFeeOf(10_000) + 2 * sandboxFeeOf(2900);
      const earned = 10_000 - 1000 + 2900;
      const figures = summary.json<EarningsSummary>();
      expect(figures).toMatchObject({
        totalEarnings: earned,
        totalFees: fees,
        platformFees: 0,
        netEarnings: earned - fees,
        transactionCount: 2,
        averageTransaction: Math.round(earned / 2),
        monthlyGrowth: 100,
      });
      expect(figures.months).toHaveLength(12);
      expect(figures.months.at(-1)).toMatchObject({ earnings: earned, net: earned - fees });
      const client = await newBuyer();
      expect(
        (await app.inject({ url: '/api/payments/earnings', headers: client.headers })).statusCode,
      ).toBe(403);

      const history = await app.inject({
        url: '/api/payments/transactions',
        headers: earner.headers,
      });
      const all = history.json<TransactionPage>();
      expect(all).toMatchObject({ total: 4, page: 1, pageSize: 10, totalPages: 1 });
      expect(all.transactions.map((t) => [t.type, t.status, t.amount, t.refunded])).toEqual(
        expect.arrayContaining([
          ['marketplace_sale', 'completed', 10_000, 1000],
          ['marketplace_sale', 'completed', 2900, 0],
          ['marketplace_sale', 'refunded', 2900, 2900],
          ['subscription', 'completed', 1900, 0],
        ]),
      );
      expect(all.transactions.at(-1)?.type).toBe('subscription');
      const sale = all.transactions.find((t) => t.amount === 10_000);
      expect(sale).toMatchObject({
        fee: sandboxFeeOf(10_000),
        platformFee: 0,
        net: 10_000 - sandboxFeeOf(10_000) - 1000,
        buyer: 'Rossi, Marco',
        // A ready-made sale opens its product; it paid for no order (issue 37).
        orderId: null,
      });
      expect(all.transactions.find((t) => t.status === 'refunded')).toMatchObject({
        fee: sandboxFeeOf(2900),
        net: -sandboxFeeOf(2900),
      });
      // The Overview's net is the sales' nets in Payment History, added up.
      const salesNet = all.transactions
        .filter((t) => t.type !== 'subscription')
        .reduce((sum, t) => sum + t.net, 0);
      expect(salesNet).toBe(figures.netEarnings);
      expect(typeof sale?.productId).toBe('string');
      expect(all.transactions.at(-1)).toMatchObject({ productId: null, orderId: null });

      const searched = await app.inject({
        url: '/api/payments/transactions?q=fischer',
        headers: earner.headers,
      });
      expect(searched.json<TransactionPage>().transactions.map((t) => t.buyer)).toEqual([
        'Lena Fischer',
      ]);
      const today = new Date().toISOString().slice(0, 10);
      const dated = await app.inject({
        url: `/api/payments/transactions?from=${today}&to=${today}`,
        headers: earner.headers,
      });
      expect(dated.json<TransactionPage>().total).toBe(3);
      const page2 = await app.inject({
        url: '/api/payments/transactions?page=2',
        headers: earner.headers,
      });
      expect(page2.json<TransactionPage>().transactions).toEqual([]);

      const csv = await app.inject({
        url: `/api/payments/transactions.csv?q=HYPERLINK&from=${today}&timeZone=Europe%2FParis`,
        headers: earner.headers,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="atelier-transactions-${today}.csv"`,
      );
      expect(csv.body.startsWith('\uFEFF')).toBe(true);
      const lines = csv.body.slice(1).split('\r\n');
      expect(lines[0]).toBe(csvHeader('Europe/Paris').join(','));
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(
        `,Marketplace sale,"'=HYPERLINK(""http://evil"")","Rossi, Marco",100.00,${(sandboxFeeOf(10_000) / 100).toFixed(2)},0.00,10.00,`,
      );
      expect(lines[1]).toMatch(/,Completed,ch_earn_1$/);
      const badZone = await app.inject({
        url: '/api/payments/transactions.csv?timeZone=Mars%2FOlympus',
        headers: earner.headers,
      });
      expect(badZone.statusCode).toBe(400);
      const everything = await app.inject({
        url: '/api/payments/transactions.csv',
        headers: earner.headers,
      });
      expect(everything.body.trimEnd().split('\r\n')).toHaveLength(5);

      // A fee Stripe did not answer after the payment is asked for again when the seller looks.
      await app.db.query(`UPDATE purchases SET stripe_fee_cents = NULL WHERE id = $1`, [
        big.purchaseId,
      ]);
      await app.inject({ url: '/api/payments/earnings', headers: earner.headers });
      let fee: number | null = null;
      for (let attempt = 0; attempt < 50 && fee === null; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await app.db.query<{ fee: number | null }>(
          `SELECT stripe_fee_cents AS fee FROM purchases WHERE id = $1`,
          [big.purchaseId],
        );
        fee = rows[0]?.fee ?? null;
      }
      expect(fee).toBe(sandboxFeeOf(10_000));
    });
  });
});
