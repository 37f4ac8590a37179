/**
 * Security review (issue 25): after `DELETE /api/account` the old access token worked for up to
 * 300 s (GET /api/me recreated the profile, a public profile, a request and a message were
 * published, a real-time ticket was issued), the deleted client's job, request and attachment
 * stayed up, the deleted freelancer's application stayed visible, and an open socket stayed open.
 * Now the account's tokens are refused at once on every route and the socket, and its data is
 * closed, withdrawn, anonymised or deleted (companies/account-deletion.ts).
 */
import type {
  Conversation,
  JobApplications,
  JobPage,
  MessagePage,
  PostedJob,
  RequestPage,
  SupplierRequest,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { UNAUTHORIZED_MESSAGES } from '../../../src/platform/authentication';
import { ACCOUNT_DELETED_CLOSE } from '../../../src/modules/realtime';
import { DELETED_MEMBER } from '../../../src/modules/profiles/display-name';
import { ACCOUNT_MESSAGES } from '../../../src/modules/companies/messages';
import { startTestApp, type TestApp } from '../../helper';
import { deliverStripeEvent } from '../../support/stripe-events';
import type { FakeKeycloak } from '../../support/keycloak';
import { validProfile } from '../../support/profiles';
import { smallPdf, uploadThroughTus } from '../../support/uploads';
import { aPosting } from '../../support/jobs';
import { connect, member, openConversation, send, type User } from '../../support/messaging';
import { draft } from '../../support/requests';

let testApp: TestApp;
let keycloak: FakeKeycloak;
let app: App;
let baseUrl: string;

beforeAll(async () => {
  testApp = await startTestApp({ storagePrefix: 'atelier-deletion-', listen: true });
  ({ app, keycloak, baseUrl } = testApp);
});
afterAll(() => testApp.close());

const call = (
  user: User | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: user?.headers ?? {}, ...(payload && { payload }) });

async function proClient(name: string) {
  const client = await member(app, keycloak, 'client', name);
  await app.db.query(
    `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
     VALUES ($1, $2, $3, 'active')`,
    [client.id, `sub_${client.id}`, `cus_${client.id}`],
  );
  return client;
}

const deleteAccount = (user: User) =>
  call(user, 'DELETE', '/api/account', { confirmation: 'DELETE' });

