/**
 * The Starter job post and reopening (issue 43, item 12): reactivating a closed or expired job is
 * a job post of the month (Starter: refused with the allowance's message once this month's post
 * is used; Pro, active or trialing: unlimited); editing a live job is not.
 */
import type {
  JobPostingBody,
  ListingSummary,
  PostedJob,
  StarterAllowances,
  StarterLimitResponse,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { STARTER_LIMIT_MESSAGES } from '../../../src/modules/billing/messages';
import { build } from '../../helper';
import { subscribe } from '../../support/billing';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { aPosting, type User } from '../../support/jobs';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';

describe.each(BACKENDS)('the job post allowance and reopening on %s', (_name, open) => {
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

  const newClient = async (status: string | null = null) => {
    const user = await signedInUser(keycloak, { roles: ['client'] });
    if (status !== null) await subscribe(app, user, status);
    return user;
  };

  async function published(user: User, body: Partial<JobPostingBody> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: user.headers,
      payload: aPosting(body),
    });
    expect(response.statusCode).toBe(201);
    return response.json<PostedJob>().job;
  }
  const action = (user: User, jobId: string, verb: 'close' | 'reopen') =>
    app.inject({ method: 'POST', url: `/api/jobs/${jobId}/${verb}`, headers: user.headers });
  const expire = (jobId: string) =>
    app.db.query(`UPDATE jobs SET expires_at = now() - interval '1 minute' WHERE id = $1`, [jobId]);
  const jobPostsUsed = async (user: User) => {
    const response = await app.inject({ url: '/api/me/allowances', headers: user.headers });
    const allowances = response.json<StarterAllowances>().allowances;
    return allowances.find((one) => one.allowance === 'job-post')?.used;
  };
  const expectLimit = (response: Awaited<ReturnType<typeof action>>) => {
    expect(response.statusCode).toBe(402);
    expect(response.json<StarterLimitResponse>()).toEqual({
      error: 'Payment Required',
      message: STARTER_LIMIT_MESSAGES['job-post'],
      allowance: 'job-post',
      limit: 1,
      used: 1,
    });
  };

  it.each(['closed', 'expired'] as const)(
    'refuses a Starter reopening a %s job once the month’s post is used; Pro reopens it',
    async (how) => {
      const starter = await newClient();
      const pro = await newClient('active');
      for (const user of [starter, pro]) {
        const job = await published(user);
        if (how === 'closed') expect((await action(user, job.id, 'close')).statusCode).toBe(200);
        else await expire(job.id);
        const reopened = await action(user, job.id, 'reopen');
        if (user === starter) {
          expectLimit(reopened);
          // Refused: the job stays as it was.
          const mine = await app.inject({ url: '/api/jobs/mine', headers: user.headers });
          expect(
            mine.json<{ listings: ListingSummary[] }>().listings.find((row) => row.id === job.id)
              ?.status,
          ).toBe(how);
        } else {
          expect(reopened.statusCode).toBe(200);
          expect(reopened.json<ListingSummary>().status).toBe('active');
        }
      }
    },
  );

  it('counts a Starter’s reopening as the month’s post: a new job after it is refused', async () => {
    // Posted while Pro, closed, then the subscription ended: the month's post is unused.
    const client = await newClient('active');
    const job = await published(client);
    expect((await action(client, job.id, 'close')).statusCode).toBe(200);
    await subscribe(app, client, 'canceled');
    expect(await jobPostsUsed(client)).toBe(0);

    const reopened = await action(client, job.id, 'reopen');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<ListingSummary>().status).toBe('active');
    expect(await jobPostsUsed(client)).toBe(1);
    const next = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: client.headers,
      payload: aPosting(),
    });
    expectLimit(next);
  });

  it('counts two simultaneous reopenings of one job once', async () => {
    const client = await newClient('active');
    const job = await published(client);
    await action(client, job.id, 'close');
    await subscribe(app, client, 'canceled');
    const answers = await Promise.all([
      action(client, job.id, 'reopen'),
      action(client, job.id, 'reopen'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await jobPostsUsed(client)).toBe(1);
  });

  it.each(['active', 'trialing'])(
    'lets a Pro (%s) client close and reopen as often as they like',
    async (status) => {
      const client = await newClient(status);
      const job = await published(client);
      for (let round = 0; round < 3; round++) {
        expect((await action(client, job.id, 'close')).statusCode).toBe(200);
        expect((await action(client, job.id, 'reopen')).statusCode).toBe(200);
      }
      await expire(job.id);
      expect((await action(client, job.id, 'reopen')).statusCode).toBe(200);
    },
  );

  it('does not count editing a live job', async () => {
    const starter = await newClient();
    const job = await published(starter);
    expect(await jobPostsUsed(starter)).toBe(1);
    for (const title of ['Lead Swimwear Designer', 'Head of Swimwear']) {
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        headers: starter.headers,
        payload: aPosting({ title }),
      });
      expect(edited.statusCode).toBe(200);
    }
    expect(await jobPostsUsed(starter)).toBe(1);
    const mine = await app.inject({ url: '/api/jobs/mine', headers: starter.headers });
    expect(
      mine.json<{ listings: ListingSummary[] }>().listings.find((row) => row.id === job.id),
    ).toMatchObject({ status: 'active', title: 'Head of Swimwear' });
  });
});
