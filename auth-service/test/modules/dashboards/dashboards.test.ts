/**
 * The client's and the supplier's dashboards through the API: recommended profiles ranked against
 * the client's open jobs, applications and quotes by status, listing analytics; the supplier's
 * recent client requests with their states, quotes and profile views; each dashboard for its role
 * only, and nothing of another user's.
 */
import type {
  ApplyBody,
  ClientDashboard,
  JobPostingBody,
  PostedJob,
  RequestDraftBody,
  SupplierDashboard,
  SupplierRequest,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { subscribe as subscribeUser } from '../../support/billing';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { validProfile } from '../../support/profiles';
import { aPosting, type User } from '../../support/jobs';
import { draft, quoteBody } from '../../support/requests';

const anApplication: ApplyBody = {
  coverLetter: 'I have designed swimwear for ten years.',
  rate: null,
  attachments: [],
  ndaVersion: null,
};

const inDays = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe.each(BACKENDS)('dashboards on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    database = await open();
    app = await build({ keycloak, database: { ...database.db, close: () => Promise.resolve() } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await keycloak.close();
  });

  const subscribe = (user: User) => subscribeUser(app, user);

  const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

  /** A freelancer with a public profile of these skills and categories. */
  async function freelancer(name: string, skills: string[], categories: string[], isPublic = true) {
    const user = await signedInUser(keycloak, { roles: ['freelancer'], name });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me/public-profile',
      headers: user.headers,
      payload: validProfile({
        username: unique('designer'),
        fullName: name,
        skills,
        categories,
        isPublic,
      }),
    });
    expect(response.statusCode).toBe(200);
    return user;
  }

  async function postJob(owner: User, change: Partial<JobPostingBody> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: owner.headers,
      payload: aPosting(change),
    });
    expect(response.statusCode).toBe(201);
    return response.json<PostedJob>().job;
  }

  async function postRequest(owner: User, change: Partial<RequestDraftBody> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: owner.headers,
      payload: draft(change),
    });
    expect(response.statusCode).toBe(201);
    return response.json<SupplierRequest>();
  }

  const dashboard = <T>(user: User, role: 'client' | 'supplier') =>
    app.inject({ url: `/api/dashboards/${role}`, headers: user.headers }).then((response) => {
      expect(response.statusCode).toBe(200);
      return response.json<T>();
    });

  it('is for its own role only, and for signed-in users', async () => {
    const supplier = await signedInUser(keycloak, { roles: ['supplier'] });
    const client = await signedInUser(keycloak, { roles: ['client'] });
    expect((await app.inject({ url: '/api/dashboards/client' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/dashboards/supplier' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/dashboards/client', headers: supplier.headers })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ url: '/api/dashboards/supplier', headers: client.headers })).statusCode,
    ).toBe(403);
  });

  it('starts empty for a new client: no open jobs, nothing recommended, zero analytics', async () => {
    const client = await signedInUser(keycloak, { roles: ['client'] });
    expect(await dashboard<ClientDashboard>(client, 'client')).toEqual({
      recommendedProfiles: [],
      openJobs: 0,
      applications: {
        counts: { new: 0, reviewing: 0, shortlisted: 0, interviewed: 0, hired: 0, rejected: 0 },
        total: 0,
        recent: [],
      },
      analytics: { activeListings: 0, listingViews: 0, responses: 0, hires: 0 },
    });
  });

  it("recommends at most 4 public freelancer profiles, ranked against the client's open jobs", async () => {
    const tag = unique('skill');
    const client = await signedInUser(keycloak, { roles: ['client'], name: 'Coastal Threads' });
    await subscribe(client);
    await postJob(client, {
      title: 'Swimwear Designer',
      skills: [`${tag}-clo`, `${tag}-techpack`],
      category: 'Technical Design',
    });
    // A draft and a closed job do not count.
    await postJob(client, { status: 'draft', title: 'Draft', skills: [`${tag}-draft`] });

    const full = await freelancer(
      'Ana Full',
      [`${tag}-CLO`, `${tag}-techpack`],
      ['Technical Design'],
    );
    const skills = await freelancer('Ben Skills', [`${tag}-clo`, `${tag}-techpack`], []);
    const half = await freelancer('Cleo Half', [`${tag}-clo`], ['Technical Design']);
    const categoryOnly = await freelancer('Dan Category', [], ['Technical Design']);
    const proHalf = await freelancer('Eve Pro', [`${tag}-techpack`], ['Technical Design']);
    await subscribe(proHalf);
    await freelancer('Private Pat', [`${tag}-clo`, `${tag}-techpack`], ['Technical Design'], false);
    await freelancer('Draft Dora', [`${tag}-draft`], []);

    const { recommendedProfiles, openJobs } = await dashboard<ClientDashboard>(client, 'client');
    expect(openJobs).toBe(1);
    // 100 (all), 70 (skills only), then two at 65 (half the skills and the category; Pro first);
    // the category-only profile (30, and other demo profiles of Technical Design) comes after.
    expect(recommendedProfiles.map((profile) => [profile.userId, profile.matchScore])).toEqual([
      [full.id, 100],
      [skills.id, 70],
      [proHalf.id, 65],
      [half.id, 65],
    ]);
    expect(recommendedProfiles[2]).toMatchObject({
      fullName: 'Eve Pro',
      isPro: true,
      role: 'freelancer',
      matchedJob: 'Swimwear Designer',
    });
    expect(recommendedProfiles.map((profile) => profile.userId)).not.toContain(categoryOnly.id);
  });

  it('counts applications and quotes by status across the jobs and requests, with the latest', async () => {
    const client = await signedInUser(keycloak, { roles: ['client'], name: 'Maison Verde' });
    await subscribe(client);
    const other = await signedInUser(keycloak, { roles: ['client'] });
    await subscribe(other);
    const job = await postJob(client, { title: 'Knitwear Designer' });
    const othersJob = await postJob(other, { title: 'Not Theirs' });
    const request = await postRequest(client, { title: 'Recycled nylon' });

    const applicants = [];
    for (const name of ['Sarah Chen', 'Liam Chen']) {
      const applicant = await signedInUser(keycloak, { roles: ['freelancer'], name });
      await subscribe(applicant);
      const applied = await app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/applications`,
        headers: applicant.headers,
        payload: anApplication,
      });
      expect(applied.statusCode).toBe(201);
      applicants.push(applied.json<{ id: string }>());
    }
    const stranger = await signedInUser(keycloak, { roles: ['freelancer'] });
    await subscribe(stranger);
    await app.inject({
      method: 'POST',
      url: `/api/jobs/${othersJob.id}/applications`,
      headers: stranger.headers,
      payload: anApplication,
    });
    // The client opens the first application: it is under review.
    await app.inject({
      url: `/api/jobs/applications/${applicants[0]!.id}`,
      headers: client.headers,
    });
    const supplier = await signedInUser(keycloak, { roles: ['supplier'], name: 'Porto Knit' });
    const quoted = await app.inject({
      method: 'POST',
      url: `/api/requests/${request.id}/responses`,
      headers: supplier.headers,
      payload: quoteBody(),
    });
    expect(quoted.statusCode).toBe(201);
    // Views by others count; the owner's own reads do not.
    await app.inject({ url: `/api/jobs/${job.id}`, headers: supplier.headers });
    await app.inject({ url: `/api/requests/${request.id}`, headers: supplier.headers });
    await app.inject({ url: `/api/requests/${request.id}`, headers: client.headers });

    const { applications, analytics } = await dashboard<ClientDashboard>(client, 'client');
    expect(applications.counts).toEqual({
      new: 2,
      reviewing: 1,
      shortlisted: 0,
      interviewed: 0,
      hired: 0,
      rejected: 0,
    });
    expect(applications.total).toBe(3);
    expect(applications.recent.map((item) => [item.kind, item.name, item.listingTitle])).toEqual([
      ['request', 'Porto Knit', 'Recycled nylon'],
      ['job', 'Liam Chen', 'Knitwear Designer'],
      ['job', 'Sarah Chen', 'Knitwear Designer'],
    ]);
    // The listings' views as stored (the owner's own reads never count).
    const viewsOf = async (table: string, id: string) =>
      (await app.db.query<{ views: number }>(`SELECT views FROM ${table} WHERE id = $1`, [id]))
        .rows[0]!.views;
    const jobViews = await viewsOf('jobs', job.id);
    const requestViews = await viewsOf('supplier_requests', request.id);
    expect(jobViews).toBe(1);
    expect(requestViews).toBeGreaterThanOrEqual(1);
    expect(analytics).toEqual({
      activeListings: 2,
      listingViews: jobViews + requestViews,
      responses: 3,
      hires: 0,
    });
  });

  it("lists a supplier's recent client requests with their states, and their analytics", async () => {
    const client = await signedInUser(keycloak, { roles: ['client'], name: 'Atelier Rive' });
    const supplier = await signedInUser(keycloak, { roles: ['supplier'], name: 'Fabrica Norte' });
    await subscribe(supplier);
    // The supplier's profile (with its views) and an invitation by name need their profile.
    await app.inject({ url: '/api/me', headers: supplier.headers });
    const answered = await postRequest(client, { title: 'Answered one' });
    const invited = await postRequest(client, {
      title: 'Invited one',
      visibility: 'invite-only',
      deadline: inDays(3),
    });
    const invitation = await app.inject({
      method: 'POST',
      url: `/api/requests/${invited.id}/invitations`,
      headers: client.headers,
      payload: { invitee: supplier.email },
    });
    expect(invitation.statusCode).toBe(201);
    const fresh = await postRequest(client, { title: 'Fresh one', deadline: inDays(30) });
    const quoted = await app.inject({
      method: 'POST',
      url: `/api/requests/${answered.id}/responses`,
      headers: supplier.headers,
      payload: quoteBody(),
    });
    expect(quoted.statusCode).toBe(201);

    const view = await dashboard<SupplierDashboard>(supplier, 'supplier');
    expect(view.recentRequests).toEqual([
      expect.objectContaining({
        id: fresh.id,
        state: 'new-inquiry',
        urgent: false,
        client: 'Atelier Rive',
      }),
      // Invite-only: the brand is hidden until the supplier accepts the NDA with a quote.
      expect.objectContaining({
        id: invited.id,
        state: 'awaiting-quote',
        urgent: true,
        client: null,
      }),
      expect.objectContaining({ id: answered.id, state: 'in-discussion', client: 'Atelier Rive' }),
    ]);
    expect(view.openRequests).toBeGreaterThanOrEqual(3);
    expect(view.analytics).toEqual({
      responses: { new: 1, reviewing: 0, shortlisted: 0, interviewed: 0, hired: 0, rejected: 0 },
      totalResponses: 1,
      profileViews: null,
    });

    // An invite-only request for someone else is not theirs to see.
    await postRequest(client, { title: 'Someone else only', visibility: 'invite-only' });
    const after = await dashboard<SupplierDashboard>(supplier, 'supplier');
    expect(after.recentRequests.map((request) => request.title)).not.toContain('Someone else only');
  });
});
