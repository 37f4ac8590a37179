/**
 * Starter allowances: one use per calendar month (UTC) on the Starter plan, none counted on Pro,
 * counted in the caller's transaction (a rollback gives the use back; two simultaneous uses cannot
 * both pass), and the caller's view of them at GET /api/me/allowances.
 */
import type { StarterAllowances, StarterLimitResponse } from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { STARTER_LIMIT_MESSAGES } from '../../../src/modules/billing/messages';
import {
  allowanceMonthOf,
  createStarterAllowances,
  sendStarterLimit,
} from '../../../src/modules/billing/starter-allowances';
import { build } from '../../helper';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('allowanceMonthOf', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-01'],
    ['2026-11-30T23:59:59.999Z', '2026-11-01'],
    ['2026-12-01T00:00:00Z', '2026-12-01'],
    // UTC, not the server's zone: 23:30 on 31 January in New York is February in UTC.
    ['2027-02-01T04:30:00Z', '2027-02-01'],
  ])('%s is in the month of %s', (at, month) => {
    expect(allowanceMonthOf(new Date(at))).toBe(month);
  });
});

describe.each(BACKENDS)('Starter allowances on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    database = await open();
    // The app would close the database; drop() closes it (and drops it on PostgreSQL).
    app = await build({ keycloak, database: { ...database.db, close: () => Promise.resolve() } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await keycloak.close();
  });

  const newUserId = async () => (await signedInUser(keycloak, { roles: ['freelancer'] })).id;

  async function subscribe(userId: string, status: string) {
    await app.db.query(
      `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
       VALUES ($1, $2, $3, $4)`,
      [userId, `sub_${userId}`, `cus_${userId}`, status],
    );
  }

  const countUse = (userId: string, allowance: 'application' | 'new-contact' = 'application') =>
    app.kysely
      .transaction()
      .execute((trx) => app.billing.useStarterAllowance(trx, userId, allowance));

  it('allows one use a month on Starter and refuses the second with the limit', async () => {
    const userId = await newUserId();
    await expect(countUse(userId)).resolves.toEqual({ allowed: true });
    await expect(countUse(userId)).resolves.toEqual({
      allowed: false,
      allowance: 'application',
      limit: 1,
      used: 1,
    });
    // Each allowance is counted on its own.
    await expect(countUse(userId, 'new-contact')).resolves.toEqual({ allowed: true });
  });

  it('gives the use back when the action it allowed rolls back', async () => {
    const userId = await newUserId();
    await expect(
      app.kysely.transaction().execute(async (trx) => {
        await app.billing.useStarterAllowance(trx, userId, 'application');
        throw new Error('the application could not be saved');
      }),
    ).rejects.toThrow('the application could not be saved');
    await expect(countUse(userId)).resolves.toEqual({ allowed: true });
  });

  it('lets only one of two simultaneous uses pass', async () => {
    const userId = await newUserId();
    const attempt = () =>
      app.kysely.transaction().execute(async (trx) => {
        const use = await app.billing.useStarterAllowance(trx, userId, 'application');
        // Holds the transaction open, as the action it allows would.
        await sleep(100);
        return use.allowed;
      });
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('counts per calendar month: last month’s use does not count this month', async () => {
    const userId = await newUserId();
    const lastMonth = createStarterAllowances(app.kysely, () => new Date('2026-10-31T23:00:00Z'));
    const thisMonth = createStarterAllowances(app.kysely, () => new Date('2026-11-01T01:00:00Z'));
    const use = (allowances: typeof lastMonth) =>
      app.kysely.transaction().execute((trx) => allowances.use(trx, userId, 'application'));
    await expect(use(lastMonth)).resolves.toEqual({ allowed: true });
    await expect(use(lastMonth)).resolves.toMatchObject({ allowed: false });
    await expect(use(thisMonth)).resolves.toEqual({ allowed: true });
  });

  it.each(['active', 'trialing'])('never counts a Pro user (%s subscription)', async (status) => {
    const userId = await newUserId();
    await subscribe(userId, status);
    for (let i = 0; i < 3; i++) await expect(countUse(userId)).resolves.toEqual({ allowed: true });
    await expect(app.billing.isPro(userId)).resolves.toBe(true);
  });

  it.each(['canceled', 'past_due', 'incomplete'])(
    'counts a user whose subscription is %s as Starter',
    async (status) => {
      const userId = await newUserId();
      await subscribe(userId, status);
      await expect(countUse(userId)).resolves.toEqual({ allowed: true });
      await expect(countUse(userId)).resolves.toMatchObject({ allowed: false });
    },
  );

  describe('GET /api/me/allowances', () => {
    const month = new Date().toISOString().slice(0, 7);

    it.each([
      ['freelancer', ['application']],
      ['supplier', ['request-reply']],
      ['client', ['job-post', 'new-contact']],
      ['admin', []],
    ])('lists the allowances of the %s role', async (role, names) => {
      const user = await signedInUser(keycloak, { roles: [role] });
      const response = await app.inject({ url: '/api/me/allowances', headers: user.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json<StarterAllowances>()).toEqual({
        plan: 'starter',
        month,
        allowances: names.map((allowance) => ({ allowance, used: 0, limit: 1 })),
      });
    });

    it('shows this month’s uses, and no limit on Pro', async () => {
      const user = await signedInUser(keycloak, { roles: ['client'] });
      await countUse(user.id, 'new-contact');
      const starter = await app.inject({ url: '/api/me/allowances', headers: user.headers });
      expect(starter.json<StarterAllowances>().allowances).toEqual([
        { allowance: 'job-post', used: 0, limit: 1 },
        { allowance: 'new-contact', used: 1, limit: 1 },
      ]);
      await subscribe(user.id, 'active');
      const pro = await app.inject({ url: '/api/me/allowances', headers: user.headers });
      expect(pro.json<StarterAllowances>()).toMatchObject({
        plan: 'pro',
        allowances: [
          { allowance: 'job-post', used: 0, limit: null },
          { allowance: 'new-contact', used: 1, limit: null },
        ],
      });
    });

    it('needs a token', async () => {
      const response = await app.inject({ url: '/api/me/allowances' });
      expect(response.statusCode).toBe(401);
    });
  });
});

describe('sendStarterLimit', () => {
  it('answers 402 with the allowance’s message, limit and uses', async () => {
    const app = await build({
      setup: (instance) =>
        instance.get('/limit', (_request, reply) =>
          sendStarterLimit(reply, { allowed: false, allowance: 'job-post', limit: 1, used: 1 }),
        ),
    });
    try {
      const response = await app.inject({ url: '/limit' });
      expect(response.statusCode).toBe(402);
      expect(response.json<StarterLimitResponse>()).toEqual({
        error: 'Payment Required',
        message: STARTER_LIMIT_MESSAGES['job-post'],
        allowance: 'job-post',
        limit: 1,
        used: 1,
      });
    } finally {
      await app.close();
    }
  });
});
