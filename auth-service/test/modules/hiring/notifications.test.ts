/**
 * The hiring loop's notifications over HTTP: the listing's owner hears of a new application or
 * quote; the applicant of every status change they see (shortlisted, an interview with its time,
 * hired, rejected with the reason); an invited user of the invitation (a request's once). Each is raised in the
 * action's transaction: a refused action notifies no one.
 */
import type {
  JobApplication,
  NotificationList,
  PostedJob,
  RequestDraftBody,
  ResponseBody,
  SupplierRequest,
  SupplierResponse,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { aPosting, type User } from '../../support/jobs';

const aRequest = (change: Partial<RequestDraftBody> = {}): RequestDraftBody => ({
  title: 'Organic cotton jersey',
  location: 'Lisbon, Portugal',
  type: 'Fabric / Material Supplier',
  category: 'Sustainable',
  quantity: '2,000 m',
  budget: '',
  deadline: null,
  description: 'GOTS-certified 180 gsm jersey in three colours.',
  preferredRegions: ['Europe'],
  certifications: [],
  languages: ['English'],
  needSamples: false,
  budgetMin: 5000,
  budgetMax: 12000,
  budgetCurrency: 'EUR',
  visibility: 'public',
  attachments: [],
  status: 'active',
  ...change,
});

const aQuote: ResponseBody = {
  quote: {
    tiers: [{ minQuantity: 500, unitPrice: 450 }],
    moq: 500,
    sampleCost: 12000,
    sampleLeadTimeDays: 10,
    productionLeadTimeDays: 35,
    toolingCost: 0,
    incoterm: 'FOB',
    validUntil: '2099-12-31',
    certifications: [],
  },
  message: 'We can deliver within five weeks.',
  attachments: [],
  acceptNda: true,
};

describe.each(BACKENDS)('hiring notifications on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let database: TestDatabase;
  let app: App;
  let client: User;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    database = await open();
    app = await build({ keycloak, database: { ...database.db, close: () => Promise.resolve() } });
  });
  beforeEach(async () => {
    client = await member('client', 'Coastal Threads');
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await keycloak.close();
  });

  /** A member with a profile (invitations find them by name or email). */
  async function member(role: 'client' | 'freelancer' | 'supplier', name: string) {
    const user = await signedInUser(keycloak, { roles: [role], name });
    await app.inject({ url: '/api/me', headers: user.headers });
    return user;
  }

  const send = (user: User, method: 'POST' | 'GET', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

  /** The texts of the user's notifications, oldest first. */
  async function heard(user: User): Promise<string[]> {
    const response = await send(user, 'GET', '/api/notifications');
    expect(response.statusCode).toBe(200);
    return response
      .json<NotificationList>()
      .notifications.map(({ message }) => message)
      .reverse();
  }

  async function job(change: Parameters<typeof aPosting>[0] = {}) {
    const response = await send(client, 'POST', '/api/jobs', aPosting(change));
    expect(response.statusCode).toBe(201);
    return response.json<PostedJob>().job;
  }

  async function applied(freelancer: User, jobId: string) {
    const response = await send(freelancer, 'POST', `/api/jobs/${jobId}/applications`, {
      coverLetter: 'I have designed swimwear for ten years.',
      rate: null,
      attachments: [],
      ndaVersion: null,
    });
    expect(response.statusCode).toBe(201);
    return response.json<JobApplication>();
  }

  const decide = (id: string, body: object) =>
    send(client, 'POST', `/api/jobs/applications/${id}/decision`, body);

  async function request(change: Partial<RequestDraftBody> = {}) {
    const response = await send(client, 'POST', '/api/requests', aRequest(change));
    expect(response.statusCode).toBe(201);
    return response.json<SupplierRequest>();
  }

  async function responded(supplier: User, requestId: string) {
    const response = await send(supplier, 'POST', `/api/requests/${requestId}/responses`, aQuote);
    expect(response.statusCode).toBe(201);
    return response.json<SupplierResponse>();
  }

  const moveResponse = (id: string, status: string, reason?: string) =>
    send(client, 'POST', `/api/requests/responses/${id}/status`, {
      status,
      ...(reason !== undefined && { reason }),
    });

  describe('jobs', () => {
    it('tells the client of an application, the applicant of each move they see', async () => {
      const posted = await job();
      const freelancer = await member('freelancer', 'Sarah Chen');
      const { id } = await applied(freelancer, posted.id);
      expect(await heard(client)).toEqual(['Sarah Chen applied to Senior Swimwear Designer']);

      // Opening it (new -> reviewing) is the client's own step: no news for the applicant.
      await send(client, 'GET', `/api/jobs/applications/${id}`);
      expect((await decide(id, { action: 'shortlist' })).statusCode).toBe(200);
      const interviewAt = '2099-03-14T15:30:00.000Z';
      expect((await decide(id, { action: 'schedule-interview', interviewAt })).statusCode).toBe(
        200,
      );
      expect((await decide(id, { action: 'hire' })).statusCode).toBe(200);
      expect(await heard(freelancer)).toEqual([
        'Your application to Senior Swimwear Designer was shortlisted',
        'Interview scheduled for Senior Swimwear Designer: 14 Mar 2099, 15:30 UTC',
        'Your application to Senior Swimwear Designer was successful: you are hired',
      ]);
    });

    it('tells a rejected applicant the reason; a refused move notifies no one', async () => {
      const posted = await job();
      const freelancer = await member('freelancer', 'Marco Rossi');
      const { id } = await applied(freelancer, posted.id);
      expect((await decide(id, { action: 'hire' })).statusCode).toBe(409);
      expect((await decide(id, { action: 'reject', reason: 'skills' })).statusCode).toBe(200);
      expect(await heard(freelancer)).toEqual([
        'Your application to Senior Swimwear Designer was declined: Skills do not match the requirements',
      ]);
    });

    it('tells an invited freelancer, without naming an invite-only job’s brand', async () => {
      const posted = await job({ visibility: 'invite-only', title: 'Private Knitwear Lead' });
      const invitee = await member('freelancer', 'Ines Moreau');
      const invited = await send(client, 'POST', `/api/jobs/${posted.id}/invitations`, {
        user: invitee.email,
      });
      expect(invited.statusCode).toBe(201);
      expect(await heard(invitee)).toEqual(['You are invited to Private Knitwear Lead']);
    });
  });

  describe('requests', () => {
    it('tells the owner of a quote, the supplier of each move with a decline’s reason', async () => {
      const posted = await request();
      const supplier = await member('supplier', 'Fabrica Norte');
      const other = await member('supplier', 'Second Mill');
      const { id } = await responded(supplier, posted.id);
      const { id: otherId } = await responded(other, posted.id);
      expect(await heard(client)).toEqual([
        'Fabrica Norte sent a quote for Organic cotton jersey',
        'Second Mill sent a quote for Organic cotton jersey',
      ]);

      await send(client, 'GET', `/api/requests/responses/${id}`);
      expect((await moveResponse(id, 'hired')).statusCode).toBe(409);
      for (const status of ['shortlisted', 'interviewed', 'hired']) {
        expect((await moveResponse(id, status)).statusCode).toBe(200);
      }
      expect(await heard(supplier)).toEqual([
        'Your quote for Organic cotton jersey was shortlisted',
        'Your quote for Organic cotton jersey is now in discussion',
        'Your quote for Organic cotton jersey was accepted',
      ]);
      expect((await moveResponse(otherId, 'rejected', 'Lead time too long')).statusCode).toBe(200);
      expect(await heard(other)).toEqual([
        'Your quote for Organic cotton jersey was declined: Lead time too long',
      ]);
    });

    it('tells an invited supplier once, without naming the brand', async () => {
      const posted = await request({ visibility: 'invite-only', title: 'Recycled denim' });
      const invitee = await member('supplier', 'Invited Mill');
      for (let time = 0; time < 2; time++) {
        const invited = await send(client, 'POST', `/api/requests/${posted.id}/invitations`, {
          invitee: invitee.email,
        });
        expect(invited.statusCode).toBe(201);
      }
      expect(await heard(invitee)).toEqual(['You are invited to Recycled denim']);
    });
  });
});
