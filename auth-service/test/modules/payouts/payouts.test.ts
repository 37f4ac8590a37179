/**
 * Payments & Earnings' seller account through the sandbox provider: the routes (roles,
 * validation, 409 and 503), the sandbox's onboarding page end to end through the real webhook,
 * and a restart that forgets the sandbox's memory but keeps what the webhook stored.
 */
import type {
  OnboardingLink,
  PayoutSettings,
  SellerAccount,
  SupportRequest,
  SupportRequests,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { DEFAULT_CONFIG } from '../../../src/config';
import { BILLING_MESSAGES } from '../../../src/modules/billing/messages';
import {
  PAYOUTS_MESSAGES,
  SANDBOX_ONBOARDING_MESSAGES,
  SUPPORT_MESSAGES,
} from '../../../src/modules/payouts/messages';
import { createPayoutsRepository } from '../../../src/modules/payouts/repository';
import { DEFAULT_PAYOUT_SETTINGS, PAYMENTS_PAGE_PATH } from '../../../src/modules/payouts/service';
import { ROUTES } from '../../../../shared-ui/src/contract/routes';
import { build } from '../../helper';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';

const ORIGIN = DEFAULT_CONFIG.publicOrigin;
const RETURN_URL = `${ORIGIN}/freelancer/payments?onboarding=return`;
const REFRESH_URL = `${ORIGIN}/freelancer/payments?onboarding=refresh`;
type User = Awaited<ReturnType<typeof signedInUser>>;

let keycloak: FakeKeycloak;
let app: App;

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({ keycloak });
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
});

