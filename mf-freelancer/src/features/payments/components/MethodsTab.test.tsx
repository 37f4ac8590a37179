import { screen, within } from '@testing-library/react';
import { ACCOUNT_TEXTS, METHODS_TEXTS as TEXTS, PAYMENTS_TEXTS } from '../model/texts';
import {
  NO_ACCOUNT,
  anAccount,
  renderPayments,
  servePayments,
} from '../../../testing/paymentsServer';

async function openMethods() {
  const rendered = renderPayments();
  await rendered.user.click(screen.getByRole('tab', { name: PAYMENTS_TEXTS.tabs.methods }));
  return screen.getByRole('tabpanel', { name: PAYMENTS_TEXTS.tabs.methods });
}

describe('Payment Methods', () => {
  it('shows the payout bank account Stripe reports, by name and last four', async () => {
    servePayments();
    const panel = await openMethods();
    expect(
      await within(panel).findByText('STRIPE TEST BANK ending in 6789', { exact: false }),
    ).toBeVisible();
    expect(within(panel).getByText(TEXTS.kinds.bank_account)).toBeVisible();
    expect(within(panel).getByRole('link', { name: ACCOUNT_TEXTS.dashboard })).toHaveAttribute(
      'href',
      'https://dashboard.stripe.com/',
    );
  });

  it('shows a debit card by its brand', async () => {
    servePayments({
      'GET /api/payments/account': {
        status: 200,
        body: anAccount({ payoutMethod: { kind: 'card', name: 'Visa', last4: '4242' } }),
      },
    });
    const panel = await openMethods();
    expect(await within(panel).findByText('Visa ending in 4242', { exact: false })).toBeVisible();
    expect(within(panel).getByText(TEXTS.kinds.card)).toBeVisible();
  });

  it("says 'No Payment Methods Connected' without one", async () => {
    servePayments({ 'GET /api/payments/account': { status: 200, body: NO_ACCOUNT } });
    const panel = await openMethods();
    expect(await within(panel).findByRole('heading', { name: TEXTS.empty })).toBeVisible();
    expect(within(panel).getByText(TEXTS.emptyText)).toBeVisible();
  });
});
