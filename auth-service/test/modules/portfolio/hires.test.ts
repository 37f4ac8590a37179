/**
 * The portfolio over the hiring loop: a client who hired a freelancer (a hired application to
 * their job) writes one testimonial of that hire, nobody else can; the public profile shows it,
 * and its "clients" stat counts the distinct clients who hired the freelancer. Also the public
 * profile's first screen as HTML (the gateway's prerendered page).
 */
import type {
  JobApplication,
  MyPublicProfile,
  PostedJob,
  PublicProfile,
  Testimonial,
} from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import type { App } from '../../../src/app';
import { PORTFOLIO_MESSAGES } from '../../../src/modules/portfolio/messages';
import { build } from '../../helper';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { validProfile } from '../../support/profiles';
import { aPosting, type User } from '../../support/jobs';

describe.each(BACKENDS)('hires and testimonials on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let testDb: TestDatabase;
  let app: App;
  let freelancer: User;
  const username = `hired-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    testDb = await open();
    app = await build({ keycloak, database: { ...testDb.db, close: () => Promise.resolve() } });
    freelancer = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Sarah Chen' });
    await subscribe(freelancer);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/me/public-profile',
      headers: freelancer.headers,
      payload: validProfile({ username }),
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    await keycloak.close();
  });

  async function subscribe(user: User) {
    await app.db.query(
      `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
       VALUES ($1, $2, $3, 'active')`,
      [user.id, `sub_${user.id}`, `cus_${user.id}`],
    );
  }

  async function call<T>(user: User, method: 'GET' | 'POST', url: string, payload?: object) {
    const response = await app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBeLessThan(300);
    return response.json<T>();
  }

  /** The client's job, the freelancer's application to it, moved as far as `until`. */
  async function application(client: User, until: 'hired' | 'shortlisted') {
    const { job } = await call<PostedJob>(client, 'POST', '/api/jobs', aPosting());
    const applied = await call<JobApplication>(
      freelancer,
      'POST',
      `/api/jobs/${job.id}/applications`,
      { coverLetter: 'Ten years of swimwear.', rate: null, attachments: [], ndaVersion: null },
    );
    const decide = (body: object) =>
      call(client, 'POST', `/api/jobs/applications/${applied.id}/decision`, body);
    await call(client, 'GET', `/api/jobs/applications/${applied.id}`);
    await decide({ action: 'shortlist' });
    if (until === 'hired') {
      const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
      await decide({ action: 'schedule-interview', interviewAt: inAWeek });
      await decide({ action: 'hire' });
    }
    return { hireId: applied.id, jobTitle: job.title };
  }

  const write = (user: User, hireId: string, rating = 5) =>
    app.inject({
      method: 'POST',
      url: `/api/hires/${hireId}/testimonial`,
      headers: user.headers,
      payload: { rating, comment: '  On time and precise.  ' },
    });

  /** The application's `testimonialWritten`, opened and in the client's list. */
  const testimonialWritten = async (client: User, hireId: string) => {
    const opened = await call<JobApplication>(client, 'GET', `/api/jobs/applications/${hireId}`);
    const { applications } = await call<{ applications: JobApplication[] }>(
      client,
      'GET',
      '/api/jobs/applications?status=hired',
    );
    return [
      opened.testimonialWritten,
      applications.find((one) => one.id === hireId)?.testimonialWritten,
    ];
  };

  const publicPage = async () =>
    (await app.inject({ url: `/api/profiles/${username}` })).json<PublicProfile>();

  it('lets the hiring client write one testimonial of the hire, shown on the public profile', async () => {
    const client = await signedInUser(keycloak, { roles: ['client'], name: 'Lena Brand' });
    expect((await publicPage()).stats.clientsWorked).toBe(0);
    const { hireId, jobTitle } = await application(client, 'hired');
    expect((await publicPage()).stats.clientsWorked).toBe(1);
    expect(await testimonialWritten(client, hireId)).toEqual([false, false]);

    const written = await write(client, hireId, 4);
    expect(written.statusCode).toBe(201);
    expect(written.json<Testimonial>()).toMatchObject({
      clientName: 'Lena Brand',
      projectName: jobTitle,
      rating: 4,
      comment: 'On time and precise.',
    });
    // The application (opened, and in the client's list) tells the screen the testimonial is written.
    expect(await testimonialWritten(client, hireId)).toEqual([true, true]);
    const again = await write(client, hireId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.testimonialExists });

    const page = await publicPage();
    expect(page.testimonials).toEqual([
      expect.objectContaining({ clientName: 'Lena Brand', projectName: jobTitle, rating: 4 }),
    ]);
    expect(page.stats).toMatchObject({ clientsWorked: 1, rating: 4 });
  });

  it('refuses anyone but the hiring client, and an application not hired (404)', async () => {
    const client = await signedInUser(keycloak, { roles: ['client'] });
    const other = await signedInUser(keycloak, { roles: ['client'] });
    const { hireId } = await application(client, 'hired');
    for (const [user, id] of [
      [other, hireId],
      [client, randomUUID()],
    ] as const) {
      const response = await write(user, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.hireNotFound });
    }
    expect((await write(freelancer, hireId)).statusCode).toBe(403);

    const shortlisting = await signedInUser(keycloak, { roles: ['client'] });
    const { hireId: notHired } = await application(shortlisting, 'shortlisted');
    expect((await write(shortlisting, notHired)).statusCode).toBe(404);
  });

  it('answers the first screen of a public profile as HTML, counting no view; 404 when private', async () => {
    const views = async () =>
      (
        await app.inject({ url: '/api/me/public-profile', headers: freelancer.headers })
      ).json<MyPublicProfile>().views;
    const before = await views();
    const first = await app.inject({ url: `/api/profiles/${username}/first-screen` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.body).toContain('<h1>Sarah Chen</h1>');
    expect(await views()).toBe(before);
    await app.inject({
      method: 'PATCH',
      url: '/api/me/public-profile/settings',
      headers: freelancer.headers,
      payload: { isPublic: false },
    });
    expect((await app.inject({ url: `/api/profiles/${username}/first-screen` })).statusCode).toBe(
      404,
    );
    await app.inject({
      method: 'PATCH',
      url: '/api/me/public-profile/settings',
      headers: freelancer.headers,
      payload: { isPublic: true },
    });
    expect((await app.inject({ url: `/api/profiles/nobody-here/first-screen` })).statusCode).toBe(
      404,
    );
  });

  it('counts each hiring client once in the clients stat', async () => {
    const before = (await publicPage()).stats.clientsWorked;
    const client = await signedInUser(keycloak, { roles: ['client'] });
    await subscribe(client);
    await application(client, 'hired');
    await application(client, 'hired');
    expect((await publicPage()).stats.clientsWorked).toBe(before + 1);
  });
});