const freelancer = () => signedInUser(keycloak, { roles: ['freelancer'] });
const call = (
  user: User | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    ...(user && { headers: user.headers }),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
const accountOf = async (user: User) => {
  const response = await call(user, 'GET', '/api/payments/account');
  expect(response.statusCode).toBe(200);
  return response.json<SellerAccount>();
};
const onboard = async (user: User) => {
  const response = await call(user, 'POST', '/api/payments/account/onboarding');
  expect(response.statusCode).toBe(200);
  return new URL(response.json<OnboardingLink>().url);
};
/** Submits one of the sandbox onboarding page's forms, as the browser would. */
const finish = (link: URL, outcome: 'complete' | 'requirement-open') =>
  app.inject({
    method: 'POST',
    url: `${link.pathname}/${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

it('returns to the route table’s Payments & Earnings page', () => {
  expect(PAYMENTS_PAGE_PATH).toBe(ROUTES.freelancer.payments);
});

describe('GET /api/payments/account', () => {
  it("answers state 'none' before the seller connects", async () => {
    expect(await accountOf(await freelancer())).toEqual({
      state: 'none',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirements: [],
      payoutMethod: null,
      dashboardUrl: null,
    });
  });

  it('is for freelancers only, with a token', async () => {
    for (const roles of [['client'], ['supplier'], ['admin'], []]) {
      const user = await signedInUser(keycloak, { roles });
      expect((await call(user, 'GET', '/api/payments/account')).statusCode).toBe(403);
      expect((await call(user, 'POST', '/api/payments/account/onboarding')).statusCode).toBe(403);
      expect((await call(user, 'GET', '/api/payments/settings')).statusCode).toBe(403);
      expect(
        (await call(user, 'PUT', '/api/payments/settings', DEFAULT_PAYOUT_SETTINGS)).statusCode,
      ).toBe(403);
    }
    expect((await call(undefined, 'GET', '/api/payments/account')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/payments/account/onboarding')).statusCode).toBe(
      401,
    );
  });
});

describe('sandbox onboarding', () => {
  it('creates the account once, completes onboarding through the real webhook, shows the bank account', async () => {
    const user = await freelancer();
    const link = await onboard(user);
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toMatch(/^\/api\/sandbox\/onboarding\/acctlink_sandbox_[0-9a-f]{24}$/);
    const linkId = link.pathname.split('/').pop() ?? '';
    const stored = app.paymentsSandboxConnect?.accountLink(linkId);
    expect(stored).toMatchObject({ returnUrl: RETURN_URL, refreshUrl: REFRESH_URL });
    const accountId = stored?.accountId ?? '';
    expect(accountId).toMatch(/^acct_sandbox_[0-9a-f]{24}$/);

    // Connected, not onboarded yet: Stripe still needs things.
    const pending = await accountOf(user);
    expect(pending).toMatchObject({
      state: 'onboarding',
      chargesEnabled: false,
      payoutMethod: null,
      dashboardUrl: `${ORIGIN}/api/sandbox/accounts/${accountId}/dashboard`,
    });
    expect(pending.requirements).toContain('external_account');
    expect(await app.payouts.chargeableAccountOf(user.id)).toBeUndefined();

    // A second click resumes onboarding on the same account with a new link.
    const again = await onboard(user);
    expect(again.pathname).not.toBe(link.pathname);
    const againId = again.pathname.split('/').pop() ?? '';
    expect(app.paymentsSandboxConnect?.accountLink(againId)?.accountId).toBe(accountId);

    const page = await app.inject({ method: 'GET', url: link.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`<form method="post" action="${link.pathname}/complete">`);
    expect(page.body).toContain('<button type="submit">Complete onboarding</button>');
    expect(page.body).toContain(`<form method="post" action="${link.pathname}/requirement-open">`);
    expect(page.body).toContain('<button type="submit">Leave a requirement open</button>');
    expect(page.body).not.toMatch(/<script|style=|<style/);

    const done = await finish(link, 'complete');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(RETURN_URL);
    expect(await accountOf(user)).toEqual({
      state: 'enabled',
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirements: [],
      payoutMethod: { kind: 'bank_account', name: 'STRIPE TEST BANK', last4: '6789' },
      dashboardUrl: `${ORIGIN}/api/sandbox/accounts/${accountId}/dashboard`,
    });
    expect(await app.payouts.chargeableAccountOf(user.id)).toBe(accountId);
    expect(await app.payouts.sellerOfAccount(accountId)).toBe(user.id);

    // The link is used up.
    expect((await finish(link, 'complete')).statusCode).toBe(404);
    const gone = await app.inject({ method: 'GET', url: link.pathname });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: 'Not Found',
      message: SANDBOX_ONBOARDING_MESSAGES.unknownLink,
    });
  });

  it('leaves a requirement open: details submitted, charges disabled, the bank account due', async () => {
    const user = await freelancer();
    const done = await finish(await onboard(user), 'requirement-open');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(RETURN_URL);
    expect(await accountOf(user)).toMatchObject({
      state: 'onboarding',
      detailsSubmitted: true,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirements: ['external_account'],
      payoutMethod: null,
    });
    expect(await app.payouts.chargeableAccountOf(user.id)).toBeUndefined();
    // Onboarding again completes it.
    expect((await finish(await onboard(user), 'complete')).statusCode).toBe(303);
    expect((await accountOf(user)).state).toBe('enabled');
  });

  it('asks the provider while Stripe still needs something: the webhook may come after the return', async () => {
    const user = await freelancer();
    const link = await onboard(user);
    const linkId = link.pathname.split('/').pop() ?? '';
    const connect = app.paymentsSandboxConnect;
    const accountId = connect?.accountLink(linkId)?.accountId ?? '';
    // Finished at "Stripe", its account.updated not delivered yet.
    connect?.finishOnboarding(accountId, 'complete');
    expect(await accountOf(user)).toMatchObject({ state: 'enabled', payoutsEnabled: true });
    expect(await app.payouts.chargeableAccountOf(user.id)).toBe(accountId);
  });

  it('keeps the stored state when the provider fails, or when a newer event came meanwhile', async () => {
    const user = await freelancer();
    const link = await onboard(user);
    const connect = app.paymentsSandboxConnect;
    if (connect === null) throw new Error('sandbox expected');
    const accountId = connect.accountLink(link.pathname.split('/').pop() ?? '')?.accountId ?? '';
    connect.finishOnboarding(accountId, 'complete');
    const spy = jest.spyOn(connect, 'retrieveAccount').mockRejectedValueOnce(new Error('down'));
    try {
      expect((await accountOf(user)).state).toBe('onboarding');
    } finally {
      spy.mockRestore();
    }
    const repository = createPayoutsRepository(app.kysely);
    const now = Math.floor(Date.now() / 1000);
    const state = await connect.retrieveAccount(accountId);
    // An event created after the provider was asked was applied first: it wins.
    await repository.applyAccountEvent(app.db, { ...state, chargesEnabled: false }, now + 5);
    const kept = await repository.refreshAccountState(state, now);
    expect(kept?.charges_enabled).toBe(false);
  });

  it('answers 404 for an unknown link or outcome', async () => {
    const link = await onboard(await freelancer());
    expect((await app.inject('/api/sandbox/onboarding/acctlink_nope')).statusCode).toBe(404);
    const unknownOutcome = await app.inject({ method: 'POST', url: `${link.pathname}/approve` });
    expect(unknownOutcome.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/api/sandbox/onboarding/acctlink_nope/complete' }))
        .statusCode,
    ).toBe(404);
  });

  it('two clicks at once make one account', async () => {
    const user = await freelancer();
    const links = await Promise.all([onboard(user), onboard(user)]);
    const accounts = links.map((link) =>
      app.paymentsSandboxConnect?.accountLink(link.pathname.split('/').pop() ?? ''),
    );
    const kept = (
      await app.db.query<{ account_id: string }>(
        'SELECT account_id FROM seller_accounts WHERE user_id = $1',
        [user.id],
      )
    ).rows;
    expect(kept).toHaveLength(1);
    expect(accounts.map((link) => link?.accountId)).toEqual([
      kept[0]?.account_id,
      kept[0]?.account_id,
    ]);
  });
});

describe('payout settings', () => {
  it('answers the defaults until the seller changes them', async () => {
    const response = await call(await freelancer(), 'GET', '/api/payments/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json<PayoutSettings>()).toEqual({
      payoutFrequency: 'weekly',
      minimumPayout: 2500,
      largePaymentAlerts: true,
    });
  });

  it('refuses a change without a connected account (409)', async () => {
    const response = await call(await freelancer(), 'PUT', '/api/payments/settings', {
      payoutFrequency: 'monthly',
      minimumPayout: 5000,
      largePaymentAlerts: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Conflict', message: PAYOUTS_MESSAGES.noAccount });
  });

  it('writes the schedule to the connected account, then stores it', async () => {
    const user = await freelancer();
    const link = await onboard(user);
    const accountId =
      app.paymentsSandboxConnect?.accountLink(link.pathname.split('/').pop() ?? '')?.accountId ??
      '';
    for (const settings of [
      { payoutFrequency: 'monthly', minimumPayout: 5000, largePaymentAlerts: false },
      { payoutFrequency: 'manual', minimumPayout: 10000, largePaymentAlerts: true },
    ] as const) {
      const response = await call(user, 'PUT', '/api/payments/settings', settings);
      expect(response.statusCode).toBe(200);
      expect(response.json<PayoutSettings>()).toEqual(settings);
      expect(app.paymentsSandboxConnect?.account(accountId)).toMatchObject({
        payoutFrequency: settings.payoutFrequency,
        minimumPayoutCents: settings.minimumPayout,
      });
      expect((await call(user, 'GET', '/api/payments/settings')).json()).toEqual(settings);
    }
  });

  it('refuses values outside the spec’s lists and extra fields', async () => {
    const user = await freelancer();
    await onboard(user);
    for (const body of [
      { payoutFrequency: 'daily', minimumPayout: 2500, largePaymentAlerts: true },
      { payoutFrequency: 'weekly', minimumPayout: 3000, largePaymentAlerts: true },
      { payoutFrequency: 'weekly', minimumPayout: '2500', largePaymentAlerts: true },
      { payoutFrequency: 'weekly', minimumPayout: 2500 },
      { payoutFrequency: 'weekly', minimumPayout: 2500, largePaymentAlerts: true, sms: true },
    ]) {
      expect((await call(user, 'PUT', '/api/payments/settings', body)).statusCode).toBe(400);
    }
    expect((await call(user, 'GET', '/api/payments/settings')).json()).toEqual(
      DEFAULT_PAYOUT_SETTINGS,
    );
  });

  it('answers 502 and stores nothing when the provider fails', async () => {
    const user = await freelancer();
    await onboard(user);
    const connect = app.paymentsSandboxConnect;
    if (connect === null) throw new Error('sandbox expected');
    const spy = jest
      .spyOn(connect, 'updatePayoutSchedule')
      .mockRejectedValueOnce(new Error('Stripe is down'));
    try {
      const response = await call(user, 'PUT', '/api/payments/settings', {
        payoutFrequency: 'monthly',
        minimumPayout: 2500,
        largePaymentAlerts: true,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: 'Bad Gateway',
        message: PAYOUTS_MESSAGES.providerFailed,
      });
    } finally {
      spy.mockRestore();
    }
    expect((await call(user, 'GET', '/api/payments/settings')).json()).toEqual(
      DEFAULT_PAYOUT_SETTINGS,
    );
  });
});

describe('support requests', () => {
  it('stores a request from any signed-in role and lists it for admins, newest first', async () => {
    const sent: SupportRequest[] = [];
    for (const roles of [['freelancer'], ['client'], ['supplier']]) {
      const user = await signedInUser(keycloak, { roles });
      const response = await call(user, 'POST', '/api/support-requests', {
        topic: 'payouts',
        message: `When is my next payout? (${roles.join()})`,
      });
      expect(response.statusCode).toBe(201);
      const request = response.json<SupportRequest>();
      expect(request).toMatchObject({
        userId: user.id,
        email: user.email,
        topic: 'payouts',
        message: `When is my next payout? (${roles.join()})`,
      });
      sent.push(request);
    }
    const admin = await signedInUser(keycloak, { roles: ['admin'] });
    const listed = await call(admin, 'GET', '/api/admin/support-requests');
    expect(listed.statusCode).toBe(200);
    const { requests } = listed.json<SupportRequests>();
    const ours = requests.filter((request) => sent.some((one) => one.id === request.id));
    expect(ours.map((request) => request.id)).toEqual(sent.map((one) => one.id).reverse());
  });

  it('refuses an empty message, an unknown topic and a visitor', async () => {
    const user = await signedInUser(keycloak, { roles: ['client'] });
    const blank = await call(user, 'POST', '/api/support-requests', {
      topic: 'other',
      message: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Bad Request', message: SUPPORT_MESSAGES.emptyMessage });
    for (const body of [
      { topic: 'other', message: '' },
      { topic: 'billing', message: 'Hello' },
      { topic: 'other', message: 'x'.repeat(5001) },
      { topic: 'other' },
    ]) {
      expect((await call(user, 'POST', '/api/support-requests', body)).statusCode).toBe(400);
    }
    expect(
      (await call(undefined, 'POST', '/api/support-requests', { topic: 'other', message: 'Hi' }))
        .statusCode,
    ).toBe(401);
  });

  it('lists requests for admins only', async () => {
    for (const roles of [['freelancer'], ['client'], ['supplier']]) {
      const user = await signedInUser(keycloak, { roles });
      expect((await call(user, 'GET', '/api/admin/support-requests')).statusCode).toBe(403);
    }
    expect((await call(undefined, 'GET', '/api/admin/support-requests')).statusCode).toBe(401);
  });
});

it('forgets the seller’s account and support requests when they delete their account', async () => {
  const user = await freelancer();
  await finish(await onboard(user), 'complete');
  const sent = await call(user, 'POST', '/api/support-requests', {
    topic: 'account',
    message: 'Please close my account.',
  });
  expect(sent.statusCode).toBe(201);
  const deleted = await app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: user.headers,
    payload: { confirmation: 'DELETE' },
  });
  expect(deleted.statusCode).toBe(204);
  expect(await app.payouts.chargeableAccountOf(user.id)).toBeUndefined();
  const left = await app.db.query(
    `SELECT user_id FROM seller_accounts WHERE user_id = $1
     UNION ALL SELECT user_id FROM support_requests WHERE user_id = $1`,
    [user.id],
  );
  expect(left.rows).toEqual([]);
});

describe('payments off', () => {
  let off: App;
  beforeAll(async () => {
    off = await build({ keycloak, config: { paymentsProvider: 'off' } });
  });
  afterAll(async () => {
    await off.close();
  });

  it('answers 503 for onboarding and settings changes; reads still answer', async () => {
    const user = await freelancer();
    for (const [method, url, payload] of [
      ['POST', '/api/payments/account/onboarding', undefined],
      ['PUT', '/api/payments/settings', DEFAULT_PAYOUT_SETTINGS],
    ] as const) {
      const response = await off.inject({ method, url, headers: user.headers, payload });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Service Unavailable',
        message: BILLING_MESSAGES.paymentsOff,
      });
    }
    const account = await off.inject({
      method: 'GET',
      url: '/api/payments/account',
      headers: user.headers,
    });
    expect(account.json<SellerAccount>().state).toBe('none');
    expect(
      (await off.inject({ method: 'GET', url: '/api/payments/settings', headers: user.headers }))
        .statusCode,
    ).toBe(200);
    // No sandbox page either.
    expect((await off.inject('/api/sandbox/onboarding/acctlink_sandbox_x')).statusCode).toBe(404);
  });
});

describe.each(BACKENDS)('a restart on %s', (_name, open) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await open();
  });
  afterAll(async () => {
    await testDb.drop();
  });
  // The apps would close the database; drop() closes it (and drops it on PostgreSQL).
  const start = () =>
    build({ keycloak, database: { ...testDb.db, close: () => Promise.resolve() } });

  it("forgets the sandbox's memory but keeps the state the webhook stored", async () => {
    const user = await freelancer();
    const first = await start();
    let accountId: string;
    try {
      const link = new URL(
        (
          await first.inject({
            method: 'POST',
            url: '/api/payments/account/onboarding',
            headers: user.headers,
          })
        ).json<OnboardingLink>().url,
      );
      accountId =
        first.paymentsSandboxConnect?.accountLink(link.pathname.split('/').pop() ?? '')
          ?.accountId ?? '';
      const done = await first.inject({ method: 'POST', url: `${link.pathname}/complete` });
      expect(done.statusCode).toBe(303);
    } finally {
      await first.close();
    }
    const second = await start();
    try {
      expect(second.paymentsSandboxConnect?.account(accountId)).toBeUndefined();
      const account = await second.inject({
        method: 'GET',
        url: '/api/payments/account',
        headers: user.headers,
      });
      expect(account.json<SellerAccount>()).toMatchObject({
        state: 'enabled',
        payoutMethod: { kind: 'bank_account', name: 'STRIPE TEST BANK', last4: '6789' },
      });
      expect(await second.payouts.chargeableAccountOf(user.id)).toBe(accountId);
      // Onboarding again reuses the stored account.
      const again = await second.inject({
        method: 'POST',
        url: '/api/payments/account/onboarding',
        headers: user.headers,
      });
      const linkId = new URL(again.json<OnboardingLink>().url).pathname.split('/').pop() ?? '';
      expect(second.paymentsSandboxConnect?.accountLink(linkId)?.accountId).toBe(accountId);
    } finally {
      await second.close();
    }
  });
});
