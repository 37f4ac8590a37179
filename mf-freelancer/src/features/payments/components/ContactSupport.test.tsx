import { screen, within } from '@testing-library/react';
import { HELP_TEXTS as TEXTS } from '../model/texts';
import { renderPayments, servePayments } from '../../../testing/paymentsServer';

const stored = {
  id: '00000000-0000-4000-8000-000000000051',
  userId: '00000000-0000-4000-8000-00000000000a',
  email: 'ada@example.com',
  topic: 'refunds',
  message: 'How do I refund?',
  createdAt: '2026-03-10T10:00:00.000Z',
};

const supportForm = () => screen.getByRole('form', { name: TEXTS.supportTitle });

describe('Help', () => {
  it('answers the Payment FAQ', async () => {
    servePayments();
    const { user } = renderPayments();
    expect(screen.getByRole('heading', { name: TEXTS.faqTitle })).toBeVisible();
    await user.click(screen.getByText('Does Atelier take a commission?'));
    expect(screen.getByText(/Atelier is commission-free/, { selector: 'details p' })).toBeVisible();
    expect(screen.getByText('How do I refund a buyer?')).toBeVisible();
  });

  it("links 'stripe.com/pricing' in the fees answer to Stripe's page (issue 37)", async () => {
    servePayments();
    const { user } = renderPayments();
    await user.click(screen.getByText('What fees do I pay?'));
    const link = screen.getByRole('link', { name: 'stripe.com/pricing' });
    expect(link).toHaveAttribute('href', 'https://stripe.com/pricing');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.closest('p')).toHaveTextContent(
      "Only Stripe's processing fee, which Stripe takes from each payment; it depends on the card and the country (see stripe.com/pricing).",
    );
  });

  it('sends a support request, confirms it and empties the form', async () => {
    const requests = servePayments({
      'POST /api/support-requests': { status: 201, body: stored },
    });
    const { user } = renderPayments();
    const form = supportForm();
    await user.selectOptions(within(form).getByLabelText(TEXTS.topic), 'Refunds');
    await user.type(within(form).getByLabelText(TEXTS.message), '  How do I refund?  ');
    await user.click(within(form).getByRole('button', { name: TEXTS.send }));
    expect(await within(form).findByText(TEXTS.sent)).toBeVisible();
    expect(requests.find(({ method }) => method === 'POST')).toMatchObject({
      url: '/api/support-requests',
      body: { topic: 'refunds', message: 'How do I refund?' },
    });
    expect(within(form).getByLabelText(TEXTS.message)).toHaveValue('');
  });

  it('asks for a message before sending anything', async () => {
    const requests = servePayments();
    const { user } = renderPayments();
    const form = supportForm();
    await user.click(within(form).getByRole('button', { name: TEXTS.send }));
    expect(await within(form).findByText(TEXTS.messageRequired)).toBeVisible();
    expect(within(form).getByLabelText(TEXTS.message)).toHaveFocus();
    expect(requests.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('shows the failure and keeps what was written', async () => {
    servePayments({ 'POST /api/support-requests': { status: 500, body: {} } });
    const { user } = renderPayments();
    const form = supportForm();
    await user.type(within(form).getByLabelText(TEXTS.message), 'My payout is late');
    await user.click(within(form).getByRole('button', { name: TEXTS.send }));
    expect(await within(form).findByText(TEXTS.sendFailed)).toBeVisible();
    expect(within(form).getByLabelText(TEXTS.message)).toHaveValue('My payout is late');
  });
});
