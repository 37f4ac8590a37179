import type { SupportRequest } from '@atelier/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtelierThemeProvider } from '@atelier/shared-ui';
import { SUPPORT_REQUESTS_TEXTS as TEXTS } from '../model/texts';
import { SupportRequestsView } from './SupportRequestsView';

const aRequest = (overrides: Partial<SupportRequest>): SupportRequest => ({
  id: '00000000-0000-4000-8000-000000000051',
  userId: '00000000-0000-4000-8000-00000000000a',
  email: 'ada@example.com',
  topic: 'refunds',
  message: 'How do I refund a buyer?',
  createdAt: '2026-03-10T10:00:00.000Z',
  ...overrides,
});

function renderView(props: Partial<Parameters<typeof SupportRequestsView>[0]>) {
  const onRetry = jest.fn();
  render(
    <AtelierThemeProvider>
      <SupportRequestsView requests={undefined} failed={false} onRetry={onRetry} {...props} />
    </AtelierThemeProvider>,
  );
  return { onRetry };
}

describe('Support requests', () => {
  it('lists each request with its topic, sender, date and message, in the order given', () => {
    renderView({
      requests: [
        aRequest({ id: 'b', email: 'bo@example.com', topic: 'payouts', message: 'Late\npayout' }),
        aRequest({ id: 'a' }),
      ],
    });
    expect(screen.getByRole('heading', { name: TEXTS.title })).toBeVisible();
    const items = within(screen.getByRole('list', { name: TEXTS.title })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Payouts');
    expect(items[0]).toHaveTextContent(TEXTS.from('bo@example.com'));
    expect(items[0]).toHaveTextContent('Late payout');
    expect(items[1]).toHaveTextContent('Refunds');
    expect(items[1]).toHaveTextContent('Mar 10, 2026');
  });

  it('says when there are none', () => {
    renderView({ requests: [] });
    expect(screen.getByRole('heading', { name: TEXTS.empty })).toBeVisible();
  });

  it('shows its loading state', () => {
    renderView({});
    expect(screen.getByText(TEXTS.loading)).toBeInTheDocument();
  });

  it('offers Retry after a failure', async () => {
    const { onRetry } = renderView({ failed: true });
    expect(screen.getByText(TEXTS.error)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(onRetry).toHaveBeenCalled();
  });
});
