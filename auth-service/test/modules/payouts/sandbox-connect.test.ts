/**
 * The sandbox's connected accounts and onboarding links in memory: unguessable ids, links that
 * expire after an hour, caps on both (the oldest dropped first), and the account.updated event
 * each way of finishing onboarding builds.
 */
import {
  SANDBOX_BANK_ACCOUNT,
  createSandboxConnect,
} from '../../../src/modules/billing/payments/sandbox-connect';

const ORIGIN = 'http://localhost:8080';
const HOUR = 60 * 60 * 1000;
const USER = '00000000-0000-4000-8000-000000000001';

function sandboxWithClock(limits: { maxLinks?: number; maxAccounts?: number } = {}) {
  const clock = { now: 1_700_000_000_000 };
  const sandbox = createSandboxConnect({ publicOrigin: ORIGIN, now: () => clock.now, ...limits });
  const link = async (accountId: string) => {
    const { url } = await sandbox.createAccountLink({
      accountId,
      refreshUrl: `${ORIGIN}/freelancer/payments?onboarding=refresh`,
      returnUrl: `${ORIGIN}/freelancer/payments?onboarding=return`,
    });
    return url.split('/').pop() ?? '';
  };
  return { clock, sandbox, link };
}

it('makes unguessable account and link ids; links expire after an hour', async () => {
  const { clock, sandbox, link } = sandboxWithClock();
  const accountId = await sandbox.createAccount({ userId: USER, email: 'a@example.test' });
  expect(accountId).toMatch(/^acct_sandbox_[0-9a-f]{24}$/);
  const linkId = await link(accountId);
  expect(linkId).toMatch(/^acctlink_sandbox_[0-9a-f]{24}$/);
  expect(sandbox.accountLink(linkId)?.accountId).toBe(accountId);
  clock.now += HOUR;
  expect(sandbox.accountLink(linkId)).toBeUndefined();
});

it('caps links and accounts, the oldest dropped first', async () => {
  const { sandbox, link } = sandboxWithClock({ maxLinks: 3, maxAccounts: 2 });
  const accounts = [
    await sandbox.createAccount({ userId: USER, email: undefined }),
    await sandbox.createAccount({ userId: USER, email: undefined }),
    await sandbox.createAccount({ userId: USER, email: undefined }),
  ];
  expect(sandbox.account(accounts[0] ?? '')).toBeUndefined();
  expect(sandbox.account(accounts[2] ?? '')).toBeDefined();
  const links = [];
  for (let i = 0; i < 4; i += 1) links.push(await link(accounts[2] ?? ''));
  expect(sandbox.accountLink(links[0] ?? '')).toBeUndefined();
  expect(links.slice(1).every((id) => sandbox.accountLink(id) !== undefined)).toBe(true);
});

it('builds the account.updated of a completed onboarding and of one left open', async () => {
  const { clock, sandbox } = sandboxWithClock();
  const accountId = await sandbox.createAccount({ userId: USER, email: undefined });
  const complete = sandbox.finishOnboarding(accountId, 'complete');
  expect(complete).toMatchObject({
    type: 'account.updated',
    account: accountId,
    created: Math.floor(clock.now / 1000),
    data: {
      object: {
        id: accountId,
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        requirements: { currently_due: [], past_due: [] },
        external_accounts: {
          data: [{ object: 'bank_account', bank_name: 'STRIPE TEST BANK', last4: '6789' }],
        },
      },
    },
  });
  await expect(sandbox.retrieveAccount(accountId)).resolves.toMatchObject({
    chargesEnabled: true,
    payoutMethod: SANDBOX_BANK_ACCOUNT,
  });
  const open = sandbox.finishOnboarding(accountId, 'requirement-open');
  expect(open.data.object).toMatchObject({
    details_submitted: true,
    charges_enabled: false,
    payouts_enabled: false,
    requirements: { currently_due: ['external_account'] },
    external_accounts: { data: [] },
  });
  await expect(sandbox.retrieveAccount('acct_sandbox_forgotten')).rejects.toThrow();
});
