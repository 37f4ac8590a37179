import { screen, waitFor, within } from '@testing-library/react';
import { browser } from '../../../lib/browser';
import { ACCOUNT_TEXTS as TEXTS, PAYMENTS_TEXTS } from '../model/texts';
import {
  NO_ACCOUNT,
  anAccount,
  renderPayments,
  servePayments,
} from '../../../testing/paymentsServer';

const ONBOARDING = anAccount({
  state: 'onboarding',
  detailsSubmitted: true,
  chargesEnabled: false,
  payoutsEnabled: false,
  requirements: ['individual.dob.day', 'individual.dob.month', 'external_account'],
  payoutMethod: null,
});

describe('the Stripe account banner', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it("shows the page's title and tabs, and 'Connect with Stripe' without an account", async () => {
    servePayments({ 'GET /api/payments/account': { status: 200, body: NO_ACCOUNT } });
    renderPayments();
    expect(screen.getByRole('heading', { level: 1, name: PAYMENTS_TEXTS.title })).toBeVisible();
    expect(await screen.findByRole('button', { name: TEXTS.connect })).toBeEnabled();
    expect(screen.getByText(TEXTS.none.text)).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Payment History',
      'Payment Methods',
      'Settings',
    ]);
    expect(screen.queryByRole('link', { name: TEXTS.dashboard })).not.toBeInTheDocument();
  });

  it('connects: POSTs for an onboarding link and sends the browser there', async () => {
    const requests = servePayments({
      'GET /api/payments/account': { status: 200, body: NO_ACCOUNT },
      'POST /api/payments/account/onboarding': {
        status: 200,
        body: { url: 'https://connect.stripe.com/setup/e/acct_1/abc' },
      },
    });
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: TEXTS.connect }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc');
    });
    expect(requests.filter(({ method }) => method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/payments/account/onboarding' }),
    ]);
    expect(screen.getByRole('button', { name: TEXTS.connecting })).toBeDisabled();
  });

  it('says so when Stripe cannot be opened, and the button works again', async () => {
    servePayments({
      'GET /api/payments/account': { status: 200, body: NO_ACCOUNT },
      'POST /api/payments/account/onboarding': { status: 502, body: { message: 'x' } },
    });
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: TEXTS.connect }));
    expect(await screen.findByText(TEXTS.connectFailed)).toBeVisible();
    expect(screen.getByRole('button', { name: TEXTS.connect })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('lists what Stripe still needs in plain words while onboarding, once each', async () => {
    servePayments({ 'GET /api/payments/account': { status: 200, body: ONBOARDING } });
    renderPayments();
    const list = await screen.findByRole('list', { name: 'What Stripe still needs' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your date of birth', 'A bank account or debit card for your payouts']);
    expect(screen.getByText(TEXTS.onboarding.title)).toBeVisible();
    // Started and unfinished: the button says so (issue 37 item 15).
    expect(screen.getByRole('button', { name: 'Continue Stripe setup' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: TEXTS.connect })).not.toBeInTheDocument();
  });

  it('shows the connected banner with the Stripe Dashboard once the account takes charges', async () => {
    servePayments();
    renderPayments();
    expect(await screen.findByText(TEXTS.enabled.title)).toBeVisible();
    const link = screen.getByRole('link', { name: TEXTS.dashboard });
    expect(link).toHaveAttribute('href', 'https://dashboard.stripe.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: TEXTS.connect })).not.toBeInTheDocument();
  });

  it('reads the account again on the way back from Stripe', async () => {
    let reads = 0;
    servePayments({
      'GET /api/payments/account': () => {
        reads += 1;
        return { status: 200, body: reads === 1 ? ONBOARDING : anAccount() };
      },
    });
    renderPayments('?onboarding=return');
    expect(await screen.findByText(TEXTS.enabled.title)).toBeVisible();
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it("keeps reading the account for a while when Stripe's answer comes after the browser", async () => {
    let reads = 0;
    servePayments({
      'GET /api/payments/account': () => {
        reads += 1;
        return { status: 200, body: reads <= 2 ? ONBOARDING : anAccount() };
      },
    });
    renderPayments('?onboarding=return');
    expect(await screen.findByText(TEXTS.enabled.title)).toBeVisible();
    expect(reads).toBe(3);
  });

  it('asks for a new link at once when the last one expired', async () => {
    const requests = servePayments({
      'GET /api/payments/account': { status: 200, body: ONBOARDING },
      'POST /api/payments/account/onboarding': {
        status: 200,
        body: { url: 'https://connect.stripe.com/setup/e/acct_1/new' },
      },
    });
    renderPayments('?onboarding=refresh');
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/new');
    });
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
    expect(await screen.findByText(TEXTS.linkExpired)).toBeVisible();
  });

  it('says so when the account cannot be read, and Retry reads it again', async () => {
    let reads = 0;
    servePayments({
      'GET /api/payments/account': () => {
        reads += 1;
        return reads === 1 ? { status: 500, body: {} } : { status: 200, body: NO_ACCOUNT };
      },
    });
    const { user } = renderPayments();
    expect(await screen.findByText(TEXTS.error)).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: PAYMENTS_TEXTS.retry })[0]!);
    expect(await screen.findByRole('button', { name: TEXTS.connect })).toBeVisible();
  });
});
