/**
 * Security review (issue 25): an invitation to a confidential or invite-only job named its
 * client's user id in the notification (`actorId`), and `POST /api/conversations` with it
 * answered the client's name before any NDA; a confidential request showed its brand to a
 * supplier who had sent a quote, before the client approved anyone (spec 001 section 6:
 * "identity hidden until the client approves a supplier"). Each listing's rule is in one place
 * (`hiring/brand-disclosure.ts`) and every answer follows it.
 */
import type {
  NotificationList,
  PostedJob,
  SupplierRequest,
  SupplierResponse,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { jobBrandShown, requestBrandShown } from '../../../src/modules/hiring/brand-disclosure';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { aPosting, type User } from '../../support/jobs';
import { member } from '../../support/messaging';
import { draft, quoteBody } from '../../support/requests';

let keycloak: FakeKeycloak;
let app: App;
let client: User;
const CLIENT_NAME = 'Jana Hidden';
const BRAND = 'Maison Secrete';

const send = (user: User, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({ keycloak });
  client = await signedInUser(keycloak, { roles: ['client'], name: CLIENT_NAME });
  // Pro: jobs and requests without the Starter limits.
  await app.db.query(
    `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
     VALUES ($1, $2, $3, 'active')`,
    [client.id, `sub_${client.id}`, `cus_${client.id}`],
  );
  const company = await send(client, 'PUT', '/api/companies/mine', {
    name: BRAND,
    website: '',
    location: '',
    description: '',
    logo: null,
  });
  expect(company.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
});

/** Whether `body` names the client in any way: id, name or brand. */
const namesTheClient = (body: string) =>
  [client.id, CLIENT_NAME, BRAND].filter((text) => body.includes(text));

describe('the rules', () => {
  it.each([
    ['public', false, false, true],
    ['confidential', false, false, false],
    ['confidential', false, true, true],
    ['confidential', true, false, true],
    ['invite-only', false, false, false],
    ['invite-only', false, true, true],
  ] as const)('a %s job, owner %s, NDA %s: shown %s', (visibility, isOwner, ndaAccepted, shown) => {
    expect(jobBrandShown({ visibility, isOwner, ndaAccepted })).toBe(shown);
  });

  it.each([
    ['public', false, undefined, true],
    ['confidential', true, undefined, true],
    ['confidential', false, undefined, false],
    ['confidential', false, { ndaAccepted: true, status: 'new' }, false],
    ['confidential', false, { ndaAccepted: true, status: 'shortlisted' }, false],
    ['confidential', false, { ndaAccepted: true, status: 'hired' }, true],
    ['confidential', false, { ndaAccepted: true, status: 'rejected' }, false],
    ['invite-only', false, undefined, false],
    ['invite-only', false, { ndaAccepted: false, status: 'new' }, false],
    ['invite-only', false, { ndaAccepted: true, status: 'new' }, true],
  ] as const)(
    'a %s request, owner %s, response %j: shown %s',
    (visibility, isOwner, response, shown) => {
      expect(requestBrandShown({ visibility, isOwner, response })).toBe(shown);
    },
  );
});

describe('an invitation to a job', () => {
  it.each(['confidential', 'invite-only'] as const)(
    'to a %s one names nobody before the NDA',
    async (visibility) => {
      const posted = await send(client, 'POST', '/api/jobs', aPosting({ visibility }));
      expect(posted.statusCode).toBe(201);
      const jobId = posted.json<PostedJob>().id;
      const freelancer = await member(app, keycloak, 'freelancer', 'Sam Invitee');
      const invited = await send(client, 'POST', `/api/jobs/${jobId}/invitations`, {
        userId: freelancer.id,
      });
      expect(invited.statusCode).toBe(201);
      const list = await send(freelancer, 'GET', '/api/notifications');
      const invitation = list
        .json<NotificationList>()
        .notifications.find((entry) => entry.kind === 'listing-invitation');
      expect(invitation).toMatchObject({ actorId: null });
      expect(namesTheClient(list.body)).toEqual([]);
      const page = await send(freelancer, 'GET', `/api/jobs/${jobId}`);
      expect(page.statusCode).toBe(200);
      expect(namesTheClient(page.body)).toEqual([]);
    },
  );

  it('to a public one names its client', async () => {
    const posted = await send(client, 'POST', '/api/jobs', aPosting({ visibility: 'public' }));
    const jobId = posted.json<PostedJob>().id;
    const freelancer = await member(app, keycloak, 'freelancer', 'Sam Invitee');
    await send(client, 'POST', `/api/jobs/${jobId}/invitations`, { userId: freelancer.id });
    const list = await send(freelancer, 'GET', '/api/notifications');
    expect(
      list.json<NotificationList>().notifications.find((n) => n.kind === 'listing-invitation'),
    ).toMatchObject({ actorId: client.id });
  });
});

describe('a confidential request', () => {
  it('shows its brand to a supplier who quoted with the NDA only once the client hires them', async () => {
    const created = await send(
      client,
      'POST',
      '/api/requests',
      draft({ visibility: 'confidential' }),
    );
    expect(created.statusCode).toBe(201);
    const requestId = created.json<SupplierRequest>().id;
    const supplier = await signedInUser(keycloak, { roles: ['supplier'], name: 'Fabrica Norte' });
    const quoted = await send(
      supplier,
      'POST',
      `/api/requests/${requestId}/responses`,
      quoteBody(),
    );
    expect(quoted.statusCode).toBe(201);
    const responseId = quoted.json<SupplierResponse>().id;

    const seen = async () => {
      const page = await send(supplier, 'GET', `/api/requests/${requestId}`);
      const dashboard = await send(supplier, 'GET', '/api/dashboards/supplier');
      return { company: page.json<SupplierRequest>().company, bodies: page.body + dashboard.body };
    };
    const before = await seen();
    expect(before.company).toBeNull();
    expect(namesTheClient(before.bodies)).toEqual([]);

    // The client opens the quote, shortlists, interviews and hires: approved.
    expect((await send(client, 'GET', `/api/requests/responses/${responseId}`)).statusCode).toBe(
      200,
    );
    for (const status of ['shortlisted', 'interviewed']) {
      const moved = await send(client, 'POST', `/api/requests/responses/${responseId}/status`, {
        status,
      });
      expect(moved.statusCode).toBe(200);
      expect((await seen()).company).toBeNull();
    }
    await send(client, 'POST', `/api/requests/responses/${responseId}/status`, {
      status: 'hired',
    });
    expect((await seen()).company).toBe(BRAND);
  });
});
