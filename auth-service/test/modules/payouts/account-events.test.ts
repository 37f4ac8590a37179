/**
 * `account.updated` through billing's webhook: signed, deduplicated, out-of-order deliveries
 * changing nothing, unknown accounts ignored, malformed events refused, 20 concurrent deliveries
 * applied once; on each database backend. And the Connect endpoint's own signing secret.
 */
import type { SellerAccount } from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { WEBHOOK_MESSAGES } from '../../../src/modules/billing/messages';
import { build } from '../../helper';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { deliverStripeEvent } from '../../support/stripe-events';

const CREATED = 1_750_000_000;

let keycloak: FakeKeycloak;
beforeAll(async () => {
  keycloak = await startFakeKeycloak();
});
afterAll(async () => {
  await keycloak.close();
});

let sequence = 0;
const eventId = () => `evt_account_${Date.now()}_${++sequence}`;

/** Fields of the Account object that replace the defaults (malformed ones too). */
type AccountFields = Record<string, unknown>;

function accountUpdated(accountId: string, fields: AccountFields, created = CREATED) {
  return {
    id: eventId(),
    object: 'event',
    type: 'account.updated',
    created,
    account: accountId,
    data: {
      object: {
        id: accountId,
        object: 'account',
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        requirements: { currently_due: [], past_due: [], eventually_due: [] },
        ...fields,
      },
    },
  };
}

const bank = (name: string, last4: string) => ({
  object: 'list',
  data: [
    { id: 'ba_old', object: 'bank_account', bank_name: 'OLD BANK', last4: '1111' },
    {
      id: 'ba_1',
      object: 'bank_account',
      bank_name: name,
      last4,
      default_for_currency: true,
    },
  ],
});

describe.each(BACKENDS)('account.updated on %s', (_name, open) => {
  let testDb: TestDatabase;
  let app: App;
  let secret: string;

  beforeAll(async () => {
    testDb = await open();
    // The app would close the database; drop() closes it (and drops it on PostgreSQL).
    app = await build({ keycloak, database: { ...testDb.db, close: () => Promise.resolve() } });
    secret = app.paymentsWebhook?.secret ?? '';
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  const deliver = (payload: unknown, signingSecret = secret) =>
    deliverStripeEvent(app, payload, signingSecret);

  /** A freelancer who started onboarding: their connected account exists, nothing enabled. */
  async function onboardingSeller() {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const started = await app.inject({
      method: 'POST',
      url: '/api/payments/account/onboarding',
      headers: user.headers,
    });
    expect(started.statusCode).toBe(200);
    const linkId = new URL(started.json<{ url: string }>().url).pathname.split('/').pop() ?? '';
    const accountId = app.paymentsSandboxConnect?.accountLink(linkId)?.accountId ?? '';
    // The sandbox forgets it (a restart): reads show what the webhook stored, nothing else.
    expect(accountId).not.toBe('');
    return { user, accountId };
  }

  async function accountOf(user: { headers: Record<string, string> }) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/payments/account',
      headers: user.headers,
    });
    return response.json<SellerAccount>();
  }

  const processed = async (id: string) =>
    (
      await app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM processed_stripe_events WHERE event_id = $1',
        [id],
      )
    ).rows[0]?.n;

  it('applies a signed event: charges, payouts, requirements and the default bank account', async () => {
    const { user, accountId } = await onboardingSeller();
    const response = await deliver(
      accountUpdated(accountId, {
        requirements: {
          currently_due: ['individual.dob.day'],
          past_due: ['individual.ssn_last_4'],
        },
        charges_enabled: true,
        payouts_enabled: false,
        external_accounts: bank('FIRST BANK', '4321'),
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, result: 'applied' });
    expect(await accountOf(user)).toMatchObject({
      state: 'enabled',
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: false,
      requirements: ['individual.dob.day', 'individual.ssn_last_4'],
      payoutMethod: { kind: 'bank_account', name: 'FIRST BANK', last4: '4321' },
    });
  });

  it('reports a debit card by its brand, and keeps the payout method when an event lists none', async () => {
    const { user, accountId } = await onboardingSeller();
    await deliver(
      accountUpdated(accountId, {
        external_accounts: {
          data: [{ id: 'card_1', object: 'card', brand: 'Visa', last4: '4242' }],
        },
      }),
    );
    expect((await accountOf(user)).payoutMethod).toEqual({
      kind: 'card',
      name: 'Visa',
      last4: '4242',
    });
    // external_accounts is returned to the account's controller only: absent means unknown.
    await deliver(accountUpdated(accountId, { payouts_enabled: false }, CREATED + 10));
    expect(await accountOf(user)).toMatchObject({
      payoutsEnabled: false,
      payoutMethod: { kind: 'card', name: 'Visa', last4: '4242' },
    });
    // An empty list means the seller removed it.
    await deliver(accountUpdated(accountId, { external_accounts: { data: [] } }, CREATED + 20));
    expect((await accountOf(user)).payoutMethod).toBeNull();
  });

  it('processes a redelivered event once', async () => {
    const { user, accountId } = await onboardingSeller();
    const event = accountUpdated(accountId, {});
    expect((await deliver(event)).json()).toEqual({ received: true, result: 'applied' });
    expect((await deliver(event)).json()).toEqual({ received: true, result: 'duplicate' });
    expect((await accountOf(user)).state).toBe('enabled');
    expect(await processed(event.id)).toBe(1);
  });

  it('ignores an older event delivered after a newer one (out of order)', async () => {
    const { user, accountId } = await onboardingSeller();
    const newer = accountUpdated(accountId, { charges_enabled: true }, CREATED + 100);
    const older = accountUpdated(
      accountId,
      {
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        requirements: { currently_due: ['external_account'] },
      },
      CREATED + 50,
    );
    expect((await deliver(newer)).json()).toEqual({ received: true, result: 'applied' });
    expect((await deliver(older)).json()).toEqual({ received: true, result: 'ignored' });
    expect(await accountOf(user)).toMatchObject({
      state: 'enabled',
      chargesEnabled: true,
      requirements: [],
    });
    // Recorded all the same: a redelivery of the older one changes nothing either.
    expect(await processed(older.id)).toBe(1);
    // An event of the same second as the stored one applies (Stripe's order within a second is
    // unknown; the later delivery wins).
    const sameSecond = accountUpdated(
      accountId,
      { charges_enabled: false, requirements: { past_due: ['external_account'] } },
      CREATED + 100,
    );
    expect((await deliver(sameSecond)).json()).toEqual({ received: true, result: 'applied' });
    expect((await accountOf(user)).state).toBe('onboarding');
  });

  it('ignores an account no seller has, and an event naming another account', async () => {
    const unknown = accountUpdated('acct_nobody_has_this', {});
    expect((await deliver(unknown)).json()).toEqual({ received: true, result: 'ignored' });
    expect(await processed(unknown.id)).toBe(1);

    const { user, accountId } = await onboardingSeller();
    const mismatched = { ...accountUpdated(accountId, {}), account: 'acct_someone_else' };
    expect((await deliver(mismatched)).json()).toEqual({ received: true, result: 'ignored' });
    expect((await accountOf(user)).state).toBe('onboarding');
  });

  it('refuses a bad signature and a malformed event with 400, recording nothing', async () => {
    const { user, accountId } = await onboardingSeller();
    const forged = accountUpdated(accountId, {});
    const bad = await deliver(forged, 'whsec_not_the_secret');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Bad Request', message: WEBHOOK_MESSAGES.badSignature });
    expect(await processed(forged.id)).toBe(0);

    const malformed = [
      accountUpdated(accountId, { charges_enabled: 'yes' }),
      accountUpdated(accountId, { requirements: { currently_due: 'external_account' } }),
      accountUpdated(accountId, {
        external_accounts: { data: [{ object: 'bank_account', last4: '12345' }] },
      }),
      accountUpdated(accountId, { id: 'cus_not_an_account' }),
    ];
    const withoutCharges = accountUpdated(accountId, {});
    delete (withoutCharges.data.object as Record<string, unknown>).charges_enabled;
    for (const event of [...malformed, withoutCharges]) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^The event is malformed: /);
      expect(await processed(event.id)).toBe(0);
    }
    expect((await accountOf(user)).state).toBe('onboarding');
  });

  it('applies 20 concurrent deliveries of the same event once', async () => {
    const { user, accountId } = await onboardingSeller();
    const event = accountUpdated(accountId, { external_accounts: bank('CONCURRENT BANK', '2020') });
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const results = responses.map((response) => response.json<{ result: string }>().result);
    expect(results.filter((result) => result === 'applied')).toHaveLength(1);
    expect(results.filter((result) => result === 'duplicate')).toHaveLength(19);
    expect(await processed(event.id)).toBe(1);
    expect(await accountOf(user)).toMatchObject({
      state: 'enabled',
      payoutMethod: { name: 'CONCURRENT BANK', last4: '2020' },
    });
  });
});

