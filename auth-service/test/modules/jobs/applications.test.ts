/**
 * Applications over HTTP: applying (NDA for confidential jobs, one per job, the Starter
 * application under concurrency, attachments through the uploads), who may read what (404 for
 * anyone but the applicant and the job's client), the client's list, the status machine's moves
 * and refusals, My Applications and withdrawing.
 */
import type {
  ApplyBody,
  Job,
  JobApplication,
  JobApplications,
  JobPage,
  JobPostingBody,
  PostedJob,
  StarterLimitResponse,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { STANDARD_NDA } from '../../../src/modules/agreements/nda';
import { STARTER_LIMIT_MESSAGES } from '../../../src/modules/billing/messages';
import { APPLICATION_MESSAGES, JOB_MESSAGES } from '../../../src/modules/jobs/messages';
import { startTestApp, type TestApp } from '../../helper';
import { BACKENDS } from '../../support/databases';
import { signedInUser, type FakeKeycloak } from '../../support/keycloak';
import { smallPdf, uploadThroughTus } from '../../support/uploads';
import { aPosting, type User } from '../../support/jobs';

const anApplication = (change: Partial<ApplyBody> = {}): ApplyBody => ({
  coverLetter: 'I have designed swimwear for ten years.',
  rate: null,
  attachments: [],
  ndaVersion: null,
  ...change,
});

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

describe.each(BACKENDS)('job applications on %s', (_name, open) => {
  let testApp: TestApp;
  let keycloak: FakeKeycloak;
  let app: App;
  let client: User;
  let otherClient: User;

  beforeAll(async () => {
    testApp = await startTestApp({ storagePrefix: 'atelier-jobs-', database: open });
    ({ app, keycloak } = testApp);
    otherClient = await signedInUser(keycloak, { roles: ['client'] });
  });
  // Each test its own Pro client (no monthly limit; the per-user rate limit of writes).
  beforeEach(async () => {
    client = await signedInUser(keycloak, { roles: ['client'], name: 'Coastal Threads' });
    await subscribe(client);
  });
  afterAll(() => testApp.close());

  async function subscribe(user: User) {
    await app.db.query(
      `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
       VALUES ($1, $2, $3, 'active')`,
      [user.id, `sub_${user.id}`, `cus_${user.id}`],
    );
  }

  const newFreelancer = (name = 'Sarah Chen') =>
    signedInUser(keycloak, { roles: ['freelancer'], name });

  async function publish(change: Partial<JobPostingBody> = {}, owner = client) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: owner.headers,
      payload: aPosting(change),
    });
    expect(response.statusCode).toBe(201);
    return response.json<PostedJob>().job;
  }

  const apply = (user: User, jobId: string, change: Partial<ApplyBody> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      headers: user.headers,
      payload: anApplication(change),
    });

  async function applied(user: User, jobId: string, change: Partial<ApplyBody> = {}) {
    const response = await apply(user, jobId, change);
    expect(response.statusCode).toBe(201);
    return response.json<JobApplication>();
  }

  const open_ = (user: User, id: string) =>
    app.inject({ url: `/api/jobs/applications/${id}`, headers: user.headers });
  const decide = (id: string, body: Record<string, unknown>, user = client) =>
    app.inject({
      method: 'POST',
      url: `/api/jobs/applications/${id}/decision`,
      headers: user.headers,
      payload: body,
    });

  describe('applying', () => {
    it('applies once: the job counts it, a second application to it is 409', async () => {
      const job = await publish();
      const freelancer = await newFreelancer();
      const application = await applied(freelancer, job.id, {
        coverLetter: '  Ten years of swimwear.  ',
        rate: { amount: 60, currency: 'EUR', period: 'hour' },
      });
      expect(application).toMatchObject({
        jobId: job.id,
        jobTitle: job.title,
        company: 'Coastal Threads',
        freelancerName: 'Sarah Chen',
        coverLetter: 'Ten years of swimwear.',
        rate: { amount: 60, currency: 'EUR', period: 'hour' },
        status: 'new',
        interviewAt: null,
        rejectionReason: null,
      });
      const again = await apply(freelancer, job.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: APPLICATION_MESSAGES.duplicate });
      const read = await app.inject({ url: `/api/jobs/${job.id}`, headers: freelancer.headers });
      expect(read.json<Job>()).toMatchObject({ applicants: 1, applied: true });
    });

    it("refuses a Starter freelancer's second application of the month with the limit", async () => {
      const [first, second] = [await publish(), await publish()];
      const freelancer = await newFreelancer();
      await applied(freelancer, first.id);
      const refused = await apply(freelancer, second.id);
      expect(refused.statusCode).toBe(402);
      expect(refused.json<StarterLimitResponse>()).toMatchObject({
        message: STARTER_LIMIT_MESSAGES.application,
        allowance: 'application',
      });
      const read = await app.inject({ url: `/api/jobs/${second.id}` });
      expect(read.json<Job>().applicants).toBe(0);
    });

    it('lets only one of simultaneous applications pass (the allowance and the one-per-job rule)', async () => {
      const jobs = [await publish(), await publish(), await publish()];
      const freelancer = await newFreelancer();
      const toThree = await Promise.all(jobs.map((job) => apply(freelancer, job.id)));
      expect(toThree.map((response) => response.statusCode).sort()).toEqual([201, 402, 402]);

      const job = await publish();
      const pro = await newFreelancer();
      await subscribe(pro);
      const twice = await Promise.all([apply(pro, job.id), apply(pro, job.id)]);
      expect(twice.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const read = await app.inject({ url: `/api/jobs/${job.id}` });
      expect(read.json<Job>().applicants).toBe(1);
    });

    it('asks for a cover letter, then the NDA on a confidential job (its current version)', async () => {
      const job = await publish({ visibility: 'confidential', company: 'Secret Brand' });
      const freelancer = await newFreelancer();
      const blank = await apply(freelancer, job.id, { coverLetter: '   ' });
      expect(blank.json()).toMatchObject({ message: APPLICATION_MESSAGES.coverLetter });
      const withoutNda = await apply(freelancer, job.id);
      expect(withoutNda.statusCode).toBe(400);
      expect(withoutNda.json()).toMatchObject({ message: APPLICATION_MESSAGES.nda });
      const oldNda = await apply(freelancer, job.id, { ndaVersion: '2020-01' });
      expect(oldNda.json()).toMatchObject({ message: APPLICATION_MESSAGES.ndaVersion });

      const before = await app.inject({ url: `/api/jobs/${job.id}`, headers: freelancer.headers });
      expect(before.json<Job>().company).toBeNull();
      const application = await applied(freelancer, job.id, { ndaVersion: STANDARD_NDA.version });
      expect(application.company).toBe('Secret Brand');
      expect(application.ndaAcceptedAt).not.toBeNull();
      // The brand shows to this applicant now, on the job and on the board; to no one else.
      const after = await app.inject({ url: `/api/jobs/${job.id}`, headers: freelancer.headers });
      expect(after.json<Job>().company).toBe('Secret Brand');
      const board = await app.inject({ url: '/api/jobs?sort=newest', headers: freelancer.headers });
      expect(board.json<JobPage>().jobs.find((row) => row.id === job.id)?.company).toBe(
        'Secret Brand',
      );
      const other = await app.inject({ url: `/api/jobs/${job.id}` });
      expect(other.json<Job>().company).toBeNull();
    });

    it('applies to an invite-only job only when invited', async () => {
      const job = await publish({ visibility: 'invite-only' });
      const freelancer = await newFreelancer('Invited Person');
      await app.inject({ url: '/api/me', headers: freelancer.headers });
      const uninvited = await apply(freelancer, job.id, { ndaVersion: STANDARD_NDA.version });
      expect(uninvited.statusCode).toBe(404);
      await app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/invitations`,
        headers: client.headers,
        payload: { user: freelancer.email },
      });
      await applied(freelancer, job.id, { ndaVersion: STANDARD_NDA.version });
    });

    it('answers 404 for a draft or unknown job, 409 for a closed one, 403 for a client', async () => {
      const freelancer = await newFreelancer();
      const draft = await app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: client.headers,
        payload: aPosting({ status: 'draft' }),
      });
      expect((await apply(freelancer, draft.json<PostedJob>().id)).statusCode).toBe(404);
      expect((await apply(freelancer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );
      const closed = await publish();
      await app.inject({
        method: 'POST',
        url: `/api/jobs/${closed.id}/close`,
        headers: client.headers,
      });
      const refused = await apply(freelancer, closed.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: JOB_MESSAGES.notOpen });
      expect((await apply(otherClient, (await publish()).id)).statusCode).toBe(403);
    });

    it("attaches the applicant's own uploads, which the job's client may download", async () => {
      const job = await publish();
      const freelancer = await newFreelancer();
      const bytes = smallPdf('cv.pdf');
      const key = await uploadThroughTus(
        app,
        freelancer.headers,
        'application-file',
        'cv.pdf',
        bytes,
      );
      const stranger = await newFreelancer();
      const theirs = await uploadThroughTus(
        app,
        stranger.headers,
        'application-file',
        'x.pdf',
        bytes,
      );
      const foreign = await apply(freelancer, job.id, {
        attachments: [{ key: theirs, name: 'x.pdf' }],
      });
      expect(foreign.json()).toMatchObject({ message: APPLICATION_MESSAGES.attachment('x.pdf') });
      const application = await applied(freelancer, job.id, {
        attachments: [{ key, name: 'renamed.pdf' }],
      });
      expect(application.attachments).toEqual([
        { key, name: 'cv.pdf', size: bytes.length, type: 'application/pdf' },
      ]);
      const link = (user: User) =>
        app.inject({ url: `/api/uploads/${key}/download`, headers: user.headers });
      expect((await link(client)).statusCode).not.toBe(404);
      expect((await link(otherClient)).statusCode).toBe(404);
    });
  });

  describe('reading and deciding', () => {
    it('shows an application to its applicant and the job’s client only (404 for others)', async () => {
      const job = await publish();
      const freelancer = await newFreelancer();
      const other = await newFreelancer();
      const application = await applied(freelancer, job.id);
      expect((await open_(other, application.id)).statusCode).toBe(404);
      expect((await open_(otherClient, application.id)).statusCode).toBe(404);
      // The applicant opening it changes nothing.
      expect((await open_(freelancer, application.id)).json<JobApplication>().status).toBe('new');
      // The client opening it moves it to reviewing.
      expect((await open_(client, application.id)).json<JobApplication>().status).toBe('reviewing');
      expect((await decide(application.id, { action: 'shortlist' }, otherClient)).statusCode).toBe(
        404,
      );
    });

    it('moves new -> reviewing -> shortlisted -> interviewed -> hired, as both sides see', async () => {
      const job = await publish();
      const freelancer = await newFreelancer();
      const { id } = await applied(freelancer, job.id);
      await open_(client, id);
      expect((await decide(id, { action: 'shortlist' })).json<JobApplication>().status).toBe(
        'shortlisted',
      );
      const at = inAWeek();
      const scheduled = await decide(id, { action: 'schedule-interview', interviewAt: at });
      expect(scheduled.json<JobApplication>()).toMatchObject({
        status: 'interviewed',
        interviewAt: at,
      });
      const mine = await app.inject({
        url: '/api/jobs/applications/mine',
        headers: freelancer.headers,
      });
      expect(mine.json<JobApplications>().applications).toEqual([
        expect.objectContaining({ id, status: 'interviewed', interviewAt: at }),
      ]);
      expect((await decide(id, { action: 'hire' })).json<JobApplication>().status).toBe('hired');
    });

    it.each<[string, string[], Record<string, unknown>]>([
      ['new', [], { action: 'shortlist' }],
      ['new', [], { action: 'hire' }],
      ['reviewing', ['open'], { action: 'hire' }],
      [
        'reviewing',
        ['open'],
        { action: 'schedule-interview', interviewAt: '2099-01-01T10:00:00Z' },
      ],
      ['shortlisted', ['open', 'shortlist'], { action: 'shortlist' }],
      ['shortlisted', ['open', 'shortlist'], { action: 'hire' }],
      ['rejected', ['reject'], { action: 'shortlist' }],
      ['rejected', ['reject'], { action: 'reject', reason: 'skills' }],
      ['hired', ['open', 'shortlist', 'interview', 'hire'], { action: 'reject', reason: 'skills' }],
      ['hired', ['open', 'shortlist', 'interview', 'hire'], { action: 'hire' }],
    ])('refuses to move a %s application by %p then %o (409)', async (from, steps, body) => {
      const job = await publish();
      const freelancer = await newFreelancer();
      const { id } = await applied(freelancer, job.id);
      for (const step of steps) {
        if (step === 'open') await open_(client, id);
        if (step === 'shortlist') await decide(id, { action: 'shortlist' });
        if (step === 'interview') {
          await decide(id, { action: 'schedule-interview', interviewAt: inAWeek() });
        }
        if (step === 'hire') await decide(id, { action: 'hire' });
        if (step === 'reject') await decide(id, { action: 'reject', reason: 'rate' });
      }
      const response = await decide(id, body);
      expect(response.statusCode).toBe(409);
      const target = {
        shortlist: 'shortlisted',
        hire: 'hired',
        reject: 'rejected',
        'schedule-interview': 'interviewed',
      }[body.action as string];
      expect(response.json()).toMatchObject({
        message: APPLICATION_MESSAGES.illegalMove(from, target ?? ''),
      });
    });

    it('rejects from any undecided status with a reason the applicant sees', async () => {
      const job = await publish();
      const freelancer = await newFreelancer();
      const { id } = await applied(freelancer, job.id);
      const noReason = await decide(id, { action: 'reject' });
      expect(noReason.json()).toMatchObject({ message: APPLICATION_MESSAGES.reason });
      const rejected = await decide(id, { action: 'reject', reason: 'experience' });
      expect(rejected.json<JobApplication>().status).toBe('rejected');
      const mine = await open_(freelancer, id);
      expect(mine.json<JobApplication>().rejectionReason).toBe(
        'Looking for more relevant experience',
      );
    });

    it('asks for a future interview time', async () => {
      const job = await publish();
      const { id } = await applied(await newFreelancer(), job.id);
      await open_(client, id);
      await decide(id, { action: 'shortlist' });
      const missing = await decide(id, { action: 'schedule-interview' });
      expect(missing.json()).toMatchObject({ message: APPLICATION_MESSAGES.interviewAt });
      const past = await decide(id, {
        action: 'schedule-interview',
        interviewAt: '2020-01-01T10:00:00Z',
      });
      expect(past.json()).toMatchObject({ message: APPLICATION_MESSAGES.interviewPast });
    });

    it("lists applications to the client's own jobs, searched and filtered by status", async () => {
      const job = await publish({ title: 'Unique Corsetry Specialist' });
      const amelia = await applied(await newFreelancer('Amelia Brooks'), job.id);
      const bruno = await applied(await newFreelancer('Bruno Costa'), job.id);
      await open_(client, bruno.id);
      const list = async (query: string, user = client) =>
        (await app.inject({ url: `/api/jobs/applications${query}`, headers: user.headers }))
          .json<JobApplications>()
          .applications.map((application) => application.id);
      expect(await list(`?jobId=${job.id}`)).toEqual([bruno.id, amelia.id]);
      expect(await list(`?jobId=${job.id}&q=amelia`)).toEqual([amelia.id]);
      expect(await list('?q=corsetry')).toEqual([bruno.id, amelia.id]);
      expect(await list(`?jobId=${job.id}&status=reviewing`)).toEqual([bruno.id]);
      expect(await list(`?jobId=${job.id}`, otherClient)).toEqual([]);
    });
  });

  describe("the client's list: Pro applicants (issue 43 item 7)", () => {
    it('marks Pro applicants and puts them first when asked, newest first otherwise', async () => {
      const job = await publish();
      const [starter, pro, later] = [
        await newFreelancer('Sam Starter'),
        await newFreelancer('Pia Pro'),
        await newFreelancer('Lee Later'),
      ];
      await subscribe(pro);
      await applied(starter, job.id);
      await applied(pro, job.id);
      await applied(later, job.id);
      const list = async (query = '') => {
        const response = await app.inject({
          url: `/api/jobs/applications?jobId=${job.id}${query}`,
          headers: client.headers,
        });
        expect(response.statusCode).toBe(200);
        return response
          .json<JobApplications>()
          .applications.map((answer) => [answer.freelancerName, answer.applicantIsPro]);
      };
      expect(await list()).toEqual([
        ['Lee Later', false],
        ['Pia Pro', true],
        ['Sam Starter', false],
      ]);
      expect(await list('&sort=pro-first')).toEqual([
        ['Pia Pro', true],
        ['Lee Later', false],
        ['Sam Starter', false],
      ]);
      expect((await list('&sort=newest'))[0]).toEqual(['Lee Later', false]);
      const wrong = await app.inject({
        url: '/api/jobs/applications?sort=cheapest',
        headers: client.headers,
      });
      expect(wrong.statusCode).toBe(400);
    });
  });

  describe('withdrawing', () => {
    const withdraw = (user: User, id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/jobs/applications/${id}/withdraw`,
        headers: user.headers,
      });

    it('withdraws an undecided application (the job counts it off), not a decided one', async () => {
      const job = await publish();
      const freelancer = await newFreelancer();
      const { id } = await applied(freelancer, job.id);
      expect((await withdraw(await newFreelancer(), id)).statusCode).toBe(404);
      expect((await withdraw(freelancer, id)).statusCode).toBe(204);
      expect((await open_(freelancer, id)).statusCode).toBe(404);
      const read = await app.inject({ url: `/api/jobs/${job.id}` });
      expect(read.json<Job>().applicants).toBe(0);

      const other = await publish();
      const pro = await newFreelancer();
      await subscribe(pro);
      const decided = await applied(pro, other.id);
      await decide(decided.id, { action: 'reject', reason: 'rate' });
      const refused = await withdraw(pro, decided.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: APPLICATION_MESSAGES.withdrawDecided });
    });
  });
});
