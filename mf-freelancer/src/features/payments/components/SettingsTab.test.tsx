import { screen, waitFor, within } from '@testing-library/react';
import { PAYMENTS_TEXTS, SETTINGS_TEXTS as TEXTS } from '../model/texts';
import {
  NO_ACCOUNT,
  SETTINGS,
  renderPayments,
  servePayments,
} from '../../../testing/paymentsServer';

async function openSettings() {
  const rendered = renderPayments();
  await rendered.user.click(screen.getByRole('tab', { name: PAYMENTS_TEXTS.tabs.settings }));
  return {
    ...rendered,
    panel: screen.getByRole('tabpanel', { name: PAYMENTS_TEXTS.tabs.settings }),
  };
}

describe('Settings', () => {
  it('offers the spec options with the saved ones chosen, and no SMS', async () => {
    servePayments();
    const { panel } = await openSettings();
    const frequency = await within(panel).findByLabelText(TEXTS.frequency);
    expect(frequency).toHaveValue('monthly');
    expect(
      within(frequency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Weekly', 'Monthly', 'Manual']);
    const minimum = within(panel).getByLabelText(TEXTS.minimum);
    expect(minimum).toHaveDisplayValue('$50');
    expect(
      within(minimum)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['$25', '$50', '$100']);
    expect(within(panel).getByRole('checkbox', { name: TEXTS.alerts })).not.toBeChecked();
    expect(panel).not.toHaveTextContent(/SMS/i);
  });

  it('saves with PUT and says so', async () => {
    const requests = servePayments({
      'PUT /api/payments/settings': ({ body }) => ({ status: 200, body }),
    });
    const { panel, user } = await openSettings();
    await user.selectOptions(await within(panel).findByLabelText(TEXTS.frequency), 'weekly');
    await user.selectOptions(within(panel).getByLabelText(TEXTS.minimum), '$100');
    await user.click(within(panel).getByRole('checkbox', { name: TEXTS.alerts }));
    await user.click(within(panel).getByRole('button', { name: TEXTS.save }));
    expect(await within(panel).findByText(TEXTS.saved)).toBeVisible();
    expect(requests.find(({ method }) => method === 'PUT')).toMatchObject({
      url: '/api/payments/settings',
      body: { payoutFrequency: 'weekly', minimumPayout: 10000, largePaymentAlerts: true },
    });
  });

  it("shows the API's reason when the save is refused, keeping the choices", async () => {
    servePayments({
      'PUT /api/payments/settings': {
        status: 409,
        body: { message: 'Connect a payout account first.' },
      },
    });
    const { panel, user } = await openSettings();
    await user.selectOptions(await within(panel).findByLabelText(TEXTS.frequency), 'manual');
    await user.click(within(panel).getByRole('button', { name: TEXTS.save }));
    expect(await within(panel).findByText('Connect a payout account first.')).toBeVisible();
    expect(within(panel).getByLabelText(TEXTS.frequency)).toHaveValue('manual');
  });

  it('says a failure in general words when the API gives no reason', async () => {
    servePayments({ 'PUT /api/payments/settings': { status: 502, body: {} } });
    const { panel, user } = await openSettings();
    await user.click(await within(panel).findByRole('button', { name: TEXTS.save }));
    expect(await within(panel).findByText(TEXTS.saveFailed)).toBeVisible();
  });

  it('is disabled, with the reason, until the account is connected', async () => {
    const requests = servePayments({
      'GET /api/payments/account': { status: 200, body: NO_ACCOUNT },
    });
    const { panel } = await openSettings();
    expect(await within(panel).findByText(TEXTS.notConnected)).toBeVisible();
    expect(within(panel).getByLabelText(TEXTS.frequency)).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: TEXTS.alerts })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: TEXTS.save })).toBeDisabled();
    expect(requests.some(({ url }) => url === '/api/payments/settings')).toBe(false);
  });

  it('shows an error with Retry when the settings cannot be loaded', async () => {
    let reads = 0;
    servePayments({
      'GET /api/payments/settings': () => {
        reads += 1;
        return reads === 1 ? { status: 500, body: {} } : { status: 200, body: SETTINGS };
      },
    });
    const { panel, user } = await openSettings();
    await user.click(await within(panel).findByRole('button', { name: PAYMENTS_TEXTS.retry }));
    await waitFor(() => {
      expect(within(panel).getByLabelText(TEXTS.frequency)).toHaveValue('monthly');
    });
  });
});
