/**
 * The company profile is the brand of a client's jobs and requests: its name and logo on the
 * board, the job's page, the supplier's requests and the applicant's applications, read as the
 * profile is now; without a profile, the name saved with the listing. Confidential hiding is
 * unchanged: hidden brands (name and logo) stay null.
 */
import type {
  JobApplication,
  JobPage,
  PostedJob,
  RequestDraftBody,
  RequestPage,
  SupplierRequest,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { startTestApp, type TestApp } from '../../helper';
import { BACKENDS } from '../../support/databases';
import { signedInUser, type FakeKeycloak } from '../../support/keycloak';
import { smallPng, uploadThroughTus } from '../../support/uploads';
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
  preferredRegions: [],
  certifications: [],
  languages: [],
  needSamples: false,
  budgetMin: null,
  budgetMax: null,
  budgetCurrency: 'EUR',
  visibility: 'public',
  attachments: [],
  status: 'active',
  ...change,
});

describe.each(BACKENDS)('the company profile as the brand on %s', (_name, open) => {
  let testApp: TestApp;
  let keycloak: FakeKeycloak;
  let app: App;
  let visitor: User;

  beforeAll(async () => {
    testApp = await startTestApp({ storagePrefix: 'atelier-brand-', database: open });
    ({ app, keycloak } = testApp);
    visitor = await signedInUser(keycloak, { roles: ['supplier'], name: 'Fabrica Norte' });
  });
  afterAll(() => testApp.close());

  const send = (user: User, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

  /** A Pro client (jobs and requests without the Starter limit) named `name`. */
  async function aClient(name: string) {
    const client = await signedInUser(keycloak, { roles: ['client'], name });
    await app.db.query(
      `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
       VALUES ($1, $2, $3, 'active')`,
      [client.id, `sub_${client.id}`, `cus_${client.id}`],
    );
    return client;
  }

  /** Gives `client` a company profile with a logo; answers the logo's thumbnail URL. */
  async function companyProfile(client: User, name: string) {
    const logo = await uploadThroughTus(app, client.headers, 'image', 'logo.png', await smallPng());
    const saved = await send(client, 'PUT', '/api/companies/mine', {
      name,
      website: '',
      location: '',
      description: '',
      logo,
    });
    expect(saved.statusCode).toBe(200);
    return `/api/images/${logo}/w320.webp`;
  }

  async function job(client: User, change: Parameters<typeof aPosting>[0]) {
    const response = await send(client, 'POST', '/api/jobs', aPosting(change));
    expect(response.statusCode).toBe(201);
    return response.json<PostedJob>().job;
  }

  async function request(client: User, change: Partial<RequestDraftBody>) {
    const response = await send(client, 'POST', '/api/requests', aRequest(change));
    expect(response.statusCode).toBe(201);
    return response.json<SupplierRequest>();
  }

  it('brands jobs with the company profile, hidden ones stay hidden', async () => {
    const client = await aClient('Jana Novak');
    const without = await job(client, { title: 'Pattern Cutter', company: 'Typed Brand' });
    expect(without).toMatchObject({ company: 'Typed Brand', companyLogo: null });

    const logo = await companyProfile(client, 'Maison Verte');
    const open_ = await job(client, { title: 'Knitwear Designer', company: 'Typed Brand' });
    const secret = await job(client, { title: 'Secret Atelier Lead', visibility: 'confidential' });
    const listed = (await app.inject({ url: '/api/jobs?sort=newest' })).json<JobPage>().jobs;
    // Read as the profile is now: the older job too.
    for (const id of [without.id, open_.id]) {
      expect(listed.find((entry) => entry.id === id)).toMatchObject({
        company: 'Maison Verte',
        companyLogo: logo,
      });
    }
    expect(listed.find((entry) => entry.id === secret.id)).toMatchObject({
      company: null,
      companyLogo: null,
    });
    const page = await app.inject({ url: `/api/jobs/${open_.id}` });
    expect(page.json()).toMatchObject({ company: 'Maison Verte', companyLogo: logo });
    const own = await send(client, 'GET', `/api/jobs/${secret.id}`);
    expect(own.json()).toMatchObject({ company: 'Maison Verte', companyLogo: logo });

    const freelancer = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Sarah Chen' });
    const applied = await send(freelancer, 'POST', `/api/jobs/${open_.id}/applications`, {
      coverLetter: 'Ten years of knitwear.',
      rate: null,
      attachments: [],
      ndaVersion: null,
    });
    expect(applied.json<JobApplication>().company).toBe('Maison Verte');
  });

  it('brands requests with the company profile, a confidential one stays hidden', async () => {
    const client = await aClient('Tomas Berg');
    const logo = await companyProfile(client, 'Nordic Loom');
    const shown = await request(client, { title: 'Merino yarn' });
    expect(shown).toMatchObject({ company: 'Nordic Loom', companyLogo: logo });
    const hidden = await request(client, { title: 'Secret yarn', visibility: 'confidential' });
    const page = await send(visitor, 'GET', '/api/requests');
    const requests = page.json<RequestPage>().requests;
    expect(requests.find((entry) => entry.id === shown.id)).toMatchObject({
      company: 'Nordic Loom',
      companyLogo: logo,
    });
    expect(requests.find((entry) => entry.id === hidden.id)).toMatchObject({
      company: null,
      companyLogo: null,
    });
  });
});
