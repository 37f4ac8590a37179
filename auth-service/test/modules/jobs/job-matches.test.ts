/**
 * GET /api/jobs/matches: open jobs ranked against the freelancer's profile, with the score;
 * jobs already applied to, drafts and invite-only jobs are left out; freelancers only.
 */
import type { JobMatches, PostedJob } from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { validProfile } from '../../support/profiles';
import { aPosting, type User } from '../../support/jobs';

describe.each(BACKENDS)('job matches on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let testDb: TestDatabase;
  let app: App;
  let client: User;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    testDb = await open();
    app = await build({ keycloak, database: { ...testDb.db, close: () => Promise.resolve() } });
    client = await signedInUser(keycloak, { roles: ['client'], name: 'Coastal Threads' });
    await app.db.query(
      `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
       VALUES ($1, $2, $3, 'active')`,
      [client.id, `sub_${client.id}`, `cus_${client.id}`],
    );
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    await keycloak.close();
  });

  async function publish(title: string, skills: string[], category: string, change = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: client.headers,
      payload: aPosting({ title, skills, category: category as 'Design', ...change }),
    });
    expect(response.statusCode).toBe(201);
    return response.json<PostedJob>().job;
  }

  const matches = (user: User, query = '') =>
    app.inject({ url: `/api/jobs/matches${query}`, headers: user.headers });

  it('ranks open jobs by the share of their skills and category the profile covers', async () => {
    const freelancer = await signedInUser(keycloak, { roles: ['freelancer'] });
    expect((await matches(freelancer)).json<JobMatches>()).toEqual({ matches: [] });
    await app.inject({
      method: 'PUT',
      url: '/api/me/public-profile',
      headers: freelancer.headers,
      payload: validProfile({
        username: `match-${freelancer.id.slice(0, 8)}`,
        skills: ['CLO 3D', 'Tech packs'],
        categories: ['Technical Design'],
      }),
    });
    await publish('Unrelated', ['Merchandising'], 'Marketing');
    await publish('Half', ['clo 3d'], 'Design');
    await publish('Full', ['CLO 3D', 'Tech packs'], 'Technical Design');
    await publish('Third', ['CLO 3D', 'Knitting'], 'Production');
    await publish('Draft', ['CLO 3D'], 'Technical Design', { status: 'draft' });
    await publish('Invited only', ['CLO 3D'], 'Technical Design', { visibility: 'invite-only' });
    const applied = await publish('Applied', ['CLO 3D'], 'Technical Design');
    const application = await app.inject({
      method: 'POST',
      url: `/api/jobs/${applied.id}/applications`,
      headers: freelancer.headers,
      payload: { coverLetter: 'Hello.', rate: null, attachments: [], ndaVersion: null },
    });
    expect(application.statusCode).toBe(201);

    const response = await matches(freelancer);
    expect(response.statusCode).toBe(200);
    const found = response.json<JobMatches>().matches;
    expect(found.map((match) => [match.job.title, match.matchScore])).toEqual([
      ['Full', 100],
      ['Half', 50],
      ['Third', 33],
    ]);
    expect(found[0]?.matched).toEqual(['CLO 3D', 'Tech packs', 'Technical Design']);
    expect(
      (await matches(freelancer, '?limit=1')).json<JobMatches>().matches.map((m) => m.job.title),
    ).toEqual(['Full']);
  });

  it('bounds the limit and answers freelancers only', async () => {
    const freelancer = await signedInUser(keycloak, { roles: ['freelancer'] });
    expect((await matches(freelancer, '?limit=0')).statusCode).toBe(400);
    expect((await matches(freelancer, '?limit=11')).statusCode).toBe(400);
    expect((await matches(client)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/jobs/matches' })).statusCode).toBe(401);
  });
});