describe('the Connect endpoint’s signing secret', () => {
  let app: App;
  beforeAll(async () => {
    // Only the webhook runs: nothing here calls Stripe.
    app = await build({
      keycloak,
      config: {
        paymentsProvider: 'stripe',
        stripeSecretKey: 'sk_test_123',
        stripeWebhookSecret: 'whsec_platform_endpoint',
        stripeConnectWebhookSecret: 'whsec_connect_endpoint',
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('verifies events signed by either endpoint, and no other', async () => {
    const sign = (payload: unknown, secret: string) => deliverStripeEvent(app, payload, secret);
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const accountId = 'acct_connect_endpoint_test';
    await app.db.query('INSERT INTO seller_accounts (user_id, account_id) VALUES ($1, $2)', [
      user.id,
      accountId,
    ]);
    const viaConnect = await sign(accountUpdated(accountId, {}), 'whsec_connect_endpoint');
    expect(viaConnect.json()).toEqual({ received: true, result: 'applied' });
    expect(await app.payouts.chargeableAccountOf(user.id)).toBe(accountId);
    const viaPlatform = await sign(
      accountUpdated(accountId, {}, CREATED + 1),
      'whsec_platform_endpoint',
    );
    expect(viaPlatform.json()).toEqual({ received: true, result: 'applied' });
    const forged = await sign(accountUpdated(accountId, {}, CREATED + 2), 'whsec_somebody_else');
    expect(forged.statusCode).toBe(400);
    // The account's page links to the seller's own Stripe Dashboard.
    const account = await app.inject({
      method: 'GET',
      url: '/api/payments/account',
      headers: user.headers,
    });
    expect(account.json<SellerAccount>().dashboardUrl).toBe('https://dashboard.stripe.com/');
  });
});