describe("a deleted account's token", () => {
  it('is refused at once on every route, and no profile is made for it again', async () => {
    const user = await member(app, keycloak, 'freelancer', 'Gone Soon');
    const ticket = await call(user, 'POST', '/api/realtime/tickets');
    expect(ticket.statusCode).toBe(201);
    expect((await deleteAccount(user)).statusCode).toBe(204);

    const other = await member(app, keycloak, 'client', 'Still Here');
    for (const [method, url, payload] of [
      ['GET', '/api/me', undefined],
      ['POST', '/api/realtime/tickets', undefined],
      ['PUT', '/api/me/public-profile', validProfile({ username: `gone-${user.id.slice(0, 6)}` })],
      ['POST', '/api/conversations', { userId: other.id }],
      ['POST', '/api/requests', draft()],
      ['GET', '/api/notifications', undefined],
    ] as const) {
      const response = await call(user, method, url, payload);
      expect([url, response.statusCode, response.json<{ message: string }>().message]).toEqual([
        url,
        401,
        UNAUTHORIZED_MESSAGES.deleted,
      ]);
    }
    await expect(app.profiles.findById(user.id)).resolves.toBeUndefined();
    // A ticket issued before the deletion opens nothing.
    const { ticket: issued } = ticket.json<{ ticket: string }>();
    const socket = await app.inject({
      method: 'GET',
      url: `/api/realtime?ticket=${encodeURIComponent(issued)}`,
    });
    expect(socket.statusCode).toBe(401);
    // Repeating the deletion (after a Keycloak failure) is still allowed.
    expect((await deleteAccount(user)).statusCode).toBe(204);
  });

  it("is refused by an instance that only reads another instance's tombstone", async () => {
    const user = await member(app, keycloak, 'freelancer', 'Deleted Elsewhere');
    // Another instance deleted the account, and this one missed its real-time pointer.
    await app.db.query('INSERT INTO deleted_accounts (user_id) VALUES ($1)', [user.id]);
    expect((await call(user, 'GET', '/api/me')).statusCode).toBe(200);
    await app.deletedAccounts.refresh();
    expect((await call(user, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('closes a real-time connection opened before', async () => {
    const user = await member(app, keycloak, 'freelancer', 'Connected User');
    const connection = await connect(baseUrl, user);
    expect((await deleteAccount(user)).statusCode).toBe(204);
    await expect(connection.closed).resolves.toEqual({
      code: ACCOUNT_DELETED_CLOSE.code,
      reason: ACCOUNT_DELETED_CLOSE.reason,
    });
  });
});

describe("a deleted client's data", () => {
  it('closes their job and request, deletes the attachment, and shows their messages from Deleted user', async () => {
    const client = await proClient('Vanishing Brand');
    const supplier = await member(app, keycloak, 'supplier', 'Fabrica Sur');
    const partner = await member(app, keycloak, 'freelancer', 'Patient Partner');

    const posted = await call(client, 'POST', '/api/jobs', aPosting({ title: 'Gone Job' }));
    expect(posted.statusCode).toBe(201);
    const jobId = posted.json<PostedJob>().id;
    const key = await uploadThroughTus(
      app,
      client.headers,
      'request-attachment',
      'spec.pdf',
      smallPdf(),
    );
    const created = await call(
      client,
      'POST',
      '/api/requests',
      draft({ title: 'Gone Request', attachments: [{ key, name: 'spec.pdf' }] }),
    );
    expect(created.statusCode).toBe(201);
    const requestId = created.json<SupplierRequest>().id;
    const conversation = await openConversation(app, client, partner);
    await send(app, client, conversation.id, 'Hello from a brand');

    expect((await deleteAccount(client)).statusCode).toBe(204);

    const board = (await call(partner, 'GET', '/api/jobs')).json<JobPage>();
    expect(board.jobs.map((job) => job.id)).not.toContain(jobId);
    const job = await call(partner, 'GET', `/api/jobs/${jobId}`);
    expect(job.json<{ status?: string }>()).not.toMatchObject({ status: 'active' });
    const listed = (await call(supplier, 'GET', '/api/requests')).json<RequestPage>();
    expect(listed.requests.map((request) => request.id)).not.toContain(requestId);
    await expect(app.uploads.find(key)).resolves.toBeUndefined();

    const seen = (
      await call(partner, 'GET', `/api/conversations/${conversation.id}`)
    ).json<Conversation>();
    expect(seen.participantName).toBe(DELETED_MEMBER);
    const history = (
      await call(partner, 'GET', `/api/conversations/${conversation.id}/messages`)
    ).json<MessagePage>();
    expect(history.messages.map((message) => [message.senderName, message.content])).toEqual([
      [DELETED_MEMBER, 'Hello from a brand'],
    ]);
    const search = await call(partner, 'GET', '/api/conversations/contacts?q=vanishing');
    expect(search.json<{ contacts: unknown[] }>().contacts).toEqual([]);
  });
});

describe("a deleted freelancer's data", () => {
  it('withdraws their undecided application', async () => {
    const client = await proClient('Hiring Brand');
    const freelancer = await member(app, keycloak, 'freelancer', 'Leaving Applicant');
    const posted = await call(client, 'POST', '/api/jobs', aPosting({ title: 'Open Role' }));
    const jobId = posted.json<PostedJob>().id;
    const applied = await call(freelancer, 'POST', `/api/jobs/${jobId}/applications`, {
      coverLetter: 'Ten years of knitwear.',
      rate: null,
      attachments: [],
      ndaVersion: null,
    });
    expect(applied.statusCode).toBe(201);
    const before = (await call(client, 'GET', '/api/jobs/applications')).json<JobApplications>();
    expect(before.applications).toHaveLength(1);

    expect((await deleteAccount(freelancer)).statusCode).toBe(204);

    const after = (await call(client, 'GET', '/api/jobs/applications')).json<JobApplications>();
    expect(after.applications).toEqual([]);
    const job = (await call(client, 'GET', `/api/jobs/${jobId}`)).json<{ applicants: number }>();
    expect(job.applicants).toBe(0);
  });
});

describe("a deleted Pro member's subscription", () => {
  async function proWithCustomer(name: string) {
    const client = await proClient(name);
    await app.db.query('INSERT INTO stripe_customers (user_id, customer_id) VALUES ($1, $2)', [
      client.id,
      `cus_${client.id}`,
    ]);
    return client;
  }

  it('is cancelled at the provider (the customer deleted) and leaves no billing rows', async () => {
    const client = await proWithCustomer('Pro Leaving');
    expect((await deleteAccount(client)).statusCode).toBe(204);

    expect(app.paymentsSandbox?.deletedCustomers.has(`cus_${client.id}`)).toBe(true);
    for (const table of ['subscriptions', 'stripe_customers']) {
      const left = await app.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [client.id]);
      expect([table, left.rowCount]).toEqual([table, 0]);
    }

    // Stripe then reports the subscription cancelled with the customer: nothing is written back.
    const delivered = await deliverStripeEvent(app, {
      id: `evt_gone_${client.id}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `sub_${client.id}`,
          object: 'subscription',
          customer: `cus_${client.id}`,
          status: 'canceled',
          metadata: { userId: client.id },
          items: { object: 'list', data: [] },
        },
      },
    });
    expect(delivered.statusCode).toBe(200);
    const written = await app.db.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [
      client.id,
    ]);
    expect(written.rowCount).toBe(0);
  });

  it('keeps the whole account when the provider does not answer, for the user to try again', async () => {
    const client = await proWithCustomer('Pro Provider Down');
    const sandbox = app.paymentsSandbox;
    if (sandbox === null) throw new Error('the tests run on the sandbox provider');
    const deleteCustomer = sandbox.deleteCustomer.bind(sandbox);
    sandbox.deleteCustomer = () => Promise.reject(new Error('connect ECONNREFUSED'));
    try {
      const refused = await deleteAccount(client);
      expect(refused.statusCode).toBe(502);
      expect(refused.json<{ message: string }>().message).toBe(
        ACCOUNT_MESSAGES.paymentsUnavailable,
      );
      // Nothing was deleted: the token still works, the subscription is still there.
      expect((await call(client, 'GET', '/api/me')).statusCode).toBe(200);
      const subscription = await app.db.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [
        client.id,
      ]);
      expect(subscription.rowCount).toBe(1);
    } finally {
      sandbox.deleteCustomer = deleteCustomer;
    }
    expect((await deleteAccount(client)).statusCode).toBe(204);
    expect(sandbox.deletedCustomers.has(`cus_${client.id}`)).toBe(true);
  });
});

describe("a deleted buyer's favourites", () => {
  it('are forgotten', async () => {
    const seller = await member(app, keycloak, 'freelancer', 'Staying Seller');
    const product = await app.kysely
      .insertInto('products')
      .values({
        author_id: seller.id,
        author_name: 'Staying Seller',
        title: 'Denim Jacket Tech Pack',
        description: 'A product.',
        category: 'Design Templates',
        subcategory: 'Tech Packs',
        price_cents: 2900,
        original_price_cents: null,
        product_type: 'ready-made',
        delivery_time: null,
        revisions: null,
        requirements: null,
        tags: [],
        images: '[]',
        files: '[]',
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const buyer = await member(app, keycloak, 'client', 'Leaving Buyer');
    const saved = await call(buyer, 'PUT', `/api/catalogue/me/favourites/${product.id}`);
    expect(saved.statusCode).toBeLessThan(300);

    expect((await deleteAccount(buyer)).statusCode).toBe(204);

    const left = await app.db.query('SELECT 1 FROM product_favourites WHERE user_id = $1', [
      buyer.id,
    ]);
    expect(left.rowCount).toBe(0);
  });
});
