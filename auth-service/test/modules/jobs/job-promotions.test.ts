/**
 * Job promotions charged (issue 43, item 10) and premium jobs (item 6): a job publishes at once
 * without the promotions chosen on Post a Job; their checkout (the sandbox's, through the real
 * signed webhook) makes it featured and/or urgent once paid, exactly once whatever the events'
 * order or repeats; a featured job leads the featured sort and the matches; for 24 hours after
 * it became featured (the app's clock, moved by the test) only Pro freelancers may apply.
 */
import {
  FEATURED_JOB_PRICE_CENTS,
  URGENT_JOB_PRICE_CENTS,
  type ErrorResponse,
  type Job,
  type JobMatches,
  type JobPage,
  type PostedJob,
  type UrlResponse,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import {
  APPLICATION_MESSAGES,
  PROMOTION_MESSAGES,
  messageMoment,
} from '../../../src/modules/jobs/messages';
import { build } from '../../helper';
import { subscribe } from '../../support/billing';
import { ManualClock } from '../../support/clock';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { aPosting, type User } from '../../support/jobs';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { validProfile } from '../../support/profiles';
import { deliverStripeEvent } from '../../support/stripe-events';

const HOUR_MS = 60 * 60 * 1000;
const ORIGIN = 'http://localhost:8080';

describe.each(BACKENDS)('job promotions and premium jobs on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let database: TestDatabase;
  let app: App;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    database = await open();
    app = await build({
      keycloak,
      clock,
      config: { publicOrigin: ORIGIN },
      database: { ...database.db, close: () => Promise.resolve() },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await keycloak.close();
  });

  /** A new client: a Starter's one job post a month would bite a second test. */
  const newClient = async () => {
    const user = await signedInUser(keycloak, { roles: ['client'] });
    await subscribe(app, user);
    return user;
  };
  const freelancer = async (pro: boolean) => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    if (pro) await subscribe(app, user);
    return user;
  };

  async function publish(client: User, change: Parameters<typeof aPosting>[0] = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: client.headers,
      payload: aPosting(change),
    });
    expect(response.statusCode).toBe(201);
    return response.json<PostedJob>().job;
  }
  const checkout = (client: User, jobId: string, choice: { featured: boolean; urgent: boolean }) =>
    app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/promotion/checkout`,
      headers: client.headers,
      payload: {
        ...choice,
        success_url: `${ORIGIN}/jobs/${jobId}`,
        cancel_url: `${ORIGIN}/client/manage-listings`,
      },
    });
  const sessionIdOf = (url: string) => url.split('/').pop() ?? '';
  /** Pays the sandbox checkout at `url` as the browser's Pay button does. */
  async function pay(url: string) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/sandbox/checkout/${sessionIdOf(url)}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    return response;
  }
  const jobAs = async (user: User, id: string) => {
    const response = await app.inject({ url: `/api/jobs/${id}`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    return response.json<Job>();
  };
  const promotionRows = async (jobId: string) =>
    (
      await app.db.query<{ status: string; amount_cents: number }>(
        'SELECT status, amount_cents FROM job_promotions WHERE job_id = $1 ORDER BY created_at',
        [jobId],
      )
    ).rows;
  const featuredAtOf = async (jobId: string) =>
    (
      await app.db.query<{ featured_at: Date | null }>(
        'SELECT featured_at FROM jobs WHERE id = $1',
        [jobId],
      )
    ).rows[0]?.featured_at ?? null;
  const apply = (user: User, jobId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      headers: user.headers,
      payload: { coverLetter: 'I would love to.', rate: null, attachments: [], ndaVersion: null },
    });

  it('publishes a job at once without the promotions chosen; unpaid, it stays so', async () => {
    const client = await newClient();
    const job = await publish(client, { featured: true, urgent: true });
    expect(job).toMatchObject({ featured: false, urgent: false, proOnlyUntil: null });
    const started = await checkout(client, job.id, { featured: true, urgent: true });
    expect(started.statusCode).toBe(200);
    const { url } = started.json<UrlResponse>();
    expect(url).toMatch(`${ORIGIN}/api/sandbox/checkout/`);
    // The sandbox's page asks for the sum of the two, once.
    const page = await app.inject({ url: `/api/sandbox/checkout/${sessionIdOf(url)}` });
    expect(page.body).toContain('Featured job: 3x visibility, Urgent badge');
    expect(page.body).toContain('$75.00 once');
    expect(await promotionRows(job.id)).toEqual([
      { status: 'pending', amount_cents: FEATURED_JOB_PRICE_CENTS + URGENT_JOB_PRICE_CENTS },
    ]);
    // Never paid: the job is live, neither featured nor urgent, and an edit cannot set them.
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: client.headers,
      payload: aPosting({ featured: true, urgent: true, title: 'Edited title' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<PostedJob>()).toMatchObject({
      status: 'active',
      job: { featured: false, urgent: false },
    });
  });

  it('makes the job featured and urgent once paid, once however often the events come', async () => {
    const client = await newClient();
    const job = await publish(client);
    const { url } = (
      await checkout(client, job.id, { featured: true, urgent: true })
    ).json<UrlResponse>();
    const paidAt = clock.now();
    expect((await pay(url)).headers.location).toBe(`${ORIGIN}/jobs/${job.id}`);
    expect(await jobAs(client, job.id)).toMatchObject({ featured: true, urgent: true });
    expect(await promotionRows(job.id)).toEqual([{ status: 'paid', amount_cents: 7500 }]);
    expect((await featuredAtOf(job.id))?.getTime()).toBe(paidAt.getTime());

    // Stripe redelivers the completed session under another event id, later: nothing moves.
    clock.advance(HOUR_MS);
    const again = await deliverStripeEvent(
      app,
      completedEvent(
        `evt_again_${job.id}`,
        sessionIdOf(url),
        await promotionIdOf(job.id),
        'paid',
        7500,
      ),
    );
    expect(again.json()).toEqual({ received: true, result: 'ignored' });
    expect((await featuredAtOf(job.id))?.getTime()).toBe(paidAt.getTime());
    // Both already bought: nothing left to charge.
    const nothing = await checkout(client, job.id, { featured: true, urgent: true });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json<ErrorResponse>().message).toBe(PROMOTION_MESSAGES.alreadyPromoted);
    // Only what the job lacks is charged.
    const other = await publish(client);
    await pay(
      (await checkout(client, other.id, { featured: false, urgent: true })).json<UrlResponse>().url,
    );
    expect(await jobAs(client, other.id)).toMatchObject({ featured: false, urgent: true });
    const more = await checkout(client, other.id, { featured: true, urgent: true });
    expect(more.statusCode).toBe(200);
    expect((await promotionRows(other.id)).at(-1)).toEqual({
      status: 'pending',
      amount_cents: FEATURED_JOB_PRICE_CENTS,
    });
  });

  it('applies a delayed payment once, whichever of its events comes first, repeated or not', async () => {
    const client = await newClient();
    const job = await publish(client);
    const { url } = (
      await checkout(client, job.id, { featured: true, urgent: false })
    ).json<UrlResponse>();
    const session = sessionIdOf(url);
    const promotionId = await promotionIdOf(job.id);
    // The success before the unpaid completion (Stripe does not promise the order).
    const succeeded = asyncSucceededEvent(`evt_ok_${job.id}`, session, promotionId);
    expect((await deliverStripeEvent(app, succeeded)).json()).toEqual({
      received: true,
      result: 'applied',
    });
    const featuredAt = await featuredAtOf(job.id);
    expect(featuredAt).not.toBeNull();
    const unpaid = completedEvent(`evt_unpaid_${job.id}`, session, promotionId, 'unpaid');
    expect((await deliverStripeEvent(app, unpaid)).json()).toEqual({
      received: true,
      result: 'ignored',
    });
    // The same delivery twice: a duplicate.
    expect((await deliverStripeEvent(app, succeeded)).json()).toEqual({
      received: true,
      result: 'duplicate',
    });
    expect(await jobAs(client, job.id)).toMatchObject({ featured: true, urgent: false });
    expect(await promotionRows(job.id)).toEqual([{ status: 'paid', amount_cents: 5000 }]);
    expect(await featuredAtOf(job.id)).toEqual(featuredAt);
  });

  it('refuses what cannot be bought, with the reason', async () => {
    const client = await newClient();
    const job = await publish(client);
    const none = await checkout(client, job.id, { featured: false, urgent: false });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorResponse>().message).toBe(PROMOTION_MESSAGES.nothingChosen);
    const stranger = await newClient();
    expect((await checkout(stranger, job.id, { featured: true, urgent: false })).statusCode).toBe(
      404,
    );
    const draft = await publish(client, { status: 'draft' });
    const refused = await checkout(client, draft.id, { featured: true, urgent: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().message).toBe(PROMOTION_MESSAGES.notActive);
    const offOrigin = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/promotion/checkout`,
      headers: client.headers,
      payload: {
        featured: true,
        urgent: false,
        success_url: 'https://elsewhere.example/paid',
        cancel_url: `${ORIGIN}/`,
      },
    });
    expect(offOrigin.statusCode).toBe(400);
    expect(offOrigin.json<ErrorResponse>().message).toMatch(/^body\/success_url must match/);
  });

  it('opens a premium job to Pro freelancers for 24 hours, then to Starter ones', async () => {
    const client = await newClient();
    const job = await publish(client, { title: 'Premium knitwear lead' });
    const plain = await publish(client, { title: 'Plain knitwear role' });
    const { url } = (
      await checkout(client, job.id, { featured: true, urgent: false })
    ).json<UrlResponse>();
    const featuredAt = clock.now();
    await pay(url);
    const opensAt = new Date(featuredAt.getTime() + 24 * HOUR_MS);

    const starter = await freelancer(false);
    const pro = await freelancer(true);
    // Listed for both, with the moment it opens to Starter freelancers.
    expect((await jobAs(starter, job.id)).proOnlyUntil).toBe(opensAt.toISOString());
    expect((await jobAs(pro, job.id)).proOnlyUntil).toBe(opensAt.toISOString());
    expect((await jobAs(starter, plain.id)).proOnlyUntil).toBeNull();

    clock.advance(24 * HOUR_MS - 60_000);
    const refused = await apply(starter, job.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().message).toBe(
      APPLICATION_MESSAGES.proOnly(messageMoment(opensAt)),
    );
    expect(refused.json<ErrorResponse>().message).toContain('Upgrade to Pro');
    // A trialing Pro counts as Pro (the one rule); the plain job is open to everyone.
    const trialing = await freelancer(false);
    await subscribe(app, trialing, 'trialing');
    expect((await apply(pro, job.id)).statusCode).toBe(201);
    expect((await apply(trialing, job.id)).statusCode).toBe(201);
    const other = await freelancer(false);
    expect((await apply(other, plain.id)).statusCode).toBe(201);

    clock.advance(60_000);
    expect((await jobAs(starter, job.id)).proOnlyUntil).toBeNull();
    expect((await apply(starter, job.id)).statusCode).toBe(201);
  });

  it('lists featured jobs first in the featured sort and in job matches', async () => {
    const client = await newClient();
    const skill = `Skill${String(Date.now())}`;
    const older = await publish(client, { title: 'Older promoted', skills: [skill] });
    await publish(client, { title: 'Newer plain', skills: [skill] });
    await pay(
      (await checkout(client, older.id, { featured: true, urgent: false })).json<UrlResponse>().url,
    );
    const board = await app.inject({
      url: `/api/jobs?q=${encodeURIComponent(skill)}`,
      headers: client.headers,
    });
    expect(board.json<JobPage>().jobs.map((job) => job.title)).toEqual([
      'Older promoted',
      'Newer plain',
    ]);
    const newest = await app.inject({
      url: `/api/jobs?q=${encodeURIComponent(skill)}&sort=newest`,
      headers: client.headers,
    });
    expect(newest.json<JobPage>().jobs[0]?.title).toBe('Newer plain');

    const pro = await freelancer(true);
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/me/public-profile',
      headers: pro.headers,
      payload: validProfile({
        username: `promo-${pro.id.slice(0, 8)}`,
        skills: [skill],
        categories: [],
      }),
    });
    expect(profile.statusCode).toBe(200);
    const matches = await app.inject({ url: '/api/jobs/matches', headers: pro.headers });
    expect(
      matches
        .json<JobMatches>()
        .matches.filter((match) => match.matched.includes(skill))
        .map((match) => match.job.title),
    ).toEqual(['Older promoted', 'Newer plain']);
  });

  async function promotionIdOf(jobId: string): Promise<string> {
    const { rows } = await app.db.query<{ id: string }>(
      'SELECT id FROM job_promotions WHERE job_id = $1 ORDER BY created_at DESC LIMIT 1',
      [jobId],
    );
    return rows[0]?.id ?? '';
  }
});

/** A platform checkout session's event (no Connect account), as Stripe sends it. */
function sessionEvent(
  id: string,
  type: string,
  session: string,
  promotionId: string,
  paymentStatus: 'paid' | 'unpaid',
  amountTotal = 5000,
) {
  const created = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created,
    livemode: false,
    type,
    data: {
      object: {
        id: session,
        object: 'checkout.session',
        mode: 'payment',
        metadata: { jobPromotionId: promotionId },
        payment_status: paymentStatus,
        status: 'complete',
        amount_total: amountTotal,
        currency: 'usd',
        created,
      },
    },
  };
}
const completedEvent = (
  id: string,
  session: string,
  promotionId: string,
  status: 'paid' | 'unpaid',
  amountTotal = 5000,
) => sessionEvent(id, 'checkout.session.completed', session, promotionId, status, amountTotal);
const asyncSucceededEvent = (id: string, session: string, promotionId: string) =>
  sessionEvent(id, 'checkout.session.async_payment_succeeded', session, promotionId, 'paid');
