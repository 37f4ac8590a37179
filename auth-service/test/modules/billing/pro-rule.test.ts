/**
 * One rule for "is Pro" (issue 43, items 8 and 11): a subscription that is `active` or
 * `trialing` makes its user Pro everywhere (isPro, GET /api/subscription, analytics, the
 * directory's order and badge, the portfolio's badge, PLM's create check), and `past_due`,
 * `canceled` and `incomplete` do not; a company owner's Pro covers the company's members (their
 * Starter allowances lifted, PLM open to them, their subscription page naming the company) until
 * they leave the team or the owner's subscription ends.
 */
import {
  coveredByBrandPro,
  PLM_MESSAGES,
  type MyAnalytics,
  type DirectoryPage,
  type PublicProfile,
  type StarterLimitResponse,
  type SubscriptionResponse,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { DEFAULT_CONFIG } from '../../../src/config';
import { BILLING_MESSAGES, STARTER_LIMIT_MESSAGES } from '../../../src/modules/billing/messages';
import { build } from '../../helper';
import { subscribe } from '../../support/billing';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { aPosting, type User } from '../../support/jobs';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { styleContent } from '../../support/plm';
import { validProfile } from '../../support/profiles';

const ORIGIN = DEFAULT_CONFIG.publicOrigin;
const PRO_STATUSES = ['active', 'trialing'];
const STARTER_STATUSES = ['past_due', 'canceled', 'incomplete'];

describe.each(BACKENDS)('the Pro rule on %s', (_name, open) => {
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

  const call = (
    user: User,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

  const subscriptionOf = async (user: User) => {
    const response = await call(user, 'GET', '/api/subscription');
    expect(response.statusCode).toBe(200);
    return response.json<SubscriptionResponse>();
  };

  const postJob = (user: User) => call(user, 'POST', '/api/jobs', aPosting());
  const createStyle = (user: User) => call(user, 'POST', '/api/plm/styles', styleContent());

  describe.each([
    ...PRO_STATUSES.map((status) => [status, true] as const),
    ...STARTER_STATUSES.map((status) => [status, false] as const),
  ])('a subscription that is %s (Pro: %s)', (status, pro) => {
    it('decides isPro, the subscription answer, analytics and PLM’s create check', async () => {
      const freelancer = await signedInUser(keycloak, { roles: ['freelancer'] });
      const client = await signedInUser(keycloak, { roles: ['client'] });
      await subscribe(app, freelancer, status);
      await subscribe(app, client, status);

      await expect(app.billing.isPro(freelancer.id)).resolves.toBe(pro);
      // The client dashboard's recommendations badge by the same rule.
      await expect(app.billing.proAmong([freelancer.id])).resolves.toEqual(
        pro ? [freelancer.id] : [],
      );
      const answer = await subscriptionOf(freelancer);
      expect(answer).toMatchObject({ subscription: { status }, isPro: pro, coveredBy: null });

      const analytics = await call(freelancer, 'GET', '/api/me/analytics');
      expect(analytics.json<MyAnalytics>().isPro).toBe(pro);

      const style = await createStyle(client);
      expect(style.statusCode).toBe(pro ? 201 : 403);
      if (!pro) expect(style.json()).toMatchObject({ message: PLM_MESSAGES.starterRefused });

      // The Starter job post: Pro posts a second one in the month, Starter is refused.
      expect((await postJob(client)).statusCode).toBe(201);
      const second = await postJob(client);
      expect(second.statusCode).toBe(pro ? 201 : 402);
    });
  });

  it('orders the directory and badges its profiles and portfolios by the same rule', async () => {
    const word = `Rule${Date.now().toString(36)}`;
    const statuses = ['past_due', 'active', 'canceled', 'trialing', 'incomplete', null];
    const members: { user: User; username: string; pro: boolean }[] = [];
    for (const [index, status] of statuses.entries()) {
      const user = await signedInUser(keycloak, { roles: ['freelancer'] });
      const username = `${word.toLowerCase()}-${index}`;
      const saved = await call(
        user,
        'PUT',
        '/api/me/public-profile',
        validProfile({ username, profession: `${word} Designer` }),
      );
      expect(saved.statusCode).toBe(200);
      if (status !== null) await subscribe(app, user, status);
      members.push({ user, username, pro: status === 'active' || status === 'trialing' });
    }
    const page = (await app.inject({ url: `/api/directory?q=${word}` })).json<DirectoryPage>();
    expect(page.total).toBe(statuses.length);
    // Pro first (active and trialing), each badged; the others after, unbadged.
    expect(new Set(page.profiles.slice(0, 2).map((one) => one.userId))).toEqual(
      new Set(members.filter((one) => one.pro).map((one) => one.user.id)),
    );
    for (const entry of page.profiles) {
      expect(entry.isPro).toBe(members.find((one) => one.user.id === entry.userId)?.pro);
    }
    for (const { username, pro } of members) {
      const portfolio = await app.inject({ url: `/api/profiles/${username}` });
      expect(portfolio.json<PublicProfile>().isPro).toBe(pro);
    }
  });

  describe('Brand Pro covers the company', () => {
    let companies = 0;
    /** A client owning a company (subscription in `status`, if any) and a member of its team. */
    async function companyWithMember(status: string | null) {
      companies += 1;
      const name = `Maison ${companies} ${Date.now().toString(36)}`;
      const owner = await signedInUser(keycloak, { roles: ['client'] });
      if (status !== null) await subscribe(app, owner, status);
      const company = await call(owner, 'PUT', '/api/companies/mine', {
        name,
        website: '',
        location: 'Lyon',
        description: '',
        logo: null,
      });
      expect(company.statusCode).toBe(200);
      const member = await signedInUser(keycloak, { roles: ['client'] });
      const invited = await call(owner, 'POST', '/api/companies/mine/team/invitations', {
        email: member.email,
      });
      expect(invited.statusCode).toBe(201);
      expect((await call(member, 'POST', '/api/companies/invitations/accept')).statusCode).toBe(
        200,
      );
      return { owner, member, name };
    }

    it.each(PRO_STATUSES)(
      'a member of a company whose owner is Pro (%s) is Pro: a second job post in the month, PLM, the page names the company',
      async (status) => {
        const { member, name } = await companyWithMember(status);
        await expect(app.billing.isPro(member.id)).resolves.toBe(true);
        await expect(app.billing.proAmong([member.id])).resolves.toEqual([member.id]);
        expect(await subscriptionOf(member)).toEqual({
          subscription: null,
          isPro: true,
          coveredBy: { companyId: expect.any(String) as string, companyName: name },
        });
        expect((await postJob(member)).statusCode).toBe(201);
        expect((await postJob(member)).statusCode).toBe(201);
        expect((await createStyle(member)).statusCode).toBe(201);
        const allowances = await call(member, 'GET', '/api/me/allowances');
        expect(allowances.json()).toMatchObject({ plan: 'pro' });
        // The owner manages it: the member's own checkout is refused, naming the company.
        const checkout = await call(member, 'POST', '/api/checkout/sessions', {
          price_id: DEFAULT_CONFIG.stripePrices.clientPro,
          success_url: `${ORIGIN}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${ORIGIN}/checkout/cancel`,
        });
        expect(checkout.statusCode).toBe(409);
        expect(checkout.json()).toMatchObject({
          message: BILLING_MESSAGES.coveredByCompany(name),
        });
        expect(BILLING_MESSAGES.coveredByCompany(name)).toContain(coveredByBrandPro(name));
      },
    );

    it('a member removed from the team is limited again at once', async () => {
      const { owner, member } = await companyWithMember('active');
      expect((await postJob(member)).statusCode).toBe(201);
      expect((await postJob(member)).statusCode).toBe(201);
      const removed = await call(owner, 'DELETE', `/api/companies/mine/team/members/${member.id}`);
      expect(removed.statusCode).toBe(200);

      await expect(app.billing.isPro(member.id)).resolves.toBe(false);
      expect(await subscriptionOf(member)).toEqual({
        subscription: null,
        isPro: false,
        coveredBy: null,
      });
      // Starter again: this month's job post is counted from now on, then refused.
      expect((await postJob(member)).statusCode).toBe(201);
      const refused = await postJob(member);
      expect(refused.statusCode).toBe(402);
      expect(refused.json<StarterLimitResponse>()).toMatchObject({
        message: STARTER_LIMIT_MESSAGES['job-post'],
        allowance: 'job-post',
      });
      expect((await createStyle(member)).statusCode).toBe(403);
    });

    it.each([...STARTER_STATUSES, null])(
      'an owner whose subscription is %s covers nobody',
      async (status) => {
        const { owner, member } = await companyWithMember(status);
        await expect(app.billing.isPro(member.id)).resolves.toBe(false);
        await expect(app.billing.isPro(owner.id)).resolves.toBe(false);
        expect(await subscriptionOf(member)).toMatchObject({ isPro: false, coveredBy: null });
        expect((await postJob(member)).statusCode).toBe(201);
        expect((await postJob(member)).statusCode).toBe(402);
      },
    );

    it('ends the cover when the owner’s subscription ends', async () => {
      const { owner, member } = await companyWithMember('trialing');
      await expect(app.billing.isPro(member.id)).resolves.toBe(true);
      await subscribe(app, owner, 'canceled');
      await expect(app.billing.isPro(member.id)).resolves.toBe(false);
      // The owner sees their own subscription, not a cover.
      expect(await subscriptionOf(owner)).toMatchObject({ isPro: false, coveredBy: null });
    });
  });
});
