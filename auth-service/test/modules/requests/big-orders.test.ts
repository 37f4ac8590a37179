/**
 * Issue 43 items 4 and 5 through the API, Starter and Pro suppliers side by side: a big order's
 * 48 hours for Pro suppliers first (with a clock the test moves), the Starter's refusal with the
 * upgrade page, the Pro suppliers' notification; a brand's direct inquiry to one Pro supplier,
 * unseen (404) by every other supplier and answered through the quote flow.
 */
import {
  BIG_ORDER_MIN_BUDGET,
  BIG_ORDER_PRO_HOURS,
  REQUEST_FORM_MESSAGES,
  type InquiryBody,
  type NotificationList,
  type ProOnlyResponse,
  type PublicSupplier,
  type RequestDraftBody,
  type RequestPage,
  type SupplierRequest,
  type SupplierResponses,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { SUPPLIER_SUBSCRIPTION_PATH } from '../../../src/modules/requests/app-paths';
import {
  bigOrderRefusal,
  INQUIRY_MESSAGES,
  REQUEST_MESSAGES,
} from '../../../src/modules/requests/messages';
import { startTestApp, type TestApp } from '../../helper';
import { subscribe } from '../../support/billing';
import { ManualClock } from '../../support/clock';
import { BACKENDS } from '../../support/databases';
import { signedInUser, type FakeKeycloak } from '../../support/keycloak';
import { draft, quoteBody } from '../../support/requests';

type User = Awaited<ReturnType<typeof signedInUser>>;

const HOUR = 60 * 60 * 1000;
const BIG = { quantity: '12,000 pieces' } as const;

describe.each(BACKENDS)('big orders and direct inquiries on %s', (_name, open) => {
  let testApp: TestApp;
  let keycloak: FakeKeycloak;
  let app: App;
  let clock: ManualClock;
  let client: User;

  beforeAll(async () => {
    clock = new ManualClock(new Date());
    testApp = await startTestApp({ storagePrefix: 'atelier-big-orders-', database: open, clock });
    ({ app, keycloak } = testApp);
  });
  // A new client each test: writes are rate-limited per user.
  beforeEach(async () => {
    client = await signedInUser(keycloak, { roles: ['client'], name: 'Maison Verde' });
  });
  afterAll(() => testApp.close());

  /** A supplier with a profile; Pro with a subscription in `status` when given. */
  async function newSupplier(name: string, status?: string) {
    const supplier = await signedInUser(keycloak, { roles: ['supplier'], name });
    await app.inject({ method: 'GET', url: '/api/me', headers: supplier.headers });
    if (status !== undefined) await subscribe(app, supplier, status);
    return supplier;
  }

  const send = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

  async function publish(overrides: Partial<RequestDraftBody> = {}) {
    const response = await send(client, 'POST', '/api/requests', draft(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<SupplierRequest>();
  }

  const respond = (supplier: User, requestId: string) =>
    send(supplier, 'POST', `/api/requests/${requestId}/responses`, quoteBody());

  async function listed(supplier: User, title: string) {
    const page = (
      await send(supplier, 'GET', `/api/requests?q=${encodeURIComponent(title)}`)
    ).json<RequestPage>();
    return page.requests.find((request) => request.title === title);
  }

  async function notificationsOf(user: User) {
    return (await send(user, 'GET', '/api/notifications')).json<NotificationList>().notifications;
  }

  describe('a big order', () => {
    it('is open to Pro suppliers for 48 hours before Starter suppliers, who are refused with the upgrade page', async () => {
      const pro = await newSupplier('Pro Mills', 'active');
      const trialing = await newSupplier('Trial Mills', 'trialing');
      const starter = await newSupplier('Starter Mills');
      const lapsed = await newSupplier('Lapsed Mills', 'past_due');
      const title = `Denim for 12k jeans ${String(Date.now())}`;
      const published = clock.now();
      const request = await publish({ ...BIG, title });
      const until = new Date(published.getTime() + BIG_ORDER_PRO_HOURS * HOUR);
      expect(request).toMatchObject({
        bigOrder: true,
        proPriorityUntil: until.toISOString(),
        reservedForPro: false,
        directSupplierId: null,
      });

      // Everyone sees it; only the Starter ones (a lapsed subscription is Starter) wait.
      expect(await listed(pro, title)).toMatchObject({ bigOrder: true, reservedForPro: false });
      expect(await listed(trialing, title)).toMatchObject({ reservedForPro: false });
      expect(await listed(starter, title)).toMatchObject({
        bigOrder: true,
        reservedForPro: true,
        proPriorityUntil: until.toISOString(),
      });
      expect(await listed(lapsed, title)).toMatchObject({ reservedForPro: true });
      const opened = await send(starter, 'GET', `/api/requests/${request.id}`);
      expect(opened.json<SupplierRequest>().reservedForPro).toBe(true);

      const refused = await respond(starter, request.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ProOnlyResponse>()).toEqual({
        error: 'Forbidden',
        message: bigOrderRefusal(until),
        upgradePath: SUPPLIER_SUBSCRIPTION_PATH,
      });
      expect(bigOrderRefusal(until)).toContain('Upgrade to Pro');
      expect((await respond(lapsed, request.id)).statusCode).toBe(403);
      expect((await respond(pro, request.id)).statusCode).toBe(201);
      expect((await respond(trialing, request.id)).statusCode).toBe(201);

      // One minute before the window closes: still refused.
      clock.advance(BIG_ORDER_PRO_HOURS * HOUR - 60_000);
      expect((await respond(starter, request.id)).statusCode).toBe(403);
      expect((await listed(starter, title))?.reservedForPro).toBe(true);

      // Once it has closed, the Starter supplier quotes (their month's reply, unspent above).
      clock.advance(60_000);
      expect((await listed(starter, title))?.reservedForPro).toBe(false);
      expect((await respond(starter, request.id)).statusCode).toBe(201);
      const responses = await send(client, 'GET', `/api/requests/${request.id}/responses`);
      expect(responses.json<SupplierResponses>().responses).toHaveLength(3);
      clock.set(new Date());
    });

    it('notifies Pro suppliers (active or trialing) when posted, never Starter ones', async () => {
      const pro = await newSupplier('Notified Pro', 'active');
      const trialing = await newSupplier('Notified Trial', 'trialing');
      const starter = await newSupplier('Unnotified Starter');
      const title = `Knitwear run ${String(Date.now())}`;
      await publish({ title, budgetMax: BIG_ORDER_MIN_BUDGET });
      const news = `New big order, open to Pro suppliers first: ${title}`;
      for (const supplier of [pro, trialing]) {
        expect(await notificationsOf(supplier)).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ kind: 'big-order-posted', type: 'invite', message: news }),
          ]),
        );
      }
      expect((await notificationsOf(starter)).map((entry) => entry.message)).not.toContain(news);
    });

    it('is not one under the thresholds: no window, no notification', async () => {
      const pro = await newSupplier('Quiet Pro', 'active');
      const starter = await newSupplier('Quiet Starter');
      const title = `Small jersey run ${String(Date.now())}`;
      const request = await publish({ title, budgetMax: BIG_ORDER_MIN_BUDGET - 1 });
      expect(request).toMatchObject({ bigOrder: false, proPriorityUntil: null });
      expect(await listed(starter, title)).toMatchObject({ reservedForPro: false });
      expect((await notificationsOf(pro)).map((entry) => entry.kind)).not.toContain(
        'big-order-posted',
      );
      expect((await respond(starter, request.id)).statusCode).toBe(201);
    });

    it('starts its window when a draft is published, not when it was saved', async () => {
      const starter = await newSupplier('Draft Starter');
      const saved = await send(client, 'POST', '/api/requests', draft({ ...BIG, status: 'draft' }));
      expect(saved.json<SupplierRequest>()).toMatchObject({
        bigOrder: false,
        proPriorityUntil: null,
      });
      clock.advance(3 * BIG_ORDER_PRO_HOURS * HOUR);
      const publishedAt = clock.now();
      const id = saved.json<SupplierRequest>().id;
      const published = await send(client, 'PUT', `/api/requests/${id}`, draft(BIG));
      expect(published.statusCode).toBe(200);
      expect(published.json<SupplierRequest>().proPriorityUntil).toBe(
        new Date(publishedAt.getTime() + BIG_ORDER_PRO_HOURS * HOUR).toISOString(),
      );
      expect((await respond(starter, id)).statusCode).toBe(403);
      clock.set(new Date());
    });

    it('has no window when invite-only: its invitees are chosen by the brand', async () => {
      const request = await publish({ ...BIG, visibility: 'invite-only' });
      expect(request).toMatchObject({ bigOrder: false, proPriorityUntil: null });
    });
  });

  describe('a direct inquiry', () => {
    const inquiry = (supplierId: string, overrides: Partial<InquiryBody> = {}): InquiryBody => ({
      supplierId,
      title: `Inquiry: recycled nylon ${String(Date.now())}`,
      location: 'Porto, Portugal',
      type: 'Fabric / Material Supplier',
      category: 'Swimwear',
      quantity: '20,000 m',
      deadline: null,
      description: 'Recycled nylon for a swim line, 80 gsm.',
      budgetMin: null,
      budgetMax: 90000,
      budgetCurrency: 'EUR',
      ...overrides,
    });
    const ask = (body: InquiryBody, from = client) =>
      send(from, 'POST', '/api/requests/inquiries', body);

    it('reaches only its Pro supplier, who answers it with a quote; others find nothing', async () => {
      const addressee = await newSupplier('Inquired Pro', 'active');
      const otherPro = await newSupplier('Other Pro', 'active');
      const starter = await newSupplier('Other Starter');
      const body = inquiry(addressee.id);
      const sent = await ask(body);
      expect(sent.statusCode).toBe(201);
      const request = sent.json<SupplierRequest>();
      // Big by its figures, but for one Pro supplier: no window, no announcement.
      expect(request).toMatchObject({
        title: body.title,
        status: 'active',
        visibility: 'public',
        directSupplierId: addressee.id,
        bigOrder: false,
        isOwner: true,
      });

      expect(await listed(addressee, body.title)).toMatchObject({
        id: request.id,
        directSupplierId: addressee.id,
        company: 'Maison Verde',
      });
      expect(await notificationsOf(addressee)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'direct-inquiry',
            message: `Maison Verde sent you a direct inquiry: ${body.title}`,
            actorId: client.id,
          }),
        ]),
      );
      for (const other of [otherPro, starter]) {
        expect(await listed(other, body.title)).toBeUndefined();
        const read = await send(other, 'GET', `/api/requests/${request.id}`);
        expect(read.statusCode).toBe(404);
        expect(read.json<{ message: string }>().message).toBe(REQUEST_MESSAGES.notFound);
        expect((await respond(other, request.id)).statusCode).toBe(404);
        expect((await notificationsOf(other)).map((entry) => entry.kind)).not.toContain(
          'big-order-posted',
        );
      }

      expect((await respond(addressee, request.id)).statusCode).toBe(201);
      const responses = await send(client, 'GET', `/api/requests/${request.id}/responses`);
      expect(responses.json<SupplierResponses>().responses).toEqual([
        expect.objectContaining({ supplierId: addressee.id, requestTitle: body.title }),
      ]);
    });

    it("is offered on a Pro supplier's public page only (acceptsInquiries)", async () => {
      const pro = await newSupplier('Page Pro', 'active');
      const starter = await newSupplier('Page Starter');
      for (const supplier of [pro, starter]) {
        const saved = await send(supplier, 'PUT', '/api/suppliers/me/profile', {
          companyName: 'Porto Knit',
          capabilities: ['Knitting'],
          certifications: [],
          regions: ['Europe'],
          description: '',
          website: '',
          location: 'Porto',
          logo: null,
        });
        expect(saved.statusCode).toBe(200);
      }
      const pageOf = async (supplier: User) =>
        (await send(client, 'GET', `/api/suppliers/${supplier.id}`)).json<PublicSupplier>();
      expect((await pageOf(pro)).acceptsInquiries).toBe(true);
      expect((await pageOf(starter)).acceptsInquiries).toBe(false);
    });

    it('is refused for a Starter supplier, with the reason', async () => {
      const starter = await newSupplier('Starter Only');
      const refused = await ask(inquiry(starter.id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(INQUIRY_MESSAGES.supplierNotPro);
      const lapsed = await newSupplier('Lapsed Only', 'canceled');
      expect((await ask(inquiry(lapsed.id))).statusCode).toBe(403);
    });

    it('is 404 for someone who is not a supplier, 400 for the form’s first problem, and a client’s only', async () => {
      const pro = await newSupplier('Form Pro', 'active');
      const notFound = await ask(inquiry(client.id));
      expect(notFound.statusCode).toBe(404);
      expect(notFound.json<{ message: string }>().message).toBe(INQUIRY_MESSAGES.supplierNotFound);
      expect((await ask(inquiry('6f1c2c1e-0000-4000-8000-00000000abcd'))).statusCode).toBe(404);
      const blank = await ask(inquiry(pro.id, { title: ' ', category: '' }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json<{ message: string }>().message).toBe(REQUEST_FORM_MESSAGES.title);
      expect((await ask(inquiry(pro.id), pro)).statusCode).toBe(403);
    });
  });

  describe("the client's Supplier Responses (issue 43 item 7)", () => {
    it('marks Pro suppliers and puts them first when asked, newest first otherwise', async () => {
      const starter = await newSupplier('Starter Weavers');
      const pro = await newSupplier('Pro Weavers', 'active');
      const request = await publish({ title: `Linen run ${String(Date.now())}` });
      expect((await respond(starter, request.id)).statusCode).toBe(201);
      clock.advance(1000);
      expect((await respond(pro, request.id)).statusCode).toBe(201);
      clock.advance(1000);
      const later = await newSupplier('Later Weavers');
      expect((await respond(later, request.id)).statusCode).toBe(201);
      const received = async (query = '') => {
        const answer = await send(client, 'GET', `/api/requests/responses/received${query}`);
        expect(answer.statusCode).toBe(200);
        return answer
          .json<SupplierResponses>()
          .responses.map((response) => [
            response.supplierName,
            response.supplierIsPro,
            response.supplierVerified,
          ]);
      };
      const newest = await received();
      const proFirst = await received('?sort=pro-first');
      expect(proFirst[0]).toEqual(['Pro Weavers', true, false]);
      expect(proFirst.slice(1)).toEqual(newest.filter(([name]) => name !== 'Pro Weavers'));
      expect(newest.map(([, isPro]) => isPro)).toEqual(
        newest.map(([name]) => name === 'Pro Weavers'),
      );
      expect(
        (await send(client, 'GET', '/api/requests/responses/received?sort=x')).statusCode,
      ).toBe(400);
    });
  });
});
